// Frozen once shipped: what a new activity writes besides its row (docs/decisions/0025).
//
// - Both engines: one index for an activity's sprint, (sprint_id, team_id, id), in place of two:
//   activities_sprint_idx (team_id, sprint_id, id), which the sprint filter read, and
//   activities_sprint_fk_idx (sprint_id), which deleting a sprint checks its foreign key with. A
//   sprint belongs to one team, so the new index answers `team_id = ? AND sprint_id = ? ORDER BY id`
//   as the first did (covering, in id order) and `sprint_id = ?` as the second did.
// - Both engines: the parent and assignee indexes hold only the activities that have one
//   (`WHERE parent_id IS NOT NULL`, `WHERE assigned_to IS NOT NULL`). Every query that reads them
//   compares the column with a value (`parent_id = ?`, a join on it, `assigned_to = ?`), which no
//   null matches; top-level activities have their own index (activities_top_level_idx). A new
//   activity, mostly top-level and unassigned, no longer writes an entry in either. The same for
//   its event and change-log row: events_related_activity_idx holds only relation events (the one
//   query that reads it asks `related_activity_id = ?`), activity_changes_left_idx only the rows
//   that leave a sprint (`previous_sprint_id = ?`; a creation leaves none).
// - SQLite: the insert trigger that named a new activity in activity_search_pending is dropped; the
//   insert names it itself (storage/repos/activities.ts). Measured: the trigger cost as much as all
//   the indexes, the same insert as a statement of its own next to nothing (most likely the
//   statement journal SQLite keeps for a statement whose trigger could fail half-way).
//   The update and delete triggers stay (an update of title or description, a delete).
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const run = async (trx: Kysely<any>) => {
    await trx.schema.dropIndex("activities_sprint_idx").execute();
    await trx.schema.dropIndex("activities_sprint_fk_idx").execute();
    await trx.schema.createIndex("activities_sprint_idx").on("activities").columns(["sprint_id", "team_id", "id"]).execute();
    await trx.schema.dropIndex("activities_parent_idx").execute();
    await trx.schema.createIndex("activities_parent_idx").on("activities").columns(["parent_id", "id"]).where("parent_id", "is not", null).execute();
    await trx.schema.dropIndex("activities_assignee_idx").execute();
    await trx.schema.createIndex("activities_assignee_idx").on("activities").columns(["team_id", "assigned_to", "id"]).where("assigned_to", "is not", null).execute();
    await trx.schema.dropIndex("events_related_activity_idx").execute();
    await trx.schema.createIndex("events_related_activity_idx").on("events").columns(["related_activity_id", "id"]).where("related_activity_id", "is not", null).execute();
    await trx.schema.dropIndex("activity_changes_left_idx").execute();
    await trx.schema
      .createIndex("activity_changes_left_idx")
      .on("activity_changes")
      .columns(["previous_sprint_id", "at", "id"])
      .where("previous_sprint_id", "is not", null)
      .execute();
    if (!isPostgres(trx)) await sql`DROP TRIGGER activities_search_insert`.execute(trx);
  };
  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  if (isPostgres(db)) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = async (trx: Kysely<any>) => {
    await trx.schema.dropIndex("activities_sprint_idx").execute();
    await trx.schema.createIndex("activities_sprint_idx").on("activities").columns(["team_id", "sprint_id", "id"]).execute();
    await trx.schema.createIndex("activities_sprint_fk_idx").on("activities").column("sprint_id").execute();
    await trx.schema.dropIndex("activities_parent_idx").execute();
    await trx.schema.createIndex("activities_parent_idx").on("activities").columns(["parent_id", "id"]).execute();
    await trx.schema.dropIndex("activities_assignee_idx").execute();
    await trx.schema.createIndex("activities_assignee_idx").on("activities").columns(["team_id", "assigned_to", "id"]).execute();
    await trx.schema.dropIndex("events_related_activity_idx").execute();
    await trx.schema.createIndex("events_related_activity_idx").on("events").columns(["related_activity_id", "id"]).execute();
    await trx.schema.dropIndex("activity_changes_left_idx").execute();
    await trx.schema.createIndex("activity_changes_left_idx").on("activity_changes").columns(["previous_sprint_id", "at", "id"]).execute();
    if (isPostgres(trx)) return;
    await sql`CREATE TRIGGER activities_search_insert AFTER INSERT ON activities BEGIN
      INSERT OR IGNORE INTO activity_search_pending (activity_id) VALUES (new.id);
    END`.execute(trx);
  };
  if (isPostgres(db)) await run(db);
  else await db.transaction().execute(run);
}
