import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/case-studies";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { CaseStudyCarousel } from "~/features/islands";

export function loader({ context, url }: Route.LoaderArgs) {
  return {
    page: site(context).content.page("caseStudies").overview,
    canonical: canonicalUrl({ context, url }),
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
