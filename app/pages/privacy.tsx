import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import type { Route } from "../routes/+types/privacy";

/** Banter privacy summary: hero, data categories with icons, link to the full policy. */
export function PrivacyPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
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
