import { site } from "~/load-context";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/business-wireless";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FormSlot } from "~/components/blocks/FormSlot";
import { InlineTextBlocks } from "~/components/blocks/InlineTextBlocks";
import { OutageGuarantee } from "~/components/blocks/OutageGuarantee";
import { ServiceAgreementTable } from "~/components/blocks/ServiceAgreementTable";
import { WirelessLeadForm } from "~/features/islands";

export function loader(args: Route.LoaderArgs) {
  return {
    ...pageLoader("businessWireless")(args),
    phone: site(args.context).content.site().phones.sales.display,
  };
}
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Business wireless: the lead form that reveals the fixed plans slots into "wireless-form". */
export default function BusinessWireless({ loaderData: { page, phone } }: Route.ComponentProps) {
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
