import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/contact";
import { ContactBlocks } from "~/components/blocks/ContactBlocks";
import { Hero } from "~/components/blocks/Hero";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { Section } from "~/components/ui/Section";
import { ContactPanelButton } from "~/features/contact-panel/contact-panel-context";

export function loader({ context, url }: Route.LoaderArgs) {
  return {
    page: site(context).content.page("contact"),
    phones: site(context).content.site().phones,
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;

/** Contact: the five teams (general, support, provisioning, billing, small business). */
export default function Contact({ loaderData: { page, phones } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="partners" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ContactPanelButton variant="inverted">Get in touch</ContactPanelButton>
      </Hero>
      <Section title="Talk to the right team" tone="tinted" id="contact-teams">
        <ContactBlocks blocks={page.blocks} phones={phones} />
      </Section>
      <Section title={page.address.title}>
        <address className="not-italic">
          <Paragraphs items={page.address.lines} className="space-y-1! text-lg" />
        </address>
      </Section>
    </>
  );
}
