import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/coverage";
import { Link } from "react-router";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { Picture } from "~/components/ui/Picture";

/** /coverage/telstra and /coverage/optus share this module; the path names the network. */
export function loader({ context, url }: Route.LoaderArgs) {
  const coverage = site(context).content.page("coverage");
  return {
    page: url.pathname.endsWith("/optus") ? coverage.optus : coverage.telstra,
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;

/** A network's coverage map, with the way back to wireless backup. */
export default function Coverage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <Link
          to="/internet/wireless-backup"
          className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
        >
          <span aria-hidden="true">←&nbsp;</span>Back
          <span className="sr-only"> to wireless backup</span>
        </Link>
      </Hero>
      <section aria-label={`${page.network} coverage map`} className="bg-white">
        <figure className="mx-auto max-w-4xl px-4 py-12">
          <Picture name={page.mapImage} alt={page.mapCaption} className="h-auto w-full" eager />
          <figcaption className="mt-3 text-center text-muted">{page.mapCaption}</figcaption>
        </figure>
      </section>
      <TitledList block={page.highlights} tone="tinted" />
    </>
  );
}
