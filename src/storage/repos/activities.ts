// Activities: by id, filtered lists, full-text search (SQLite FTS5 and PostgreSQL tsvector, bounded
// as documents' is: see full-text-sqlite.ts and migration 0007) and labels, which are stored twice:
// as given on the row (a JSON array), and by lower-case form in activity_labels for the `label` filter.
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool, type Updateable } from "kysely";
import { FINISHED_STATUSES, type ActivityStatus, type Priority } from "../../schemas/activities.js";
import { fieldsReader, writeColumns } from "../columns.js";
import { engineOf, supportsRowLocks, type Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { ActivitiesTable, Database } from "../tables.js";
import type { StoredActivity } from "../records.js";
import { catchUpActivitySearch, queueActivitySearch } from "../search-index.js";
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
  /** Sub-tasks of this activity; null: top-level activities. */
  parentId?: string | null;
  /** Ready to start: not finished, no unfinished blocker. */
  ready?: boolean;
  /** Blocked: at least one unfinished blocker. */
  blocked?: boolean;
}

export type ActivitySearchRow = StoredActivity & { score: number };

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
  "parent_id",
  "subtasks_total",
  "subtasks_done",
  "subtasks_points",
  "subtasks_points_done",
  "unresolved_blockers",
] as const;

/** The finished statuses as SQL literals: the partial index activities_ready_idx names them so. */
const FINISHED = sql.join(FINISHED_STATUSES.map((status) => sql.lit(status)));

/**
 * The predicates of the two partial indexes of migration 0009, written as they are there (literals,
 * not parameters) so that either engine can use the index for them.
 */
export const READY = sql<SqlBool>`(activities.unresolved_blockers = 0 AND activities.status NOT IN (${FINISHED}))`;
export const BLOCKED = sql<SqlBool>`(activities.unresolved_blockers > 0)`;

const labelKey = (label: string) => label.toLowerCase();

/** An activity as read: its columns as fields, its labels column parsed (once). */
export const readActivity: (row: Selectable<ActivitiesTable>) => StoredActivity = fieldsReader<Selectable<ActivitiesTable>, { labels: (labels: string) => string[] }>({
  labels: (labels) => JSON.parse(labels) as string[],
});

const findActivityById = prepareQuery((db, p: { id: string }) => db.selectFrom("activities").select(ACTIVITY_COLUMNS).where("id", "=", p.id));

export async function findActivity(db: Executor, id: string): Promise<StoredActivity | undefined> {
  const row = await findActivityById.first(db, { id });
  return row && readActivity(row);
}

type FilterParams = Omit<ActivityFilter, "labels" | "parentId" | "ready" | "blocked"> & {
  teamId: string;
  labelKeys?: string[];
  parentId?: string;
  topLevel?: 1;
  ready?: 1;
  blocked?: 1;
};

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
  if (p.parentId !== undefined) all.push(eb("activities.parent_id", "=", p.parentId));
  // A flag is bound as a parameter like every other (prepareQuery); the predicate itself is literal.
  if (p.topLevel !== undefined) all.push(eb.and([sql<SqlBool>`${p.topLevel} = 1`, eb("activities.parent_id", "is", null)]));
  if (p.ready !== undefined) all.push(eb.and([sql<SqlBool>`${p.ready} = 1`, READY]));
  if (p.blocked !== undefined) all.push(eb.and([sql<SqlBool>`${p.blocked} = 1`, BLOCKED]));
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

const filterParams = (teamId: string, { labels, parentId, ready, blocked, ...filter }: ActivityFilter): FilterParams => ({
  teamId,
  ...filter,
  labelKeys: labels === undefined ? undefined : [...new Set(labels.map(labelKey))],
  parentId: parentId ?? undefined,
  topLevel: parentId === null ? 1 : undefined,
  ready: ready === true ? 1 : undefined,
  blocked: blocked === true ? 1 : undefined,
});

