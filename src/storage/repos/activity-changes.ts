// The activities' change log (docs/decisions/0020), written with each change's event and kept when
// events are pruned, the sprints' aggregate the same writes keep (decision 0024: a sprint's days,
// its activities' states, when each activity was created and first started), and what the sprint
// report and the team insights read around them: a sprint's days, its finished work, a sprint's
// changes (with a filter), the current tallies of a sprint, work in progress now. Every read is
// bounded by one sprint's days or activities (or the activities it names), never by a team's history.
import { type ExpressionBuilder, type Expression, type InsertQueryBuilder, type InsertResult, type Selectable, type SqlBool } from "kysely";
import { writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareInsertRows, prepareQuery } from "../prepared.js";
import type { ActivityChangesTable, ActivityTimesTable, Database, SprintDaysTable, SprintWorkTable } from "../tables.js";
import type { StoredActivityChange, StoredSprint } from "../records.js";
import type { z } from "zod";
import type { ActivityStatus } from "../../schemas/activities.js";
import type { ReportDay } from "../../schemas/reports.js";
import { readSprint } from "./sprints.js";

/** Rows (or ids) per statement: well under either engine's limit on a statement's parameters. */
const ROWS_PER_STATEMENT = 500;

/** `read` of each slice of `ids` short enough for one statement's IN list, their rows together. */
async function inSlices<T>(ids: readonly string[], read: (slice: readonly string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) rows.push(...(await read(ids.slice(start, start + ROWS_PER_STATEMENT))));
  return rows;
}

const insertChangeRows = prepareInsertRows<Selectable<ActivityChangesTable>>((db, rows) => db.insertInto("activity_changes").values(rows));

/** A write's changes in as few prepared statements as their count allows (a single write's one change, in one). */
export async function insertActivityChanges(db: Executor, changes: readonly StoredActivityChange[]): Promise<void> {
  await insertChangeRows(
    db,
    changes.map((change) => writeColumns<Selectable<ActivityChangesTable>>(change)),
  );
}

/** A sprint's change as the report reads it: whether it leaves the activity in the sprint, its points and status after it, when. */
export interface SprintChange {
  activityId: string;
  inSprint: boolean;
  points: number | null;
  status: ActivityStatus;
  at: string;
}

// As few columns as the replay needs: a sprint's changes can be tens of thousands of rows.
const CHANGE_COLUMNS = ["activity_id", "points", "status", "at", "id"] as const;

/** The changes that leave a sprint's activities in it (created there, moved in, changed there), oldest first, in index order. */
const listChangesInSprint = prepareQuery((db, p: { sprintId: string }) =>
  db.selectFrom("activity_changes").select(CHANGE_COLUMNS).where("sprint_id", "=", p.sprintId).orderBy("at").orderBy("id"),
);

/** The changes that take activities out of a sprint (moved elsewhere, deleted), oldest first, in index order. */
const listChangesLeavingSprint = prepareQuery((db, p: { sprintId: string }) =>
  db
    .selectFrom("activity_changes")
    .select(CHANGE_COLUMNS)
    .where("previous_sprint_id", "=", p.sprintId)
    .where((eb) => eb.or([eb("sprint_id", "is", null), eb("sprint_id", "!=", eb.ref("previous_sprint_id"))]))
    .orderBy("at")
    .orderBy("id"),
);

type ChangeColumns = Pick<Selectable<ActivityChangesTable>, (typeof CHANGE_COLUMNS)[number]>;

const before = (a: ChangeColumns, b: ChangeColumns) => a.at < b.at || (a.at === b.at && a.id < b.id);

/**
 * Every change naming the sprint, on either side, oldest first: each side read in its own index's
 * order and the two merged here, so no statement sorts the sprint's changes. Timestamps arrive as
 * ISO text on both engines (database.ts), so they compare as text.
 */
export async function listSprintChanges(db: Executor, sprintId: string): Promise<SprintChange[]> {
  const inside = await listChangesInSprint.all(db, { sprintId });
  const leaving = await listChangesLeavingSprint.all(db, { sprintId });
  const merged: SprintChange[] = new Array(inside.length + leaving.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++) {
    const inSprint = j >= leaving.length || (i < inside.length && before(inside[i] as ChangeColumns, leaving[j] as ChangeColumns));
    const row = (inSprint ? inside[i++] : leaving[j++]) as ChangeColumns;
    merged[k] = { activityId: row.activity_id, inSprint, points: row.points, status: row.status, at: row.at };
  }
  return merged;
}

