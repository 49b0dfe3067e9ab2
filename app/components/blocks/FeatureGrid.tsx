import type { FeatureGrid as FeatureGridData } from "@domain/content/blocks-schema";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";

/** Icon, title and description cards: the workhorse of the product pages. */
export function FeatureGrid({
  block,
  tone,
}: {
  block: FeatureGridData;
  tone?: "plain" | "tinted";
}) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li key={item.title} className="rounded-lg border border-brand-100 bg-white p-6">
            <Picture name={item.image} alt="" className="size-12" />
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
