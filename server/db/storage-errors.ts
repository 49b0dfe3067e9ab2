/**
 * What a failed database call means, in words an operator can act on, with the engine's own
 * code first so it can be searched for (SQLITE_FULL, 25006...).
 */
const SQLITE_MEANINGS: [RegExp, string][] = [
  [/^SQLITE_FULL/, "the disk holding the database is full"],
  [/^SQLITE_READONLY/, "the database is read-only (a read-only disk, mount or file)"],
  [/^SQLITE_IOERR/, "the disk failed a read or a write"],
  [/^SQLITE_CANTOPEN/, "the database file cannot be opened"],
  [/^SQLITE_(BUSY|LOCKED)/, "another process holds the database's write lock"],
  [/^SQLITE_CORRUPT/, "the database file is damaged"],
];

const POSTGRES_MEANINGS: Record<string, string> = {
  "25006": "PostgreSQL refuses writes (read-only: a replica, or default_transaction_read_only)",
  "53100": "PostgreSQL's disk is full",
  "53200": "PostgreSQL is out of memory",
  "53300": "PostgreSQL has no connection slots left",
  "55000": "the database is not accepting connections",
  "57P01": "PostgreSQL is shutting down",
  "57P03": "PostgreSQL is starting up or shutting down",
  "3D000": "the database does not exist",
  "28P01": "PostgreSQL refused the password",
};

const NETWORK_MEANINGS: Record<string, string> = {
  ECONNREFUSED: "connection refused: nothing accepts connections at the database's address",
  ECONNRESET: "the database closed the connection",
  ETIMEDOUT: "the database did not answer in time",
  ENOTFOUND: "the database's host name does not resolve",
};

export function describeStorageError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(error);
  if (typeof code === "string") {
    const sqlite = SQLITE_MEANINGS.find(([pattern]) => pattern.test(code));
    if (sqlite) return `${code}: ${sqlite[1]} (${text})`;
    const meaning = POSTGRES_MEANINGS[code] ?? NETWORK_MEANINGS[code];
    if (meaning) return `${code}: ${meaning} (${text})`;
  }
  // pg's pool times out a connection attempt without a code.
  if (/timeout exceeded when trying to connect/i.test(text)) {
    return `ETIMEDOUT: the database did not accept a connection in time (${text})`;
  }
  return text;
}

/**
 * Whether a failed write is the database's (locked, full, read-only, gone, out of resources)
 * rather than something one of its rows holds: such a failure is every row's in the batch, and
 * writing each alone again would only meet it again.
 */
export function isDatabaseFault(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (SQLITE_MEANINGS.some(([pattern]) => pattern.test(code))) return true;
    if (code in POSTGRES_MEANINGS || code in NETWORK_MEANINGS) return true;
    // PostgreSQL's classes 08 (connection), 53 (resources), 57 (operator intervention), 58.
    if (/^(08|53|57|58)[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === "string" && /timeout exceeded when trying to connect/i.test(message);
}
