import { Link } from "react-router";
import type { CaseStudySummary } from "@domain/content/blocks-schema";
import { caseStudyPath } from "@domain/site/pages";
import { Carousel } from "../ui/Carousel";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";

/** Customer stories: autoplay and loop on desktop, one at a time without autoplay on a phone. */
export function CaseStudyCarousel({
  title,
  studies,
}: {
  title: string;
  studies: CaseStudySummary[];
}) {
  return (
    <Section title={title} tone="tinted">
      <Carousel
        label={title}
        perView={{ mobile: 1, desktop: 2 }}
        autoplay={{ mobile: false, desktop: true }}
        slides={studies.map((study) => (
          <article
            key={study.type}
            className="flex h-full flex-col rounded-lg bg-white p-6 shadow-sm"
          >
            <Picture name={study.logo} alt="" className="h-16 w-auto self-start" />
            <figure className="mt-4 flex flex-1 flex-col">
              <blockquote className="flex-1 text-lg">“{study.quote}”</blockquote>
              <figcaption className="mt-4 font-semibold text-brand-900">{study.author}</figcaption>
            </figure>
            <Link
              to={caseStudyPath(study.type)}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
            >
              Read the story<span className="sr-only">: {study.author}</span>
            </Link>
          </article>
        ))}
      />
    </Section>
  );
}
