import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runNginx } from "../tests/support/nginx";
import { freePort } from "../tests/support/server";

/** One path nginx answers with fixed bytes and headers. */
export interface StaticRoute {
  path: string;
  body: Buffer;
  /** Every header to send; Content-Type is nginx's default_type, the rest add_header. */
  headers: Record<string, string>;
}

export interface RunningStaticNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * nginx serving `routes` from files on disk with their headers: the static limit a dynamic
 * answer is measured against. Two workers, one per core, logging each request like the site.
 */
export async function startStaticNginx(routes: StaticRoute[]): Promise<RunningStaticNginx> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const nginx = await runNginx((folder) => {
    mkdirSync(join(folder, "files"));
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
    return `  sendfile on;
  tcp_nopush on;
  etag off;
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
  }`;
  }, `${baseUrl}${routes[0]!.path}`);
  return { baseUrl, stop: nginx.stop };
}
