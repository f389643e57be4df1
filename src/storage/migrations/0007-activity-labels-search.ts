// Frozen once shipped: activity labels and activity full-text search.
//
// Labels: `activities.labels` holds them as given (a JSON array, read with the record);
// `activity_labels` holds one row per label by its lower-case form, which the `label` filter reads
// through its primary key (team_id, label_key, activity_id).
//
// Search, bounded as documents' is (migration 0004):
// - PostgreSQL: `search` (title A, the whole description B) decides what matches, through a GIN
//   index; `search_head` (title and the first 2,000 characters of the description) is what ts_rank
//   reads.
// - SQLite: activities' rowids are not stable (VACUUM may renumber a table without an INTEGER
//   PRIMARY KEY), so `activity_search_keys` gives each activity a number of its own, and the two
//   full-text tables are keyed by it: `activities_fts` (contentless, no positions: what matches)
//   and `activities_head_fts` (title and the first 2,000 characters of the description: the score).
//   Triggers keep all three in step with `activities`.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

const LEAD_CHARS = 2_000;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? "uuid" : "text");
  const run = async (trx: Kysely<any>) => {
    await sql`ALTER TABLE activities ADD COLUMN labels text NOT NULL DEFAULT '[]'`.execute(trx);
    await trx.schema
      .createTable("activity_labels")
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("label_key", "text", (c) => c.notNull())
      .addColumn("activity_id", id, (c) => c.notNull().references("activities.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("activity_labels_pk", ["team_id", "label_key", "activity_id"])
      .execute();
    await trx.schema.createIndex("activity_labels_activity_idx").on("activity_labels").column("activity_id").execute();
  };

  if (pg) {
    await run(db);
    await sql`ALTER TABLE activities ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')
    ) STORED`.execute(db);
    await sql`ALTER TABLE activities ADD COLUMN search_head tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', left(coalesce(description, ''), ${sql.lit(LEAD_CHARS)})), 'B')
    ) STORED`.execute(db);
    await sql`CREATE INDEX activities_search_idx ON activities USING GIN (search)`.execute(db);
    return;
  }

  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  await db.transaction().execute(async (trx) => {
    await run(trx);
    await sql`CREATE TABLE activity_search_keys (seq INTEGER PRIMARY KEY, activity_id TEXT NOT NULL UNIQUE)`.execute(trx);
    await sql`CREATE VIRTUAL TABLE activities_fts USING fts5(
      title, description, content='', contentless_delete=1, tokenize='porter unicode61', detail=column, prefix='1 2'
    )`.execute(trx);
    await sql`CREATE VIRTUAL TABLE activities_head_fts USING fts5(title, lead, tokenize='porter unicode61', prefix='1 2')`.execute(trx);

    await sql`INSERT INTO activity_search_keys (activity_id) SELECT id FROM activities ORDER BY id`.execute(trx);
    await sql`INSERT INTO activities_fts (rowid, title, description)
      SELECT k.seq, a.title, coalesce(a.description, '') FROM activity_search_keys k JOIN activities a ON a.id = k.activity_id`.execute(trx);
    await sql`INSERT INTO activities_head_fts (rowid, title, lead)
      SELECT k.seq, a.title, substr(coalesce(a.description, ''), 1, ${sql.lit(LEAD_CHARS)})
      FROM activity_search_keys k JOIN activities a ON a.id = k.activity_id`.execute(trx);

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

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX activities_search_idx`.execute(db);
    await sql`ALTER TABLE activities DROP COLUMN search_head`.execute(db);
    await sql`ALTER TABLE activities DROP COLUMN search`.execute(db);
    await db.schema.dropTable("activity_labels").execute();
    await sql`ALTER TABLE activities DROP COLUMN labels`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const trigger of ["activities_search_insert", "activities_search_delete", "activities_search_update"]) {
      await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(trx);
    }
    for (const table of ["activities_head_fts", "activities_fts", "activity_search_keys", "activity_labels"]) {
      await sql`DROP TABLE ${sql.raw(table)}`.execute(trx);
    }
    await sql`ALTER TABLE activities DROP COLUMN labels`.execute(trx);
  });
}
