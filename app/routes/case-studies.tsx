import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { CaseStudyCarousel } from "~/components/blocks/CaseStudyCarousel";
import { Hero } from "~/components/blocks/Hero";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/case-studies";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: context.content.page("caseStudies").overview,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;

/** Case study overview: the stories in a looping, autoplaying carousel. */
export default function CaseStudies({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="partners" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy} />
      <CaseStudyCarousel title="Customer stories" studies={page.studies} />
      <CallUsPrompt />
    </>
  );
}
