import { data, redirect, type RouterContextProvider } from "react-router";
import { FORM_POST_STATUS } from "@domain/forms/form-post";
import { site } from "~/load-context";
import { readFormPost } from "./form-post-body.server";

/**
 * The action of a page with a lead form or a quote form (ADR 0025, 0028, 0043): a form posted
 * before the script started. It reads the body itself (`readFormPost`: URL-encoded, UTF-8,
 * within the size and field limits) and hands the fields to the lead pipeline, or to the
 * quotes for the quote form. A stored lead is sent on to its confirmation URL (a quote to its
 * own page) with a 303, so a refresh asks for that page again instead of posting again;
 * a rejected one comes back to its own page, with the outcome as action data for the form to
 * show.
 */
export async function leadFormAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const body = await readFormPost(request);
  if (!body.ok) throw data(body.message, { status: body.status });
  const result = await site(context).submitFormPost(body.fields);
  if (!result) {
    throw data("This post names no form on this page.", { status: 400 });
  }
  if (result.kind === "stored") return redirect(result.confirmation, 303);
  return data(result, { status: FORM_POST_STATUS[result.kind] });
}
