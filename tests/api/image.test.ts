import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDockerfile, runtimeCopies } from "../deploy/dockerfile";
import {
  DRAIN_DELAY_MS,
  readyWithin,
  runStagedImage,
  SHUTDOWN_TIMEOUT_MS,
  stagedImageUnrunnable,
  type StagedImage,
} from "../deploy/run-staged-image";
import { csrfSession, postForm, VALID } from "../support/forms";
import { crmRecord } from "../support/simulators";

/**
 * The image's own file set (ADR 0073): every path the Dockerfile copies exists after the build,
 * and the staged files run as the image runs them (tests/deploy/run-staged-image.ts). Its size
 * and its time to ready are `npm run bench`'s to print.
 */
const stages = readDockerfile();

describe("the image's file set", () => {
  it("holds every path the Dockerfile copies, once the build has run", () => {
    for (const copy of runtimeCopies(stages)) {
      if (copy.from === "prod-deps") continue;
      const local = copy.from === "build" ? copy.source.replace(/^\/app\//, "") : copy.source;
      expect(existsSync(local), `${copy.source} (from ${copy.from ?? "the context"})`).toBe(true);
    }
    for (const stage of stages.filter((each) => each.name !== "runtime")) {
      for (const copy of stage.instructions.filter(
        (each) => each.keyword === "COPY" && !each.from,
      )) {
        for (const source of copy.args.slice(0, -1)) expect(existsSync(source), source).toBe(true);
      }
    }
  });
});

const unrunnable = await stagedImageUnrunnable();
if (unrunnable) console.log(`SKIPPING the staged image's start: ${unrunnable}`);

describe.skipIf(unrunnable !== null)("the staged image, run as the image runs it", () => {
  let image: StagedImage;
  beforeAll(async () => {
    image = await runStagedImage();
  }, 300_000);
  afterAll(async () => {
    await image?.stop();
  });

  it("starts as UID 1000 on a read-only folder, in production mode, and answers /readyz", async () => {
    expect(await readyWithin(image, 30_000), image.output()).toBe(true);
    expect((await fetch(`${image.baseUrl}/healthz`)).status).toBe(200);
    const listening = image
      .output()
      .split("\n")
      .find((line) => line.includes('"server listening"'));
    expect(JSON.parse(listening!)).toMatchObject({ mode: "production" });
    const uid = execFileSync("ps", ["-o", "uid=", "-p", String(image.site.pid)], {
      encoding: "utf8",
    });
    expect(uid.trim()).toBe("1000");
    // Nothing it may write but /tmp and its data folder.
    expect(() =>
      execFileSync(
        "setpriv",
        [
          "--reuid",
          "1000",
          "--regid",
          "1000",
          "--clear-groups",
          "touch",
          join(image.stage, "build", "x"),
        ],
        { stdio: "ignore" },
      ),
    ).toThrow();
  });

  it("stores a lead posted to it and delivers it to the CRM", async () => {
    const session = await csrfSession(image.baseUrl);
    const lead = { ...VALID["submit-contact-form"], email: "image-test@harbourside.example" };
    const answer = await postForm(image.baseUrl, "submit-contact-form", lead, { session });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const deadline = Date.now() + 20_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      delivered = (await crmRecord(image.sims.baseUrl)).leads.some(
        (item) => (item.body.fields as { email?: string }).email === lead.email,
      );
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      delivered,
      image
        .output()
        .split("\n")
        .filter((line) => line.includes("deliver"))
        .join("\n"),
    ).toBe(true);
  });

  it("drains on SIGTERM and exits 0 within its grace period", async () => {
    const started = Date.now();
    process.kill(image.site.pid!, "SIGTERM");
    const [code] = (await once(image.site, "exit")) as [number | null];
    expect(code, image.output()).toBe(0);
    // The Kubernetes grace period: DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS + 5 s.
    expect(Date.now() - started).toBeLessThan(DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS + 5_000);
    expect(image.output()).toMatch(/draining/);
  });
});
