import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/internet";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FiveColumn } from "~/components/blocks/FiveColumn";
import { FormSlot } from "~/components/blocks/FormSlot";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import { PriceChecker } from "~/features/islands";

export const loader = pageLoader("internetOverview");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** Internet overview: hero, price checker, five-column, three-column icons, call prompt. */
export default function Internet({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="internet" page={page}>
      <FormSlot id="price-checker" form={page.form}>
        <PriceChecker variant="priceChecker" />
      </FormSlot>
      <FiveColumn block={page.fiveColumn} />
      <ThreeColumnIcons block={page.threeColumnIcons} />
    </ContentPageFrame>
  );
}
