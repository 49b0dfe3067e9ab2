import { data } from "react-router";
import { FORM_POST_STATUS } from "@domain/forms/form-post";
import type { SiteLoadContext } from "~/load-context";

/**
 * The action of a page with a lead form (ADR 0025): a form posted before the script started
 * comes back to its own page, with the outcome as action data for the form to show.
 */
export async function leadFormAction({ context }: { context: SiteLoadContext }) {
  const outcome = await context.acceptFormPost();
  if (!outcome) {
    throw data("This post names no form on this page.", { status: 400 });
  }
  return data(outcome, { status: FORM_POST_STATUS[outcome.kind] });
}
