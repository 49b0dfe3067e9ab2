/**
 * Debian's Chromium, as every browser test and benchmark launches it: the machine has no
 * browser downloads, and background networking would only hit its closed network. The tests
 * drive its headless shell, the benchmarks Chromium itself (ADR 0053).
 */
export { CHROMIUM_PATH, CHROMIUM_TEST_PATH } from "../../scripts/browsers.mjs";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
