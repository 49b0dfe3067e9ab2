import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackages } from "../scripts/debian-packages.mjs";
import { freePort } from "../tests/support/server";

export const NGINX = "/usr/sbin/nginx";

/** One path nginx answers with fixed bytes and headers. */
export interface StaticRoute {
  path: string;
  body: Buffer;
  /** Every header to send; Content-Type is nginx's default_type, the rest add_header. */
  headers: Record<string, string>;
}

export interface RunningNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * nginx (Debian's, installed when missing) serving `routes` from files on disk with their
 * headers: the static limit a dynamic answer is measured against. Two workers, one per core,
 * logging each request like the site does.
 */
export async function startStaticNginx(routes: StaticRoute[]): Promise<RunningNginx> {
  ensureDebianPackages([{ name: "nginx", provides: NGINX }]);
  const folder = mkdtempSync(join(tmpdir(), "tidewire-nginx-"));
  mkdirSync(join(folder, "files"));
  const port = await freePort();
  const locations = routes.map((route, index) => {
    const file = join(folder, "files", String(index));
    writeFileSync(file, route.body);
    const headers = Object.entries(route.headers)
      .filter(([name]) => !["content-type", "content-length"].includes(name.toLowerCase()))
      .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
      .join("\n");
    return `    location = ${route.path} {
      default_type ${quoted(route.headers["content-type"] ?? "application/octet-stream")};
      alias ${file};
${headers}
    }`;
  });
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
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  etag off;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
  }
}
`,
  );
  const child = spawn(NGINX, ["-c", config, "-g", "daemon off;"], { stdio: "inherit" });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${baseUrl}${routes[0]!.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
