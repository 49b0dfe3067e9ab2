import { Link } from "react-router";
import type { ThreeColumnIcons as ThreeColumnIconsData } from "@domain/content/blocks-schema";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";

export function ThreeColumnIcons({ block }: { block: ThreeColumnIconsData }) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      {block.description ? <p className="mb-8 max-w-3xl text-lg">{block.description}</p> : null}
      <ul className="grid gap-8 md:grid-cols-3">
        {block.items.map((item) => (
          <li key={item.title} className="text-center">
            <Picture name={item.image} alt="" className="mx-auto size-16" />
            <h3 className="mt-4 text-xl font-semibold text-brand-900">
              {item.url ? (
                <Link to={item.url} className="underline-offset-4 hover:underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-2 text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
