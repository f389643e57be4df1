// Frozen: the first schema. Never edit a migration that has shipped; add the next one.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "uuid" : "text";
  const ts = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("users")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("teams")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("team_members")
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("user_id", sql.raw(id), (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("joined_at", sql.raw(ts), (c) => c.notNull())
    .addPrimaryKeyConstraint("team_members_pk", ["team_id", "user_id"])
    .execute();
  await db.schema.createIndex("team_members_user_idx").on("team_members").columns(["user_id", "team_id"]).execute();

  await db.schema
    .createTable("credentials")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("user_id", sql.raw(id), (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("secret_hash", "text", (c) => c.notNull().unique())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("expires_at", sql.raw(ts))
    .addColumn("revoked_at", sql.raw(ts))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credentials_user_idx").on("credentials").column("user_id").execute();

  await db.schema
    .createTable("sprints")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("goal", "text")
    .addColumn("start_date", pg ? "date" : "text")
    .addColumn("end_date", pg ? "date" : "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sprints_team_idx").on("sprints").columns(["team_id", "id"]).execute();

  await db.schema
    .createTable("activities")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("sprint_id", sql.raw(id), (c) => c.notNull().references("sprints.id"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("priority", "text")
    .addColumn("points", "integer")
    .addColumn("due_date", pg ? "date" : "text")
    .addColumn("assigned_to", sql.raw(id), (c) => c.references("users.id"))
    .addColumn("review_status", "text")
    .addColumn("created_by", sql.raw(id), (c) => c.notNull().references("users.id"))
    .addColumn("completed_at", sql.raw(ts))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("activities_team_idx").on("activities").columns(["team_id", "id"]).execute();
  await db.schema.createIndex("activities_sprint_idx").on("activities").columns(["team_id", "sprint_id", "id"]).execute();
  await db.schema.createIndex("activities_status_idx").on("activities").columns(["team_id", "status", "id"]).execute();
  await db.schema
    .createIndex("activities_assignee_idx")
    .on("activities")
    .columns(["team_id", "assigned_to", "id"])
    .execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("activity_id", sql.raw(id), (c) => c.notNull().references("activities.id"))
    .addColumn("author_id", sql.raw(id), (c) => c.notNull().references("users.id"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_activity_idx").on("comments").columns(["activity_id", "id"]).execute();

  await db.schema
    .createTable("documents")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("sprint_id", sql.raw(id), (c) => c.references("sprints.id"))
    .addColumn("activity_id", sql.raw(id), (c) => c.references("activities.id"))
    .addColumn("created_by", sql.raw(id), (c) => c.notNull().references("users.id"))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("documents_team_idx").on("documents").columns(["team_id", "id"]).execute();
  await db.schema.createIndex("documents_sprint_idx").on("documents").columns(["team_id", "sprint_id", "id"]).execute();
  await db.schema
    .createIndex("documents_activity_idx")
    .on("documents")
    .columns(["team_id", "activity_id", "id"])
    .execute();

  if (pg) {
    // Title words weigh more than content words; 'english' stems so "planning" finds "plan".
    await sql`ALTER TABLE documents ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')
    ) STORED`.execute(db);
    await sql`CREATE INDEX documents_search_idx ON documents USING GIN (search)`.execute(db);
  } else {
    // External-content FTS5 index over documents, kept in step by triggers.
    await sql`CREATE VIRTUAL TABLE documents_fts USING fts5(
      title, content, content='documents', content_rowid='rowid', tokenize='porter unicode61'
    )`.execute(db);
    await sql`CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
    END`.execute(db);
    await sql`CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
    END`.execute(db);
    await sql`CREATE TRIGGER documents_fts_update AFTER UPDATE OF title, content ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
      INSERT INTO documents_fts(rowid, title, content) VALUES (new.rowid, new.title, new.content);
    END`.execute(db);
  }

  await db.schema
    .createTable("resources")
    .addColumn("id", sql.raw(id), (c) => c.primaryKey())
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("activity_id", sql.raw(id), (c) => c.references("activities.id"))
    .addColumn("created_by", sql.raw(id), (c) => c.notNull().references("users.id"))
    .addColumn("created_at", sql.raw(ts), (c) => c.notNull())
    .addColumn("updated_at", sql.raw(ts), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resources_team_idx").on("resources").columns(["team_id", "id"]).execute();
  await db.schema
    .createIndex("resources_activity_idx")
    .on("resources")
    .columns(["team_id", "activity_id", "id"])
    .execute();
  await db.schema.createIndex("resources_type_idx").on("resources").columns(["team_id", "type", "id"]).execute();

  await db.schema
    .createTable("ai_usage")
    .addColumn("team_id", sql.raw(id), (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("used", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("ai_usage_pk", ["team_id", "period"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["ai_usage", "resources", "documents", "comments", "activities", "sprints", "credentials", "team_members", "teams", "users"]) {
    if (table === "documents" && !isPostgres(db)) await sql`DROP TABLE IF EXISTS documents_fts`.execute(db);
    await db.schema.dropTable(table).ifExists().execute();
  }
}
