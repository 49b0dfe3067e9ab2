import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactForm } from "../../domain/forms/contact-form";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { VALID } from "../../tests/support/forms";
import { createDataLayer, type DataLayer } from "../db/database";
import { createLeadsRepository, type LeadsRepository } from "../db/leads-repository";
import { migrateToLatest } from "../db/migrate";
import { createLeadIntake } from "./lead-intake";
import { createLeadSubmission, type SubmissionContext } from "./lead-submission";

const CONTACT = { ...VALID["submit-contact-form"] };
const PARTNER = { ...VALID["submit-partners-form"] };

let data: DataLayer;

/** A fresh in-memory SQLite database through the project's data layer and migrations. */
async function openDatabase(): Promise<DataLayer> {
  const layer = createDataLayer({ kind: "sqlite", file: ":memory:", createFolder: false });
  await migrateToLatest(layer.db, layer.kind);
  return layer;
}

beforeEach(async () => {
  data = await openDatabase();
});
afterEach(async () => {
  await data.close().catch(() => undefined);
});

/** The pipeline over the real intake and leads repository, logging into `lines`. */
function pipeline(leads: LeadsRepository = createLeadsRepository(data.db, data.kind)) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const submitLead = createLeadSubmission({
    acceptLead: createLeadIntake({
      leads,
      verifyAgentToken: async () => null,
      clientHashSecret: "a-test-client-hash-secret-of-32-chars!",
    }),
  });
  const context = (idempotencyKey: string | null = null): SubmissionContext => ({
    sourcePage: "/contact",
    clientAddress: "203.0.113.9",
    userAgent: "test",
    idempotencyKey,
    logger,
  });
  return { submitLead, context, lines };
}

const storedForms = async () =>
  (await data.db.selectFrom("leads").select("form").orderBy("id").execute()).map((row) => row.form);

describe("the lead pipeline", () => {
  it("stores a valid lead and hands back its answer and checked values", async () => {
    const { submitLead, context } = pipeline();
    const outcome = await submitLead(contactForm, CONTACT, context());
    expect(outcome).toMatchObject({
      kind: "stored",
      answer: { status: 201, replayed: false },
      values: { email: CONTACT.email },
    });
    const body = outcome.kind === "stored" ? JSON.parse(outcome.answer.body) : null;
    expect(body).toMatchObject({ message: SUCCESS_MESSAGE });
    expect(await storedForms()).toEqual(["contact"]);
  });

  it("takes the form by its id as well", async () => {
    const { submitLead, context } = pipeline();
    expect(await submitLead("partner", PARTNER, context())).toMatchObject({ kind: "stored" });
    expect(await storedForms()).toEqual(["partner"]);
    await expect(submitLead("no-such-form", PARTNER, context())).rejects.toThrow();
  });

  it("answers an invalid lead with its errors keyed by field, and stores nothing", async () => {
    const { submitLead, context } = pipeline();
    const outcome = await submitLead(contactForm, { ...CONTACT, email: "not-an-email" }, context());
    expect(outcome).toEqual({ kind: "invalid", errors: { email: expect.any(Array) } });
    expect(await submitLead(contactForm, "not an object", context())).toMatchObject({
      kind: "invalid",
    });
    expect(await storedForms()).toEqual([]);
  });

  it("replays a stored answer for the same key, and refuses the key for another form", async () => {
    const { submitLead, context } = pipeline();
    const first = await submitLead(contactForm, CONTACT, context("shared-key-1"));
    const again = await submitLead(contactForm, CONTACT, context("shared-key-1"));
    expect(again).toMatchObject({ kind: "stored", answer: { replayed: true } });
    expect(again.kind === "stored" && again.answer.body).toBe(
      first.kind === "stored" && first.answer.body,
    );
    expect(await submitLead("partner", PARTNER, context("shared-key-1"))).toEqual({
      kind: "conflict",
    });
    expect(await storedForms()).toEqual(["contact"]);
  });

  it("answers failed when the lead cannot be stored, logging the cause at error", async () => {
    const closed = await openDatabase();
    const { submitLead, context, lines } = pipeline(createLeadsRepository(closed.db, closed.kind));
    await closed.close();
    expect(await submitLead(contactForm, CONTACT, context())).toEqual({ kind: "failed" });
    const [line] = lines.filter((entry) => entry.msg === "lead could not be stored");
    expect(line).toMatchObject({ level: 50, form: "contact", cause: expect.any(String) });
  });
});
