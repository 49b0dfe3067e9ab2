/**
 * `npm run bench:tasks`: the main thread's long tasks while a page starts on a slow phone, from
 * its first paint (a visitor can click from then on, ADR 0045) until it has settled. Debian
 * Chromium at a phone's size with the CPU slowed 4x (the DevTools protocol's throttling), each
 * load in a fresh browser context (nothing cached), driven without Playwright so that no
 * developer tool changes what V8 does (`quiet-phone.ts`, ADR 0056). The browser's Long Tasks
 * API reports every task of 50 ms or more, script and the browser's own style, layout and paint
 * alike; a task that ends after the first paint counts. Per page, over the loads: the longest such
 * task (median and worst) and the blocking time after the first paint (the sum of each task's time
 * over 50 ms, as Lighthouse's TBT counts it; median). Beside them, for what the paint waits for:
 * the first paint and the longest task before it (medians; the end of parsing's style and layout,
 * ADR 0060, 0069). Target: no task over 50 ms after the paint (issue 25). Paths after the
 * command replace the default pages; TASK_LOADS sets the loads per page (10).
 */
import { QuietBrowser } from "./quiet-phone";
import { CPU_SLOWDOWN } from "./slow-phone";
import { median, printTable, startBenchServer } from "./support";

const LOADS = Number(process.env.TASK_LOADS ?? 10);
const TARGET_MS = 50;
/** How long a page runs after it has hydrated, its parts too, before its tasks are read. */
const SETTLE_MS = 3000;
const PAGES = [
  "/",
  "/internet",
  "/internet/business-fibre",
  "/small-business/nbn",
  "/flip-to-fibre",
  "/mobile-fleet",
  "/contact",
];

const WATCH_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
`;

interface Load {
  /** The first contentful paint, in ms from the navigation. */
  paint: number;
  /** The longest task that ended before the first paint, in ms (0: none of 50 ms or more): the
   * page's own parsing, style and layout, which the paint waits for (ADR 0060, 0069). */
  beforePaint: number;
  /** The longest task that ended after the first paint, in ms (0: none). */
  longest: number;
  /** The sum of those tasks' time over 50 ms. */
  blocking: number;
}

async function loadOnce(browser: QuietBrowser, url: string): Promise<Load> {
  const page = await browser.open(url, WATCH_TASKS);
  try {
    await page.started();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { paint, tasks } = await page.read<{
      paint: number;
      tasks: { start: number; duration: number }[];
    }>(`({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      tasks: window.__longTasks,
    })`);
    const afterPaint = tasks.filter((task) => task.start + task.duration > paint);
    const beforePaint = tasks.filter((task) => task.start + task.duration <= paint);
    return {
      paint,
      beforePaint: Math.max(0, ...beforePaint.map((task) => task.duration)),
      longest: Math.max(0, ...afterPaint.map((task) => task.duration)),
      blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - TARGET_MS), 0),
    };
  } finally {
    await page.close();
  }
}

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PAGES;
const server = await startBenchServer();
const browser = QuietBrowser.launch();
try {
  const rows = [];
  for (const path of paths) {
    process.stderr.write(`${path}: `);
    const loads: Load[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      loads.push(await loadOnce(browser, `${server.baseUrl}${path}`));
      process.stderr.write(".");
    }
    process.stderr.write("\n");
    const longest = loads.map((load) => load.longest);
    const worst = Math.max(...longest);
    rows.push({
      page: path,
      loads: loads.length,
      "loads with none": loads.filter((load) => load.longest === 0).length,
      "longest median ms": Math.round(median(longest)),
      "longest worst ms": Math.round(worst),
      "blocking median ms": Math.round(median(loads.map((load) => load.blocking))),
      "first paint median ms": Math.round(median(loads.map((load) => load.paint))),
      "longest before it median ms": Math.round(median(loads.map((load) => load.beforePaint))),
      verdict: worst <= TARGET_MS ? "met" : "MISSED",
    });
  }
  printTable(rows);
  const missed = rows.filter((row) => row.verdict === "MISSED").length;
  console.log(
    `No task over ${TARGET_MS} ms after the first paint at ${CPU_SLOWDOWN}x CPU (${LOADS} loads a page): ${missed === 0 ? "met on every page" : `MISSED on ${missed} of ${rows.length}`}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
