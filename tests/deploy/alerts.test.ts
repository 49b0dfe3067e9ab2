import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

const PROMTOOL = "/usr/bin/promtool";
if (!existsSync(PROMTOOL))
  console.log("SKIPPING the alert rules' checks: no promtool (Debian's prometheus)");

// The PrometheusRule's groups as a plain rules file, beside the unit tests that name it.
const folder = mkdtempSync(join(tmpdir(), "tidewire-alerts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const rule = parse(readFileSync("deploy/kubernetes/base/prometheus-rule.yaml", "utf8")) as {
  spec: { groups: { name: string; rules: { alert: string }[] }[] };
};
writeFileSync(join(folder, "alerts.rules.yaml"), stringify({ groups: rule.spec.groups }));
copyFileSync("deploy/prometheus/alerts.test.yaml", join(folder, "alerts.test.yaml"));
const promtool = (...args: string[]) =>
  execFileSync(PROMTOOL, args, {
    cwd: folder,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

describe.skipIf(!existsSync(PROMTOOL))("the alert rules (ADR 0073, docs/operations.md)", () => {
  it("pass promtool's check", () => {
    expect(promtool("check", "rules", "alerts.rules.yaml")).toMatch(/SUCCESS: \d+ rules found/);
  });

  it("fire on the synthetic series meant to fire them, and on no other (promtool test rules)", () => {
    expect(promtool("test", "rules", "alerts.test.yaml")).toMatch(/SUCCESS/);
  });

  it("each have a unit test", () => {
    const tested = readFileSync("deploy/prometheus/alerts.test.yaml", "utf8");
    for (const { alert } of rule.spec.groups.flatMap((group) => group.rules)) {
      expect(tested, alert).toContain(`alertname: ${alert}`);
    }
  });
});
