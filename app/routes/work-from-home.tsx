import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/work-from-home";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { Link } from "react-router";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { FormSlot } from "~/components/blocks/FormSlot";
import { PriceTable } from "~/components/blocks/PriceTable";
import { TitledList } from "~/components/blocks/TitledList";
import { RegisterInterestForm } from "~/features/islands";

export const loader = pageLoader("workFromHome");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Banter work from home: features, pricing, how it works, register interest. */
export default function WorkFromHome({ loaderData: { page } }: Route.ComponentProps) {
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
