import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { VALID } from "../../tests/support/forms";
import { createFormPostIntake } from "./form-post-intake";
import { IdempotencyConflict, type LeadContext, type LeadIntake } from "./lead-intake";
import { createLeadSubmission } from "./lead-submission";

const PARTNER = { ...VALID["submit-partners-form"], _form: "partner" };
const PRICE_CHECK = { ...VALID["submit-price-checker-form/priceChecker"], _form: "price-checker" };
const CONTEXT = { sourcePage: "/partners", clientAddress: "203.0.113.9", userAgent: "test" };
const logger = pino({ level: "silent" });

/** An intake over a lead store that records each call and answers as `answer` says. */
function intakeWith(
  answer: (context: LeadContext) => Promise<void> = async () => undefined,
  now = new Date("2026-11-25T01:00:00Z"),
) {
  const calls: LeadContext[] = [];
  const acceptLead: LeadIntake = async (_form, _values, context) => {
    calls.push(context);
    await answer(context);
    return { status: 201, body: "{}", replayed: false };
  };
  const submit = createFormPostIntake({
    submitLead: createLeadSubmission({ acceptLead }),
    clientHashSecret: "a-test-secret-of-thirty-two-characters!",
    now: () => now,
  });
  return { calls, post: (body: Record<string, string>) => submit(body, CONTEXT, logger) };
}

describe("a lead form posted without script", () => {
  it("is stored and sent to its page's confirmation URL", async () => {
    const { post } = intakeWith();
    expect(await post(PARTNER)).toEqual({
      kind: "stored",
      confirmation: "/partners?sent=partner",
    });
  });

  it("carries a price check's address and speed to its confirmation, nothing personal", async () => {
    const { post } = intakeWith();
    const result = await post(PRICE_CHECK);
    expect(result?.kind).toBe("stored");
    const url = new URL(result?.kind === "stored" ? result.confirmation : "", "http://site");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sent: "price-checker",
      address: PRICE_CHECK.address,
      speed: "100",
    });
  });

  it("gives the same post, sent again the same day, the same lead key", async () => {
    const { calls, post } = intakeWith();
    await post(PARTNER);
    await post({ ...PARTNER });
    await post({ ...PARTNER, interested_in: "Wholesale partner" });
    const [first, again, other] = calls.map((call) => call.idempotencyKey);
    expect(first).toMatch(/^post-[\w-]{43}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it("keys a post without a key by the visitors' day, not the server's", async () => {
    // 23:30 and 00:30 UTC are both 10:30 and 11:30 on one Sydney morning.
    const late = intakeWith(undefined, new Date("2026-11-24T23:30:00Z"));
    const early = intakeWith(undefined, new Date("2026-11-25T00:30:00Z"));
    const nextDay = intakeWith(undefined, new Date("2026-11-25T14:00:00Z"));
    for (const intake of [late, early, nextDay]) await intake.post(PARTNER);
    expect(late.calls[0]?.idempotencyKey).toBe(early.calls[0]?.idempotencyKey);
    expect(nextDay.calls[0]?.idempotencyKey).not.toBe(late.calls[0]?.idempotencyKey);
  });

  it("never stores the client's address, nor anything it could be read back from, in the key", async () => {
    const { calls, post } = intakeWith();
    await post(PARTNER);
    const plain = intakeWith();
    await plain.post({ ...PARTNER, _key: "a-key-the-page-carried" });
    for (const key of [calls[0]?.idempotencyKey, plain.calls[0]?.idempotencyKey]) {
      expect(key).not.toContain("203.0.113.9");
      expect(key).not.toContain("a-key-the-page-carried");
    }
  });

  it("answers a rejected post with its errors, its values and a key its next post keeps", async () => {
    const { calls, post } = intakeWith();
    const rejected = await post({ ...PARTNER, email: "not-an-email" });
    expect(rejected).toMatchObject({
      kind: "invalid",
      formId: "partner",
      values: { email: "not-an-email", company: "NetReach IT" },
      errors: { email: expect.any(Array) },
    });
    expect(rejected && "values" in rejected ? rejected.values : {}).not.toHaveProperty("dob");
    const key = rejected?.kind === "invalid" ? rejected.key : "";
    await post({ ...PARTNER, _key: key });
    await post({ ...PARTNER, phone: "02 5550 9999", _key: key });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it("keeps the key of a post that failed to store, so sending it again cannot store it twice", async () => {
    let fail = true;
    const { calls, post } = intakeWith(async () => {
      if (fail) throw new Error("disk full");
    });
    const failed = await post(PARTNER);
    expect(failed?.kind).toBe("failed");
    fail = false;
    const key = failed?.kind === "failed" ? failed.key : "";
    expect(await post({ ...PARTNER, _key: key })).toMatchObject({ kind: "stored" });
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it("stores the lead without a key rather than lose it when the key clashes with another form's", async () => {
    const { calls, post } = intakeWith(async (context) => {
      if (context.idempotencyKey) throw new IdempotencyConflict();
    });
    expect(await post(PARTNER)).toMatchObject({ kind: "stored" });
    expect(calls.map((call) => call.idempotencyKey === null)).toEqual([false, true]);
  });

  it("ignores a post that names no lead form, and a key that is not one", async () => {
    const { calls, post } = intakeWith();
    expect(await post({ ...PARTNER, _form: "constructor" })).toBeNull();
    expect(await post({ ...PARTNER, _form: "" })).toBeNull();
    await post({ ...PARTNER, _key: "<script>" });
    await post({ ...PARTNER, _key: "" });
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
  });
});
