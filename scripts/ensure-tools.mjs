// Installs what the browser and HTML-validity tests and the benchmarks need from Debian's
// packages when the machine does not have it yet: Chromium and its headless shell, a Java
// runtime (vnu) and promtool (the alert rules).
import { execSync } from "node:child_process";
import { CHROMIUM_PATH, CHROMIUM_TEST_PATH } from "./browsers.mjs";
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
  { name: "chromium", provides: CHROMIUM_PATH },
  { name: "chromium-headless-shell", provides: CHROMIUM_TEST_PATH },
  { name: "default-jre-headless", provides: javaPath() },
  // promtool checks and unit-tests the alert rules (tests/deploy/alerts.test.ts).
  { name: "prometheus", provides: "/usr/bin/promtool" },
]);
