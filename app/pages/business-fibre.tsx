import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Hero } from "~/components/blocks/Hero";
import { InlineTextBlocks } from "~/components/blocks/InlineTextBlocks";
import { OutageGuarantee } from "~/components/blocks/OutageGuarantee";
import { ServiceAgreementTable } from "~/components/blocks/ServiceAgreementTable";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";
import type { Route } from "../routes/+types/business-fibre";
import { PriceChecker } from "~/features/price-checker/PriceChecker";

/** Business fibre: View Prices scrolls to the price checker. */
export function BusinessFibrePage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
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
      <ServiceAgreementTable block={page.serviceAgreement} />
      <OutageGuarantee block={page.outageGuarantee} />
      <CallUsPrompt />
    </>
  );
}
