import { Suspense, startTransition, useEffect, useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { partAfterStart } from "~/components/ui/PartAfterStart";
import {
  HYDRATES_FIRST,
  hydrateMarkedPartsFirst,
  leavePressesToTheBrowser,
  rememberHydrationRoot,
  useMarkLive,
} from "./hydrate-first";

/** A part that says when it has hydrated (its effect runs once it has). */
function Part({ name, log, children }: { name: string; log: string[]; children: React.ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return children;
}

/**
 * A page's frame as root.tsx lays it out, the header's part first and the content's after it,
 * with SiteBehaviours' first effect.
 */
function Frame({ log, scheduleFirst }: { log: string[]; scheduleFirst: boolean }) {
  useEffect(() => {
    if (scheduleFirst) hydrateMarkedPartsFirst();
  }, [scheduleFirst]);
  return (
    <>
      <Suspense fallback={null}>
        <Part name="header" log={log}>
          <button type="button">Menu</button>
        </Part>
      </Suspense>
      <Suspense fallback={null}>
        <Part name="address" log={log}>
          <input aria-label="Business address" {...{ [HYDRATES_FIRST]: "" }} />
        </Part>
      </Suspense>
    </>
  );
}

async function hydrationOrder(scheduleFirst: boolean): Promise<string[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Frame log={[]} scheduleFirst={scheduleFirst} />);
  document.body.append(container);
  const log: string[] = [];
  const root = hydrateRoot(container, <Frame log={log} scheduleFirst={scheduleFirst} />);
  rememberHydrationRoot(root);
  await expect.poll(() => log.length).toBe(2);
  root.unmount();
  container.remove();
  return log;
}

describe("hydrateMarkedPartsFirst", () => {
  it("hydrates the part holding a marked element before the parts ahead of it", async () => {
    expect(await hydrationOrder(false)).toEqual(["header", "address"]);
    expect(await hydrationOrder(true)).toEqual(["address", "header"]);
  });
});

const SLOW_ITEMS = 30;

/** Two milliseconds of work, counted: a render that takes a while, on purpose. */
function renderSlowly(rendered: { count: number }): void {
  const until = performance.now() + 2;
  while (performance.now() < until);
  rendered.count += 1;
}

/** A piece of a part that takes 2 ms to render. */
function Slow({ rendered }: { rendered: { count: number } }) {
  renderSlowly(rendered);
  return <span>slow</span>;
}

interface SlowProps {
  rendered: { count: number };
  log: string[];
}

/** The address box and its slow pieces, in a part of their own (a page's form section). */
function SlowSection({ rendered, log }: SlowProps) {
  return (
    <Suspense fallback={null}>
      <Part name="address" log={log}>
        <input aria-label="Business address" {...{ [HYDRATES_FIRST]: "" }} />
        {Array.from({ length: SLOW_ITEMS }, (_, i) => (
          <Slow key={i} rendered={rendered} />
        ))}
      </Part>
    </Suspense>
  );
}

function SlowFrame(props: SlowProps) {
  useEffect(() => hydrateMarkedPartsFirst(), []);
  return <SlowSection {...props} />;
}

/** A page's content, whose code comes after the start (ADR 0055), holding the section. */
const Content = partAfterStart(() => Promise.resolve(SlowSection));

function FrameWithContentAfterStart(props: SlowProps) {
  useEffect(() => hydrateMarkedPartsFirst(), []);
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}

/**
 * Hydrates `Frame` from its server HTML until the address box's part has, and returns whether
 * another task (a visitor's press) found it partly hydrated each time it got the thread.
 */
async function hydratedInSlices(Frame: (props: SlowProps) => React.ReactNode): Promise<boolean> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Frame rendered={{ count: 0 }} log={[]} />);
  document.body.append(container);
  const rendered = { count: 0 };
  const log: string[] = [];
  const seen: number[] = [];
  const watch = setInterval(() => seen.push(rendered.count), 1);
  const root = hydrateRoot(container, <Frame rendered={rendered} log={log} />);
  rememberHydrationRoot(root);
  await expect.poll(() => log).toEqual(["address"]);
  clearInterval(watch);
  root.unmount();
  container.remove();
  expect(rendered.count).toBeGreaterThanOrEqual(SLOW_ITEMS);
  return seen.some((count) => count > 0 && count < SLOW_ITEMS);
}

describe("hydrateMarkedPartsFirst, on a part that takes a while", () => {
  it("hydrates it in slices other tasks run between, not in one task", async () => {
    expect(await hydratedInSlices(SlowFrame)).toBe(true);
  });

  it("hydrates a part nested in one whose code comes after the start in slices too", async () => {
    await Content.load();
    expect(await hydratedInSlices(FrameWithContentAfterStart)).toBe(true);
  });
});

/** An address box that says when React has had a press on it. */
function Box({ pressed }: { pressed: string[] }) {
  const box = useRef<HTMLInputElement>(null);
  useMarkLive(box);
  return (
    <input
      ref={box}
      aria-label="Business address"
      onMouseDown={() => pressed.push("mousedown")}
      onClick={() => pressed.push("click")}
      {...{ [HYDRATES_FIRST]: "" }}
    />
  );
}

function SectionWithBox({ rendered, log, pressed }: SlowProps & { pressed: string[] }) {
  return (
    <Suspense fallback={null}>
      <Part name="address" log={log}>
        <Box pressed={pressed} />
        {Array.from({ length: SLOW_ITEMS }, (_, i) => (
          <Slow key={i} rendered={rendered} />
        ))}
      </Part>
    </Suspense>
  );
}

/**
 * Hydrates the section in a transition, as the client entry does, and presses the box as soon
 * as React has begun on it. Answers how much of the section React rendered inside the press,
 * what React saw of the press, and what it saw of a press once the section had hydrated.
 */
async function pressWhileHydrating() {
  const container = document.createElement("div");
  const props = { rendered: { count: 0 }, log: [] as string[], pressed: [] as string[] };
  container.innerHTML = renderToString(<SectionWithBox {...props} />);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, <SectionWithBox {...props} />);
  });
  const box = container.querySelector("input")!;
  const pressBox = () => {
    box.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    box.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  };
  await vi.waitUntil(() => props.rendered.count > 0, { interval: 1 });
  const before = props.rendered.count;
  pressBox();
  const renderedByThePress = props.rendered.count - before;
  const pressedWhileHydrating = [...props.pressed];
  await expect.poll(() => props.log).toEqual(["address"]);
  const live = box.hasAttribute("data-live");
  props.pressed.length = 0;
  pressBox();
  const pressedOnceLive = [...props.pressed];
  root?.unmount();
  container.remove();
  return { renderedByThePress, pressedWhileHydrating, live, pressedOnceLive };
}

describe("leavePressesToTheBrowser", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("keeps a press on a box not hydrated yet from React, which would hydrate its part under it", async () => {
    stop = leavePressesToTheBrowser();
    const pressed = await pressWhileHydrating();
    expect(pressed.renderedByThePress).toBe(0);
    expect(pressed.pressedWhileHydrating).toEqual([]);
    // Once hydrated, the box says so, and React has its presses.
    expect(pressed.live).toBe(true);
    expect(pressed.pressedOnceLive).toEqual(["mousedown", "click"]);
  });

  it("is needed: without it, React renders the rest of the part inside the press", async () => {
    const pressed = await pressWhileHydrating();
    expect(pressed.renderedByThePress).toBeGreaterThan(0);
  });
});
