import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { Hero } from "~/components/blocks/Hero";
import { ImagePanel } from "~/components/blocks/ImagePanel";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/network-solutions";

export const loader = pageLoader("networkOverview");
export const meta = pageMeta;

/** Network solutions overview: two image panels. */
export default function NetworkSolutions({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        theme="network-solutions"
        title={page.title}
        subTitle={page.subTitle}
        leadCopy={page.leadCopy}
      />
      <ImagePanel panel={page.imagePanel2} />
      <ImagePanel panel={page.imagePanel3} reversed />
      <CallUsPrompt />
    </>
  );
}
