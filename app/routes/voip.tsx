import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/voip";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { ImagePanel } from "~/components/blocks/ImagePanel";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import { TwoPanel } from "~/components/blocks/TwoPanel";

export const loader = pageLoader("voipOverview");
export const meta = pageMeta;

/** Voice overview: hero, second heading, three image panels, icons, two panels, call prompt. */
export default function Voip({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      <SecondHeading block={page.secondHeading} />
      <ImagePanel panel={page.imagePanel1} reversed />
      <ImagePanel panel={page.imagePanel2} />
      <ImagePanel panel={page.imagePanel3} reversed />
      <ThreeColumnIcons block={page.threeColumnIcons} />
      <TwoPanel panels={page.twoPanel} />
    </ContentPageFrame>
  );
}
