// A database that cannot be opened or reached, said in the operator's terms: which database (its
// path, or its URL without the password), why, and that DATABASE_URL is the setting to change. The
// drivers' own words ("connect ECONNREFUSED 127.0.0.1:5999") name neither.

/** A PostgreSQL URL as it may be shown: without its password. */
export function postgresUrlWithoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}

/** Node's network error codes, in words. */
const NETWORK_REASONS: Record<string, (error: NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string }) => string> = {
  ECONNREFUSED: (e) => `nothing answers at ${e.address ?? "its address"}${e.port === undefined ? "" : `:${e.port}`}`,
  ENOTFOUND: (e) => `no host is named '${e.hostname ?? "?"}'`,
  EAI_AGAIN: (e) => `the name '${e.hostname ?? "?"}' could not be looked up`,
  ETIMEDOUT: () => "the connection timed out",
  EHOSTUNREACH: () => "its host cannot be reached",
  ENETUNREACH: () => "its network cannot be reached",
  ECONNRESET: () => "the connection was closed",
};

/** The error a failed connection to PostgreSQL becomes; the driver's error is its cause. */
export function postgresUnavailable(databaseUrl: string, error: unknown): Error {
  const e = error as NodeJS.ErrnoException;
  const network = e.code === undefined ? undefined : NETWORK_REASONS[e.code];
  // Otherwise the server answered and refused (a role, password or database it does not know):
  // its message says which.
  const [reason, advice] = network
    ? [network(e), "set DATABASE_URL to a PostgreSQL database that is running and can be reached"]
    : [e.message, "check the user, password and database name in DATABASE_URL"];
  return new Error(`Cannot connect to the PostgreSQL database ${postgresUrlWithoutPassword(databaseUrl)} (${reason}): ${advice}.`, { cause: error });
}

/** The error a SQLite file that cannot be created or opened becomes. */
export function sqliteUnavailable(file: string, error: unknown): Error {
  return new Error(
    `Cannot open the SQLite database ${file} (${(error as Error).message}): set DATABASE_URL to sqlite:PATH of a file Sprintroom can create or open.`,
    { cause: error },
  );
}
