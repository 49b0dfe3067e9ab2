import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useCarouselEngine, type CarouselApi } from "./use-carousel-engine";

/** The hook with a viewport of two slides attached, as the Carousel attaches its own. */
function renderEngine() {
  const hook = renderHook(() => useCarouselEngine({ loop: false }, { active: false }));
  const viewport = document.createElement("div");
  viewport.innerHTML = "<div><div>one</div><div>two</div></div>";
  document.body.append(viewport);
  act(() => hook.result.current.viewportRef(viewport));
  return hook;
}

describe("useCarouselEngine", () => {
  // jsdom has no media queries and no observers; Embla uses all three. Every carousel is in
  // view at once here.
  beforeAll(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("matchMedia", (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  });

  it("runs a press made with the buttons' last handler even once the engine has arrived", async () => {
    const { result } = renderEngine();
    // The handler a button held before the engine came (the render that had no engine yet).
    const staleWhenReady = result.current.whenReady;
    await waitFor(() => expect(result.current.api).toBeDefined());
    const ran: CarouselApi[] = [];
    act(() => staleWhenReady((engine) => ran.push(engine)));
    expect(ran).toEqual([result.current.api]);
  });

  it("runs a press made before the engine came as soon as it arrives", async () => {
    const { result } = renderEngine();
    const ran: CarouselApi[] = [];
    act(() => result.current.whenReady((engine) => ran.push(engine)));
    await waitFor(() => expect(ran).toHaveLength(1));
    // The press ran with the engine the buttons are then handed.
    await waitFor(() => expect(result.current.api).toBe(ran[0]));
  });
});
