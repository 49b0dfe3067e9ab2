import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT, PRELOAD_SLICE_MS, START_AFTER_FIRST_PAINT } from "./after-first-paint";

const MODULES = Array.from({ length: 10 }, (_, index) => `/assets/module-${index}.js`);

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

describe("START_AFTER_FIRST_PAINT", () => {
  let tasks: ReturnType<typeof taskQueue>;

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = `<main>Hello</main><script type="${AFTER_FIRST_PAINT}" data-modules="${MODULES.join(" ")}">import("/assets/entry.js");</script>`;
    tasks = taskQueue();
    new Function(START_AFTER_FIRST_PAINT)();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the first paint, then asks for modules until its slice of time is spent", async () => {
    // A slow phone: each question for a module takes a third of the slice.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      now += PRELOAD_SLICE_MS / 3;
      append(...nodes);
    });

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

    expect(preloads()).toEqual(MODULES);
    expect(startUpModule()?.textContent).toBe('import("/assets/entry.js");');
  });

  it("puts the start-up module back once every module is asked for, with its text as written", async () => {
    await tasks.runAllTasks();

    expect(preloads()).toEqual(MODULES);
    expect(startUpModule()?.textContent).toBe('import("/assets/entry.js");');
    expect(startUpModule()?.async).toBe(true);
    expect(document.querySelector(`script[type="${AFTER_FIRST_PAINT}"]`)).toBeNull();
  });
});
