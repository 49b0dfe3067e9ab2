import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { CaseStudyCarousel } from "~/components/blocks/CaseStudyCarousel";
import type { Route } from "../routes/+types/case-studies";

/** Case study overview: the stories in a looping, autoplaying carousel. */
export function CaseStudiesPage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="partners" page={page}>
      <CaseStudyCarousel title="Customer stories" studies={page.studies} />
    </ContentPageFrame>
  );
}
