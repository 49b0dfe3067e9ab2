import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FiveColumn } from "~/components/blocks/FiveColumn";
import { FormSlot } from "~/components/blocks/FormSlot";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import type { Route } from "../routes/+types/internet";
import { PriceChecker } from "~/features/price-checker/PriceChecker";

/** Internet overview: hero, price checker, five-column, three-column icons, call prompt. */
export function InternetPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
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