/** The changes of some of a sprint's activities naming it (as listSprintChanges), oldest first: through the activities' index. */
export async function listWorkChanges(db: Executor, sprintId: string, activityIds: readonly string[]): Promise<SprintChange[]> {
  const rows = await inSlices(activityIds, (slice) =>
    db
      .selectFrom("activity_changes")
      .select(["activity_id", "sprint_id", "points", "status", "at"])
      .where("activity_id", "in", slice)
      .where((eb) => eb.or([eb("sprint_id", "=", sprintId), eb("previous_sprint_id", "=", sprintId)]))
      .orderBy("at")
      .orderBy("id")
      .execute(),
  );
  // One activity's changes are in order; the replay keeps each activity's state on its own.
  return rows.map((row) => ({ activityId: row.activity_id, inSprint: row.sprint_id === sprintId, points: row.points, status: row.status, at: row.at }));
}

/** One sprint's day in the aggregate: what that day's changes moved (deltas), in the report day's fields. */
export type SprintDayRecord = z.infer<typeof ReportDay> & { sprintId: string };

/** An activity's state in a sprint, as the writes keep it. */
export interface SprintWorkRecord {
  sprintId: string;
  activityId: string;
  inSprint: boolean;
  points: number;
  finishedAt: string | null;
  lastAt: string;
}

const workOf = (row: Selectable<SprintWorkTable>): SprintWorkRecord => ({
  sprintId: row.sprint_id,
  activityId: row.activity_id,
  inSprint: row.in_sprint === 1,
  points: row.points,
  finishedAt: row.finished_at,
  lastAt: row.last_at,
});

const listWorkOfOne = prepareQuery((db, p: { sprintIds: readonly string[]; activityId: string }) =>
  db.selectFrom("sprint_work").selectAll().where("sprint_id", "in", p.sprintIds).where("activity_id", "=", p.activityId),
);

/** The states of `activityIds` in any of `sprintIds` (those known): a single write's by the statement prepared for it. */
export async function listSprintWork(db: Executor, sprintIds: readonly string[], activityIds: readonly string[]): Promise<SprintWorkRecord[]> {
  if (activityIds.length === 1) return (await listWorkOfOne.all(db, { sprintIds, activityId: activityIds[0] as string })).map(workOf);
  const rows = await inSlices(activityIds, (slice) => db.selectFrom("sprint_work").selectAll().where("sprint_id", "in", sprintIds).where("activity_id", "in", slice).execute());
  return rows.map(workOf);
}

type Upsert<T extends keyof Database> = InsertQueryBuilder<Database, T, InsertResult>;

const overWork = (insert: Upsert<"sprint_work">) =>
  insert.onConflict((oc) =>
    oc.columns(["sprint_id", "activity_id"]).doUpdateSet((eb) => ({
      in_sprint: eb.ref("excluded.in_sprint"),
      points: eb.ref("excluded.points"),
      finished_at: eb.ref("excluded.finished_at"),
      last_at: eb.ref("excluded.last_at"),
    })),
  );

const DAY_DELTAS = ["scope_points", "scope_count", "done_points", "done_count", "added_points", "removed_points"] as const;

const addedToDays = (insert: Upsert<"sprint_days">) =>
  insert.onConflict((oc) =>
    oc.columns(["sprint_id", "day"]).doUpdateSet((eb) => Object.fromEntries(DAY_DELTAS.map((column) => [column, eb(`sprint_days.${column}`, "+", eb.ref(`excluded.${column}`))]))),
  );

const earliestTimes = (insert: Upsert<"activity_times">) =>
  insert.onConflict((oc) =>
    oc.column("activity_id").doUpdateSet((eb) => ({
      created_at: eb.case().when("excluded.created_at", "<", eb.ref("activity_times.created_at")).then(eb.ref("excluded.created_at")).else(eb.ref("activity_times.created_at")).end(),
      started_at: eb
        .case()
        .when(eb.and([eb("excluded.started_at", "is not", null), eb.or([eb("activity_times.started_at", "is", null), eb("excluded.started_at", "<", eb.ref("activity_times.started_at"))])]))
        .then(eb.ref("excluded.started_at"))
        .else(eb.ref("activity_times.started_at"))
        .end(),
    })),
  );

