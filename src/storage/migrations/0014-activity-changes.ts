// Frozen once shipped: the compact change log the sprint report and team insights read
// (docs/decisions/0020-sprint-insight-facts.md).
//
// - activity_changes: one row per change of an activity that moves it in or out of a sprint, changes
//   its points or its status, creates or deletes it; written in the change's own transaction with its
//   event (the row's id is the event's), and never pruned with the events. `sprint_id` is the sprint
//   after the change (null: deleted), `previous_sprint_id` the one before (null: created), so a
//   sprint's rows are those naming it on either side.
// - sprints_start_idx: a team's sprints by start date (the insights' last N sprints).
//
// Existing data: each activity event still kept becomes its row; an activity with no row after
// that (its events pruned, or older than the events) gets one at its creation, and one at its
// completedAt if it is finished.
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

const ROWS_PER_PAGE = 500;
const FINISHED = new Set(["COMPLETED", "DONE"]);

interface EventRow {
  id: string;
  team_id: string;
  type: string;
  created_at: string | Date;
  data: string;
}

interface ActivityState {
  id: string;
  sprintId: string;
  points: number | null;
  status: string;
  createdAt: string;
}

function changeOf(event: EventRow): Record<string, unknown> | undefined {
  const data = JSON.parse(event.data) as { object: ActivityState; previous?: Record<string, unknown> };
  const object = data.object;
  const previous = data.previous ?? {};
  const at = new Date(event.created_at).toISOString();
  const base = { id: event.id, team_id: event.team_id, activity_id: object.id, activity_created_at: object.createdAt, at };
  if (event.type === "activity.created") {
    return { ...base, sprint_id: object.sprintId, previous_sprint_id: null, points: object.points, status: object.status };
  }
  if (event.type === "activity.deleted") {
    return { ...base, sprint_id: null, previous_sprint_id: object.sprintId, points: object.points, status: object.status };
  }
  if (!("sprintId" in previous) && !("points" in previous) && !("status" in previous)) return undefined;
  const before = typeof previous.sprintId === "string" ? previous.sprintId : object.sprintId;
  return { ...base, sprint_id: object.sprintId, previous_sprint_id: before, points: object.points, status: object.status };
}

interface ActivityRow {
  id: string;
  team_id: string;
  sprint_id: string;
  points: number | null;
  status: string;
  created_at: string | Date;
  completed_at: string | Date | null;
}

/**
 * An activity older than its kept events: created in its sprint with its points; finished at its
 * completedAt when it is finished (its earlier statuses are not known, so it was open until then).
 */
function rowsOf(activity: ActivityRow): Array<Record<string, unknown>> {
  const createdAt = new Date(activity.created_at).toISOString();
  const base = { team_id: activity.team_id, activity_id: activity.id, activity_created_at: createdAt, sprint_id: activity.sprint_id, points: activity.points };
  const finished = FINISHED.has(activity.status) && activity.completed_at !== null;
  const created = { ...base, id: activity.id, previous_sprint_id: null, status: finished ? "PENDING" : activity.status, at: createdAt };
  if (!finished) return [created];
  const at = new Date(activity.completed_at as string | Date).toISOString();
  return [created, { ...base, id: randomUUID(), previous_sprint_id: activity.sprint_id, status: activity.status, at }];
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? "uuid" : "text");
  const ts = sql.raw(pg ? "timestamptz" : "text");
  const run = async (trx: Kysely<any>) => {
    await trx.schema
      .createTable("activity_changes")
      .addColumn("id", id, (c) => c.primaryKey())
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("activity_id", id, (c) => c.notNull())
      .addColumn("activity_created_at", ts, (c) => c.notNull())
      .addColumn("sprint_id", id)
      .addColumn("previous_sprint_id", id)
      .addColumn("points", "integer")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("at", ts, (c) => c.notNull())
      .execute();
    await trx.schema.createIndex("activity_changes_sprint_idx").on("activity_changes").columns(["sprint_id", "at", "id"]).execute();
    await trx.schema.createIndex("activity_changes_left_idx").on("activity_changes").columns(["previous_sprint_id", "at", "id"]).execute();
    await trx.schema.createIndex("activity_changes_activity_idx").on("activity_changes").columns(["activity_id", "at", "id"]).execute();
    await trx.schema.createIndex("sprints_start_idx").on("sprints").columns(["team_id", "start_date", "id"]).execute();

    for (let after = ""; ; ) {
      const events = (await trx
        .selectFrom("events")
        .select(["id", "team_id", "type", "created_at", "data"])
        .where("type", "in", ["activity.created", "activity.updated", "activity.deleted"])
        .where(sql`CAST(id AS text)`, ">", after)
        .orderBy("id")
        .limit(ROWS_PER_PAGE)
        .execute()) as EventRow[];
      if (events.length === 0) break;
      const rows = events.map(changeOf).filter((row) => row !== undefined);
      if (rows.length > 0) await trx.insertInto("activity_changes").values(rows).execute();
      after = String(events[events.length - 1]?.id);
    }
    for (let after = ""; ; ) {
      const activities = (await trx
        .selectFrom("activities as a")
        .select(["a.id", "a.team_id", "a.sprint_id", "a.points", "a.status", "a.created_at", "a.completed_at"])
        .where(sql`CAST(a.id AS text)`, ">", after)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("activity_changes as c").select("c.id").whereRef("c.activity_id", "=", "a.id"))))
        .orderBy("a.id")
        .limit(ROWS_PER_PAGE)
        .execute()) as ActivityRow[];
      if (activities.length === 0) break;
      await trx.insertInto("activity_changes").values(activities.flatMap(rowsOf)).execute();
      after = String(activities[activities.length - 1]?.id);
    }
  };
  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  if (pg) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sprints_start_idx").execute();
  await db.schema.dropTable("activity_changes").execute();
}
