import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Hero } from "~/components/blocks/Hero";
import { InlineTextBlocks } from "~/components/blocks/InlineTextBlocks";
import { OutageGuarantee } from "~/components/blocks/OutageGuarantee";
import { ServiceAgreementTable } from "~/components/blocks/ServiceAgreementTable";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/business-wireless";

export const loader = pageLoader("businessWireless");
export const meta = pageMeta;

/** Business wireless: the lead form that reveals the fixed plans slots into "wireless-form". */
export default function BusinessWireless({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      <InlineTextBlocks block={page.inlineTextBlocks} />
      <FormSlot id="wireless-form" form={page.form} />
      <ServiceAgreementTable block={page.serviceAgreement} />
      <OutageGuarantee block={page.outageGuarantee} />
      <CallUsPrompt />
    </>
  );
}
