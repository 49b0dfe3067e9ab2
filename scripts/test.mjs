// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { spawnSync } from "node:child_process";

const steps = [
  ["browser and validator tools", "node scripts/ensure-tools.mjs"],
  ["typecheck", "npm run typecheck"],
  ["lint", "npx eslint . --max-warnings=0"],
  ["layers and cycles (docs/architecture.md)", "npm run check:layers"],
  ["docs name real paths", "node scripts/check-doc-paths.mjs"],
  ["format", "npx prettier --check ."],
  ["unit and component tests", "npx vitest run --project unit --project ui"],
  ["production build", "npm run build"],
  ["API tests", "npx vitest run --project api"],
  ["browser tests", "npx playwright test"],
];

let passed = 0;
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
  passed += 1;
}
console.log(`steps: ${passed} passed, 0 failed`);
