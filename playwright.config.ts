import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from "./tests/support/chromium";

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 1500));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // An action that waits this long is stuck, not slow: it then fails with Playwright's log of
    // what it waited for (an element in the way, one still moving), where the test's own timeout
    // says nothing.
    actionTimeout: 15_000,
    // Recording a trace costs every test about a tenth of its time: only a retried test keeps one.
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: "mobile",
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  // The built production server, as visitors get it (run `npm run build` first), on a fresh
  // database of the engine DATABASE_URL names (tests/e2e/support/serve.ts).
  webServer: {
    command: "node --import tsx tests/e2e/support/serve.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // SIGTERM lets the wrapper drop its database; Playwright's default is SIGKILL.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Any free port, so a run never collides with a site already on this machine.
      METRICS_PORT: "0",
      // Every test posts from 127.0.0.1; the limit itself is proved in the API tests.
      RATE_LIMIT_PER_MINUTE: "10000",
      PRICING_RATE_LIMIT_PER_MINUTE: "10000",
      LOOKUP_RATE_LIMIT_PER_MINUTE: "10000",
      MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR: "10000",
      MULTI_SITE_RUNNING_PER_CLIENT: "100",
      // Carriers answer in milliseconds, except the pricing scenarios' fixed delays; the slow
      // carrier's row fails after 2 s (simulators/carriers/scenarios.ts).
      SIM_CARRIER_LATENCY: "fast",
      CARRIER_TIMEOUT_MS: "5000",
      // Scenario addresses answer with fixed delays (rows out of order); a cached answer from
      // another test would arrive at once. The cache itself is proved in the API tests.
      PRICING_CACHE_TTL_MS: "0",
    },
  },
});
