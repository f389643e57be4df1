// Opens the database from DATABASE_URL: SQLite (sqlite.ts) or PostgreSQL (postgres.ts), both behind
// Kysely. Engine differences stay in src/storage/.
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import { openPostgres, type PoolStats } from "./postgres.js";
import { openSqlite } from "./sqlite.js";
import type { Database } from "./tables.js";

export type Engine = "sqlite" | "postgres";

export type Executor = Kysely<Database> | Transaction<Database>;

export interface Db {
  /** Writes and transactions (and reads inside them). */
  kysely: Kysely<Database>;
  /** Reads outside a transaction: they never wait for a write transaction to finish. */
  reader: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL's pool, for /metrics; SQLite has no pool to wait for. */
  poolStats?: () => PoolStats;
  /**
   * SQLite: calls `onCommit` (at most every `everyMs`) after another connection to the file has
   * committed events, such as a `sprintroom` command in a process of its own; returns the stop. PostgreSQL
   * has none: its writers announce their commits on the change feed.
   */
  watchOtherWriters?: (everyMs: number, onCommit: () => void) => () => void;
  close(): Promise<void>;
}

function engineOfUrl(url: string): Engine {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgres";
  if (url.startsWith("sqlite:")) return "sqlite";
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got '${url.split(":")[0]}:')`);
}

/**
 * `onBackgroundError`, for a long-running server: SQLite's WAL checkpoints run in a worker thread
 * (sqlite-checkpoints.ts) and it hears their failures. Without it (a CLI command) the writer checkpoints.
 */
export function createDatabase(url: string, onBackgroundError?: (message: string) => void): Db {
  const engine = engineOfUrl(url);
  if (engine === "postgres") {
    const { kysely, poolStats } = openPostgres(url);
    return { kysely, reader: kysely, engine, poolStats, close: () => kysely.destroy() };
  }
  return { ...openSqlite(url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, ""), onBackgroundError), engine };
}

/** The engine behind an executor: the few statements written per engine ask it, nothing above storage. */
export function engineOf(db: Executor): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Row locks (SELECT … FOR UPDATE) exist on PostgreSQL; SQLite serialises write transactions instead. */
export function supportsRowLocks(db: Executor): boolean {
  return engineOf(db) === "postgres";
}

/**
 * Whether a transaction failed only because PostgreSQL ended it to break a deadlock (40P01) or a
 * serialisation conflict (40001): it wrote nothing, and running it again can succeed.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "40001";
}

/** Whether the database answers a trivial statement (GET /readyz). */
export async function databaseAnswers(db: Executor): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