const listActivityPage = prepareQuery((db, p: FilterParams & { afterId?: string; limit: number }) => {
  let query = db
    .selectFrom("activities")
    .select(ACTIVITY_COLUMNS)
    .where((eb) => conditions(eb, p));
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listActivityRows(
  db: Executor,
  teamId: string,
  filter: ActivityFilter,
  page: { limit: number; afterId?: string },
): Promise<StoredActivity[]> {
  const rows = await listActivityPage.all(db, { ...filterParams(teamId, filter), afterId: page.afterId, limit: page.limit + 1 });
  return rows.map(readActivity);
}

/**
 * Activities matching every word of `q` in their title or description (prefix match, stemmed) and
 * the filter, best first, keyset-paged on (score, id). The score depends on the activity alone:
 * title matches first, then matches in the first 2,000 characters of the description.
 */
export async function searchActivityRows(
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
    await catchUpActivitySearch(db);
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
  const rows = await query.orderBy("s.score", "desc").orderBy("s.id", "desc").limit(limit).execute();
  return rows.map(({ score, ...row }) => ({ ...readActivity(row), score }));
}

/** A team's (or a sprint's) newest activities, descriptions cut to `textChars`: what the AI may read. */
export async function listRecentActivities(
  db: Executor,
  teamId: string,
  sprintId: string | undefined,
  limit: number,
  textChars: number,
): Promise<StoredActivity[]> {
  let query = db
    .selectFrom("activities")
    .select(["id", "team_id", "sprint_id", "title", "status", "priority", "points", "due_date", "assigned_to", "review_status"])
    .select(["labels", "created_by", "completed_at", "created_at", "updated_at"])
    .select(["parent_id", "subtasks_total", "subtasks_done", "subtasks_points", "subtasks_points_done", "unresolved_blockers"])
    .select(sql<string | null>`substr(description, 1, ${textChars})`.as("description"))
    .where("team_id", "=", teamId);
  if (sprintId !== undefined) query = query.where("sprint_id", "=", sprintId);
  return (await query.orderBy("id", "desc").limit(limit).execute()).map(readActivity);
}

type InsertActivityParams = Insertable<ActivitiesTable> & { parent_id: string | null };

const insertActivityRow = prepareQuery((db, p: InsertActivityParams) => db.insertInto("activities").values(p));

const labelRows = (p: { teamId: string; activityId: string; keys: readonly string[] }) =>
  p.keys.map((key) => ({ team_id: p.teamId, label_key: key, activity_id: p.activityId }));

// Prepared: one compiled form per number of labels, rather than built and compiled for every activity.
const insertLabelKeys = prepareQuery((db, p: { teamId: string; activityId: string; keys: readonly string[] }) => db.insertInto("activity_labels").values(labelRows(p)));

/**
 * PostgreSQL: the row and its labels' rows in one statement (one round trip instead of two); the
 * labels' foreign key is checked at the statement's end, when the row is there.
 */
const insertActivityWithLabels = prepareQuery((db, { keys, ...row }: InsertActivityParams & { keys: readonly string[] }) =>
  db
    .with("activity", (w) => w.insertInto("activities").values(row))
    .insertInto("activity_labels")
    .values(labelRows({ teamId: row.team_id, activityId: row.id, keys })),
);

const labelKeysOf = (labels: readonly string[]) => [...new Set(labels.map(labelKey))];

/** The filter's rows for an activity's labels. */
async function writeLabelKeys(db: Executor, activity: { id: string; teamId: string }, labels: readonly string[]): Promise<void> {
  const keys = labelKeysOf(labels);
  if (keys.length === 0) return;
  await insertLabelKeys.all(db, { teamId: activity.teamId, activityId: activity.id, keys });
}

/**
 * A new activity: the rollup and blocker counts start at 0 (their columns' defaults), so a caller
 * may leave them out; parentId may be left out for a top-level one.
 */
export type NewActivity = Omit<StoredActivity, "parentId" | "subtasksTotal" | "subtasksDone" | "subtasksPoints" | "subtasksPointsDone" | "unresolvedBlockers"> &
  Partial<Pick<StoredActivity, "parentId">>;

/** Call inside a transaction: the row and its labels' rows are written together, and the activity queued for search. */
export async function insertActivity(db: Executor, activity: NewActivity): Promise<void> {
  // Named column by column (the write path's one mapping): the rollup columns keep their defaults.
  const params: InsertActivityParams = {
    id: activity.id,
    team_id: activity.teamId,
    sprint_id: activity.sprintId,
    title: activity.title,
    description: activity.description,
    status: activity.status,
    priority: activity.priority,
    points: activity.points,
    due_date: activity.dueDate,
    assigned_to: activity.assignedTo,
    review_status: activity.reviewStatus,
    labels: JSON.stringify(activity.labels),
    created_by: activity.createdBy,
    completed_at: activity.completedAt,
    created_at: activity.createdAt,
    updated_at: activity.updatedAt,
    parent_id: activity.parentId ?? null,
  };
  const keys = labelKeysOf(activity.labels);
  if (keys.length > 0 && engineOf(db) === "postgres") {
    await insertActivityWithLabels.all(db, { ...params, keys });
    return;
  }
  await insertActivityRow.all(db, params);
  if (keys.length > 0) await insertLabelKeys.all(db, { teamId: activity.teamId, activityId: activity.id, keys });
  await queueActivitySearch(db, activity.id);
}

/** Call inside a transaction when `changes` holds labels. */
export async function updateActivityRow(
  db: Executor,
  activity: { id: string; teamId: string },
  { labels, ...changes }: Partial<Omit<StoredActivity, "id" | "teamId">>,
): Promise<void> {
  const columns = writeColumns<Updateable<ActivitiesTable>>(changes);
  if (labels !== undefined) columns.labels = JSON.stringify(labels);
  await db.updateTable("activities").set(columns).where("id", "=", activity.id).execute();
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
export async function listSprintActivities(db: Executor, teamId: string, sprintId: string, limit: number): Promise<StoredActivity[]> {
  return (await db.selectFrom("activities").select(ACTIVITY_COLUMNS).where("team_id", "=", teamId).where("sprint_id", "=", sprintId).orderBy("id").limit(limit).execute()).map(readActivity);
}

/**
 * Deletes activities (one, or a batch by id) and what hangs off them: their comments and relations go, documents and
 * resources linked to them stay with the link cleared, and the activities they leave behind are
 * kept right: a parent's sub-task rollup loses them, an activity they blocked while unfinished has
 * one unresolved blocker less. Their own sub-tasks must be among them (the caller checks: 409
 * has_subtasks). Call inside a transaction. Every statement names the team, so each reaches its
 * rows through a (team_id, …) index instead of scanning every team's table.
 */
export async function deleteActivityRows(db: Executor, teamId: string, where: { id: string } | { ids: string[] }): Promise<void> {
  const ids = db
    .selectFrom("activities")
    .select("id")
    .where("team_id", "=", teamId)
    .where("id", "in", "id" in where ? [where.id] : where.ids);
  await db
    .updateTable("activities")
    .set({
      unresolved_blockers: sql`unresolved_blockers - (SELECT count(*) FROM relations r JOIN activities b ON b.id = r.activity_id
        WHERE r.related_activity_id = activities.id AND r.type = 'blocks' AND b.status NOT IN (${FINISHED}) AND b.id IN (${ids}))`,
    })
    .where("team_id", "=", teamId)
    .where("id", "in", db.selectFrom("relations").select("related_activity_id").where("type", "=", "blocks").where("activity_id", "in", ids))
    .where("id", "not in", ids)
    .execute();
  // Each parent left behind loses its deleted sub-tasks' share of its rollup.
  const lost = (what: string, finishedOnly: boolean) =>
    sql`(SELECT ${sql.raw(what)} FROM activities c WHERE c.parent_id = activities.id AND c.id IN (${ids})${
      finishedOnly ? sql` AND c.status IN (${FINISHED})` : sql``
    })`;
  await db
    .updateTable("activities")
    .set({
      subtasks_total: sql`subtasks_total - ${lost("count(*)", false)}`,
      subtasks_done: sql`subtasks_done - ${lost("count(*)", true)}`,
      subtasks_points: sql`subtasks_points - ${lost("coalesce(sum(c.points), 0)", false)}`,
      subtasks_points_done: sql`subtasks_points_done - ${lost("coalesce(sum(c.points), 0)", true)}`,
    })
    .where("team_id", "=", teamId)
    .where("id", "in", db.selectFrom("activities").select("parent_id").where("team_id", "=", teamId).where("id", "in", ids).where("parent_id", "is not", null))
    .where("id", "not in", ids)
    .execute();
  await db.deleteFrom("relations").where("activity_id", "in", ids).execute();
  await db.deleteFrom("relations").where("related_activity_id", "in", ids).execute();
  await db.deleteFrom("comments").where("activity_id", "in", ids).execute();
  await db.updateTable("documents").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.updateTable("resources").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.deleteFrom("activities").where("id", "in", ids).execute();
}

/**
 * Holds the team's work graph (parents, `blocks` relations, and the statuses and points rollups and
 * blocker counts follow) until the transaction ends. Every write that changes it takes this first,
 * before any row lock, so two of them never wait on each other in opposite orders, and one that
 * checks for a cycle sees every edge committed before it. PostgreSQL: a transaction-level advisory
 * lock on the team; SQLite serialises its write transactions already.
 */
export async function lockTeamGraph(db: Executor, teamId: string): Promise<void> {
  if (!supportsRowLocks(db)) return;
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(GRAPH_LOCK_CLASS)}, hashtext(${teamId}))`.execute(db);
}

/** The first key of the team graph's advisory locks: "SRgr". */
const GRAPH_LOCK_CLASS = 0x53526772;

/** What one activity adds to its parent's rollup. */
export interface RollupDelta {
  total: number;
  done: number;
  points: number;
  pointsDone: number;
}

/** Adds `delta` to a parent's sub-task rollup. */
export async function adjustRollup(db: Executor, parentId: string, delta: RollupDelta): Promise<void> {
  await db
    .updateTable("activities")
    .set({
      subtasks_total: sql`subtasks_total + ${delta.total}`,
      subtasks_done: sql`subtasks_done + ${delta.done}`,
      subtasks_points: sql`subtasks_points + ${delta.points}`,
      subtasks_points_done: sql`subtasks_points_done + ${delta.pointsDone}`,
    })
    .where("id", "=", parentId)
    .execute();
}

/** Adds `delta` to the unresolved blocker count of every activity `blockerId` blocks (at most 50). */
export async function adjustBlockedBy(db: Executor, blockerId: string, delta: number): Promise<void> {
  await db
    .updateTable("activities")
    .set({ unresolved_blockers: sql`unresolved_blockers + ${delta}` })
    .where("id", "in", db.selectFrom("relations").select("related_activity_id").where("activity_id", "=", blockerId).where("type", "=", "blocks"))
    .execute();
}

/** Adds `delta` to one activity's unresolved blocker count. */
export async function adjustBlockers(db: Executor, activityId: string, delta: number): Promise<void> {
  await db
    .updateTable("activities")
    .set({ unresolved_blockers: sql`unresolved_blockers + ${delta}` })
    .where("id", "=", activityId)
    .execute();
}

/**
 * Whether the activity has a descendant `levels` levels below it (1: a sub-task). Walks at most
 * `levels` levels of its sub-tasks, through activities_parent_idx.
 */
export async function hasDescendantAt(db: Executor, teamId: string, activityId: string, levels: number): Promise<boolean> {
  const found = await sql<{ found: number }>`
    WITH RECURSIVE below (id, level) AS (
      SELECT id, 1 FROM activities WHERE team_id = ${teamId} AND parent_id = ${activityId}
      UNION ALL
      SELECT a.id, below.level + 1 FROM activities a JOIN below ON a.team_id = ${teamId} AND a.parent_id = below.id
      WHERE below.level < ${levels}
    )
    SELECT 1 AS found FROM below WHERE level = ${levels} LIMIT 1`.execute(db);
  return found.rows.length > 0;
}

/** One of the activity's sub-tasks, if it has any. */
export async function findSubtask(db: Executor, teamId: string, activityId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("activities").select("id").where("team_id", "=", teamId).where("parent_id", "=", activityId).limit(1).executeTakeFirst();
}

/** An activity of the sprint with a sub-task in another sprint, if any (deleting the sprint would orphan it). */
export async function findSubtaskOutsideSprint(db: Executor, teamId: string, sprintId: string): Promise<{ id: string; parentId: string | null } | undefined> {
  const found = await db
    .selectFrom("activities as p")
    .innerJoin("activities as c", (join) => join.onRef("c.parent_id", "=", "p.id").on("c.team_id", "=", teamId))
    .select(["c.id", "c.parent_id"])
    .where("p.team_id", "=", teamId)
    .where("p.sprint_id", "=", sprintId)
    .where("c.sprint_id", "<>", sprintId)
    .limit(1)
    .executeTakeFirst();
  return found && { id: found.id, parentId: found.parent_id };
}

export interface ActivityGraphRows {
  /** Unfinished blockers of each activity, oldest relation first. */
  blockedBy: Map<string, Array<{ id: string; title: string; status: ActivityStatus }>>;
  /** What each activity blocks, oldest relation first. */
  blocks: Map<string, string[]>;
}

/**
 * The blockers and blocked of up to a page of activities: at most 50 relations each. Blockers are
 * read only for the activities whose count says they have unresolved ones.
 */
const unfinishedBlockersOf = prepareQuery((db, p: { ids: string[] }) =>
  db
    .selectFrom("relations as r")
    .innerJoin("activities as b", "b.id", "r.activity_id")
    .select(["r.related_activity_id as of", "b.id", "b.title", "b.status"])
    .where("r.related_activity_id", "in", p.ids)
    .where("r.type", "=", "blocks")
    .where(sql<SqlBool>`b.status NOT IN (${FINISHED})`)
    .orderBy("r.id"),
);

const blockedBy = prepareQuery((db, p: { ids: string[] }) =>
  db.selectFrom("relations").select(["activity_id", "related_activity_id"]).where("activity_id", "in", p.ids).where("type", "=", "blocks").orderBy("id"),
);

export async function loadActivityGraphs(db: Executor, activities: ReadonlyArray<{ id: string; unresolvedBlockers: number }>): Promise<ActivityGraphRows> {
  const graphs: ActivityGraphRows = { blockedBy: new Map(), blocks: new Map() };
  if (activities.length === 0) return graphs;
  const blockedIds = activities.filter((activity) => activity.unresolvedBlockers > 0).map((activity) => activity.id);
  if (blockedIds.length > 0) {
    const blockers = await unfinishedBlockersOf.all(db, { ids: blockedIds });
    for (const { of, ...blocker } of blockers) graphs.blockedBy.set(of, [...(graphs.blockedBy.get(of) ?? []), blocker]);
  }
  const blocked = await blockedBy.all(db, { ids: activities.map((activity) => activity.id) });
  for (const edge of blocked) graphs.blocks.set(edge.activity_id, [...(graphs.blocks.get(edge.activity_id) ?? []), edge.related_activity_id]);
  return graphs;
}
