// Frozen once shipped: SQLite indexes activities for search in batches just after their writes
// (docs/decisions/0015). A write only names the activity in `activity_search_pending`; the indexer
// (src/storage/search-index.ts) moves pending activities into `activities_fts` and
// `activities_head_fts` a batch at a time, so the two FTS5 tables take one segment per batch
// instead of one per write. An activity has an `activity_search_keys` row once it is indexed.
// Deleting an activity still unindexes it at once. PostgreSQL's generated tsvectors are unchanged.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

const LEAD_CHARS = 2_000;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.transaction().execute(async (trx) => {
    for (const trigger of ["activities_search_insert", "activities_search_update", "activities_search_delete"]) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(trx);
    }
    await sql`CREATE TABLE activity_search_pending (activity_id TEXT PRIMARY KEY) WITHOUT ROWID`.execute(trx);
    await sql`CREATE TRIGGER activities_search_insert AFTER INSERT ON activities BEGIN
      INSERT OR IGNORE INTO activity_search_pending (activity_id) VALUES (new.id);
    END`.execute(trx);
    await sql`CREATE TRIGGER activities_search_update AFTER UPDATE OF title, description ON activities BEGIN
      INSERT OR IGNORE INTO activity_search_pending (activity_id) VALUES (new.id);
    END`.execute(trx);
    await sql`CREATE TRIGGER activities_search_delete AFTER DELETE ON activities BEGIN
      DELETE FROM activities_fts WHERE rowid = (SELECT seq FROM activity_search_keys WHERE activity_id = old.id);
      DELETE FROM activities_head_fts WHERE rowid = (SELECT seq FROM activity_search_keys WHERE activity_id = old.id);
      DELETE FROM activity_search_keys WHERE activity_id = old.id;
      DELETE FROM activity_search_pending WHERE activity_id = old.id;
    END`.execute(trx);
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.transaction().execute(async (trx) => {
    // What is still pending is indexed as 0007's triggers would have done.
    await sql`INSERT OR IGNORE INTO activity_search_keys (activity_id)
      SELECT p.activity_id FROM activity_search_pending p JOIN activities a ON a.id = p.activity_id`.execute(trx);
    await sql`DELETE FROM activities_fts WHERE rowid IN (SELECT k.seq FROM activity_search_pending p JOIN activity_search_keys k ON k.activity_id = p.activity_id)`.execute(trx);
    await sql`DELETE FROM activities_head_fts WHERE rowid IN (SELECT k.seq FROM activity_search_pending p JOIN activity_search_keys k ON k.activity_id = p.activity_id)`.execute(trx);
    await sql`INSERT INTO activities_fts (rowid, title, description)
      SELECT k.seq, a.title, coalesce(a.description, '') FROM activity_search_pending p
        JOIN activity_search_keys k ON k.activity_id = p.activity_id JOIN activities a ON a.id = p.activity_id`.execute(trx);
    await sql`INSERT INTO activities_head_fts (rowid, title, lead)
      SELECT k.seq, a.title, substr(coalesce(a.description, ''), 1, ${sql.lit(LEAD_CHARS)}) FROM activity_search_pending p
        JOIN activity_search_keys k ON k.activity_id = p.activity_id JOIN activities a ON a.id = p.activity_id`.execute(trx);
    for (const trigger of ["activities_search_insert", "activities_search_update", "activities_search_delete"]) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(trx);
    }
    await sql`DROP TABLE activity_search_pending`.execute(trx);
    const key = (row: "new" | "old") => `(SELECT seq FROM activity_search_keys WHERE activity_id = ${row}.id)`;
    const index = () => sql.raw(`
      INSERT INTO activities_fts (rowid, title, description) VALUES (${key("new")}, new.title, coalesce(new.description, ''));
      INSERT INTO activities_head_fts (rowid, title, lead)
        VALUES (${key("new")}, new.title, substr(coalesce(new.description, ''), 1, ${LEAD_CHARS}));`);
    const unindex = () => sql.raw(`
      DELETE FROM activities_fts WHERE rowid = ${key("old")};
      DELETE FROM activities_head_fts WHERE rowid = ${key("old")};`);
    await sql`CREATE TRIGGER activities_search_insert AFTER INSERT ON activities BEGIN
      INSERT INTO activity_search_keys (activity_id) VALUES (new.id);
      ${index()}
    END`.execute(trx);
    await sql`CREATE TRIGGER activities_search_delete AFTER DELETE ON activities BEGIN
      ${unindex()}
      DELETE FROM activity_search_keys WHERE activity_id = old.id;
    END`.execute(trx);
    await sql`CREATE TRIGGER activities_search_update AFTER UPDATE OF title, description ON activities BEGIN
      ${unindex()}
      ${index()}
    END`.execute(trx);
  });
}
