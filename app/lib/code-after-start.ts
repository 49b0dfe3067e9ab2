/**
 * Code a page's parts load after the page has started (ADR 0054), and what the page holds back
 * while a part is not live yet.
 *
 * React cannot hydrate a part whose code has not arrived. A transition that reaches it waits
 * for the code, but an update React must render at once throws the part's server HTML away
 * until then. React renders a transition started in a `popstate` at once (React DOM 19.3,
 * `shouldAttemptEagerTransition`), and a hash link or the back button fires one: so while a
 * part on the page is not live, the browser's `popstate` is held from React Router and given to
 * it again once every part is. A form sent from a part not live yet would be posted without
 * script (ADR 0025): it is held too, and sent again by the part itself once it is live.
 */

import { MODULES_AFTER_START } from "./after-first-paint";

/** Marks a part's element in the page; LIVE is added once it has hydrated. */
export const AFTER_START = "data-after-start";
/** Added to an element once React has hydrated it, for the browser's listeners to read. */
export const LIVE = "data-live";
/** A part whose code has not come yet, or which has not hydrated since. */
export const NOT_LIVE = `[${AFTER_START}]:not([${LIVE}])`;

export interface CodeAfterStart<T> {
  /** Loads the code, once. */
  load(): Promise<T>;
  /** The code, if it has loaded. */
  loaded(): T | undefined;
}

const registered = new Set<CodeAfterStart<unknown>>();

/** `load` made to run once; a route module calls this as it is evaluated. */
export function codeAfterStart<T>(load: () => Promise<T>): CodeAfterStart<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const code: CodeAfterStart<T> = {
    load: () => {
      if (!loading) {
        loading = runModulesAfterStart()
          .then(load)
          .then((loadedValue) => {
            value = loadedValue;
            return loadedValue;
          });
        loading.catch(giveUp);
      }
      return loading;
    },
    loaded: () => value,
  };
  registered.add(code);
  return code;
}

/** Starts loading the code of every part: the page's frame calls it once it has hydrated. */
export function loadCodeAfterStart(): void {
  for (const code of registered) void code.load().catch(() => undefined);
}

let modulesRun: Promise<void> | undefined;

/** How long the run waits for a module to come before it leaves the parts to load alone. */
export const MODULE_WAIT_MS = 2000;

/**
 * Runs the modules the page's parts load after the start, before any part's own import, once.
 * The start-up script has asked for them already, in slices of time (ADR 0057), so Vite's
 * preload helper adds none. A browser runs a dynamic import's modules all in one task, 55-70 ms
 * on a phone at 4x CPU for the price checker's: here each runs alone, in a task of its own,
 * after the modules it imports (the order the build lists them in), and the part's import then
 * finds them run. React asks for a part's code as the frame commits, so this is where it waits.
 * A module that fails, or has not come within MODULE_WAIT_MS, ends the run: the parts then load
 * as their modules come, so one part's slow module (the price checker's, on a slow link) holds
 * back another part (the mobile menu) for that long at most, and a failed one is asked for again.
 */
function runModulesAfterStart(): Promise<void> {
  modulesRun ??= (async () => {
    // The server renders a part with its code at hand: nothing to run first.
    if (typeof document === "undefined") return;
    const listed = document.querySelector(`script[${MODULES_AFTER_START}]`);
    for (const href of (listed?.getAttribute(MODULES_AFTER_START) ?? "").split(" ")) {
      if (!href) continue;
      if (!(await runModule(href))) return;
      await new Promise((resolve) => setTimeout(resolve));
    }
  })();
  return modulesRun;
}

/** Whether the module ran within MODULE_WAIT_MS. */
function runModule(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MODULE_WAIT_MS, false);
    import(/* @vite-ignore */ href)
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

let popstateHeld = false;
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/** A part has hydrated: what was held for it goes on. */
export function markLive(part: HTMLElement): void {
  part.setAttribute(LIVE, "");
  if (heldSubmit && part.contains(heldSubmit.form)) {
    const { form, submitter } = heldSubmit;
    heldSubmit = null;
    // A section inside the part may not have hydrated yet (ADR 0047). React hydrates the
    // section a click lands in at once, but not one a submit comes from, and not while it is
    // running the part's effects: a click first, in a task of its own.
    setTimeout(() => {
      if (!form.isConnected) return;
      form.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    });
  }
  if (!document.querySelector(NOT_LIVE)) releasePopstate();
}

/**
 * A part's code could not come: React shows the page's error view in its place. A form sent
 * from it is posted as it would be without script, so the lead still reaches us (ADR 0025),
 * and React Router gets the held popstate.
 */
function giveUp(): void {
  const form = heldSubmit?.form;
  heldSubmit = null;
  if (form?.isConnected) form.submit();
  releasePopstate();
}

function releasePopstate(): void {
  if (!popstateHeld) return;
  popstateHeld = false;
  // React Router reads the location and history's state as they are now: one event says all.
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}

function holdPopstate(event: PopStateEvent): void {
  // The popstate given back above is not trusted, and goes through.
  if (!event.isTrusted || !document.querySelector(NOT_LIVE)) return;
  event.stopImmediatePropagation();
  popstateHeld = true;
}

function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(NOT_LIVE)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldSubmit = { form, submitter: event.submitter };
}

// Listening on the window, as the module is evaluated: before React Router's router is made
// (ADR 0051) and before React's own listeners on the document.
if (typeof window !== "undefined") {
  window.addEventListener("popstate", holdPopstate);
  window.addEventListener("submit", holdSubmit, { capture: true });
}
