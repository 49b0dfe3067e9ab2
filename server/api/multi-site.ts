import { Router, type Request, type RequestHandler } from "express";
import { API } from "../../domain/api/contracts";
import {
  checkSiteAgainBodySchema,
  multiSiteCheckBodySchema,
  multiSiteCheckParamsSchema,
  multiSiteCheckQuerySchema,
} from "../../domain/api/schemas/multi-site";
import type { MultiSiteReceipt } from "../../domain/multi-site/site-check";
import { resultsCsv, resultsFileName } from "../../domain/multi-site/results-csv";
import {
  parsePastedSites,
  parseSitesCsv,
  siteListOf,
  type SiteListResult,
} from "../../domain/multi-site/site-list";
import { decodeUploadedText } from "../../domain/multi-site/uploaded-text";
import { DEFAULT_PRICE_CHECKER_SPEED, type PriceCheckerSpeed } from "../../domain/pricing/carriers";
import { fieldErrors } from "../../domain/validation/field-errors";
import { sendJsonError } from "../http/json-error";
import type { MultiSiteChecks } from "../services/multi-site-checks";
import { NOT_A_SUGGESTION } from "../services/multi-site-checks";
import { sendValidationError } from "./validation";

const NOT_FOUND = "No such check: it may have expired. Check your sites again.";

type ReadList =
  | { ok: true; list: Extract<SiteListResult, { ok: true }>; speed: PriceCheckerSpeed }
  | { ok: false; status: 415 | 422; field: string; message: string };

/**
 * The list in the body, whichever way it came: JSON, a CSV file or pasted text (the speed
 * then in the query). Every way ends in the same list rules (site-list.ts).
 */
function readList(req: Request): ReadList {
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const text = decodeUploadedText(bytes);
  if (!text.ok) return { ok: false, status: 415, field: "sites", message: text.message };
  let list: SiteListResult;
  let speed: PriceCheckerSpeed | undefined;
  if (req.is("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(text.text);
    } catch {
      return {
        ok: false,
        status: 422,
        field: "sites",
        message: "The request body is not valid JSON.",
      };
    }
    const parsed = multiSiteCheckBodySchema.safeParse(body);
    if (!parsed.success) {
      const [field, messages] = Object.entries(fieldErrors(parsed.error))[0] ?? ["sites", []];
      return { ok: false, status: 422, field, message: messages[0] ?? "The sites are not valid." };
    }
    list = siteListOf(parsed.data.sites);
    speed = parsed.data.speed;
  } else {
    const query = multiSiteCheckQuerySchema.safeParse(req.query);
    if (!query.success) {
      return { ok: false, status: 422, field: "speed", message: "The selected speed is invalid." };
    }
    list = req.is("text/csv") ? parseSitesCsv(text.text) : parsePastedSites(text.text);
    speed = query.data.speed;
  }
  if (!list.ok) return { ok: false, status: 422, field: "sites", message: list.message };
  return { ok: true, list, speed: speed ?? DEFAULT_PRICE_CHECKER_SPEED };
}

export interface MultiSiteRouterDependencies {
  /** The lead forms' chain with the site list's own body (server/http/site-list-body.ts). */
  protectLists: RequestHandler[];
  /** The lead forms' chain, JSON body. */
  protectForms: RequestHandler[];
  checks: MultiSiteChecks;
}

/**
 * Multi-site checks (ADR 0074): 202 with the check's id once its sites are stored (the workers
 * take them from there), 422 keyed by field for a list the rules refuse, 429 while the client's
 * last check runs or once it has had its checks for the hour. The check is read back as JSON
 * (polled by the page) or as CSV; one site is checked again at the address the buyer chose.
 */
export function multiSiteRouter({
  protectLists,
  protectForms,
  checks,
}: MultiSiteRouterDependencies): Router {
  const router = Router();

  router.post(API.multiSiteChecks.path, ...protectLists, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const read = readList(req);
    if (!read.ok) {
      if (read.status === 415) sendJsonError(res, 415, read.message);
      else sendValidationError(res, { [read.field]: [read.message] });
      return;
    }
    const outcome = await checks.start(read.list.sites, read.speed, req.ip);
    if (outcome.kind === "limited") {
      res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      sendValidationError(res, { sites: [outcome.message] }, undefined, 429);
      return;
    }
    const receipt: MultiSiteReceipt = {
      id: outcome.id,
      siteCount: read.list.sites.length,
      merged: read.list.merged,
    };
    res.status(202).json(receipt);
  });

  router.get(API.multiSiteCheck.path, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const params = multiSiteCheckParamsSchema.safeParse(req.params);
    const json = params.success ? await checks.json(params.data.id) : null;
    if (json === null) sendJsonError(res, 404, NOT_FOUND);
    else res.type("json").send(json);
  });

  router.get(API.multiSiteCheckCsv.path, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const params = multiSiteCheckParamsSchema.safeParse(req.params);
    const check = params.success ? await checks.find(params.data.id) : null;
    if (!check) {
      sendJsonError(res, 404, NOT_FOUND);
      return;
    }
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${resultsFileName(new Date())}"`);
    res.send(resultsCsv(check));
  });

  router.post(API.checkSiteAgain.path, ...protectForms, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const body = checkSiteAgainBodySchema.safeParse(req.body);
    if (!body.success) {
      sendValidationError(res, fieldErrors(body.error));
      return;
    }
    const { id, position, address } = body.data;
    const outcome = await checks.checkAgain(id, position, address);
    switch (outcome) {
      case "not-found":
        sendJsonError(res, 404, NOT_FOUND);
        return;
      case "still-checking":
        sendJsonError(res, 409, "This site is still being checked.");
        return;
      case "not-a-suggestion":
        sendValidationError(res, { address: [NOT_A_SUGGESTION] });
        return;
      case "queued":
        res.status(202).json({ id, position });
    }
  });

  return router;
}
