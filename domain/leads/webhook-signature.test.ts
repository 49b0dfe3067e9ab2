import { describe, expect, it } from "vitest";
import { checkWebhookSignature, signWebhook } from "./webhook-signature";

const SECRET = "a-shared-secret-of-at-least-32-characters";
const BODY = JSON.stringify({ id: "lead-1", fields: { first_name: "Zoë" } });

describe("webhook signature", () => {
  it("verifies what it signed", async () => {
    const header = await signWebhook(SECRET, BODY, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(await checkWebhookSignature(SECRET, BODY, header, 1_800_000_010)).toBe("valid");
  });

  it("refuses a changed body, another secret, a stale or a malformed header", async () => {
    const header = await signWebhook(SECRET, BODY, 1_800_000_000);
    expect(await checkWebhookSignature(SECRET, `${BODY} `, header, 1_800_000_000)).toBe("mismatch");
    expect(await checkWebhookSignature(`${SECRET}!`, BODY, header, 1_800_000_000)).toBe("mismatch");
    expect(await checkWebhookSignature(SECRET, BODY, header, 1_800_000_301)).toBe("stale");
    expect(await checkWebhookSignature(SECRET, BODY, "sha256=abc", 1_800_000_000)).toBe(
      "malformed",
    );
    expect(await checkWebhookSignature(SECRET, BODY, undefined, 1_800_000_000)).toBe("malformed");
  });
});
