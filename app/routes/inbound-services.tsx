import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/inbound-services";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { PriceTable } from "~/components/blocks/PriceTable";

export const loader = pageLoader("inboundServices");
export const meta = pageMeta;

/** Inbound 13, 1300 and 1800 numbers: three price tables and the FAQ. */
export default function InboundServices({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      {page.priceTables.map((table, index) => (
        <PriceTable key={table.title} block={table} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
      <FaqAccordion block={page.faq} />
    </ContentPageFrame>
  );
}
