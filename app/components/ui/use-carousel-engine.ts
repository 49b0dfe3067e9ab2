import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";

export type CarouselApi = EmblaCarouselType;

/** Embla and its autoplay plugin come as their own chunk, outside the page's start-up script. */
async function loadEngine() {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import("embla-carousel"),
    import("embla-carousel-autoplay"),
  ]);
  return { EmblaCarousel, Autoplay };
}

/** How far below the fold a carousel starts loading its engine, so it is ready when seen. */
const NEAR_VIEW = "50% 0px";

/**
 * Embla, attached to the server-rendered slides once the carousel comes near the screen or
 * the visitor presses one of its buttons, whichever is first. Until then the slides are
 * ordinary markup (the first ones show, as they will under Embla) and the page's start-up
 * script carries no carousel code (ADR 0023). `whenReady` runs a button's action now, or as
 * soon as the engine is attached.
 */
export function useCarouselEngine(options: EmblaOptionsType, autoplay: AutoplayOptionsType) {
  // Fixed at mount: a carousel's settings do not change while it is shown.
  const [settings] = useState({ options, autoplay });
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  // The engine as soon as it exists: a press between its arrival and the re-render that hands
  // it to the buttons must not wait for an engine that has already come.
  const attached = useRef<CarouselApi | undefined>(undefined);
  const attachNow = useRef<() => void>(() => undefined);
  const pending = useRef<((api: CarouselApi) => void) | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let engine: CarouselApi | undefined;
    let started = false;
    let cancelled = false;
    const attach = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      void loadEngine().then(({ EmblaCarousel, Autoplay }) => {
        if (cancelled) return;
        engine = EmblaCarousel(viewport, settings.options, [Autoplay(settings.autoplay)]);
        attached.current = engine;
        setApi(engine);
        pending.current?.(engine);
        pending.current = null;
      });
    };
    // Browsers without it (old ones, test DOMs) attach the engine straight away.
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) attach();
            },
            { rootMargin: NEAR_VIEW },
          );
    attachNow.current = attach;
    if (observer) observer.observe(viewport);
    else attach();
    return () => {
      cancelled = true;
      observer?.disconnect();
      engine?.destroy();
      attached.current = undefined;
      attachNow.current = () => undefined;
      setApi(undefined);
    };
  }, [viewport, settings]);

  const whenReady = useCallback((run: (api: CarouselApi) => void) => {
    if (attached.current) run(attached.current);
    else {
      pending.current = run;
      attachNow.current();
    }
  }, []);

  return { viewportRef: setViewport, api, whenReady };
}
