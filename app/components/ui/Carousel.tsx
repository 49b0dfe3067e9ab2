import { useCallback, useEffect, useRef, useState } from "react";
import { useCarouselEngine } from "./use-carousel-engine";

const MOBILE = "(max-width: 991px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const MOBILE_BASIS = { 1: "basis-full", 2: "basis-1/2" } as const;
/** 750 to 991 px, for carousels that show more than a phone's count on a tablet. */
const TABLET_BASIS = {
  1: "min-[750px]:basis-full",
  2: "min-[750px]:basis-1/2",
  3: "min-[750px]:basis-1/3",
} as const;
const DESKTOP_BASIS = {
  1: "lg:basis-full",
  2: "lg:basis-1/2",
  3: "lg:basis-1/3",
  4: "lg:basis-1/4",
  5: "lg:basis-1/5",
} as const;

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  slides: React.ReactNode[];
  perView: {
    mobile: keyof typeof MOBILE_BASIS;
    tablet?: keyof typeof TABLET_BASIS;
    desktop: keyof typeof DESKTOP_BASIS;
  };
  autoplay: { mobile: boolean; desktop: boolean };
  loop?: boolean;
  /** Slide to bring into view (the team carousel's chosen member). */
  focusIndex?: number;
}

/**
 * Embla carousel with previous/next buttons, a pause control whenever it can move by itself
 * (WCAG 2.2.2), no autoplay for visitors who ask for reduced motion, and slides announced as
 * "n of m". The slides are server-rendered; Embla takes over when the carousel nears the screen.
 */
export function Carousel({
  label,
  slides,
  perView,
  autoplay,
  loop = true,
  focusIndex,
}: CarouselProps) {
  const { viewportRef, api, whenReady } = useCarouselEngine(
    // The engine starts on the chosen slide: scrolling there once it arrives would undo a
    // Next pressed while it was loading.
    // At the start, as the server lays the slides out: the engine moves none as it attaches.
    { loop, align: "start", startIndex: focusIndex ?? 0 },
    {
      delay: 4500,
      active: autoplay.desktop,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      breakpoints: {
        [MOBILE]: { active: autoplay.mobile },
        [REDUCED_MOTION]: { active: false },
      },
    },
  );
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    update();
    api.on("autoplay:play", update).on("autoplay:stop", update).on("reInit", update);
    return () => {
      api.off("autoplay:play", update).off("autoplay:stop", update).off("reInit", update);
    };
  }, [api]);

  // The slide the engine was last told to show (it starts on the first chosen one).
  const shownFocus = useRef(focusIndex);
  useEffect(() => {
    if (!api || focusIndex === undefined || focusIndex === shownFocus.current) return;
    shownFocus.current = focusIndex;
    api.scrollTo(focusIndex);
  }, [api, focusIndex]);

  const togglePause = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (paused) {
      plugin.play();
      setPaused(false);
    } else {
      plugin.stop();
      setPaused(true);
    }
  }, [api, paused]);

  const canAutoplay = playing || paused;
  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-600 text-brand-700 hover:bg-brand-50";

  return (
    <div aria-roledescription="carousel" aria-label={label} role="region">
      {/* relative: clips the slides' absolutely placed parts too (screen-reader text), which would
          otherwise widen the page on a phone. */}
      <div className="relative overflow-hidden" ref={viewportRef}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 px-2 ${MOBILE_BASIS[perView.mobile]} ${
                perView.tablet ? TABLET_BASIS[perView.tablet] : ""
              } ${DESKTOP_BASIS[perView.desktop]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass}
          onClick={() => whenReady((engine) => engine.scrollPrev())}
        >
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Previous</span>
        </button>
        {canAutoplay ? (
          <button type="button" className={buttonClass} onClick={togglePause}>
            <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
            <span className="sr-only">{paused ? "Play" : "Pause"}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass}
          onClick={() => whenReady((engine) => engine.scrollNext())}
        >
          <span aria-hidden="true">›</span>
          <span className="sr-only">Next</span>
        </button>
      </div>
    </div>
  );
}
