import { HydratesApart } from "~/start/HydratesApart";
import type { ErrorTheme } from "@domain/site/themes";

interface HeroProps {
  title: string;
  subTitle?: string;
  leadCopy?: string[];
  theme: ErrorTheme;
  /** Buttons under the copy. */
  children?: React.ReactNode;
}

/** The page's opening band: its h1 is the page's main heading. */
export function Hero({ title, subTitle, leadCopy = [], theme, children }: HeroProps) {
  return (
    <section className={`theme-${theme} text-white`} data-block="hero">
      <HydratesApart>
        <div className="mx-auto max-w-7xl px-4 py-14 lg:py-20">
          {subTitle ? (
            <p className="mb-3 font-semibold uppercase tracking-widest text-accent-400">
              {subTitle}
            </p>
          ) : null}
          <h1 className="max-w-4xl text-4xl font-bold leading-tight lg:text-5xl">{title}</h1>
          {leadCopy.length > 0 ? (
            <div className="mt-6 max-w-3xl space-y-4 text-lg text-brand-50">
              {leadCopy.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
        </div>
      </HydratesApart>
    </section>
  );
}
