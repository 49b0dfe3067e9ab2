import type { PriceTable as PriceTableData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";
import { DataTable } from "./DataTable";

/** A plan or price table with its notes. */
export function PriceTable({ block, tone }: { block: PriceTableData; tone?: "plain" | "tinted" }) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone={tone}>
      <DataTable caption={block.title} headings={block.headings} rows={block.rows} />
      {block.notes.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm text-muted">
          {block.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
