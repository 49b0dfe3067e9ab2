import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackages } from "../../scripts/debian-packages.mjs";

export const NGINX = "/usr/sbin/nginx";

export interface RunningNginx {
  /** The folder holding its configuration, logs and temporary files. */
  folder: string;
  stop(): Promise<void>;
}

/**
 * nginx (Debian's, installed when missing) in the foreground, on a configuration of its own in
 * a temporary folder: `http` is the inside of its http block (servers, upstreams). Resolves
 * once `probeUrl` answers.
 */
export async function runNginx(
  http: (folder: string) => string,
  probeUrl: string,
): Promise<RunningNginx> {
  ensureDebianPackages([{ name: "nginx", provides: NGINX }]);
  const folder = mkdtempSync(join(tmpdir(), "tidewire-nginx-"));
  const config = join(folder, "nginx.conf");
  writeFileSync(
    config,
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 2;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  access_log ${folder}/access.log combined buffer=64k;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server_tokens off;
  keepalive_requests 100000;
${http(folder)}
}
`,
  );
  const child = spawn(NGINX, ["-c", config, "-g", "daemon off;"], { stdio: "inherit" });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(probeUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 200 || child.exitCode !== null) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    folder,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
