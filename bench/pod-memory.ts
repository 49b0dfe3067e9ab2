/**
 * A bench node run as its pod runs it: inside a memory cgroup with the Deployment's
 * `limits.memory`. Node sizes V8's heap from the memory it is given (its young generation
 * above all), so a node on this 24 GiB machine without a limit holds tens of MB more than the
 * same node in its 512 MiB pod (ADR 0075). Where this machine lets no group be made (not root,
 * no memory controller), the node runs without one, and the benches say so.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const DEPLOYMENT = "deploy/kubernetes/base/deployment.yaml";
const ROOT = "/sys/fs/cgroup";

/** The web container's memory limit in bytes, read from the Deployment. */
export function podMemoryLimitBytes(): number {
  const text = readFileSync(DEPLOYMENT, "utf8");
  const match = /limits:\s*\n\s*memory:\s*(\d+)(Mi|Gi)/.exec(text);
  if (!match) throw new Error(`${DEPLOYMENT}: no limits.memory found`);
  return Number(match[1]) * (match[2] === "Gi" ? 2 ** 30 : 2 ** 20);
}

export interface MemoryGroup {
  /** How to run `command args` inside the group: the shell joins it, then execs the command. */
  wrap(command: string, args: string[]): [string, string[]];
  remove(): void;
}

let made = 0;

/** A new group with the pod's limit (cgroup v2, else v1), or null when none can be made. */
export function podMemoryGroup(): MemoryGroup | null {
  const limit = podMemoryLimitBytes();
  const name = `tidewire-bench-${process.pid}-${(made += 1)}`;
  const layouts = [
    { folder: join(ROOT, name), limitFile: "memory.max" },
    { folder: join(ROOT, "memory", name), limitFile: "memory.limit_in_bytes" },
  ];
  for (const { folder, limitFile } of layouts) {
    try {
      mkdirSync(folder);
    } catch {
      continue;
    }
    const procs = join(folder, "cgroup.procs");
    try {
      // A folder the kernel made a group of has cgroup.procs; a plain folder (v1's tmpfs root)
      // would take any file written to it.
      if (!existsSync(procs)) throw new Error("not a cgroup");
      writeFileSync(join(folder, limitFile), String(limit));
    } catch {
      rmdirSync(folder);
      continue;
    }
    return {
      wrap: (command, args) => [
        "sh",
        ["-c", `echo $$ > ${procs} && exec "$0" "$@"`, command, ...args],
      ],
      remove: () => rmdirSync(folder),
    };
  }
  return null;
}
