import type { ErrorTheme } from "@domain/site/themes";
import { CallUsPrompt } from "./CallUsPrompt";
import { Hero } from "./Hero";

interface ContentPageFrameProps {
  theme: ErrorTheme;
  /** The page's content: its hero copy. */
  page: { title: string; subTitle?: string; leadCopy?: string[] };
  /** The page's own blocks, between its hero and the call-us prompt. */
  children: React.ReactNode;
}

/** A content page: its hero, its blocks, and the prompt to call us. */
export function ContentPageFrame({ theme, page, children }: ContentPageFrameProps) {
  // One flat list, as when each route listed the hero and prompt itself: useId derives ids from
  // a block's place among its siblings, so nesting the blocks would change their headings' ids
  // and the page's bytes (ADR 0019).
  return [
    <Hero
      key="hero"
      theme={theme}
      title={page.title}
      subTitle={page.subTitle}
      leadCopy={page.leadCopy}
    />,
    ...(Array.isArray(children) ? children : [children]),
    <CallUsPrompt key="call-us" />,
  ];
}
