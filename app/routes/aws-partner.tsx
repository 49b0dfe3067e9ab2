import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/aws-partner";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { TitledList } from "~/components/blocks/TitledList";
import { Section } from "~/components/ui/Section";
import { ContactPanelButton } from "~/features/contact-panel/contact-panel-context";

export const loader = pageLoader("awsPartner");
export const meta = pageMeta;

/** Cloud partner page with its Get in touch button. */
export default function AwsPartner({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <FeatureGrid block={page.features} />
      <TitledList block={page.services} tone="tinted" />
      <Section title={page.getInTouch.title} subTitle={page.getInTouch.subTitle}>
        <ContactPanelButton>Get in touch</ContactPanelButton>
      </Section>
    </ContentPageFrame>
  );
}
