// Installs what the browser and HTML-validity tests and the benchmarks need from Debian's
// packages when the machine does not have it yet: Chromium and its headless shell, and a Java
// runtime (vnu).
import { execSync } from "node:child_process";
import { ensureDebianPackages } from "./debian-packages.mjs";

const javaPath = () => {
  try {
    return execSync("command -v java", { shell: "/bin/sh" }).toString().trim();
  } catch {
    return "/usr/bin/java";
  }
};

ensureDebianPackages([
  // The benchmarks measure Chromium itself; the browser tests drive its headless shell (ADR 0053).
  { name: "chromium", provides: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  {
    name: "chromium-headless-shell",
    provides: process.env.CHROMIUM_TEST_PATH ?? "/usr/bin/chromium-headless-shell",
  },
  { name: "default-jre-headless", provides: javaPath() },
]);
