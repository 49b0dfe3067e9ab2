import { data, redirect } from "react-router";
import { redirectFor } from "@domain/site/redirects";
import type { Route } from "./+types/redirect";

/** One module for every old path; the table lives in domain/site/redirects.ts. */
export function loader({ url }: Route.LoaderArgs) {
  const target = redirectFor(url.pathname);
  if (!target) throw data(null, { status: 404 });
  return redirect(target.to, target.status);
}
