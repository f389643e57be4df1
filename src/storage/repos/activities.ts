// Activities: by id, filtered lists, full-text search (SQLite FTS5 and PostgreSQL tsvector, bounded
// as documents' is: see full-text-sqlite.ts and migration 0007) and labels, which are stored twice:
// as given on the row (a JSON array), and by lower-case form in activity_labels for the `label` filter.
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from "kysely";
import type { ActivityStatus, Priority } from "../../schemas/activities.js";
import { engineOf, type Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { ActivitiesTable, ActivityRow, Database } from "../tables.js";
import { rankMatches } from "./full-text-sqlite.js";
import { ftsQuery, searchTokens, tsQuery } from "./search-text.js";

export interface ActivityFilter {
  sprintId?: string;
  statuses?: ActivityStatus[];
  priorities?: Priority[];
  assignedTo?: string;
  /** Activities having every one of these labels, in any case. */
  labels?: string[];
  /** Due on or before / on or after these dates (YYYY-MM-DD). */
  dueBefore?: string;
  dueAfter?: string;
  /** Changed at or after this ISO timestamp. */
  updatedSince?: string;
}

export type ActivitySearchRow = ActivityRow & { score: number };

/** The record's columns, named: `*` would also bring PostgreSQL's search vectors. */
export const ACTIVITY_COLUMNS = [
  "id",
  "team_id",
  "sprint_id",
  "title",
  "description",
  "status",
  "priority",
  "points",
  "due_date",
  "assigned_to",
  "review_status",
  "labels",
  "created_by",
  "completed_at",
  "created_at",
  "updated_at",
] as const;

const labelKey = (label: string) => label.toLowerCase();

/** An activity as read: its labels column parsed (once). */
export const readActivity = <R extends { labels: string }>({ labels, ...row }: R): Omit<R, "labels"> & { labels: string[] } => ({
  ...row,
  labels: JSON.parse(labels) as string[],
});

/** An activity as written: its labels as their column's JSON text. */
const writeActivity = ({ labels, ...row }: ActivityRow): Selectable<ActivitiesTable> => ({ ...row, labels: JSON.stringify(labels) });

const findActivityById = prepareQuery((db, p: { id: string }) => db.selectFrom("activities").select(ACTIVITY_COLUMNS).where("id", "=", p.id));

export async function findActivity(db: Executor, id: string): Promise<ActivityRow | undefined> {
  const row = await findActivityById.first(db, { id });
  return row && readActivity(row);
}

type FilterParams = Omit<ActivityFilter, "labels"> & { teamId: string; labelKeys?: string[] };

/** The filter as one condition on `activities` (each parameter passed as a value, for prepareQuery). */
function conditions(eb: ExpressionBuilder<Database, "activities">, p: FilterParams): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb("activities.team_id", "=", p.teamId)];
  if (p.sprintId !== undefined) all.push(eb("activities.sprint_id", "=", p.sprintId));
  if (p.statuses !== undefined) all.push(eb("activities.status", "in", p.statuses));
  if (p.priorities !== undefined) all.push(eb("activities.priority", "in", p.priorities));
  if (p.assignedTo !== undefined) all.push(eb("activities.assigned_to", "=", p.assignedTo));
  if (p.dueBefore !== undefined) all.push(eb("activities.due_date", "<=", p.dueBefore));
  if (p.dueAfter !== undefined) all.push(eb("activities.due_date", ">=", p.dueAfter));
  if (p.updatedSince !== undefined) all.push(eb("activities.updated_at", ">=", p.updatedSince));
  for (const key of p.labelKeys ?? []) {
    const labelled = eb
      .selectFrom("activity_labels")
      .select("activity_labels.activity_id")
      .where("activity_labels.team_id", "=", p.teamId)
      .where("activity_labels.label_key", "=", key);
    all.push(eb("activities.id", "in", labelled));
  }
  return eb.and(all);
}

const filterParams = (teamId: string, { labels, ...filter }: ActivityFilter): FilterParams => ({
  teamId,
  ...filter,
  labelKeys: labels === undefined ? undefined : [...new Set(labels.map(labelKey))],
});

