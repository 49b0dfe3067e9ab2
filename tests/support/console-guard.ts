import { afterEach, beforeEach, vi } from "vitest";

/**
 * Any console.error or console.warn a test did not expect fails it. A test that expects one
 * says so with `expectConsole("error", /pattern/)` before the code that logs.
 */
const expected: { level: "error" | "warn"; pattern: RegExp }[] = [];
const unexpected: string[] = [];

export function expectConsole(level: "error" | "warn", pattern: RegExp): void {
  expected.push({ level, pattern });
}

beforeEach(() => {
  expected.length = 0;
  unexpected.length = 0;
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
      if (!expected.some((entry) => entry.level === level && entry.pattern.test(text))) {
        unexpected.push(`console.${level}: ${text}`);
      }
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const messages = unexpected.splice(0).join("\n");
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
