import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import { readDockerfile, runtimeCopies } from "./dockerfile";

const stages = readDockerfile();
const runtime = stages.at(-1)!;
const engineMajor = /\d+/.exec(packageJson.engines.node)![0];

describe("the image's Dockerfile (ADR 0073)", () => {
  it("builds in stages: dependencies, the build, production dependencies, the runtime", () => {
    expect(stages.map((stage) => stage.name)).toEqual(["deps", "build", "prod-deps", "runtime"]);
  });

  it("starts from the official Node image of the major engines names, slim, its tag pinned", () => {
    for (const stage of stages.filter((each) => !each.image.match(/^(deps|build|prod-deps)$/))) {
      expect(stage.image, stage.name).toMatch(
        new RegExp(`^node:${engineMajor}\\.\\d+\\.\\d+-\\w+-slim$`),
      );
    }
  });

  it("gives the runtime production dependencies alone, from a stage that installs nothing else", () => {
    const copies = runtimeCopies(stages);
    expect(copies.filter((copy) => copy.target.includes("node_modules"))).toEqual([
      { from: "prod-deps", source: "/app/node_modules", target: "./node_modules" },
    ]);
    const install = stages
      .find((stage) => stage.name === "prod-deps")!
      .instructions.find((instruction) => instruction.keyword === "RUN")!
      .args.join(" ");
    expect(install).toMatch(/npm install .*--omit=dev/);
    expect(install).toMatch(/--omit=optional/);
    // Nothing from the tests, the benchmarks or the sources' TypeScript.
    for (const copy of copies)
      expect(copy.source).not.toMatch(/^(tests|bench|app|server|scripts)\b/);
  });

  it("runs as a numeric user that is not root, in production mode, both ports exposed", () => {
    const user = runtime.instructions
      .filter((instruction) => instruction.keyword === "USER")
      .at(-1);
    expect(user?.args[0]).toMatch(/^[1-9]\d*(:\d+)?$/);
    const env = runtime.instructions
      .filter((instruction) => instruction.keyword === "ENV")
      .flatMap((instruction) => instruction.args);
    expect(env).toEqual(expect.arrayContaining(["NODE_ENV=production", "SITE_MODE=production"]));
    const exposed = runtime.instructions.find(
      (instruction) => instruction.keyword === "EXPOSE",
    )?.args;
    expect(exposed).toEqual(["3000", "9464"]);
  });

  it("starts node itself in exec form, so SIGTERM reaches the drain", () => {
    const cmd = runtime.instructions.find((instruction) => instruction.keyword === "CMD")!;
    expect(cmd.json).toBe(true);
    expect(cmd.args[0]).toBe("node");
    expect(cmd.args.at(-1)).toBe("build/host/main.js");
    expect(runtime.instructions.some((instruction) => instruction.keyword === "ENTRYPOINT")).toBe(
      false,
    );
  });
});
