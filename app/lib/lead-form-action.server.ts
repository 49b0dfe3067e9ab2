import { data, redirect } from "react-router";
import { FORM_POST_STATUS } from "@domain/forms/form-post";
import type { SiteLoadContext } from "~/load-context";

/**
 * The action of a page with a lead form (ADR 0025, 0028): a form posted before the script
 * started. A stored lead is sent on to its confirmation URL with a 303, so a refresh asks for
 * that page again instead of posting again; a rejected one comes back to its own page, with the
 * outcome as action data for the form to show.
 */
export async function leadFormAction({ context }: { context: SiteLoadContext }) {
  const result = await context.acceptFormPost();
  if (!result) {
    throw data("This post names no form on this page.", { status: 400 });
  }
  if (result.kind === "stored") return redirect(result.confirmation, 303);
  return data(result, { status: FORM_POST_STATUS[result.kind] });
}
