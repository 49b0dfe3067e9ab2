import type { SecondHeading as SecondHeadingData } from "@domain/content/blocks-schema";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

export function SecondHeading({
  block,
  children,
}: {
  block: SecondHeadingData;
  /** Anything the page adds under the block (a link onward). */
  children?: React.ReactNode;
}) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <Paragraphs items={block.leadCopy} className="max-w-3xl text-lg" />
      {block.items.length > 0 ? (
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {block.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <Picture name={item.image} alt="" className="size-14 shrink-0" />
              <div>
                <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </Section>
  );
}
