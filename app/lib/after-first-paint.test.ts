import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AFTER_FIRST_PAINT,
  MODULES_AFTER_START,
  PRELOAD_SLICE_MS,
  START_AFTER_FIRST_PAINT,
} from "./after-first-paint";

const MODULES = Array.from({ length: 10 }, (_, index) => `/assets/module-${index}.js`);
const PARTS = ["/assets/page-1.js", "/assets/blocks-1.js", "/assets/form-1.js"];

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );
const startUpModule = () => document.querySelector<HTMLScriptElement>('script[type="module"]');

/**
 * The browser's task queue, run by hand: each timer and frame callback is one task, the
 * soonest first, with the promise jobs it leaves run before the next.
 */
function taskQueue() {
  const queue: { run: () => void; delay: number }[] = [];
  vi.stubGlobal("setTimeout", (run: () => void, delay = 0) => queue.push({ run, delay }));
  // jsdom reports no paints: the script starts after the next frame.
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => queue.push({ run, delay: 16 }));
  const runNextTask = async () => {
    const next = queue.reduce((soonest, task) => (task.delay < soonest.delay ? task : soonest));
    queue.splice(queue.indexOf(next), 1);
    next.run();
    for (let job = 0; job < 10; job += 1) await Promise.resolve();
  };
  const runAllTasks = async () => {
    while (queue.length > 0) await runNextTask();
  };
  return { runNextTask, runAllTasks };
}

/** A phone's clock on which adding each preload to the page takes `ms`. */
function eachPreloadTakes(ms: number): void {
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    now += ms;
    append(...nodes);
  });
}

describe("START_AFTER_FIRST_PAINT", () => {
  let tasks: ReturnType<typeof taskQueue>;

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = `<main>Hello</main><script type="${AFTER_FIRST_PAINT}" data-modules="${MODULES.join(" ")}" ${MODULES_AFTER_START}="${PARTS.join(" ")}">import("/assets/entry.js");</script>`;
    tasks = taskQueue();
    new Function(START_AFTER_FIRST_PAINT)();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the first paint, then asks for modules until its slice of time is spent", async () => {
    // A slow phone: each question for a module takes a third of the slice.
    eachPreloadTakes(PRELOAD_SLICE_MS / 3);

    await tasks.runNextTask(); // the frame
    expect(preloads()).toEqual([]);

    await tasks.runNextTask(); // the task after it: the page has painted
    expect(preloads()).toEqual(MODULES.slice(0, 3));
    await tasks.runNextTask();
    expect(preloads()).toEqual(MODULES.slice(0, 6));
    expect(startUpModule()).toBeNull();
  });

  it("asks for every module in one task where asking costs nothing", async () => {
    vi.spyOn(performance, "now").mockReturnValue(0);
    await tasks.runNextTask(); // the frame
    await tasks.runNextTask();

    expect(preloads()).toEqual([...MODULES, ...PARTS]);
    expect(startUpModule()?.textContent).toBe('import("/assets/entry.js");');
  });

  it("asks for the modules of the parts after the start only once the start-up module is in, in slices too", async () => {
    eachPreloadTakes(PRELOAD_SLICE_MS / 2);
    await tasks.runNextTask(); // the frame
    for (let task = 0; task < 5; task += 1) await tasks.runNextTask();
    expect(preloads()).toEqual(MODULES);
    expect(startUpModule()).toBeNull();

    await tasks.runNextTask();
    expect(startUpModule()).not.toBeNull();
    expect(preloads()).toEqual([...MODULES, ...PARTS.slice(0, 2)]);
    await tasks.runAllTasks();
    expect(preloads()).toEqual([...MODULES, ...PARTS]);
  });

  it("puts the start-up module back once every module is asked for, with its text as written", async () => {
    await tasks.runAllTasks();

    expect(preloads()).toEqual([...MODULES, ...PARTS]);
    expect(startUpModule()?.textContent).toBe('import("/assets/entry.js");');
    expect(startUpModule()?.async).toBe(true);
    expect(document.querySelector(`script[type="${AFTER_FIRST_PAINT}"]`)).toBeNull();
  });
});
