import type { TitledList as TitledListData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { TickList } from "../ui/TickList";

/** A heading over a ticked list (inclusions, things to know, terms). */
export function TitledList({ block, tone }: { block: TitledListData; tone?: "plain" | "tinted" }) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone={tone}>
      <TickList items={block.items} className="max-w-4xl gap-3" />
    </Section>
  );
}
