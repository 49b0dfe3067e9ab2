/**
 * Runs a task once the browser has nothing more urgent to do (after the page's start, between
 * a visitor's presses), or soon where it cannot say. Answers a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
