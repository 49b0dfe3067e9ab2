import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/business-fibre";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Hero } from "~/components/blocks/Hero";
import { InlineTextBlocks } from "~/components/blocks/InlineTextBlocks";
import { MultiSitePrompt } from "~/components/blocks/MultiSitePrompt";
import { OutageGuarantee } from "~/components/blocks/OutageGuarantee";
import { ServiceAgreementTable } from "~/components/blocks/ServiceAgreementTable";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";
import { PriceChecker } from "~/features/islands";

export const loader = pageLoader("businessFibre");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Business fibre: View Prices scrolls to the price checker. */
export default function BusinessFibre({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <a
          href="#price-checker"
          className={`${BUTTON_CLASS} bg-white text-brand-900 hover:bg-brand-50`}
        >
          View Prices
        </a>
      </Hero>
      <InlineTextBlocks block={page.inlineTextBlocks} />
      <FormSlot id="price-checker" form={page.form}>
        <PriceChecker variant="fibre" />
      </FormSlot>
      <MultiSitePrompt />
      <ServiceAgreementTable block={page.serviceAgreement} />
      <OutageGuarantee block={page.outageGuarantee} />
      <CallUsPrompt />
    </>
  );
}
