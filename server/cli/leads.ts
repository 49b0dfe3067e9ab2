import { parseArgs } from "node:util";
import { canonicalFieldName } from "../../domain/forms/fields";
import { loadConfig } from "../../platform/config";
import { createDataLayer } from "../db/database";
import type { LeadRow } from "../db/lead-listing";
import { createLeadsRepository } from "../db/leads-repository";
import { migrateToLatest } from "../db/migrate";
import { csvRow } from "./csv";

/**
 * `npm run leads -- <command>`: the operator's view of the leads table.
 *   list [--limit N] [--form F]        newest first, with delivery status
 *   export --format csv [--form F]     every lead as CSV on standard output
 *   retry [reference ...]              put parked (failed) deliveries back in the queue
 */
const USAGE = `Usage: npm run leads -- list [--limit 20] [--form contact]
       npm run leads -- export --format csv [--form contact] > leads.csv
       npm run leads -- retry [reference ...]`;

const IDENTITY = ["first_name", "last_name", "email", "phone", "mobile", "company"] as const;

/** A lead's fields under the shared names (Flip to Fibre's firstName lists as first_name). */
function sharedNames(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([field, value]) => [canonicalFieldName(field), value]),
  );
}

function printList(rows: LeadRow[]): void {
  if (rows.length === 0) {
    console.log("No leads yet.");
    return;
  }
  for (const row of rows) {
    const payload = sharedNames(row.payload);
    const who = [payload.first_name, payload.last_name].filter(Boolean).join(" ");
    const status = row.isSpam
      ? "spam (not sent)"
      : `${row.delivery} after ${row.attempts} attempt(s)`;
    console.log(
      `${row.createdAt}  ${row.reference}  ${row.form.padEnd(18)} ${JSON.stringify(who)} ${JSON.stringify(payload.email ?? "")}  ${status}${row.lastError ? `  last error: ${row.lastError}` : ""}`,
    );
  }
}

function printCsv(rows: LeadRow[]): void {
  const header = [
    "reference",
    "created_at",
    "form",
    "spam",
    "delivery",
    "attempts",
    "source_page",
    "utm_source",
    "conversation_id",
    "agent_code",
    ...IDENTITY,
    "details",
  ];
  console.log(csvRow(header));
  for (const row of rows) {
    const payload = sharedNames(row.payload);
    const details = Object.fromEntries(
      Object.entries(payload).filter(([key]) => !(IDENTITY as readonly string[]).includes(key)),
    );
    console.log(
      csvRow([
        row.reference,
        row.createdAt,
        row.form,
        row.isSpam ? "yes" : "no",
        row.delivery,
        row.attempts,
        row.sourcePage,
        row.utmSource,
        row.conversationId,
        row.agentCode,
        ...IDENTITY.map((field) => payload[field]),
        JSON.stringify(details),
      ]),
    );
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: "string", default: "20" },
      form: { type: "string" },
      format: { type: "string" },
    },
  });
  const [command, ...rest] = positionals;
  const config = loadConfig();
  const data = createDataLayer(config.database);
  try {
    await migrateToLatest(data.db, data.kind);
    const leads = createLeadsRepository(data.db, data.kind);
    switch (command) {
      case "list": {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1)
          throw new Error("--limit must be a whole number");
        printList(await leads.list({ limit, form: values.form }));
        return 0;
      }
      case "export":
        if (values.format !== "csv") throw new Error("--format csv is the export format");
        printCsv(await leads.list({ form: values.form }));
        return 0;
      case "retry": {
        const count = await leads.retryFailed(rest);
        console.log(
          `${count} parked deliver${count === 1 ? "y" : "ies"} queued again; running servers deliver ${count === 1 ? "it" : "them"} at their next poll.`,
        );
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await data.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
