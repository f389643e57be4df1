// Frozen once shipped: the change stream's order on PostgreSQL (docs/decisions/0017). Concurrent
// transactions commit in another order than their event ids were made, so a reader that only
// followed ids could pass an event whose transaction was still open. Each event keeps the id of the
// transaction that wrote it (`tx_id`); a stream reads in (tx_id, id) order only the events of
// transactions older than every one still running (pg_snapshot_xmin), so nothing can commit behind
// it. SQLite has one writer: its ids already follow the commits.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE events ADD COLUMN tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(db);
  await sql`CREATE INDEX events_team_tx_idx ON events (team_id, tx_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX events_team_tx_idx`.execute(db);
  await sql`ALTER TABLE events DROP COLUMN tx_id`.execute(db);
}
