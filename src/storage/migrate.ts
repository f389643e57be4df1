// Runs the versioned migrations in order; `serve` calls this on start, `sprintroom migrate` on demand.
import { Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import * as init from "./migrations/0001-init.js";
import * as idempotencyKeys from "./migrations/0002-idempotency-keys.js";
import * as documentSearchLimit from "./migrations/0003-document-search-limit.js";
import type { Db } from "./database.js";

const MIGRATIONS: Record<string, Migration> = {
  "0001-init": init,
  "0002-idempotency-keys": idempotencyKeys,
  "0003-document-search-limit": documentSearchLimit,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface MigrateResult {
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrateResult> {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema; naming ours keeps two
  // databases in one cluster (two schemas on one search_path each) from seeing each other's.
  const migrationTableSchema =
    db.engine === "postgres" ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db.kysely)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName) };
}
