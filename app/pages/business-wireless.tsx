import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FormSlot } from "~/components/blocks/FormSlot";
import { InlineTextBlocks } from "~/components/blocks/InlineTextBlocks";
import { OutageGuarantee } from "~/components/blocks/OutageGuarantee";
import { ServiceAgreementTable } from "~/components/blocks/ServiceAgreementTable";
import type { Route } from "../routes/+types/business-wireless";
import { WirelessLeadForm } from "~/features/lead-forms/WirelessLeadForm";

/** Business wireless: the lead form that reveals the fixed plans slots into "wireless-form". */
export function BusinessWirelessPage({
  loaderData: { page, phone },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="internet" page={page}>
      <InlineTextBlocks block={page.inlineTextBlocks} />
      <FormSlot id="wireless-form" form={page.form}>
        <WirelessLeadForm plans={page.plans} notice={page.plansNotice} phone={phone} />
      </FormSlot>
      <ServiceAgreementTable block={page.serviceAgreement} />
      <OutageGuarantee block={page.outageGuarantee} />
    </ContentPageFrame>
  );
}
