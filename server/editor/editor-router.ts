import express, { Router, type RequestHandler } from "express";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "pino";
import { checkEditorSave, editorSaveSchema } from "../../domain/content/editor/save-check";
import { fieldErrors } from "../../domain/validation/field-errors";
import type { EditorSettings } from "../../platform/config";
import { notFromThisMachine } from "../../platform/loopback";
import { editorStorage, lazyKeystaticApi, sendKeystaticAnswer } from "./keystatic-api";

export type EditorDependencies = {
  settings: EditorSettings;
  contentDir: string;
  /** The site's configured origin (GitHub's sign-in returns to it). */
  publicUrl: string;
  /** The editor's built page and bundle (vite.editor.config.ts). */
  buildDir: string;
  /** Puts the saved content live on this node; resolves once the next request sees it. */
  contentSaved: () => Promise<void>;
  logger: Logger;
};

/** The editor's page: its own bundle, and styles the editor's components insert as it runs. */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/**
 * The content editor (ADR 0046): its page at /keystatic and its API at /api/keystatic. Never
 * cached, never indexed, with a CSP of its own. Local editing (the demo) answers only a client
 * on this machine (socket, trusted client address, Host and Origin: ADR 0072), and every save passes the content schemas before a file is written.
 */
export function editorRouter({
  settings,
  contentDir,
  publicUrl,
  buildDir,
  contentSaved,
  logger,
}: EditorDependencies): Router {
  const router = Router();
  const api = lazyKeystaticApi(settings, contentDir, publicUrl);
  const page = editorPage(buildDir, JSON.stringify(editorStorage(settings)));

  router.use(["/keystatic", "/api/keystatic"], (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Content-Security-Policy", EDITOR_CSP);
    const why = settings.storage === "local" ? notFromThisMachine(req) : null;
    if (why) {
      res
        .status(403)
        .type("text/plain")
        .send(`The content editor answers only on the machine it runs on: ${why}.`);
      return;
    }
    // Keystatic decodes the path's parts itself, and throws on a malformed one.
    if (!decodable(req.originalUrl.split("?")[0]!)) {
      res.status(400).type("text/plain").send("The path is not valid.");
      return;
    }
    next();
  });

  // A local save: checked, written by Keystatic, then live on this node before it is answered.
  router.post(
    "/api/keystatic/update",
    express.json({ limit: "5mb" }),
    gate(logger),
    async (req, res) => {
      const answer = await api(req);
      if (answer.status === undefined || answer.status === 200) {
        try {
          await contentSaved();
        } catch (error) {
          req.log.error({ err: error }, "content saved but not put live");
          res
            .status(500)
            .type("text/plain")
            .send(`Saved, but the site could not load it: ${(error as Error).message}`);
          return;
        }
        req.log.info({ files: res.locals.savedFiles }, "content saved and live");
      }
      sendKeystaticAnswer(res, answer);
    },
  );
  router.use("/api/keystatic", express.json({ limit: "1mb" }), async (req, res) => {
    sendKeystaticAnswer(res, await api(req));
  });
  router.use(
    "/keystatic/assets",
    express.static(join(buildDir, "assets"), { fallthrough: false, cacheControl: false }),
  );
  router.get(["/keystatic", "/keystatic/{*rest}"], page);
  return router;
}

/** zod is the only gate: a save that fails a content schema is answered 422 and not written. */
function gate(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const body = editorSaveSchema.safeParse(req.body);
    if (!body.success) {
      const errors = fieldErrors(body.error);
      res.status(422).json({ message: Object.values(errors)[0]?.[0] ?? "Not saved.", errors });
      return;
    }
    const check = checkEditorSave(body.data);
    if (!check.ok) {
      logger.info({ fields: Object.keys(check.errors) }, "content save refused");
      res.status(422).json({ message: check.message, errors: check.errors });
      return;
    }
    res.locals.savedFiles = check.files.map(({ path }) => path);
    next();
  };
}

/** The editor's HTML, with where saves go written in; read once, on first use. */
function editorPage(buildDir: string, storage: string): RequestHandler {
  let html: Promise<string> | undefined;
  return async (_req, res) => {
    html ??= readFile(join(buildDir, "index.html"), "utf8").then((text) =>
      text.replace("__EDITOR_STORAGE__", escapeAttribute(storage)),
    );
    try {
      res.type("html").send(await html);
    } catch {
      html = undefined;
      res
        .status(503)
        .type("text/plain")
        .send("The content editor is not built: run npm run build.");
    }
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
