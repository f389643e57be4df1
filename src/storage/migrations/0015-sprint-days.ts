// Frozen once shipped: the sprints' aggregate the writes keep with the change log
// (docs/decisions/0024-sprint-days-aggregate.md), so the sprint report and the team insights read a
// sprint's days and its activities, not its changes.
//
// - sprint_days: per sprint and day (UTC, YYYY-MM-DD text on both engines), what that day's changes
//   moved: scope and done (points and count), points added and removed; deltas, added up by the report.
// - sprint_work: each activity's state in each sprint its changes named, as the sprint's replay
//   leaves it: in the sprint (1) or not (0), its points, since when it is finished (null: not), and
//   its last change naming the sprint.
// - activity_times: each activity's creation and first time in work in progress (cycle and lead time).
//
// Existing data: each sprint named by activity_changes is replayed from its rows (oldest first) with
// the report's rules as they stand at this migration, so an upgraded database answers as before.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

const ROWS_PER_STATEMENT = 500;
const FINISHED = new Set(["COMPLETED", "DONE"]);
const WORK_IN_PROGRESS = ["IN_PROGRESS", "NEEDS_HELP", "BLOCKED", "REVIEW", "IN_REVIEW"];

interface ChangeRow {
  team_id: string;
  activity_id: string;
  sprint_id: string | null;
  points: number | null;
  status: string;
  at: string | Date;
}

interface State {
  inSprint: boolean;
  points: number;
  finishedAt: string | null;
  lastAt: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** One sprint's rows replayed: its activities' states and its days' deltas. */
function replay(sprintId: string, rows: ChangeRow[]) {
  const states = new Map<string, State>();
  const days = new Map<string, number[]>();
  const counted = (s: State | undefined) =>
    s?.inSprint ? [s.points, 1, s.finishedAt === null ? 0 : s.points, s.finishedAt === null ? 0 : 1] : [0, 0, 0, 0];
  for (const row of rows) {
    const at = iso(row.at);
    const before = states.get(row.activity_id);
    const inSprint = row.sprint_id === sprintId;
    const finished = FINISHED.has(row.status);
    const stillFinished = before?.inSprint === true && before.finishedAt !== null;
    const after: State = { inSprint, points: row.points ?? 0, finishedAt: finished ? (stillFinished ? before.finishedAt : at) : null, lastAt: at };
    states.set(row.activity_id, after);
    const [was, is] = [counted(before), counted(after)] as [number[], number[]];
    const moved = (is[0] as number) - (was[0] as number);
    const day = days.get(at.slice(0, 10)) ?? [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 4; i++) day[i] = (day[i] as number) + (is[i] as number) - (was[i] as number);
    if (moved > 0) day[4] = (day[4] as number) + moved;
    else day[5] = (day[5] as number) - moved;
    days.set(at.slice(0, 10), day);
  }
  return { states, days };
}

async function insertAll(trx: Kysely<any>, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await trx.insertInto(table).values(rows.slice(start, start + ROWS_PER_STATEMENT)).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? "uuid" : "text");
  const ts = sql.raw(pg ? "timestamptz" : "text");
  const run = async (trx: Kysely<any>) => {
    await trx.schema
      .createTable("sprint_days")
      .addColumn("sprint_id", id, (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("scope_points", "integer", (c) => c.notNull())
      .addColumn("scope_count", "integer", (c) => c.notNull())
      .addColumn("done_points", "integer", (c) => c.notNull())
      .addColumn("done_count", "integer", (c) => c.notNull())
      .addColumn("added_points", "integer", (c) => c.notNull())
      .addColumn("removed_points", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("sprint_days_pkey", ["sprint_id", "day"])
      .execute();
    await trx.schema
      .createTable("sprint_work")
      .addColumn("sprint_id", id, (c) => c.notNull())
      .addColumn("activity_id", id, (c) => c.notNull())
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("in_sprint", "integer", (c) => c.notNull())
      .addColumn("points", "integer", (c) => c.notNull())
      .addColumn("finished_at", ts)
      .addColumn("last_at", ts, (c) => c.notNull())
      .addPrimaryKeyConstraint("sprint_work_pkey", ["sprint_id", "activity_id"])
      .execute();
    await trx.schema
      .createTable("activity_times")
      .addColumn("activity_id", id, (c) => c.primaryKey())
      .addColumn("team_id", id, (c) => c.notNull().references("teams.id").onDelete("cascade"))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("started_at", ts)
      .execute();
    const named = await sql<{ sprint_id: string }>`
      SELECT sprint_id FROM activity_changes WHERE sprint_id IS NOT NULL
      UNION SELECT previous_sprint_id FROM activity_changes WHERE previous_sprint_id IS NOT NULL`.execute(trx);
    for (const { sprint_id: sprintId } of named.rows) {
      const rows = (await trx
        .selectFrom("activity_changes")
        .select(["team_id", "activity_id", "sprint_id", "points", "status", "at"])
        .where((eb) => eb.or([eb("sprint_id", "=", sprintId), eb("previous_sprint_id", "=", sprintId)]))
        .orderBy("at")
        .orderBy("id")
        .execute()) as ChangeRow[];
      const teamId = (rows[0] as ChangeRow).team_id;
      const { states, days } = replay(sprintId, rows);
      await insertAll(
        trx,
        "sprint_work",
        [...states].map(([activityId, s]) => ({ sprint_id: sprintId, activity_id: activityId, team_id: teamId, in_sprint: s.inSprint ? 1 : 0, points: s.points, finished_at: s.finishedAt, last_at: s.lastAt })),
      );
      await insertAll(
        trx,
        "sprint_days",
        [...days].map(([day, d]) => ({
          sprint_id: sprintId, day, team_id: teamId,
          scope_points: d[0], scope_count: d[1], done_points: d[2], done_count: d[3], added_points: d[4], removed_points: d[5],
        })),
      );
    }
    await sql`
      INSERT INTO activity_times (activity_id, team_id, created_at, started_at)
      SELECT activity_id, team_id, MIN(activity_created_at),
        MIN(CASE WHEN status IN (${sql.join(WORK_IN_PROGRESS)}) THEN at END)
      FROM activity_changes GROUP BY activity_id, team_id`.execute(trx);
  };
  // Kysely runs SQLite migrations outside a transaction; this must be all or nothing.
  if (pg) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("activity_times").execute();
  await db.schema.dropTable("sprint_work").execute();
  await db.schema.dropTable("sprint_days").execute();
}
