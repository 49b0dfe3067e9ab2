import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/managed-services";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { TextImageHeading } from "~/components/blocks/TextImageHeading";
import { TwinColumn } from "~/components/blocks/TwinColumn";
import { Section } from "~/components/ui/Section";

export const loader = pageLoader("managedServices");
export const meta = pageMeta;

/** Managed services: text-image heading, why managed, network solution, twin column. */
export default function ManagedServices({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="managed-services" page={page}>
      <TextImageHeading block={page.textImageHeading} />
      <Section title={page.whyManaged.title} tone="tinted">
        <Paragraphs items={page.whyManaged.content} className="max-w-3xl text-lg" />
      </Section>
      <FeatureGrid block={page.networkSolution} />
      <TwinColumn block={page.twinColumn} />
    </ContentPageFrame>
  );
}
