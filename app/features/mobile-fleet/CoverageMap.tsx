import type { MobileFleetContent } from "@domain/content/pages/mobile";
import { Section } from "~/components/ui/Section";

interface CoverageMapProps {
  block: MobileFleetContent["coverage"];
  /** The map provider's embeddable page (config.outside.coverageMap). */
  mapUrl: string;
  /** The international rates search sits in this section (docs/product.md §B2). */
  children?: React.ReactNode;
}

/** The coverage map in a frame, with what to type into it and its terms of use. */
export function CoverageMap({ block, mapUrl, children }: CoverageMapProps) {
  return (
    <Section title={block.title} subTitle={block.subTitle} id="coverage">
      <p className="max-w-3xl text-lg font-semibold text-brand-900">{block.prompt}</p>
      <iframe
        src={mapUrl}
        title={block.mapTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="mt-4 h-[34rem] w-full rounded-lg border border-brand-100"
      />
      <p className="mt-3">
        <a
          href={block.termsOfUse.url}
          className="font-semibold text-brand-700 underline underline-offset-4"
          rel="noopener noreferrer"
        >
          {block.termsOfUse.title}
        </a>
      </p>
      {children}
    </Section>
  );
}
