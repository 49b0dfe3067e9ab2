// Installs what the browser and HTML-validity tests need from Debian's packages when the
// machine does not have it yet: Chromium (Playwright drives it) and a Java runtime (vnu).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push("chromium");
if (!has("java")) missing.push("default-jre-headless");

if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log(`Installing ${missing.join(", ")} from Debian's packages...`);
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(" ")}`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
