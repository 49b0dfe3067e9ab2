import express, { Router } from "express";
import { checkWebhookSignature, SIGNATURE_HEADER } from "../../domain/leads/webhook-signature";
import { escapeHtml, page } from "../html";
import type { Simulator } from "../simulator";
import { localOnly } from "../local-only";

interface ReceivedLead {
  id: string;
  form: string;
  receivedAt: string;
  body: Record<string, unknown>;
}

type Mode = "accept" | "fail";

/**
 * The sales CRM's webhook receiver. It checks each delivery's signature, keeps the first copy
 * of each lead (a repeat with the same Idempotency-Key is acknowledged, not stored again, as a
 * real receiver would), and can be told to fail or to answer slowly so tests can prove retries.
 */
export const crmSimulator: Simulator = {
  path: "/crm",
  purpose:
    "CRM webhook receiver: POST /leads (signed), GET /leads (JSON), GET / (page), POST /control {mode: accept|fail, delayMs}, DELETE /leads",
  router: ({ crmWebhookSecret }) => {
    const router = Router();
    const leads = new Map<string, ReceivedLead>();
    let deliveries = 0;
    let repeats = 0;
    let mode: Mode = "accept";
    let delayMs = 0;

    router.post(
      "/leads",
      express.text({ type: "application/json", limit: "64kb" }),
      async (req, res) => {
        deliveries += 1;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (mode === "fail") {
          res.status(503).json({ message: "CRM unavailable (stand-in told to fail)" });
          return;
        }
        const raw = typeof req.body === "string" ? req.body : "";
        const check = await checkWebhookSignature(
          crmWebhookSecret,
          raw,
          req.get(SIGNATURE_HEADER),
          Math.floor(Date.now() / 1000),
        );
        if (check !== "valid") {
          res.status(401).json({ message: `signature ${check}` });
          return;
        }
        const body = JSON.parse(raw) as Record<string, unknown>;
        const id = String(req.get("idempotency-key") ?? body.id);
        if (leads.has(id)) {
          repeats += 1;
          res.json({ received: id, repeat: true });
          return;
        }
        leads.set(id, { id, form: String(body.form), receivedAt: new Date().toISOString(), body });
        res.status(201).json({ received: id, repeat: false });
      },
    );

    router.get("/leads", localOnly, (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json({ leads: [...leads.values()], deliveries, repeats, mode, delayMs });
    });

    router.delete("/leads", localOnly, (_req, res) => {
      leads.clear();
      deliveries = 0;
      repeats = 0;
      res.status(204).end();
    });

    router.post("/control", localOnly, express.json(), (req, res) => {
      const body = (req.body ?? {}) as { mode?: unknown; delayMs?: unknown };
      if (body.mode === "accept" || body.mode === "fail") mode = body.mode;
      if (typeof body.delayMs === "number") delayMs = Math.min(Math.max(0, body.delayMs), 60_000);
      res.json({ mode, delayMs });
    });

    router.get("/", localOnly, (_req, res) => {
      const rows = [...leads.values()]
        .reverse()
        .map((lead) => {
          const fields = (lead.body.fields ?? {}) as Record<string, unknown>;
          const details = Object.entries(fields)
            .map(
              ([key, value]) =>
                `<div><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</div>`,
            )
            .join("");
          return `<tr><td>${escapeHtml(lead.receivedAt)}</td><td>${escapeHtml(lead.form)}</td><td>${escapeHtml(lead.body.source_page)}</td><td>${details}</td></tr>`;
        })
        .join("");
      res.type("html").send(
        page(
          "CRM: received leads",
          `<h1>Received leads</h1>
<p>${leads.size} lead(s) from ${deliveries} delivery attempt(s); ${repeats} repeat(s) recognised. Mode: ${escapeHtml(mode)}.</p>
<table><caption>Newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">Form</th><th scope="col">Page</th><th scope="col">Details</th></tr></thead><tbody>${rows}</tbody></table>`,
        ),
      );
    });
    return router;
  },
};
