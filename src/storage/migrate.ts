// Runs the versioned migrations in order; `serve` calls this on start, `sprintroom migrate` on demand.
import { Migrator, sql, type Migration, type MigrationResultSet } from "kysely";
import * as init from "./migrations/0001-init.js";
import * as idempotencyKeys from "./migrations/0002-idempotency-keys.js";
import * as documentSearchLimit from "./migrations/0003-document-search-limit.js";
import * as boundedDocumentSearch from "./migrations/0004-bounded-document-search.js";
import * as eventsWebhooks from "./migrations/0005-events-webhooks.js";
import * as oauth from "./migrations/0006-oauth.js";
import * as activityLabelsSearch from "./migrations/0007-activity-labels-search.js";
import * as webhookDelivery from "./migrations/0008-webhook-delivery.js";
import * as workGraph from "./migrations/0009-work-graph.js";
import * as activitySearchBatches from "./migrations/0011-activity-search-batches.js";
import * as eventStreamOrder from "./migrations/0012-event-stream-order.js";
import * as activityChanges from "./migrations/0014-activity-changes.js";
import * as sprintDays from "./migrations/0015-sprint-days.js";
import * as leanActivityInsert from "./migrations/0016-lean-activity-insert.js";
import type { Db } from "./database.js";

const MIGRATIONS: Record<string, Migration> = {
  "0001-init": init,
  "0002-idempotency-keys": idempotencyKeys,
  "0003-document-search-limit": documentSearchLimit,
  "0004-bounded-document-search": boundedDocumentSearch,
  "0005-events-webhooks": eventsWebhooks,
  "0006-oauth": oauth,
  "0007-activity-labels-search": activityLabelsSearch,
  "0008-webhook-delivery": webhookDelivery,
  "0009-work-graph": workGraph,
  "0011-activity-search-batches": activitySearchBatches,
  "0012-event-stream-order": eventStreamOrder,
  "0014-activity-changes": activityChanges,
  "0015-sprint-days": sprintDays,
  "0016-lean-activity-insert": leanActivityInsert,
};

export interface MigrateResult {
  applied: string[];
}

/** A migrator over `migrations` (all of them unless a test names fewer), keeping its bookkeeping in the database's own schema. */
export async function migratorFor(db: Db, migrations: Record<string, Migration> = MIGRATIONS): Promise<Migrator> {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema; naming ours keeps two
  // databases in one cluster (two schemas on one search_path each) from seeing each other's.
  const migrationTableSchema =
    db.engine === "postgres" ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db.kysely)).rows[0]?.schema : undefined;
  return new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations }, migrationTableSchema });
}

/** Runs a migrator's step (to the latest, to a name, down), again when it failed only because someone else's schema went meanwhile. */
export async function runMigrator(step: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const result = await step();
    if (!result.error || attempt >= 3 || !droppedMeanwhile(result.error)) return result;
  }
}

export async function migrateToLatest(db: Db): Promise<MigrateResult> {
  const migrator = await migratorFor(db);
  const { error, results } = await runMigrator(() => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName) };
}

/**
 * Kysely's migrator reads the tables of every schema in the database before it starts; another
 * schema, table or column dropped during that read (someone else's, in a shared database, such as
 * a migration going down) fails it with nothing wrong in ours, so it is tried again.
 */
function droppedMeanwhile(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "3F000" || code === "42P01" || code === "42703";
}
