import { Router } from "express";
import { buildRobots, buildSitemap } from "../domain/site/sitemap";
import type { ContentService } from "./services/content-service";

/** /sitemap.xml and /robots.txt, built from the content (again after an editor's save). */
export function seoRouter(content: ContentService, publicUrl: string): Router {
  const sitemap = content.derive(() =>
    buildSitemap(
      publicUrl,
      content.page("caseStudies").overview.studies.map((study) => study.type),
    ),
  );
  const robots = buildRobots(publicUrl);
  const router = Router();
  router.get("/sitemap.xml", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("application/xml").send(sitemap());
  });
  router.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robots);
  });
  return router;
}
