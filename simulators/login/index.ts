import express, { Router } from "express";
import { escapeHtml, page } from "../html";
import type { Simulator } from "../simulator";

/** The stand-in's one refused password, so the failure path can be tried too. */
export const REFUSED_PASSWORD = "wrong-password";

/**
 * The customer portal's login redirect and forgot-password page. The site's /login form posts
 * here as a plain browser form (docs/product.md §A2); the portal itself is outside this site.
 */
export const loginSimulator: Simulator = {
  path: "/login",
  purpose: `customer portal login: POST / (login_name, password; '${REFUSED_PASSWORD}' is refused), GET /forgot-password`,
  router: () => {
    const router = Router();
    router.post("/", express.urlencoded({ extended: false, limit: "8kb" }), (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const loginName = typeof body.login_name === "string" ? body.login_name.slice(0, 50) : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!loginName || !password || password === REFUSED_PASSWORD) {
        res
          .status(401)
          .type("html")
          .send(
            page(
              "Login failed",
              `<h1>We could not log you in</h1><p>The login name or password is incorrect.</p><p><a href="/login?u=${encodeURIComponent(loginName)}">Try again</a></p>`,
            ),
          );
        return;
      }
      res
        .type("html")
        .send(
          page(
            "Customer portal",
            `<h1>Welcome to the customer portal</h1><p>Signed in as <strong data-testid="portal-user">${escapeHtml(loginName)}</strong>.</p><p><a href="/">Back to the Tidewire site</a></p>`,
          ),
        );
    });
    router.get("/forgot-password", (_req, res) => {
      res.type("html").send(
        page(
          "Reset your password",
          `<h1>Reset your password</h1><p>Enter your login name and we will email you a link to set a new password.</p>
<form method="post" action="/__sim/login/forgot-password"><label for="login_name">Login name</label><input id="login_name" name="login_name" maxlength="50" autocomplete="username"><button type="submit">Send reset link</button></form>`,
        ),
      );
    });
    router.post("/forgot-password", (_req, res) => {
      res
        .type("html")
        .send(
          page(
            "Check your email",
            `<h1>Check your email</h1><p>If that login name is ours, a reset link is on its way.</p>`,
          ),
        );
    });
    return router;
  },
};
