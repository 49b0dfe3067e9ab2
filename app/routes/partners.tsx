import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/partners";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FormSlot } from "~/components/blocks/FormSlot";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import { PartnerForm } from "~/features/islands";

export const loader = pageLoader("partners");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Partners: second heading, three columns, and the 'Become a partner' form. */
export default function Partners({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="partners" page={page}>
      <SecondHeading block={page.secondHeading} />
      <ThreeColumnIcons block={page.threeColumn} />
      <FormSlot id="partner-form" form={page.form}>
        <PartnerForm />
      </FormSlot>
    </ContentPageFrame>
  );
}
