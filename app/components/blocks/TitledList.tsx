import type { TitledList as TitledListData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";

/** A heading over a ticked list (inclusions, things to know, terms). */
export function TitledList({ block, tone }: { block: TitledListData; tone?: "plain" | "tinted" }) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone={tone}>
      <ul className="grid max-w-4xl gap-3">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="mt-1 font-bold text-accent-600">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
