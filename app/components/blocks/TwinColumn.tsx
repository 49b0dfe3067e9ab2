import { Link } from "react-router";
import type { TwinColumn as TwinColumnData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

export function TwinColumn({ block }: { block: TwinColumnData }) {
  return (
    <Section title={block.title} tone="tinted">
      <div className="grid gap-10 md:grid-cols-2">
        {block.columns.map((column) => (
          <div key={column.title}>
            <h3 className="text-2xl font-semibold text-brand-900">{column.title}</h3>
            <Paragraphs items={column.paragraphs} className="mt-3" />
            {column.link ? (
              <Link
                to={column.link.url}
                className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4"
              >
                {column.link.title}
              </Link>
            ) : null}
          </div>
        ))}
      </div>
    </Section>
  );
}
