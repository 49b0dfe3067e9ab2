import { Link } from "react-router";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { FormSlot } from "~/components/blocks/FormSlot";
import { PriceTable } from "~/components/blocks/PriceTable";
import { TitledList } from "~/components/blocks/TitledList";
import { RegisterInterestForm } from "~/features/lead-forms/RegisterInterestForm";
import type { Route } from "../routes/+types/work-from-home";

/** Banter work from home: features, pricing, how it works, register interest. */
export function WorkFromHomePage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      <FeatureGrid block={page.featureGrid} />
      <PriceTable block={page.pricing} tone="tinted" />
      <TitledList block={page.howItWorks} />
      <FormSlot id="register-interest" form={page.form}>
        <RegisterInterestForm product="banter-wfh" />
      </FormSlot>
      <p className="mx-auto max-w-7xl px-4 py-6">
        <Link
          to={page.privacyLink.url}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {page.privacyLink.title}
        </Link>
      </p>
    </ContentPageFrame>
  );
}
