import { Hero } from "~/components/blocks/Hero";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/privacy";

export const loader = pageLoader("privacy");
export const meta = pageMeta;

/** Banter privacy summary: hero, data categories with icons, link to the full policy. */
export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="voice" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      <Section title="What Banter collects and why">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.categories.map((category) => (
            <li key={category.title} className="rounded-lg border border-brand-100 p-6">
              <Picture name={category.image} alt="" className="size-12" />
              <h3 className="mt-3 text-lg font-semibold text-brand-900">{category.title}</h3>
              <p className="mt-2 text-muted">{category.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.fullPolicy.title} subTitle={page.fullPolicy.description} tone="tinted">
        <ButtonLink to={page.fullPolicy.url}>Read the full privacy policy</ButtonLink>
      </Section>
    </>
  );
}
