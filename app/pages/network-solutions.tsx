import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { ImagePanel } from "~/components/blocks/ImagePanel";
import type { Route } from "../routes/+types/network-solutions";

/** Network solutions overview: two image panels. */
export function NetworkSolutionsPage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <ImagePanel panel={page.imagePanel2} />
      <ImagePanel panel={page.imagePanel3} reversed />
    </ContentPageFrame>
  );
}
