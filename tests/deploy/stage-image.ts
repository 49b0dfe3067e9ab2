import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { readDockerfile, runtimeCopies } from "./dockerfile";

/**
 * Stages in `stage` exactly what the Dockerfile's runtime stage holds, from this checkout's
 * build (run `npm run build` first): the production dependencies as its prod-deps stage
 * installs them (no development or optional package, no install script), then each of its
 * copies from the build and the context.
 */
export function stageImageFiles(stage: string): void {
  mkdirSync(stage, { recursive: true });
  cpSync("package.json", join(stage, "package.json"));
  cpSync("package-lock.json", join(stage, "package-lock.json"));
  execFileSync(
    "npm",
    [
      "install",
      "--omit=dev",
      "--omit=optional",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
    ],
    { cwd: stage, stdio: "ignore" },
  );
  rmSync(join(stage, "package-lock.json"));
  for (const copy of runtimeCopies(readDockerfile()).filter((each) => each.from !== "prod-deps")) {
    const source = copy.from === "build" ? copy.source.replace(/^\/app\//, "") : copy.source;
    // A target folder ("./") takes the source under its own name, as COPY does.
    const target = copy.target.endsWith("/")
      ? join(stage, copy.target, source)
      : join(stage, copy.target);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target, { recursive: true });
  }
}

/** A folder's size in MB, as `du` counts it. */
export function folderMegabytes(folder: string): number {
  return Number(execFileSync("du", ["-sm", folder], { encoding: "utf8" }).split("\t")[0]);
}
