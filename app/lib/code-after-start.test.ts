import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULES_AFTER_START } from "./after-first-paint";
import { MODULE_WAIT_MS, type codeAfterStart, type loadCodeAfterStart } from "./code-after-start";

/**
 * What ran, in order: the modules below note their name, and each new task "task". A module runs
 * once per test run: each test names its own.
 */
const ran: string[] = [];
(globalThis as unknown as { ran: string[] }).ran = ran;
const moduleNoting = (name: string) =>
  `data:text/javascript,${encodeURIComponent(`globalThis.ran.push(${JSON.stringify(name)});`)}`;

/**
 * The module-level state (the run, the parts registered) is the page's: each test has a fresh
 * copy of the module.
 */
async function freshModule(): Promise<{
  codeAfterStart: typeof codeAfterStart;
  loadCodeAfterStart: typeof loadCodeAfterStart;
}> {
  vi.resetModules();
  return import("./code-after-start");
}

describe("the code of the parts after the start", () => {
  beforeEach(() => {
    // A new task, as the run asks for it (no delay): noted before it runs.
    const realTimeout = setTimeout;
    vi.stubGlobal(
      "setTimeout",
      (run: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) =>
        realTimeout(() => {
          if (delay === 0) ran.push("task");
          run(...args);
        }, delay),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    ran.length = 0;
  });

  const listModules = (names: string[]) => {
    const modules = names.map(moduleNoting).join(" ");
    document.body.innerHTML = `<script type="module" ${MODULES_AFTER_START}="${modules}"></script>`;
  };

  it("runs the parts' modules one to a task, in the order listed, before a part's own import", async () => {
    const { codeAfterStart, loadCodeAfterStart } = await freshModule();
    listModules(["format", "form", "page"]);
    const part = codeAfterStart(() => {
      ran.push("part");
      return Promise.resolve("the part");
    });

    loadCodeAfterStart();
    await part.load();

    expect(ran).toEqual(["format", "task", "form", "task", "page", "task", "part"]);
    expect(part.loaded()).toBe("the part");
  });

  it("leaves the parts to load alone once a module has not come in time", async () => {
    vi.useFakeTimers();
    const { codeAfterStart, loadCodeAfterStart } = await freshModule();
    const never = `data:text/javascript,${encodeURIComponent("await new Promise(() => {});")}`;
    document.body.innerHTML = `<script type="module" ${MODULES_AFTER_START}="${never}"></script>`;
    const menu = codeAfterStart(() => Promise.resolve("the menu"));

    loadCodeAfterStart();
    await vi.advanceTimersByTimeAsync(MODULE_WAIT_MS - 1);
    expect(menu.loaded()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(menu.loaded()).toBe("the menu");
    vi.useRealTimers();
  });

  it("leaves the parts to load alone once a module fails", async () => {
    const { codeAfterStart, loadCodeAfterStart } = await freshModule();
    const failing = `data:text/javascript,${encodeURIComponent('throw new Error("no");')}`;
    listModules(["tariffs"]);
    const listed = document.querySelector("script")!;
    listed.setAttribute(
      MODULES_AFTER_START,
      `${failing} ${listed.getAttribute(MODULES_AFTER_START)}`,
    );
    const menu = codeAfterStart(() => {
      ran.push("menu");
      return Promise.resolve("the menu");
    });

    loadCodeAfterStart();
    await menu.load();

    expect(ran).toEqual(["menu"]);
  });
});
