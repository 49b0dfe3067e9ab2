// Installs what the browser and HTML-validity tests need from Debian's packages when the
// machine does not have it yet: Chromium (Playwright drives it) and a Java runtime (vnu).
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
  { name: "chromium", provides: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  { name: "default-jre-headless", provides: javaPath() },
]);
