import { useId } from "react";
import type { ImagePanel as ImagePanelData } from "@domain/content/blocks-schema";
import { ButtonLink } from "../ui/ButtonLink";
import { Picture } from "../ui/Picture";
import { Paragraphs } from "./Paragraphs";

/** Illustration beside copy; alternate panels put the picture on the other side. */
export function ImagePanel({
  panel,
  reversed = false,
}: {
  panel: ImagePanelData;
  reversed?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={reversed ? "bg-brand-50" : "bg-white"}>
      <div
        className={`mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 py-12 lg:py-16 ${
          reversed ? "lg:flex-row-reverse" : "lg:flex-row"
        }`}
      >
        <Picture name={panel.image} alt="" className="h-auto w-full max-w-md lg:w-1/2" />
        <div className="lg:w-1/2">
          <h2 id={headingId} className="text-3xl font-bold text-brand-900">
            {panel.title}
          </h2>
          <Paragraphs items={panel.description} className="mt-4 text-lg" />
          <div className="mt-6">
            <ButtonLink to={panel.url}>{panel.buttonImg}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
