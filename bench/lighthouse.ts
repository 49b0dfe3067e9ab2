/**
 * `npm run bench:lighthouse [path ...]`: Lighthouse (mobile preset, simulated throttling) on
 * every content page of the production server, one after another in Debian's Chromium.
 * Targets from the content pages issue: performance >= 95; accessibility, best practices and
 * SEO 100; at most 140 KB of gzip JavaScript at start on every content page.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CONTENT_PAGES } from "../domain/site/pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { pageJavaScriptGzipBytes, printTable, startBenchServer } from "./support";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const JS_BUDGET_KB = 140;

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface RouteResult {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  failing: string[];
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
}

/** One Lighthouse run; a run the browser itself broke (runtimeError) is tried once more. */
async function audit(route: string, attemptsLeft = 2): Promise<Report> {
  const run = await lighthouse(`${server.baseUrl}${route}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  const report = run?.lhr as unknown as Report | undefined;
  if (report && !report.runtimeError) return report;
  const reason = report?.runtimeError?.code ?? "no report";
  if (attemptsLeft <= 1) throw new Error(`Lighthouse failed on ${route}: ${reason}`);
  process.stderr.write(`  ${route}: ${reason}, trying again\n`);
  return audit(route, attemptsLeft - 1);
}

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

try {
  const overview = (await (await fetch(`${server.baseUrl}/api/case-studies/overview`)).json()) as {
    studies: { type: string }[];
  };
  const requested = process.argv.slice(2);
  const routes =
    requested.length > 0
      ? requested
      : [
          ...CONTENT_PAGES.map((page) => page.path),
          `/case-studies/${overview.studies[0]?.type ?? ""}`,
        ];

  const results: RouteResult[] = [];
  for (const route of routes) {
    process.stderr.write(`Lighthouse ${route}...\n`);
    const { categories, audits } = await audit(route);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = CATEGORIES.filter((id) => id !== "performance" && score(id) < 100).flatMap(
      (id) =>
        (categories[id]?.auditRefs ?? [])
          .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
          .filter(
            ({ audit }) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              ["binary", "numeric"].includes(audit.scoreDisplayMode),
          )
          .map(({ id: auditId, audit }) => `${id}/${auditId}: ${audit?.title}`),
    );
    results.push({
      route,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as RouteResult["scores"],
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
      jsKb: (await pageJavaScriptGzipBytes(server.baseUrl, route)) / 1024,
      failing,
    });
  }

  printTable(
    results.map((result) => ({
      route: result.route,
      ...result.scores,
      "LCP ms": result.lcpMs,
      "TBT ms": result.tbtMs,
      CLS: result.cls.toFixed(3),
      "JS KB gzip": result.jsKb.toFixed(1),
    })),
  );

  const missed = (label: string, test: (result: RouteResult) => boolean) => {
    const routesMissing = results.filter((result) => !test(result)).map((result) => result.route);
    console.log(
      `${label}: ${routesMissing.length === 0 ? "met on every route" : `MISSED on ${routesMissing.join(", ")}`}`,
    );
  };
  missed("performance >= 95", (result) => result.scores.performance >= 95);
  missed("accessibility = 100", (result) => result.scores.accessibility === 100);
  missed("best practices = 100", (result) => result.scores["best-practices"] === 100);
  missed("SEO = 100", (result) => result.scores.seo === 100);
  missed(`JavaScript <= ${JS_BUDGET_KB} KB gzip`, (result) => result.jsKb <= JS_BUDGET_KB);
  for (const result of results) {
    for (const line of result.failing) console.log(`  ${result.route}: ${line}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
