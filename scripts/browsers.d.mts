/** The browser the benchmarks measure: Chromium itself. */
export const CHROMIUM_PATH: string;
/** The browser the tests drive: Chromium's headless shell (ADR 0053). */
export const CHROMIUM_TEST_PATH: string;
