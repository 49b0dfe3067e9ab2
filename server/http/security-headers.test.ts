import { describe, expect, it } from "vitest";
import { createSecurityHeaders } from "./security-headers";

const ORIGINS = {
  connect: [],
  frame: ["https://coverage.example"],
  formAction: ["https://portal.example"],
};

describe("createSecurityHeaders", () => {
  it("builds helmet's headers once, with a CSP that runs no inline script", () => {
    const { headers } = createSecurityHeaders(ORIGINS, true);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const csp = String(headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self' https://coverage.example");
    expect(csp).toContain("form-action 'self' https://portal.example");
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|nonce|unsafe-eval/);
  });

  it("lets a page's own inline scripts run by their hashes, and nothing else inline", () => {
    const { pagePolicy, headers } = createSecurityHeaders(ORIGINS, false);
    const policy = pagePolicy(["sha256-abc=", "sha256-def="]);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=';");
    expect(policy.replace(/ 'sha256-[^']+'/g, "")).toBe(headers["content-security-policy"]);
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
});
