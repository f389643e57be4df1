// Frozen once shipped: the work graph (docs/decisions/0013).
//
// - activities.parent_id: the activity's parent (a sub-task's), of the same team; at most 5 levels.
// - activities.subtasks_*: the rollup of its direct sub-tasks (how many, how many finished, their
//   points and finished points), kept in the transaction that changes a sub-task.
// - activities.unresolved_blockers: how many unfinished activities block it, kept in the transaction
//   that adds or removes a `blocks` relation or finishes or reopens a blocker. The `ready` and
//   `blocked` filters read it through two partial indexes; the finished statuses (COMPLETED, DONE)
//   are written here as they are in src/schemas/activities.ts, so a query naming the same predicate
//   can use them.
// - relations: one row per edge, stored one way (a `blocked_by` is stored as the other's `blocks`).
// - events.related_activity_id: the other activity of a relation event, so both histories show it.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? "uuid" : "text");
  const ts = sql.raw(pg ? "timestamptz" : "text");
  const run = async (trx: Kysely<any>) => {
    await sql`ALTER TABLE activities ADD COLUMN parent_id ${id} REFERENCES activities (id)`.execute(trx);
    for (const column of ["subtasks_total", "subtasks_done", "subtasks_points", "subtasks_points_done", "unresolved_blockers"]) {
      await sql`ALTER TABLE activities ADD COLUMN ${sql.raw(column)} integer NOT NULL DEFAULT 0`.execute(trx);
    }
    // A parent's sub-tasks (and the foreign key's check when an activity is deleted); top-level ones.
    await trx.schema.createIndex("activities_parent_idx").on("activities").columns(["parent_id", "id"]).execute();
    await sql`CREATE INDEX activities_top_level_idx ON activities (team_id, id) WHERE parent_id IS NULL`.execute(trx);
    await sql`CREATE INDEX activities_ready_idx ON activities (team_id, id)
      WHERE unresolved_blockers = 0 AND status NOT IN ('COMPLETED', 'DONE')`.execute(trx);
    await sql`CREATE INDEX activities_blocked_idx ON activities (team_id, id) WHERE unresolved_blockers > 0`.execute(trx);

    await trx.schema
      .createTable("relations")
      .addColumn("id", id, (c) => c.primaryKey())
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("activity_id", id, (c) => c.notNull().references("activities.id").onDelete("cascade"))
      .addColumn("related_activity_id", id, (c) => c.notNull().references("activities.id").onDelete("cascade"))
      .addColumn("created_by", id, (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addUniqueConstraint("relations_pair_key", ["activity_id", "related_activity_id", "type"])
      .execute();
    await trx.schema.createIndex("relations_related_idx").on("relations").columns(["related_activity_id", "type", "id"]).execute();

    await sql`ALTER TABLE events ADD COLUMN related_activity_id ${id}`.execute(trx);
    await trx.schema.createIndex("events_related_activity_idx").on("events").columns(["related_activity_id", "id"]).execute();
  };
  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  if (pg) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = async (trx: Kysely<any>) => {
    await trx.schema.dropIndex("events_related_activity_idx").execute();
    await sql`ALTER TABLE events DROP COLUMN related_activity_id`.execute(trx);
    await trx.schema.dropTable("relations").execute();
    for (const index of ["activities_blocked_idx", "activities_ready_idx", "activities_top_level_idx", "activities_parent_idx"]) await trx.schema.dropIndex(index).execute();
    for (const column of ["unresolved_blockers", "subtasks_points_done", "subtasks_points", "subtasks_done", "subtasks_total", "parent_id"]) {
      await sql`ALTER TABLE activities DROP COLUMN ${sql.raw(column)}`.execute(trx);
    }
  };
  if (isPostgres(db)) await run(db);
  else await db.transaction().execute(run);
}
