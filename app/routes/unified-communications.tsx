import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/unified-communications";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { FormSlot } from "~/components/blocks/FormSlot";
import { TitledList } from "~/components/blocks/TitledList";
import { TwinColumn } from "~/components/blocks/TwinColumn";
import { Picture } from "~/components/ui/Picture";
import { RegisterInterestForm } from "~/features/islands";

export const loader = pageLoader("unifiedCommunications");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Unified communications: banner, feature grid, tools, register interest, twin column, reasons. */
export default function UnifiedCommunications({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      <section aria-labelledby="uc-banner" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-12 lg:flex-row">
          <div className="lg:w-1/2">
            <h2 id="uc-banner" className="text-3xl font-bold text-brand-900">
              {page.banner.title}
            </h2>
            <p className="mt-3 text-lg">{page.banner.subTitle}</p>
          </div>
          <Picture name={page.banner.image} alt="" className="h-auto w-full max-w-md lg:w-1/2" />
        </div>
      </section>
      <FeatureGrid block={page.featureGrid} />
      <TitledList block={page.tools} tone="tinted" />
      <FormSlot id="register-interest" form={page.form}>
        <RegisterInterestForm product="unified-comms" />
      </FormSlot>
      <TwinColumn block={page.twinColumn} />
      <TitledList block={page.reasons} />
    </ContentPageFrame>
  );
}
