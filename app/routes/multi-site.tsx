import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/multi-site";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";
import { MultiSiteChecker } from "~/features/islands";

export const loader = pageLoader("multiSite");
export const meta = pageMeta;

/** Every site at once: the multi-site check (docs/product.md §C14, ADR 0074). */
export default function MultiSite({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <a
          href="#multi-site-check"
          className={`${BUTTON_CLASS} bg-white text-brand-900 hover:bg-brand-50`}
        >
          Check your sites
        </a>
      </Hero>
      <FeatureGrid block={page.howItWorks} />
      <FormSlot id="multi-site-check" form={page.form}>
        <MultiSiteChecker />
      </FormSlot>
      <TitledList block={page.thingsToKnow} />
      <CallUsPrompt />
    </>
  );
}
