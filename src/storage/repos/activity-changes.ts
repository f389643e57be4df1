// The activities' change log (docs/decisions/0020), written with each change's event and kept when
// events are pruned, and what the sprint report and the team insights read around it: a sprint's
// changes, when activities first started, the current tallies of a sprint, work in progress now.
// Every read is bounded by one sprint's rows (or the activities it names), never by a team's history.
import { type ExpressionBuilder, type Expression, type Selectable, type SqlBool } from "kysely";
import { writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareInsertRows, prepareQuery } from "../prepared.js";
import type { ActivityChangesTable, Database, StoredActivityChange, StoredSprint } from "../tables.js";
import type { ActivityStatus } from "../../schemas/activities.js";
import { readSprint } from "./sprints.js";

/** Rows (or ids) per statement: well under either engine's limit on a statement's parameters. */
const ROWS_PER_STATEMENT = 500;

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

/** When each of `activityIds` was created, and first had one of `statuses` (undefined if it never did). */
export async function listActivityTimes(
  db: Executor,
  activityIds: readonly string[],
  statuses: readonly ActivityStatus[],
): Promise<Map<string, { createdAt: string; firstIn: string | undefined }>> {
  const times = new Map<string, { createdAt: string; firstIn: string | undefined }>();
  for (let start = 0; start < activityIds.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .selectFrom("activity_changes")
      .select(["activity_id", (eb) => eb.fn.min("activity_created_at").as("created"), (eb) => eb.fn.min(eb.case().when("status", "in", statuses).then(eb.ref("at")).end()).as("first")])
      .where("activity_id", "in", activityIds.slice(start, start + ROWS_PER_STATEMENT))
      .groupBy("activity_id")
      .execute();
    for (const row of rows) times.set(row.activity_id, { createdAt: row.created, firstIn: row.first ?? undefined });
  }
  return times;
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
  const kept = new Set<string>();
  for (let start = 0; start < activityIds.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .selectFrom("activities")
      .select("activities.id")
      .where((eb) => eb.and([filtered(eb, teamId, filter), eb("activities.id", "in", activityIds.slice(start, start + ROWS_PER_STATEMENT))]))
      .execute();
    for (const row of rows) kept.add(row.id);
  }
  return kept;
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
