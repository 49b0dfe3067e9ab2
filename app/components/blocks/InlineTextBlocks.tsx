import type { InlineTextBlocks as InlineTextBlocksData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

export function InlineTextBlocks({ block }: { block: InlineTextBlocksData }) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <Paragraphs items={block.copy} className="max-w-3xl text-lg" />
      <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <div key={item.title} className="border-l-4 border-accent-400 pl-5">
            <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
            <Paragraphs items={item.descriptions} className="mt-2 text-muted" />
          </div>
        ))}
      </div>
    </Section>
  );
}
