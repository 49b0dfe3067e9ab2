import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { PriceTable } from "~/components/blocks/PriceTable";
import type { Route } from "../routes/+types/inbound-services";

/** Inbound 13, 1300 and 1800 numbers: three price tables and the FAQ. */
export function InboundServicesPage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      {page.priceTables.map((table, index) => (
        <PriceTable key={table.title} block={table} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
      <FaqAccordion block={page.faq} />
    </ContentPageFrame>
  );
}
