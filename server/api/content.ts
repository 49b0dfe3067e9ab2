import { Router } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import type { ContentKey } from "../../domain/content/registry";
import { jsonAnswer } from "../http/json-answer";
import { sendJsonError } from "../http/json-error";
import { answeredAs } from "../metrics/http-metrics";
import {
  sendReadyAnswer,
  smallestAnswer,
  type Compression,
  type ReadyAnswer,
} from "../http/ready-answer";
import type { ContentService } from "../services/content-service";

/**
 * The content API (docs/product.md §A7, §B7): each path answers one content
 * file, the same objects the page loaders render.
 */
export const CONTENT_ENDPOINTS = {
  "/home": "home",
  "/internet/overview": "internetOverview",
  "/internet/business-fibre": "businessFibre",
  "/internet/business-wireless": "businessWireless",
  "/internet/wireless-backup": "wirelessBackup",
  "/internet/enterprise-nbn": "enterpriseNbn",
  "/coverage": "coverage",
  "/voip/overview": "voipOverview",
  "/voip/small-business": "voipSmallBusiness",
  "/voip/business": "voipBusiness",
  "/voip/unified-communications": "unifiedCommunications",
  "/voip/inbound-services": "inboundServices",
  "/voip/bulk-sms": "bulkSms",
  "/voip/work-from-home": "workFromHome",
  "/managed-services": "managedServices",
  "/network-solutions/overview": "networkOverview",
  "/network-solutions/cloud-connectivity": "cloudConnectivity",
  "/network-solutions/ip-transit": "ipTransit",
  "/network-solutions/international-networks": "internationalNetworks",
  "/partners": "partners",
  "/small-business/overview": "smallBusinessOverview",
  "/small-business/nbn": "smallBusinessNbn",
  "/contact": "contact",
  "/aws-partners": "awsPartner",
  "/mobile-fleet/plan": "mobileFleet",
  // Not in the spec's table; served the same way so every page's content is reachable as JSON.
  "/speed-boost": "speedBoost",
  "/internet/multi-site": "multiSite",
  "/banter-privacy-policy": "privacy",
  "/small-business/nbn/register": "smallBusinessNbnRegister",
} as const satisfies Record<string, ContentKey>;

/**
 * Every content answer by its full path: the navigation, each content file, the case studies.
 * Fixed until the next deploy, so each is built once at start, ready to send (ADR 0019); the
 * fast path answers them before the general chain, and this router for requests it passes on
 * (with a query string, say).
 */
export async function buildContentAnswers(
  content: ContentService,
  headers: OutgoingHttpHeaders,
  compression: Compression = "best",
): Promise<Map<string, ReadyAnswer>> {
  const caseStudies = content.page("caseStudies");
  const values: [string, unknown][] = [
    ["/api/nav", content.nav()],
    ...Object.entries(CONTENT_ENDPOINTS).map(([path, key]): [string, unknown] => [
      `/api${path}`,
      content.page(key),
    ]),
    ["/api/case-studies/overview", caseStudies.overview],
    ...Object.entries(caseStudies.details).map(([type, detail]): [string, unknown] => [
      `/api/case-studies/${type}`,
      detail,
    ]),
  ];
  return new Map(
    await Promise.all(
      values.map(
        async ([path, value]) => [path, await jsonAnswer(value, headers, compression)] as const,
      ),
    ),
  );
}

/**
 * Puts each answer's smallest form in its place, one answer at a time so that a starting node
 * keeps a core for its visitors, leaving any answer a content save replaced meanwhile.
 */
export async function shrinkContentAnswers(answers: Map<string, ReadyAnswer>): Promise<void> {
  for (const [path, answer] of [...answers]) {
    const smallest = await smallestAnswer(answer);
    if (answers.get(path) === answer) answers.set(path, smallest);
  }
}

export function contentRouter(answers: ReadonlyMap<string, ReadyAnswer>): Router {
  const router = Router();
  // A middleware, not a route: a route that passes a request on would stay its req.route, and
  // name in the metrics whatever answered it later (ADR 0072).
  router.use((req, res, next) => {
    const path = `${req.baseUrl}${req.path}`;
    const answer = req.method === "GET" || req.method === "HEAD" ? answers.get(path) : undefined;
    if (!answer) {
      next();
      return;
    }
    answeredAs(res, path);
    sendReadyAnswer(req, res, answer);
  });
  router.get("/case-studies/:type", (_req, res) => {
    sendJsonError(res, 404, "No case study of that type.");
  });
  return router;
}
