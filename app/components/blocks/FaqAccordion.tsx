import type { Faq } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

/**
 * FAQ entries are arrays whose first string is the question. Native disclosure widgets:
 * they open and close with keyboard or touch even before the page's script has loaded.
 */
export function FaqAccordion({ block }: { block: Faq }) {
  return (
    <Section title={block.title}>
      <div className="max-w-4xl divide-y divide-brand-100 border-y border-brand-100">
        {block.items.map(([question, ...answer]) => (
          <details key={question} className="group py-2">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-2 text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
              {question}
              <span
                aria-hidden="true"
                className="text-2xl text-accent-600 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <Paragraphs items={answer} className="pb-4 text-muted" />
          </details>
        ))}
      </div>
    </Section>
  );
}
