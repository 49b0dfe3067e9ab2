import type { Request as ExpressRequest, Response } from "express";
import type { EditorSettings } from "../../platform/config";
import { keystaticConfig, type EditorStorage } from "../../domain/content/editor/keystatic-config";

/** Keystatic's API route (its generic handler: a Web-style request in, status and body out). */
export type KeystaticApi = (req: ExpressRequest) => Promise<KeystaticAnswer>;

export type KeystaticAnswer = {
  status?: number;
  headers?: unknown;
  body: Uint8Array | string | null;
};

export function sendKeystaticAnswer(res: Response, answer: KeystaticAnswer): void {
  res.status(answer.status ?? 200);
  for (const [name, value] of new Headers(answer.headers as HeadersInit | undefined)) {
    if (name === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  res.end(answer.body ?? undefined);
}

/** Where the browser's editor keeps its saves, as its configuration names it. */
export function editorStorage(settings: EditorSettings): EditorStorage {
  return settings.storage === "local"
    ? { kind: "local" }
    : { kind: "github", repo: settings.repo, pathPrefix: "content" };
}

/**
 * Keystatic's API, loaded on the first request to it: the library (React included) is large,
 * and a node that is never edited should not start slower or hold more for it.
 */
export function lazyKeystaticApi(
  settings: EditorSettings,
  contentDir: string,
  publicUrl: string,
): KeystaticApi {
  let handler: Promise<Awaited<ReturnType<typeof createHandler>>> | undefined;
  return async (req) => {
    handler ??= createHandler(settings, contentDir);
    return (await handler)({
      method: req.method,
      // GitHub's sign-in returns to this origin: the configured one, never the request's Host.
      url: new URL(req.originalUrl, publicUrl).href,
      headers: { get: (name) => req.get(name) ?? null },
      json: async () => req.body,
    });
  };
}

async function createHandler(settings: EditorSettings, contentDir: string) {
  const [keystatic, { makeGenericAPIRouteHandler }] = await Promise.all([
    import("@keystatic/core"),
    import("@keystatic/core/api/generic"),
  ]);
  const config = keystaticConfig(keystatic, editorStorage(settings));
  return makeGenericAPIRouteHandler(
    settings.storage === "local"
      ? { config, localBaseDirectory: contentDir }
      : {
          config,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          secret: settings.secret,
        },
  );
}
