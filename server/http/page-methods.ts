import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { BrowserAssets } from "../browser-assets";

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as the nested tree React Router matches against. */
function routeTree(routes: RouteEntry[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/** The page a request is for: React Router's data requests add `.data` (the root's is `/_root.data`). */
function pagePathOf(path: string): string {
  return path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
}

/** Whether the page React Router would render for `path` has an action (takes a POST). */
function actionFinder(build: ServerBuild): (path: string) => boolean {
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = routeTree(entries, undefined);
  return (path) => {
    const deepest = matchRoutes(tree, pagePathOf(path))?.at(-1);
    return Boolean(deepest && build.routes[deepest.route.id ?? ""]?.module.action);
  };
}

/**
 * Pages answer GET and HEAD, and POST where their route has an action (a lead form posted
 * before its script started). Any other method is answered 405 with `Allow` here, before React
 * Router, which cannot even build a request for some (TRACE, CONNECT) and reports the rest as
 * errors: nothing a client sends should reach the error log.
 */
export function pageMethods(build: BrowserAssets["build"]): RequestHandler {
  let finder: ((path: string) => boolean) | undefined;
  const hasAction = async (path: string) => {
    // Development loads a fresh build for each request (Vite); production's never changes.
    if (typeof build === "function") return actionFinder(await build())(path);
    finder ??= actionFinder(build);
    return finder(path);
  };
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    hasAction(req.path).then((acceptsPost) => {
      if (acceptsPost && req.method === "POST") return next();
      res
        .status(405)
        .set("Allow", acceptsPost ? "GET, HEAD, POST" : "GET, HEAD")
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("Method not allowed.");
    }, next);
  };
}

/**
 * A page path whose percent-encoding does not decode (`/voip/%zz`) names no page: 400 here,
 * where React Router would warn on the console for every such request.
 */
export const decodablePaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad request.");
    return;
  }
  next();
};
