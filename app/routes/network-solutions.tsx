import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/network-solutions";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { ImagePanel } from "~/components/blocks/ImagePanel";

export const loader = pageLoader("networkOverview");
export const meta = pageMeta;

/** Network solutions overview: two image panels. */
export default function NetworkSolutions({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <ImagePanel panel={page.imagePanel2} />
      <ImagePanel panel={page.imagePanel3} reversed />
    </ContentPageFrame>
  );
}
