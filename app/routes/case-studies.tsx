import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { CaseStudyCarousel } from "~/components/blocks/CaseStudyCarousel";
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
    <ContentPageFrame theme="partners" page={page}>
      <CaseStudyCarousel title="Customer stories" studies={page.studies} />
    </ContentPageFrame>
  );
}
