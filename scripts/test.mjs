// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

/**
 * A step is one command, or a list of quick checks that read the sources and nothing else:
 * those run side by side (as many at once as there are cores), each one's output printed
 * whole when it ends.
 */
const steps = [
  ["browser and validator tools", "node scripts/ensure-tools.mjs"],
  [
    "static checks",
    [
      ["typecheck", "npm run typecheck"],
      ["lint", "npx eslint . --max-warnings=0"],
      ["layers and cycles (docs/architecture.md)", "npm run check:layers"],
      ["docs name real paths", "node scripts/check-doc-paths.mjs"],
      ["content files pass their schemas", "npm run content:check"],
      ["format", "npx prettier --check ."],
    ],
  ],
  ["unit and component tests", "npx vitest run --project unit --project ui"],
  ["production build", "npm run build"],
  ["API tests", "npx vitest run --project api"],
  ["browser tests", "npx playwright test"],
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a command with its output on this terminal; resolves to its exit status. */
function runLive(command) {
  return new Promise((resolve) => {
    spawn(command, { stdio: "inherit", shell: true }).on("close", (status) => resolve(status ?? 1));
  });
}

/** Runs a command with its output held back; resolves to its exit status and output. */
function runQuiet(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: ["ignore", "pipe", "pipe"], shell: true });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ status: status ?? 1, output: Buffer.concat(output) }));
  });
}

/** Runs the checks side by side; resolves to the names of those that failed. */
async function runTogether(checks) {
  const failed = [];
  const queue = [...checks];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, command] = check;
      const started = Date.now();
      const { status, output } = await runQuiet(command);
      console.log(`\n--- ${name}: ${command}`);
      process.stdout.write(output);
      console.log(`--- ${name} ${status === 0 ? "passed" : "failed"} in ${seconds(started)} s`);
      if (status !== 0) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane));
  return failed;
}

let passed = 0;
for (const [name, work] of steps) {
  const started = Date.now();
  let ok;
  if (typeof work === "string") {
    console.log(`\n=== ${name}: ${work}`);
    ok = (await runLive(work)) === 0;
  } else {
    console.log(`\n=== ${name}: ${work.map(([check]) => check).join(", ")}`);
    const failed = await runTogether(work);
    if (failed.length > 0) console.error(`\n=== failed: ${failed.join(", ")}`);
    ok = failed.length === 0;
  }
  if (!ok) {
    console.error(`\n=== ${name} failed after ${seconds(started)} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${seconds(started)} s`);
  passed += 1;
}
console.log(`steps: ${passed} passed, 0 failed`);
