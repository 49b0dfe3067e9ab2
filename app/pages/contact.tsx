import { ContactBlocks } from "~/components/blocks/ContactBlocks";
import { Hero } from "~/components/blocks/Hero";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { Section } from "~/components/ui/Section";
import { ContactPanelButton } from "~/features/contact-panel/contact-panel-context";
import type { Route } from "../routes/+types/contact";

/** Contact: the five teams (general, support, provisioning, billing, small business). */
export function ContactPage({
  loaderData: { page, phones },
}: Pick<Route.ComponentProps, "loaderData">) {
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
