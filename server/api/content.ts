import { Router } from "express";
import type { ContentKey } from "../../domain/content/registry";
import type { ContentService } from "../services/content-service";
import { sendJsonError, sendPreparedJson } from "./json";

/**
 * The content API (spec 000 section 7, spec 001 section 7): each path answers one content
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
  "/banter-privacy-policy": "privacy",
  "/small-business/nbn/register": "smallBusinessNbnRegister",
} as const satisfies Record<string, ContentKey>;

export function contentRouter(content: ContentService): Router {
  const router = Router();
  for (const [path, key] of Object.entries(CONTENT_ENDPOINTS)) {
    router.get(path, (req, res) => {
      sendPreparedJson(
        req,
        res,
        content.json(path, () => content.page(key)),
      );
    });
  }

  router.get("/case-studies/overview", (req, res) => {
    sendPreparedJson(
      req,
      res,
      content.json("/case-studies/overview", () => content.page("caseStudies").overview),
    );
  });
  router.get("/case-studies/:type", (req, res) => {
    const detail = content.caseStudy(req.params.type);
    if (!detail) {
      sendJsonError(res, 404, "No case study of that type.");
      return;
    }
    sendPreparedJson(
      req,
      res,
      content.json(`/case-studies/${req.params.type}`, () => detail),
    );
  });
  return router;
}
