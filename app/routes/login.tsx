import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/login";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: context.content.page("login"),
    canonical: canonicalUrl({ context, request }),
    loginUrl: context.outside.login,
    forgotPasswordUrl: context.outside.forgotPassword,
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/login").then((module) => module.LoginPage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