// Prepared multi-row upserts (prepareInsertRows): a write's rows in statements of a power of two rows,
// so a batch's slices reuse a few compiled forms instead of building and compiling one per slice.
const upsertWork = prepareInsertRows<Selectable<SprintWorkTable>>((db, rows) => overWork(db.insertInto("sprint_work").values(rows)));
const upsertDays = prepareInsertRows<Selectable<SprintDaysTable>>((db, rows) => addedToDays(db.insertInto("sprint_days").values(rows)));
const upsertTimes = prepareInsertRows<Selectable<ActivityTimesTable>>((db, rows) => earliestTimes(db.insertInto("activity_times").values(rows)));

/** Each changed state written over the one kept (the writes' order: by sprint, then activity). */
export async function saveSprintWork(
  db: Executor,
  teamId: string,
  work: ReadonlyArray<Omit<SprintWorkRecord, "finishedAt"> & { finishedAt: string | null | undefined }>,
): Promise<void> {
  const rows = work.map((w): Selectable<SprintWorkTable> => ({
    sprint_id: w.sprintId,
    activity_id: w.activityId,
    team_id: teamId,
    in_sprint: w.inSprint ? 1 : 0,
    points: w.points,
    finished_at: w.finishedAt ?? null,
    last_at: w.lastAt,
  }));
  await upsertWork(db, rows);
}

/** Each (sprint, day)'s deltas added to those kept (the writes' order: by sprint, then day). */
export async function addSprintDays(db: Executor, teamId: string, days: readonly SprintDayRecord[]): Promise<void> {
  const rows = days.map((d): Selectable<SprintDaysTable> => ({
    sprint_id: d.sprintId,
    day: d.date,
    team_id: teamId,
    scope_points: d.scopePoints,
    scope_count: d.scopeCount,
    done_points: d.donePoints,
    done_count: d.doneCount,
    added_points: d.addedPoints,
    removed_points: d.removedPoints,
  }));
  await upsertDays(db, rows);
}

/** A sprint's days in the aggregate through `through` (a day), oldest first, in its key's order. */
const listDays = prepareQuery((db, p: { sprintId: string; through: string }) =>
  db.selectFrom("sprint_days").select(["day", ...DAY_DELTAS]).where("sprint_id", "=", p.sprintId).where("day", "<=", p.through).orderBy("day"),
);

export async function listSprintDays(db: Executor, sprintId: string, through: string): Promise<Array<Omit<SprintDayRecord, "sprintId">>> {
  const rows = await listDays.all(db, { sprintId, through });
  return rows.map((row) => ({
    date: row.day,
    scopePoints: Number(row.scope_points),
    scopeCount: Number(row.scope_count),
    donePoints: Number(row.done_points),
    doneCount: Number(row.done_count),
    addedPoints: Number(row.added_points),
    removedPoints: Number(row.removed_points),
  }));
}

/** The first day a sprint's changes name (undefined: none yet). */
const firstDay = prepareQuery((db, p: { sprintId: string }) => db.selectFrom("sprint_days").select("day").where("sprint_id", "=", p.sprintId).orderBy("day").limit(1));

export async function firstSprintDay(db: Executor, sprintId: string): Promise<string | undefined> {
  return (await firstDay.first(db, { sprintId }))?.day;
}

/** A sprint's activities finished in it now, and those changed since `since` (a timestamp), whatever their state. */
const listFinished = prepareQuery((db, p: { sprintId: string; since: string }) =>
  db
    .selectFrom("sprint_work")
    .selectAll()
    .where("sprint_id", "=", p.sprintId)
    .where((eb) => eb.or([eb.and([eb("in_sprint", "=", 1), eb("finished_at", "is not", null)]), eb("last_at", ">=", p.since)])),
);

export async function listFinishedWork(db: Executor, sprintId: string, since: string): Promise<SprintWorkRecord[]> {
  return (await listFinished.all(db, { sprintId, since })).map(workOf);
}

