// Where Debian's browsers are, for the script that installs them and for everything that
// launches them (tests/support/chromium.ts): one place, so the two never disagree.

/** The browser the benchmarks measure: Chromium itself, as a visitor runs it (in headless mode). */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Chromium's headless shell, the build Playwright itself runs
 * headless tests on. Chromium's own headless mode now and then stopped drawing frames for a page
 * that was otherwise alive, and a click then waited its whole timeout for the element to be
 * "stable" (ADR 0053).
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH ?? "/usr/bin/chromium-headless-shell";
