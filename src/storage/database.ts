// Opens Kysely over better-sqlite3 or pg from DATABASE_URL; engine differences stay in src/storage/.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "./tables.js";

export type Engine = "sqlite" | "postgres";

export type Executor = Kysely<Database> | Transaction<Database>;

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// DATE columns come back as the 'YYYY-MM-DD' text we stored, never as a local-time Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and other int8 results are small here; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function engineOf(url: string): Engine {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgres";
  if (url.startsWith("sqlite:")) return "sqlite";
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got '${url.split(":")[0]}:')`);
}

export function createDatabase(url: string): Db {
  const engine = engineOf(url);
  if (engine === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine, close: () => kysely.destroy() };
  }
  const file = url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, engine, close: () => kysely.destroy() };
}

/** Row locks (SELECT … FOR UPDATE) exist on PostgreSQL; SQLite serialises write transactions instead. */
export function supportsRowLocks(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
