import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/login";
import { useSearchParams } from "react-router";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { Section } from "~/components/ui/Section";

export function loader({ context, url }: Route.LoaderArgs) {
  return {
    page: site(context).content.page("login"),
    canonical: canonicalUrl({ context, url }),
    loginUrl: site(context).outside.login,
    forgotPasswordUrl: site(context).outside.forgotPassword,
  };
}

export const meta = pageMeta;

/** docs/product.md §A5: both fields at most 50 characters. */
const MAX_LENGTH = 50;

/**
 * Business customer login (docs/product.md §A2): a plain form that posts to the customer
 * portal's login service; login_name can arrive prefilled as ?u=. Enter in either field sends
 * it, as any form with a submit button does.
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { page, loginUrl, forgotPasswordUrl } = loaderData;
  const [params] = useSearchParams();
  const prefilled = (params.get("u") ?? "").slice(0, MAX_LENGTH);
  const input =
    "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink";
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      <Section title="Log in to your account" tone="tinted">
        <form method="post" action={loginUrl} className="max-w-md space-y-5">
          <div>
            <label htmlFor="login_name" className="block font-semibold text-brand-900">
              Login name
            </label>
            <input
              id="login_name"
              name="login_name"
              defaultValue={prefilled}
              maxLength={MAX_LENGTH}
              autoComplete="username"
              required
              className={input}
            />
          </div>
          <div>
            <label htmlFor="password" className="block font-semibold text-brand-900">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              maxLength={MAX_LENGTH}
              autoComplete="current-password"
              required
              className={input}
            />
          </div>
          <div className="flex flex-wrap items-center gap-6">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-8 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Log in
            </button>
            <a
              href={forgotPasswordUrl}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Forgot your password?
            </a>
          </div>
        </form>
      </Section>
      <TitledList block={page.help} />
    </>
  );
}
