// Frozen once shipped: fair webhook delivery, endpoints deleted in steps, and secret rotation with
// an overlap.
//
// - `rest_until`: an endpoint whose receiver did not answer in time rests until then; no worker
//   claims its deliveries meanwhile, so a dead receiver keeps only its own few attempts busy.
// - `disabled_reason`: why the server disabled the endpoint (failing, backlog); null when enabled,
//   or disabled by hand.
// - status `deleted`: deleted by its team; the worker removes its deliveries in batches, then the row.
// - `previous_secret` and `previous_secret_expires_at`: after a rotation, the old secret (sealed)
//   also signs each delivery until then.
// - An index on (endpoint_id, status, next_attempt_at): a worker claims an endpoint's due
//   deliveries, and measures its backlog, along it.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const ts = sql.raw(isPostgres(db) ? "timestamptz" : "text");
  const run = async (trx: Kysely<any>) => {
    await trx.schema.alterTable("webhook_endpoints").addColumn("rest_until", ts).execute();
    await trx.schema.alterTable("webhook_endpoints").addColumn("disabled_reason", "text").execute();
    await trx.schema.alterTable("webhook_endpoints").addColumn("previous_secret", "text").execute();
    await trx.schema.alterTable("webhook_endpoints").addColumn("previous_secret_expires_at", ts).execute();
    await trx.schema
      .createIndex("webhook_deliveries_endpoint_due_idx")
      .on("webhook_deliveries")
      .columns(["endpoint_id", "status", "next_attempt_at"])
      .execute();
  };
  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  if (isPostgres(db)) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("webhook_deliveries_endpoint_due_idx").execute();
  for (const column of ["previous_secret_expires_at", "previous_secret", "disabled_reason", "rest_until"]) {
    await db.schema.alterTable("webhook_endpoints").dropColumn(column).execute();
  }
}