/** When an activity was created, and first in work in progress (undefined: never). */
export interface ActivityTimes {
  activityId: string;
  createdAt: string;
  startedAt: string | undefined;
}

/** Keeps the earliest creation and start of each activity (one entry per activity). */
export async function keepActivityTimes(db: Executor, teamId: string, times: readonly ActivityTimes[]): Promise<void> {
  const rows = times.map((t): Selectable<ActivityTimesTable> => ({ activity_id: t.activityId, team_id: teamId, created_at: t.createdAt, started_at: t.startedAt ?? null }));
  await upsertTimes(db, rows);
}

/** When each of `activityIds` was created, and first in work in progress (undefined if it never was). */
export async function listActivityTimes(db: Executor, activityIds: readonly string[]): Promise<Map<string, { createdAt: string; firstIn: string | undefined }>> {
  const rows = await inSlices(activityIds, (slice) => db.selectFrom("activity_times").select(["activity_id", "created_at", "started_at"]).where("activity_id", "in", slice).execute());
  return new Map(rows.map((row) => [row.activity_id, { createdAt: row.created_at, firstIn: row.started_at ?? undefined }]));
}

/** Who or what an insight looks at: the activities assigned to someone, or with every one of some labels. */
export interface WorkFilter {
  assignedTo?: string;
  labels?: string[];
}

function filtered(eb: ExpressionBuilder<Database, "activities">, teamId: string, filter: WorkFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb("activities.team_id", "=", teamId)];
  if (filter.assignedTo !== undefined) all.push(eb("activities.assigned_to", "=", filter.assignedTo));
  for (const key of new Set((filter.labels ?? []).map((label) => label.toLowerCase()))) {
    const labelled = eb.selectFrom("activity_labels").select("activity_labels.activity_id").where("activity_labels.team_id", "=", teamId).where("activity_labels.label_key", "=", key);
    all.push(eb("activities.id", "in", labelled));
  }
  return eb.and(all);
}

/** Which of `activityIds` (of the team, still existing) the filter keeps now. */
export async function listMatchingActivities(db: Executor, teamId: string, activityIds: readonly string[], filter: WorkFilter): Promise<Set<string>> {
  const rows = await inSlices(activityIds, (slice) =>
    db
      .selectFrom("activities")
      .select("activities.id")
      .where((eb) => eb.and([filtered(eb, teamId, filter), eb("activities.id", "in", slice)]))
      .execute(),
  );
  return new Set(rows.map((row) => row.id));
}

/** A sprint's activities now, counted by status and assignee together (one row per pair). */
export async function tallySprintActivities(
  db: Executor,
  teamId: string,
  sprintId: string,
): Promise<Array<{ status: ActivityStatus; assignedTo: string | null; count: number; points: number }>> {
  const rows = await db
    .selectFrom("activities")
    .select(["status", "assigned_to", (eb) => eb.fn.countAll<number | string>().as("count"), (eb) => eb.fn.sum<number | string | null>("points").as("points")])
    .where("team_id", "=", teamId)
    .where("sprint_id", "=", sprintId)
    .groupBy(["status", "assigned_to"])
    .execute();
  return rows.map((row) => ({ status: row.status, assignedTo: row.assigned_to, count: Number(row.count), points: Number(row.points ?? 0) }));
}

/** The team's activities in `statuses` now that the filter keeps: how many, and their points. */
export async function tallyTeamActivities(db: Executor, teamId: string, statuses: readonly ActivityStatus[], filter: WorkFilter): Promise<{ count: number; points: number }> {
  const row = await db
    .selectFrom("activities")
    .select([(eb) => eb.fn.countAll<number | string>().as("count"), (eb) => eb.fn.sum<number | string | null>("points").as("points")])
    .where((eb) => eb.and([filtered(eb, teamId, filter), eb("activities.status", "in", statuses)]))
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), points: Number(row?.points ?? 0) };
}

/** The team's `limit` latest sprints that have started by `today` (by start date), latest first. */
export async function listStartedSprints(db: Executor, teamId: string, today: string, limit: number): Promise<StoredSprint[]> {
  const rows = await db
    .selectFrom("sprints")
    .selectAll()
    .where("team_id", "=", teamId)
    .where("start_date", "is not", null)
    .where("start_date", "<=", today)
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(readSprint);
}
