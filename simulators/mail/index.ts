import express, { Router } from "express";
import { escapeHtml, page } from "../html";
import { localOnly } from "../local-only";
import type { Simulator } from "../simulator";

/**
 * The mailbox of the stand-in mail server (mailbox.ts): what the site's quote emails would have
 * put in a visitor's inbox. Like every stand-in's data, it answers only on this machine.
 */
export const mailSimulator: Simulator = {
  path: "/mail",
  purpose:
    "Mailbox of the stand-in SMTP server: GET / (page), GET /messages (JSON, the newest 500), GET /count (JSON {received}: every message since the start), DELETE /messages, POST /control {delayMs}",
  router: ({ mailbox }) => {
    const router = Router();
    router.use(localOnly);
    router.get("/messages", (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(mailbox?.messages() ?? []);
    });
    router.get("/count", (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json({ received: mailbox?.received() ?? 0 });
    });
    router.delete("/messages", (_req, res) => {
      mailbox?.clear();
      res.status(204).end();
    });
    router.post("/control", express.json(), (req, res) => {
      const { delayMs } = (req.body ?? {}) as { delayMs?: unknown };
      if (mailbox && typeof delayMs === "number") {
        mailbox.delayMs = Math.min(Math.max(0, delayMs), 60_000);
      }
      res.json({ delayMs: mailbox?.delayMs ?? 0 });
    });
    router.get("/", (_req, res) => {
      const messages = (mailbox?.messages() ?? []).reverse();
      const rows = messages
        .map(
          (mail) => `<tr><td>${escapeHtml(mail.receivedAt)}</td><td>${escapeHtml(mail.to)}</td>
<td>${escapeHtml(mail.subject)}</td>
<td>${mail.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join("<br>")}</td>
<td>${mail.attachments.map((file) => `${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.size} bytes)`).join("<br>")}</td></tr>`,
        )
        .join("");
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(
        page(
          "Mail: received messages",
          mailbox
            ? `<h1>Received mail</h1>
<p>${messages.length} message(s), newest first. Nothing here leaves this machine.</p>
<table><caption>Newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th><th scope="col">Attachments</th></tr></thead><tbody>${rows}</tbody></table>`
            : `<h1>Received mail</h1><p>The site sends its mail to the mail server SMTP_URL names, not to this stand-in.</p>`,
        ),
      );
    });
    return router;
  },
};
