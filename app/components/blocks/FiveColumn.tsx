import { Link } from "react-router";
import type { FiveColumn as FiveColumnData } from "@domain/content/blocks-schema";
import { Section } from "../ui/Section";

export function FiveColumn({ block }: { block: FiveColumnData }) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {block.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-2 flex-1 text-muted">{item.description}</p>
            <Link
              to={item.url}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
            >
              {item.urlTitle}
              <span className="sr-only">: {item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
