import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AGENT_TOKEN_FIELD } from "../../domain/agent/agent-token";
import { EXTRA_FIELDS } from "../../domain/forms/fields";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { DEVELOPMENT_SECRETS, loadConfig } from "../../platform/config";
import { signAgentToken } from "../../tests/support/agent-token";
import { VALID } from "../../tests/support/forms";
import { createDataLayer, type DataLayer } from "../db/database";
import { createLeadsRepository, type LeadsRepository } from "../db/leads-repository";
import { migrateToLatest } from "../db/migrate";
import { createAgentTokenVerifier } from "./agent-token-verifier";
import { createLeadIntake, IdempotencyConflict, type LeadContext } from "./lead-intake";

const CLIENT_HASH_SECRET = "a-test-client-hash-secret-of-32-chars!";
const CONTACT = { ...VALID["submit-contact-form"] };
const CONTEXT: LeadContext = {
  sourcePage: "/contact",
  clientAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (test)",
  idempotencyKey: null,
};
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

let data: DataLayer;
let leads: LeadsRepository;

/** A fresh in-memory SQLite database through the project's data layer and migrations. */
async function openDatabase(): Promise<DataLayer> {
  const layer = createDataLayer(loadConfig({ DATABASE_URL: ":memory:" }).database);
  await migrateToLatest(layer.db, layer.kind);
  return layer;
}

beforeEach(async () => {
  data = await openDatabase();
  leads = createLeadsRepository(data.db, data.kind);
});
afterEach(async () => {
  await data.close().catch(() => undefined);
});

/** The intake as services.ts builds it, with a real verifier, recording what it tells. */
function intake(repository: LeadsRepository = leads) {
  const told = { stored: 0, failed: [] as unknown[], metrics: [] as [string, boolean][] };
  const accept = createLeadIntake({
    leads: repository,
    verifyAgentToken: createAgentTokenVerifier({
      secret: DEVELOPMENT_SECRETS.agentToken,
      maxAgeSeconds: 12 * HOUR,
    }),
    clientHashSecret: CLIENT_HASH_SECRET,
    onStored: () => (told.stored += 1),
    onStoreFailed: (error) => told.failed.push(error),
    metrics: { lead: (form, spam) => told.metrics.push([form, spam]) },
  });
  return { accept, told };
}

/** Every row of the leads table, as stored (with the columns the listing leaves out). */
const rows = () => data.db.selectFrom("leads").selectAll().orderBy("id").execute();
const outbox = () => data.db.selectFrom("lead_outbox").selectAll().execute();

