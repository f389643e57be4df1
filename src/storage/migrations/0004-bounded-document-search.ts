// Frozen once shipped: search reads a bounded part of each document, whatever its size.
//
// SQLite: scoring and snippets ran highlight()/snippet() over the whole content of every match (a
// search over 100 documents of 1,000,000 characters froze the process for minutes). Now:
// - documents_head_fts holds each document's title, its first 2,000 characters (`lead`, indexed:
//   the score counts matches there) and its first 20,000 (`head`, stored only: snippets, lists, AI);
// - documents_fts, which only decides what matches, keeps no positions (detail=column: a word
//   repeated 100,000 times costs one entry, not 100,000) and indexes 1- and 2-letter prefixes, so
//   "w*" reads one list instead of merging every word that starts with w;
// - documents is rebuilt with `content` last, so reading any other column no longer walks the
//   content's overflow pages, and with an INTEGER PRIMARY KEY (`seq`) that VACUUM cannot renumber,
//   as the two indexes find their rows by it;
// - comments get a (team_id, id) index: the AI reads a team's newest comments.
// PostgreSQL: `search_head`, the title and the first 2,000 characters as a tsvector, for ts_rank
// (it read the whole vector, up to 1 MiB per match), and the same comments index.
// Both: an index on each child key that deleting an activity or a sprint checks (documents' and
// resources' activity_id, documents' and activities' sprint_id). Every index there started with
// team_id, so each deleted row's foreign-key check read a whole index, every team's rows: a sprint
// of 1,000 activities beside 50,000 documents took 13.9 s to delete, and now 9 ms.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

const LEAD_CHARS = 2_000;
const HEAD_CHARS = 20_000;

async function createIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("comments_team_idx").on("comments").columns(["team_id", "id"]).execute();
  await db.schema.createIndex("activities_sprint_fk_idx").on("activities").column("sprint_id").execute();
  await db.schema.createIndex("resources_activity_fk_idx").on("resources").column("activity_id").where("activity_id", "is not", null).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await createIndexes(db);
    await sql`ALTER TABLE documents ADD COLUMN search_head tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', left(content, ${sql.lit(LEAD_CHARS)})), 'B')
    ) STORED`.execute(db);
    await createDocumentKeyIndexes(db);
    return;
  }
  // Kysely runs SQLite migrations outside a transaction; the rebuild must be all or nothing.
  await db.transaction().execute(async (trx) => {
    await createIndexes(trx);
    await sql`DROP TABLE documents_fts`.execute(trx);
    await trx.schema
      .createTable("documents_next")
      .addColumn("seq", "integer", (c) => c.primaryKey())
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("team_id", "text", (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("sprint_id", "text", (c) => c.references("sprints.id"))
      .addColumn("activity_id", "text", (c) => c.references("activities.id"))
      .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .execute();
    await sql`INSERT INTO documents_next (seq, id, team_id, title, sprint_id, activity_id, created_by, created_at, updated_at, content)
      SELECT rowid, id, team_id, title, sprint_id, activity_id, created_by, created_at, updated_at, content FROM documents`.execute(trx);
    await sql`DROP TABLE documents`.execute(trx);
    await sql`ALTER TABLE documents_next RENAME TO documents`.execute(trx);
    await createDocumentIndexes(trx);
    await createDocumentKeyIndexes(trx);

    await sql`CREATE VIRTUAL TABLE documents_fts USING fts5(
      title, content, content='documents', content_rowid='seq', tokenize='porter unicode61', detail=column, prefix='1 2'
    )`.execute(trx);
    await sql`INSERT INTO documents_fts(documents_fts) VALUES ('rebuild')`.execute(trx);
    await sql`CREATE VIRTUAL TABLE documents_head_fts USING fts5(
      title, lead, head UNINDEXED, tokenize='porter unicode61', prefix='1 2'
    )`.execute(trx);
    await sql`INSERT INTO documents_head_fts (rowid, title, lead, head)
      SELECT seq, title, substr(content, 1, ${sql.lit(LEAD_CHARS)}), substr(content, 1, ${sql.lit(HEAD_CHARS)}) FROM documents`.execute(trx);

    const headRow = (row: "new" | "old") =>
      sql.raw(`${row}.seq, ${row}.title, substr(${row}.content, 1, ${LEAD_CHARS}), substr(${row}.content, 1, ${HEAD_CHARS})`);
    await sql`CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.seq, new.title, new.content);
      INSERT INTO documents_head_fts(rowid, title, lead, head) VALUES (${headRow("new")});
    END`.execute(trx);
    await sql`CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.seq, old.title, old.content);
      DELETE FROM documents_head_fts WHERE rowid = old.seq;
    END`.execute(trx);
    await sql`CREATE TRIGGER documents_fts_update AFTER UPDATE OF title, content ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.seq, old.title, old.content);
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.seq, new.title, new.content);
      DELETE FROM documents_head_fts WHERE rowid = old.seq;
      INSERT INTO documents_head_fts(rowid, title, lead, head) VALUES (${headRow("new")});
    END`.execute(trx);
  });
}

async function createDocumentIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("documents_team_idx").on("documents").columns(["team_id", "id"]).execute();
  await db.schema.createIndex("documents_sprint_idx").on("documents").columns(["team_id", "sprint_id", "id"]).execute();
  await db.schema.createIndex("documents_activity_idx").on("documents").columns(["team_id", "activity_id", "id"]).execute();
}

async function createDocumentKeyIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("documents_sprint_fk_idx").on("documents").column("sprint_id").where("sprint_id", "is not", null).execute();
  await db.schema.createIndex("documents_activity_fk_idx").on("documents").column("activity_id").where("activity_id", "is not", null).execute();
}

async function dropIndexes(db: Kysely<any>): Promise<void> {
  for (const index of ["comments_team_idx", "activities_sprint_fk_idx", "resources_activity_fk_idx", "documents_sprint_fk_idx", "documents_activity_fk_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
}

/** Back to the 0001 layout and index definitions. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await dropIndexes(db);
    await sql`ALTER TABLE documents DROP COLUMN search_head`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await dropIndexes(trx);
    await sql`DROP TABLE documents_head_fts`.execute(trx);
    await sql`DROP TABLE documents_fts`.execute(trx);
    await trx.schema
      .createTable("documents_prev")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("team_id", "text", (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("sprint_id", "text", (c) => c.references("sprints.id"))
      .addColumn("activity_id", "text", (c) => c.references("activities.id"))
      .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await sql`INSERT INTO documents_prev (rowid, id, team_id, title, content, sprint_id, activity_id, created_by, created_at, updated_at)
      SELECT seq, id, team_id, title, content, sprint_id, activity_id, created_by, created_at, updated_at FROM documents`.execute(trx);
    await sql`DROP TABLE documents`.execute(trx);
    await sql`ALTER TABLE documents_prev RENAME TO documents`.execute(trx);
    await createDocumentIndexes(trx);
    await sql`CREATE VIRTUAL TABLE documents_fts USING fts5(
      title, content, content='documents', content_rowid='rowid', tokenize='porter unicode61'
    )`.execute(trx);
    await sql`INSERT INTO documents_fts(documents_fts) VALUES ('rebuild')`.execute(trx);
    await sql`CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
    END`.execute(trx);
    await sql`CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
    END`.execute(trx);
    await sql`CREATE TRIGGER documents_fts_update AFTER UPDATE OF title, content ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
    END`.execute(trx);
  });
}
