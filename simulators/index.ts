import { Router } from "express";

/**
 * The outside world for development, tests and demos, mounted under /__sim when SIMULATORS
 * is on. The site reaches these only over HTTP through its typed clients, exactly as it
 * would reach the real systems.
 */
export function simulatorsRouter(): Router {
  const router = Router();

  router.get("/", (_req, res) => {
    res.json({
      simulators: [{ path: "/__sim/echo", purpose: "answers after ?delayMs= (at most 30 s)" }],
    });
  });

  // A slow upstream: lets tests prove timeouts and that shutdown waits for in-flight requests.
  router.get("/echo", (req, res) => {
    const delayMs = Math.min(30_000, Math.max(0, Number(req.query.delayMs) || 0));
    const timer = setTimeout(() => res.json({ ok: true, delayMs }), delayMs);
    res.on("close", () => clearTimeout(timer));
  });

  return router;
}