describe("lead intake", () => {
  it("answers a stored lead 201 with a reference, once it is in the database with its outbox entry", async () => {
    const { accept, told } = intake();
    const answer = await accept("contact", CONTACT, CONTEXT);
    expect(answer.status).toBe(201);
    expect(answer.replayed).toBe(false);
    const receipt = JSON.parse(answer.body) as { message: string; reference: string };
    expect(receipt).toEqual({ message: SUCCESS_MESSAGE, reference: expect.any(String) });
    expect(receipt.reference).toMatch(/^[0-9a-f-]{36}$/);

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      public_id: receipt.reference,
      form: "contact",
      source_page: "/contact",
      user_agent: "Mozilla/5.0 (test)",
      is_spam: 0,
      response_status: 201,
      response_body: answer.body,
    });
    const [entry] = await outbox();
    expect(entry).toMatchObject({ lead_id: row!.id, status: "pending" });
    expect(told.stored).toBe(1);
    expect(told.metrics).toEqual([["contact", false]]);
  });

  it("gives a filled honeypot the same answer, but keeps it as spam and never delivers it", async () => {
    const { accept, told } = intake();
    const answer = await accept("contact", { ...CONTACT, dob: "1990-01-01" }, CONTEXT);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ message: SUCCESS_MESSAGE });
    const [row] = await rows();
    expect(row?.is_spam).toBe(1);
    expect(await outbox()).toEqual([]);
    expect(told.stored).toBe(0);
    expect(told.metrics).toEqual([["contact", true]]);
  });

  it("treats a honeypot of spaces only as empty", async () => {
    const { accept, told } = intake();
    await accept("contact", { ...CONTACT, dob: "   " }, CONTEXT);
    expect((await rows())[0]?.is_spam).toBe(0);
    expect(told.stored).toBe(1);
  });

  it("replays the first answer for the same idempotency key, without a second lead", async () => {
    const { accept, told } = intake();
    const context = { ...CONTEXT, idempotencyKey: "key-1" };
    const first = await accept("contact", CONTACT, context);
    const again = await accept("contact", { ...CONTACT, first_name: "Someone" }, context);
    expect(again).toEqual({ status: 201, body: first.body, replayed: true });
    expect(await rows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    expect(told.stored).toBe(1);
    expect(told.metrics).toHaveLength(1);

    const other = await accept("contact", CONTACT, { ...CONTEXT, idempotencyKey: "key-2" });
    expect(other.replayed).toBe(false);
    expect(other.body).not.toBe(first.body);
    expect(await rows()).toHaveLength(2);
  });

  it("refuses an idempotency key already used by another form, storing nothing more", async () => {
    const { accept } = intake();
    const context = { ...CONTEXT, idempotencyKey: "shared-key" };
    await accept("contact", CONTACT, context);
    await expect(accept("partner", VALID["submit-partners-form"], context)).rejects.toThrow(
      IdempotencyConflict,
    );
    expect((await rows()).map((row) => row.form)).toEqual(["contact"]);
  });

  it("records the agent code of a verified token only", async () => {
    const { accept } = intake();
    const claims = { name: "Priya Shah", agent_code: "AG-1042" };
    const valid = signAgentToken({ ...claims, exp: now() + HOUR });
    const forged = signAgentToken({ ...claims, exp: now() + HOUR }, "x".repeat(48));
    const expired = signAgentToken({ ...claims, iat: now() - 2 * HOUR, exp: now() - HOUR });
    const tooLong = signAgentToken({ ...claims, exp: now() + 13 * HOUR });
    const tampered = `${valid.slice(0, -4)}AAAA`;
    for (const token of [valid, forged, expired, tooLong, tampered, "not.a.token", ""]) {
      await accept("contact", { ...CONTACT, [AGENT_TOKEN_FIELD]: token }, CONTEXT);
    }
    await accept("contact", { ...CONTACT, [AGENT_TOKEN_FIELD]: 42 }, CONTEXT);
    expect((await rows()).map((row) => row.agent_code)).toEqual([
      "AG-1042",
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("stores the client's address only as a keyed hash", async () => {
    const { accept } = intake();
    await accept("contact", CONTACT, CONTEXT);
    await accept("contact", CONTACT, CONTEXT);
    await accept("contact", CONTACT, { ...CONTEXT, clientAddress: "2001:db8::1" });
    await accept("contact", CONTACT, { ...CONTEXT, clientAddress: undefined });
    const stored = await rows();
    const expected = createHmac("sha256", CLIENT_HASH_SECRET).update("203.0.113.9").digest("hex");
    expect(stored.map((row) => row.client_hash)).toEqual([
      expected,
      expected,
      expect.stringMatching(/^[0-9a-f]{64}$/),
      null,
    ]);
    expect(stored[2]?.client_hash).not.toBe(expected);
    // An unkeyed hash would let anyone recover the address by hashing every IPv4 address.
    expect(stored[0]?.client_hash).not.toBe(
      createHmac("sha256", "").update("203.0.113.9").digest("hex"),
    );
    expect(JSON.stringify(stored)).not.toContain("203.0.113.9");
    expect(JSON.stringify(stored)).not.toContain("2001:db8::1");
  });

  it("keeps the extra fields out of the lead's details, with utm source and conversation in their own columns", async () => {
    const { accept } = intake();
    const token = signAgentToken({ name: "Priya Shah", agent_code: "AG-7", exp: now() + HOUR });
    await accept(
      "contact",
      {
        ...CONTACT,
        [AGENT_TOKEN_FIELD]: token,
        utm_source: "newsletter",
        conversation_id: "conv-123",
      },
      CONTEXT,
    );
    const [row] = await rows();
    const payload = JSON.parse(row!.payload) as Record<string, unknown>;
    for (const field of EXTRA_FIELDS) expect(payload).not.toHaveProperty(field);
    const { dob: _dob, ...details } = CONTACT;
    expect(payload).toEqual(details);
    expect(row).toMatchObject({
      utm_source: "newsletter",
      conversation_id: "conv-123",
      agent_code: "AG-7",
    });
    expect(row!.payload).not.toContain(token);
  });

  it("stores hostile and unusual text verbatim", async () => {
    const { accept } = intake();
    const hostile = {
      ...CONTACT,
      first_name: "Zoë 🦘 Nguyễn",
      company: "<script>alert('x')</script>",
      description: "'; DROP TABLE leads; -- \u0000 \u202e reversed \n second line 𝒰𝓃𝒾𝒸ℴ𝒹ℯ",
    };
    const userAgent = `<img src=x onerror=alert(1)> ${"é".repeat(600)}`;
    await accept("contact", hostile, {
      ...CONTEXT,
      sourcePage: "/contact?q=' OR 1=1 --",
      userAgent,
      idempotencyKey: "'; DELETE FROM leads; --",
    });
    await accept("contact", CONTACT, CONTEXT);
    const [row, next] = await rows();
    const { dob: _dob, ...details } = hostile;
    expect(JSON.parse(row!.payload)).toEqual(details);
    expect(row).toMatchObject({
      source_page: "/contact?q=' OR 1=1 --",
      idempotency_key: "'; DELETE FROM leads; --",
    });
    // The user agent is kept to its first 512 characters.
    expect(row!.user_agent).toBe(userAgent.slice(0, 512));
    expect(next?.form).toBe("contact");
    expect(await outbox()).toHaveLength(2);
  });

  it("tells onStoreFailed and throws when the lead cannot be committed, and answers no 2xx", async () => {
    const closed = await openDatabase();
    const { accept, told } = intake(createLeadsRepository(closed.db, closed.kind));
    await closed.close();
    await expect(accept("contact", CONTACT, CONTEXT)).rejects.toThrow();
    expect(told.failed).toHaveLength(1);
    expect(told.failed[0]).toBeInstanceOf(Error);
    expect(told.stored).toBe(0);
    expect(told.metrics).toEqual([]);
  });
});
