import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, type TestDatabase } from "../../tests/support/databases";
import { loadConfig } from "../../platform/config";
import { createDataLayer, type DataLayer } from "./database";
import { migrateDownAll, migrateToLatest } from "./migrate";

const engines = await databaseEngines();

const now = () => new Date().toISOString();

describe.each(engines)("data layer on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let data: DataLayer;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
  });
  afterAll(async () => {
    if (skip) return;
    await data.close();
    await database.drop();
  });

  it.skipIf(skip)("applies the migration set once and reports nothing left to do", async () => {
    expect(await migrateToLatest(data.db, data.kind)).toEqual([]);
  });

  it.skipIf(skip)(
    "stores a lead and its outbox entry in one transaction with generated ids",
    async () => {
      const { leadId, outboxId } = await data.db.transaction().execute(async (trx) => {
        const lead = await trx
          .insertInto("leads")
          .values({
            public_id: crypto.randomUUID(),
            form: "contact",
            payload: JSON.stringify({ first_name: "Zoë 🚀", note: "'; drop table leads; --" }),
            source_page: "/contact",
            utm_source: null,
            conversation_id: null,
            agent_code: null,
            client_hash: null,
            user_agent: "vitest",
            idempotency_key: "key-1",
            response_status: 201,
            response_body: "{}",
            created_at: now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const outbox = await trx
          .insertInto("lead_outbox")
          .values({
            lead_id: lead.id,
            status: "pending",
            next_attempt_at: now(),
            created_at: now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { leadId: lead.id, outboxId: outbox.id };
      });
      expect(typeof leadId).toBe("number");
      expect(typeof outboxId).toBe("number");

      const stored = await data.db
        .selectFrom("leads")
        .innerJoin("lead_outbox", "lead_outbox.lead_id", "leads.id")
        .select(["leads.payload", "leads.is_spam", "lead_outbox.status", "lead_outbox.attempts"])
        .where("leads.id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.payload)).toEqual({
        first_name: "Zoë 🚀",
        note: "'; drop table leads; --",
      });
      expect(stored).toMatchObject({ is_spam: 0, status: "pending", attempts: 0 });
    },
  );

  it.skipIf(skip)("rolls back both rows when the transaction fails", async () => {
    const before = await data.db
      .selectFrom("leads")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      data.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("leads")
          .values({
            public_id: crypto.randomUUID(),
            form: "contact",
            payload: "{}",
            source_page: null,
            utm_source: null,
            conversation_id: null,
            agent_code: null,
            client_hash: null,
            user_agent: null,
            // Same key as the lead above: the unique constraint refuses it.
            idempotency_key: "key-1",
            response_status: 201,
            response_body: "{}",
            created_at: now(),
          })
          .execute();
      }),
    ).rejects.toThrow();
    const after = await data.db
      .selectFrom("leads")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.skipIf(skip)("refuses an outbox status outside the known set", async () => {
    await expect(
      sql`insert into lead_outbox (lead_id, status, next_attempt_at, created_at) values (1, 'lost', '', '')`.execute(
        data.db,
      ),
    ).rejects.toThrow();
  });

  it.skipIf(skip)("rolls every migration back and forward again", async () => {
    expect(await migrateDownAll(data.db, data.kind)).toEqual([
      "0007_site_revisions: Success",
      "0006_multi_site_checks: Success",
      "0005_quote_pdfs: Success",
      "0004_quote_mail: Success",
      "0003_quotes: Success",
      "0002_fenced_claims: Success",
      "0001_leads: Success",
    ]);
    expect(await migrateToLatest(data.db, data.kind)).toEqual([
      "0001_leads: Success",
      "0002_fenced_claims: Success",
      "0003_quotes: Success",
      "0004_quote_mail: Success",
      "0005_quote_pdfs: Success",
      "0006_multi_site_checks: Success",
      "0007_site_revisions: Success",
    ]);
  });
});