const listActivityPage = prepareQuery((db, p: FilterParams & { afterId?: string; limit: number }) => {
  let query = db
    .selectFrom("activities")
    .select(ACTIVITY_COLUMNS)
    .where((eb) => conditions(eb, p));
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listActivities(
  db: Executor,
  teamId: string,
  filter: ActivityFilter,
  page: { limit: number; afterId?: string },
): Promise<ActivityRow[]> {
  const rows = await listActivityPage.all(db, { ...filterParams(teamId, filter), afterId: page.afterId, limit: page.limit + 1 });
  return rows.map(readActivity);
}

/**
 * Activities matching every word of `q` in their title or description (prefix match, stemmed) and
 * the filter, best first, keyset-paged on (score, id). The score depends on the activity alone:
 * title matches first, then matches in the first 2,000 characters of the description.
 */
export async function searchActivities(
  db: Executor,
  teamId: string,
  q: string,
  filter: ActivityFilter,
  page: { limit: number; after?: { score: number; id: string } },
): Promise<ActivitySearchRow[]> {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return [];
  const limit = page.limit + 1;
  const mine = conditions(expressionBuilder<Database, "activities">(), filterParams(teamId, filter));

  if (engineOf(db) === "sqlite") {
    const candidates = sql<{ rid: number; id: string }>`
      SELECT f.rowid AS rid, activities.id
      FROM activities_fts f
        JOIN activity_search_keys k ON k.seq = f.rowid
        JOIN activities ON activities.id = k.activity_id
      WHERE activities_fts MATCH ${ftsQuery(tokens, " ")} AND ${mine}
      ORDER BY f.rowid`;
    const any = ftsQuery(tokens, " OR ");
    const ranked = await rankMatches(db, { candidates, head: "activities_head_fts", any }, { limit, after: page.after });
    if (ranked.length === 0) return [];
    // At most 101 activities, by id.
    const rows = await db
      .selectFrom("activities")
      .select(ACTIVITY_COLUMNS)
      .where("id", "in", ranked.map((r) => r.id))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ranked.flatMap((r) => {
      const row = byId.get(r.id);
      return row === undefined ? [] : [{ ...readActivity(row), score: r.score }];
    });
  }

  // search (the whole description) decides what matches; the rank reads the bounded search_head.
  const tsquery = tsQuery(tokens, " & ");
  const matches = db
    .selectFrom("activities")
    .select(ACTIVITY_COLUMNS)
    .select(sql<number>`ts_rank(search_head, to_tsquery('english', ${tsquery}))::float8`.as("score"))
    .where(mine)
    .where(sql<SqlBool>`search @@ to_tsquery('english', ${tsquery})`);
  let query = db.selectFrom(matches.as("s")).selectAll();
  const after = page.after;
  if (after !== undefined) {
    query = query.where((eb) => eb.or([eb("s.score", "<", after.score), eb.and([eb("s.score", "=", after.score), eb("s.id", "<", after.id)])]));
  }
  return (await query.orderBy("s.score", "desc").orderBy("s.id", "desc").limit(limit).execute()).map(readActivity);
}

/** A team's (or a sprint's) newest activities, descriptions cut to `textChars`: what the AI may read. */
export async function listRecentActivities(
  db: Executor,
  teamId: string,
  sprintId: string | undefined,
  limit: number,
  textChars: number,
): Promise<ActivityRow[]> {
  let query = db
    .selectFrom("activities")
    .select(["id", "team_id", "sprint_id", "title", "status", "priority", "points", "due_date", "assigned_to", "review_status"])
    .select(["labels", "created_by", "completed_at", "created_at", "updated_at"])
    .select(sql<string | null>`substr(description, 1, ${textChars})`.as("description"))
    .where("team_id", "=", teamId);
  if (sprintId !== undefined) query = query.where("sprint_id", "=", sprintId);
  return (await query.orderBy("id", "desc").limit(limit).execute()).map(readActivity);
}

const insertActivityRow = prepareQuery((db, p: Selectable<ActivitiesTable>) => db.insertInto("activities").values(p));

/** The filter's rows for an activity's labels. */
async function writeLabelKeys(db: Executor, activity: { id: string; team_id: string }, labels: readonly string[]): Promise<void> {
  const keys = [...new Set(labels.map(labelKey))];
  if (keys.length === 0) return;
  await db
    .insertInto("activity_labels")
    .values(keys.map((key) => ({ team_id: activity.team_id, label_key: key, activity_id: activity.id })))
    .execute();
}

/** Call inside a transaction: the row and its labels' rows are written together. */
export async function insertActivity(db: Executor, row: ActivityRow): Promise<void> {
  await insertActivityRow.all(db, writeActivity(row));
  await writeLabelKeys(db, row, row.labels);
}

/** Call inside a transaction when `changes` holds labels. */
export async function updateActivity(
  db: Executor,
  activity: { id: string; team_id: string },
  { labels, ...changes }: Partial<Omit<ActivityRow, "id" | "team_id">>,
): Promise<void> {
  await db
    .updateTable("activities")
    .set(labels === undefined ? changes : { ...changes, labels: JSON.stringify(labels) })
    .where("id", "=", activity.id)
    .execute();
  if (labels !== undefined) {
    await db.deleteFrom("activity_labels").where("activity_id", "=", activity.id).execute();
    await writeLabelKeys(db, activity, labels);
  }
}

export async function countActivitiesInSprint(db: Executor, teamId: string, sprintId: string): Promise<number> {
  const row = await db
    .selectFrom("activities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("team_id", "=", teamId)
    .where("sprint_id", "=", sprintId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `limit` of a sprint's activities, in id order: a cascade delete takes them a batch at a time. */
export async function listSprintActivities(db: Executor, teamId: string, sprintId: string, limit: number): Promise<ActivityRow[]> {
  return (await db.selectFrom("activities").select(ACTIVITY_COLUMNS).where("team_id", "=", teamId).where("sprint_id", "=", sprintId).orderBy("id").limit(limit).execute()).map(readActivity);
}

/**
 * Deletes activities (one, or a batch by id) and what hangs off them: their comments go, documents
 * and resources linked to them stay with the link cleared. Call inside a transaction. Every
 * statement names the team, so each reaches its rows through a (team_id, …) index instead of
 * scanning every team's table.
 */
export async function deleteActivities(db: Executor, teamId: string, where: { id: string } | { ids: string[] }): Promise<void> {
  const ids = db
    .selectFrom("activities")
    .select("id")
    .where("team_id", "=", teamId)
    .where("id", "in", "id" in where ? [where.id] : where.ids);
  await db.deleteFrom("comments").where("activity_id", "in", ids).execute();
  await db.updateTable("documents").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.updateTable("resources").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.deleteFrom("activities").where("id", "in", ids).execute();
}
