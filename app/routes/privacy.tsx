import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/privacy";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";

export const loader = pageLoader("privacy");
export const meta = pageMeta;

/** Banter privacy summary: hero, data categories with icons, link to the full policy. */
export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="voice" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      <FeatureGrid block={{ title: "What Banter collects and why", items: page.categories }} />
      <Section title={page.fullPolicy.title} subTitle={page.fullPolicy.description} tone="tinted">
        <ButtonLink to={page.fullPolicy.url}>Read the full privacy policy</ButtonLink>
      </Section>
    </>
  );
}
