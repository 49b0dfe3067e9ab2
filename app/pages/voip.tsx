import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { ImagePanel } from "~/components/blocks/ImagePanel";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { ThreeColumnIcons } from "~/components/blocks/ThreeColumnIcons";
import { TwoPanel } from "~/components/blocks/TwoPanel";
import type { Route } from "../routes/+types/voip";

/** Voice overview: hero, second heading, three image panels, icons, two panels, call prompt. */
export function VoipPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
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
