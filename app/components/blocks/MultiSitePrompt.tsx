import { ButtonLink } from "../ui/ButtonLink";

export const MULTI_SITE_PATH = "/internet/multi-site";

/** From a one-address journey to the multi-site check, for buyers with several sites. */
export function MultiSitePrompt() {
  return (
    <section aria-labelledby="multi-site-prompt" className="bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="multi-site-prompt" className="text-2xl font-bold text-brand-900">
            More than one site?
          </h2>
          <p className="mt-2 max-w-2xl">
            Check nbn and fibre for up to 50 addresses at once, choose per site and get one quote
            with the totals.
          </p>
        </div>
        <ButtonLink to={MULTI_SITE_PATH} variant="outline">
          Check all your sites
        </ButtonLink>
      </div>
    </section>
  );
}
