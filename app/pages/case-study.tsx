import { Link } from "react-router";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { ReadMore } from "~/components/blocks/ReadMore";
import { Section } from "~/components/ui/Section";
import type { Route } from "../routes/+types/case-study";

/** A customer's story: their quote, the story, and working with us. */
export function CaseStudyPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="partners" page={page}>
      <section aria-label="Customer quote" className="bg-brand-50">
        <figure className="mx-auto max-w-4xl px-4 py-12 text-center">
          <blockquote className="text-2xl font-semibold text-brand-900 lg:text-3xl">
            “{page.quote.phrase}”
          </blockquote>
          <figcaption className="mt-4 text-muted">{page.quote.info}</figcaption>
        </figure>
      </section>
      <Section title="The story">
        <ReadMore paragraphs={page.description} visible={2} className="max-w-3xl text-lg" />
      </Section>
      <Section title="Working with Tidewire" tone="tinted">
        <Paragraphs items={page.partnerCopy.content} className="max-w-3xl text-lg" />
        <Link
          to="/case-studies"
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          More customer stories
        </Link>
      </Section>
    </ContentPageFrame>
  );
}

/** In place of a story that failed to load: the way to the others (docs/product.md §A7). */
export function StoryUnavailable() {
  return (
    <Section title="Customer stories">
      <p>
        <Link
          to="/case-studies"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Browse all customer stories
        </Link>
      </p>
    </Section>
  );
}
