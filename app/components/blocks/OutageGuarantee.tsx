import type { OutageGuarantee as OutageGuaranteeData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

export function OutageGuarantee({ block }: { block: OutageGuaranteeData }) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <Paragraphs items={block.leadCopy} className="max-w-3xl text-lg" />
      <dl className="mt-8 grid gap-6 md:grid-cols-3">
        {block.items.map((item) => (
          <div key={item.title} className="rounded-lg bg-brand-900 p-6 text-white">
            <dt className="text-lg font-semibold text-accent-400">{item.title}</dt>
            <dd className="mt-2 text-brand-50">{item.description}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
