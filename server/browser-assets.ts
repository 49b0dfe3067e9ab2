import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export interface BrowserAssets {
  /** The React Router build, or a function that loads it (Vite's, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Static and dev middleware that serve the browser's files. */
  assets: RequestHandler[];
}

/**
 * The pages' build and the browser's files: Vite's dev server in development, the production
 * build under `root/build` otherwise.
 */
export async function loadBrowserAssets(mode: string, root: string): Promise<BrowserAssets> {
  if (mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      assets: [devServer.middlewares],
    };
  }
  const serverBuild = join(root, "build/server/index.js");
  if (!existsSync(serverBuild)) {
    throw new Error(`No production build at ${serverBuild}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const hashedAssets = express.Router();
  // Hashed file names never change content: cache for a year, and a missing one is a 404. Each
  // is sent as the build compressed it (scripts/compress-assets.mjs), brotli first (ADR 0047).
  hashedAssets.use(
    "/assets",
    expressStaticGzip(join(root, "build/client/assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", fallthrough: false, index: false },
    }),
  );
  return {
    build,
    assets: [hashedAssets, publicFiles(join(root, "build/client"))],
  };
}

/**
 * The unhashed public files: the site root's few (favicon...) and the drawn illustrations under
 * /images. Only paths that look like files reach the disk, so pages and API calls skip a
 * filesystem look-up.
 */
function publicFiles(folder: string): RequestHandler {
  const serve = express.static(folder, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) =>
    /^\/(images\/)?[\w.-]+\.\w+$/.test(req.path) ? serve(req, res, next) : next();
}
