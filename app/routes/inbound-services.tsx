import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { Hero } from "~/components/blocks/Hero";
import { PriceTable } from "~/components/blocks/PriceTable";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/inbound-services";

export const loader = pageLoader("inboundServices");
export const meta = pageMeta;

/** Inbound 13, 1300 and 1800 numbers: three price tables and the FAQ. */
export default function InboundServices({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="voice" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      {page.priceTables.map((table, index) => (
        <PriceTable key={table.title} block={table} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
      <FaqAccordion block={page.faq} />
      <CallUsPrompt />
    </>
  );
}
