import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import packageJson from "../../package.json";

interface Job {
  container?: string;
  services?: Record<string, { image: string }>;
  steps: { run?: string; uses?: string }[];
}
const checks = parse(readFileSync(".github/workflows/checks.yml", "utf8")) as {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  jobs: Record<string, Job>;
};
const readme = readFileSync("README.md", "utf8");
const engineMajor = /\d+/.exec(packageJson.engines.node)![0];

describe("the checks workflow (ADR 0073)", () => {
  it("runs on every pull request and every push to main", () => {
    expect(checks.on).toHaveProperty("pull_request");
    expect(checks.on.push?.branches).toEqual(["main"]);
  });

  it("runs the README's test command, on the Node major engines names, with PostgreSQL and Redis", () => {
    const testCommand = /^npm test\b/m.exec(readme.split("```sh")[1] ?? "")?.[0];
    expect(testCommand).toBe("npm test");
    const test = Object.values(checks.jobs).find((job) =>
      job.steps.some((step) => step.run === testCommand),
    );
    expect(test).toBeDefined();
    expect(test!.container).toMatch(new RegExp(`^node:${engineMajor}\\.`));
    expect(readFileSync(".node-version", "utf8").trim()).toMatch(new RegExp(`^${engineMajor}\\.`));
    expect(
      Object.values(test!.services ?? {}).map((service) => service.image.split(":")[0]),
    ).toEqual(["postgres", "redis"]);
  });

  it("gives content pull requests the content check", () => {
    const steps = Object.values(checks.jobs).flatMap((job) => job.steps.map((step) => step.run));
    expect(steps).toContain("npm run content:check");
  });

  it("builds and pushes the image from main, to the registry a variable names", () => {
    const image = readFileSync(".github/workflows/image.yml", "utf8");
    expect(image).toContain("branches: [main]");
    expect(image).toContain("${{ vars.IMAGE_REPOSITORY }}");
  });
});
