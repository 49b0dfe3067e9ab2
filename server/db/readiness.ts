import { constants } from "node:fs";
import { access, statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Logger } from "pino";
import type { DataLayer, DatabaseSettings } from "./database";
import { describeStorageError } from "./storage-errors";
import { inTransaction } from "./transaction";

export interface Readiness {
  ready: boolean;
  /** Why not, in plain words (null when ready). */
  cause: string | null;
}

export interface ReadinessOptions {
  data: DataLayer;
  database: DatabaseSettings;
  logger: Logger;
  /** How long one check's answer stands: balancers ask every second or two. */
  cacheMs?: number;
  /** Below this much free disk a SQLite node stops taking visitors, before commits fail. */
  minFreeBytes?: number;
}

const MiB = 1024 * 1024;
const DRAINING: Readiness = { ready: false, cause: "draining: this node is shutting down" };

/**
 * Whether this node can commit a lead now (what /readyz reports, ADR 0011): it writes and
 * removes a row in one committed transaction, and on SQLite also checks that the database's
 * disk is writable and not nearly full. A lead that fails to commit makes the node unready at
 * once, until a check started after it succeeds. The answer is kept for `cacheMs`, and callers
 * arriving while a check runs share it, so the database sees at most one check a second.
 */
export function createReadiness({
  data,
  database,
  logger,
  cacheMs = 1_000,
  minFreeBytes = 16 * MiB,
}: ReadinessOptions) {
  let current: Readiness = { ready: true, cause: null };
  let checkedAt = 0;
  let failedAt = 0;
  let checking: Promise<Readiness> | null = null;
  let draining = false;
  const folder = database.kind === "sqlite" ? dirname(resolve(database.file)) : null;

  function settle(next: Readiness): Readiness {
    if (current.ready && !next.ready) {
      logger.error(
        { cause: next.cause },
        `not ready: this node cannot commit leads: ${next.cause}`,
      );
    } else if (!current.ready && next.ready) {
      logger.info({ previousCause: current.cause }, "ready again: leads commit");
    }
    current = next;
    return next;
  }

  async function diskProblem(): Promise<string | null> {
    if (!folder || database.kind !== "sqlite" || database.file === ":memory:") return null;
    try {
      await access(folder, constants.W_OK);
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === "EROFS"
        ? `read-only: the disk holding ${folder} is mounted read-only`
        : `read-only: ${folder} cannot be written (${code ?? String(error)})`;
    }
    const disk = await statfs(folder);
    const free = disk.bavail * disk.bsize;
    return free < minFreeBytes
      ? `disk full: ${(free / MiB).toFixed(1)} MiB free on the disk holding ${folder} (at least ${minFreeBytes / MiB} MiB needed)`
      : null;
  }

  async function probe(): Promise<Readiness> {
    const started = Date.now();
    let cause = await diskProblem().catch((error: unknown) => describeStorageError(error));
    if (!cause) {
      try {
        await inTransaction(data.db, async (trx) => {
          const { id } = await trx
            .insertInto("readiness_probe")
            .values({ checked_at: new Date(started).toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.deleteFrom("readiness_probe").where("id", "=", id).execute();
        });
      } catch (error) {
        cause = describeStorageError(error);
      }
    }
    // A lead that failed while this check ran outweighs it.
    if (started < failedAt) return current;
    checkedAt = started;
    return settle({ ready: cause === null, cause });
  }

  return {
    check(): Promise<Readiness> {
      if (draining) return Promise.resolve(DRAINING);
      if (Date.now() - checkedAt < cacheMs) return Promise.resolve(current);
      checking ??= probe().finally(() => (checking = null));
      return checking;
    },

    /** The node is shutting down: unready from now on, so balancers send visitors elsewhere. */
    drain(): void {
      draining = true;
    },

    /** A lead failed to commit: unready now, with its cause, until a later check passes. */
    writeFailed(error: unknown): void {
      failedAt = checkedAt = Date.now();
      settle({ ready: false, cause: describeStorageError(error) });
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;
