import { Router } from "express";
import type { Simulator } from "./simulator";
import { localOnly } from "./local-only";

/** A slow upstream: lets tests prove timeouts and that shutdown waits for in-flight requests. */
export const echoSimulator: Simulator = {
  path: "/echo",
  purpose: "answers after ?delayMs= (at most 30 s)",
  router: () => {
    const router = Router();
    // It holds a connection open on request: a test tool, not for anyone on the network.
    router.get("/", localOnly, (req, res) => {
      const delayMs = Math.min(30_000, Math.max(0, Number(req.query.delayMs) || 0));
      const timer = setTimeout(() => res.json({ ok: true, delayMs }), delayMs);
      res.on("close", () => clearTimeout(timer));
    });
    return router;
  },
};
