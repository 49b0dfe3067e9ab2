import type { DatabaseKind } from "../database";

/** What a migration is told about the database it runs on (its SQL differs per engine). */
export interface MigrationContext {
  kind: DatabaseKind;
}
