import { site } from "~/load-context";
import { data, isRouteErrorResponse } from "react-router";
import { reportError } from "~/lib/monitoring";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/case-study";
import { Link } from "react-router";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { Section } from "~/components/ui/Section";
import { ReadMore } from "~/features/islands";

/** A case study's detail; an unknown type is the not-found page. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  const page = site(context).content.caseStudy(params.type);
  if (!page) throw data(null, { status: 404 });
  return { page, canonical: canonicalUrl({ context, url }) };
}

export const meta = pageMeta;

/** A story that fails to load hides itself; the site around it stays (docs/product.md §A7). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  if (typeof window !== "undefined") reportError(error);
  return <StoryUnavailable />;
}

/** A customer's story: their quote, the story, and working with us. */
export default function CaseStudy({ loaderData: { page } }: Route.ComponentProps) {
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
function StoryUnavailable() {
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
