import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { TextImageHeading } from "~/components/blocks/TextImageHeading";
import { TwinColumn } from "~/components/blocks/TwinColumn";
import { Section } from "~/components/ui/Section";
import type { Route } from "../routes/+types/managed-services";

/** Managed services: text-image heading, why managed, network solution, twin column. */
export function ManagedServicesPage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
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
