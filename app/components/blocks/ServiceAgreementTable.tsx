import type { ServiceAgreement } from "@domain/content/blocks-schema";
import { withoutEmptyComments } from "@domain/content/tables";
import { Section } from "../ui/Section";
import { DataTable } from "./DataTable";
import { Paragraphs } from "./Paragraphs";

/** Service levels by contract term; the Comments column only where comments exist. */
export function ServiceAgreementTable({ block }: { block: ServiceAgreement }) {
  const table = withoutEmptyComments(
    block.table.headings,
    block.table.rows,
    (cell) => !cell?.trim(),
  );
  return (
    <Section title={block.title} subTitle={block.subTitle} tone="tinted">
      <Paragraphs items={block.leadCopy} className="mb-8 max-w-3xl" />
      <DataTable caption={block.title} headings={table.headings} rows={table.rows} />
    </Section>
  );
}
