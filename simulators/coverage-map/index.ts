import { Router } from "express";
import type { Simulator } from "../simulator";
import { coverageFor } from "./coverage";
import { coverageMapPage } from "./page";

/**
 * The coverage map provider's embeddable page (config.outside.coverageMap), which the mobile
 * fleet page frames. Like a real embeddable map it sets its own policy: no script at all, and
 * any site may frame it.
 */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors *";

export const coverageMapSimulator: Simulator = {
  path: "/coverage-map",
  purpose:
    "embeddable coverage map page; ?place= shows the coverage at a street, suburb or postcode",
  router: () => {
    const router = Router();
    router.get("/", (req, res) => {
      const place = typeof req.query.place === "string" ? req.query.place.trim().slice(0, 100) : "";
      res.setHeader("Content-Security-Policy", POLICY);
      res.removeHeader("X-Frame-Options");
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(coverageMapPage(place ? coverageFor(place) : null));
    });
    return router;
  },
};
