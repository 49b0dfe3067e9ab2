import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FormSlot } from "~/components/blocks/FormSlot";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import type { Route } from "../routes/+types/partners";
import { PartnerForm } from "~/features/lead-forms/PartnerForm";

/** Partners: second heading, three columns, and the 'Become a partner' form. */
export function PartnersPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
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
