// Installs Debian packages the project's own scripts need, when the machine lacks them: a new
// machine has nothing installed by hand (README). Each entry names the package and the file
// that shows it is there.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** @param {{ name: string, provides: string }[]} packages */
export function ensureDebianPackages(packages) {
  const missing = packages.filter(({ provides }) => !existsSync(provides)).map(({ name }) => name);
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log(`Installing ${missing.join(", ")} from Debian's packages...`);
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(" ")}`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
