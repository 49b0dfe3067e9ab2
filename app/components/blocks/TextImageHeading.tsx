import type { TextImageHeading as TextImageHeadingData } from "@domain/content/blocks-schema";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

export function TextImageHeading({ block }: { block: TextImageHeadingData }) {
  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <div className="flex flex-col items-center gap-10 lg:flex-row">
        <Paragraphs items={block.leadCopy} className="text-lg lg:w-1/2" />
        <Picture name={block.image} alt="" className="h-auto w-full max-w-md lg:w-1/2" />
      </div>
    </Section>
  );
}
