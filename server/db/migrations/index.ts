import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import * as leads from "./0001_leads";
import * as fencedClaims from "./0002_fenced_claims";
import * as quotes from "./0003_quotes";
import * as quoteMail from "./0004_quote_mail";
import * as quotePdfs from "./0005_quote_pdfs";
import * as multiSiteChecks from "./0006_multi_site_checks";
import * as siteRevisions from "./0007_site_revisions";
import type { MigrationContext } from "./context";

interface DialectAwareMigration {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
  down?(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** The one migration set, in order. Names sort as they apply; never rename a shipped one. */
const MIGRATIONS: Record<string, DialectAwareMigration> = {
  "0001_leads": leads,
  "0002_fenced_claims": fencedClaims,
  "0003_quotes": quotes,
  "0004_quote_mail": quoteMail,
  "0005_quote_pdfs": quotePdfs,
  "0006_multi_site_checks": multiSiteChecks,
  "0007_site_revisions": siteRevisions,
};

export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [
      name,
      {
        up: (db: Kysely<unknown>) => migration.up(db, { kind }),
        down: migration.down ? (db: Kysely<unknown>) => migration.down!(db, { kind }) : undefined,
      },
    ]),
  );
}
