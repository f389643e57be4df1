// Activities: list (filters), get, create, update, delete. Rules: sprint, assignee and parent within
// the team; COMPLETED and reviewStatus changes need CAPTAIN/STAFF; completedAt follows the finished
// statuses; sub-tasks at most 5 levels deep, never a loop; a parent's rollup and the blocker counts
// of what an activity blocks change in the same transaction as the activity (docs/decisions/0013).
import {
  ActivityParams,
  ActivityRecord,
  CreateActivityBody,
  isFinished,
  ListActivitiesQuery,
  MAX_DEPTH,
  UpdateActivityBody,
} from "../../schemas/activities.js";
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import { TeamParams } from "../../schemas/teams.js";
import { type ActivityGraph, NO_GRAPH, presentActivity, presentRelation } from "../../presenters/activities.js";
import { presentComment } from "../../presenters/comments.js";
import { listCommentsOfActivities } from "../../storage/repos/comments.js";
import { decodeIdCursor, decodeScoreCursor, encodeIdCursor, encodeScoreCursor, toPage } from "../../storage/cursor.js";
import {
  type ActivityFilter,
  adjustBlockedBy,
  adjustRollup,
  deleteActivityRows,
  findActivity,
  findSubtask,
  hasDescendantAt,
  insertActivity,
  listActivityRows,
  loadActivityGraphs,
  lockTeamGraph,
  type RollupDelta,
  searchActivityRows,
  updateActivityRow,
} from "../../storage/repos/activities.js";
import { listRelationsOfActivities } from "../../storage/repos/relations.js";
import type { Executor } from "../../storage/database.js";
import { findMemberRole } from "../../storage/repos/members.js";
import { findSprint, findSprintTeam } from "../../storage/repos/sprints.js";
import type { StoredActivity, StoredSprint } from "../../storage/records.js";
import type { OperationContext } from "../runtime/context.js";
import { AppError, invalidDateRange, quote, resourceMissing } from "../../errors.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { applyPatch, type Columns } from "../runtime/patch.js";
import { inTeam, loadTeamObject, requireRole, teamObject } from "../runtime/permissions.js";
import { ACTIVITY, deletedOf, listOf } from "../../schemas/examples.js";

/** The records of activity rows (a page at most), with their blockers and what they block. */
export async function presentActivities(db: Executor, rows: readonly StoredActivity[]): Promise<ActivityRecord[]> {
  const graphs = await loadActivityGraphs(db, rows);
  return rows.map((row) => presentActivity(row, graphOf(graphs, row.id)));
}

function graphOf(graphs: Awaited<ReturnType<typeof loadActivityGraphs>>, id: string): ActivityGraph {
  return { blockedBy: graphs.blockedBy.get(id) ?? [], blocks: graphs.blocks.get(id) ?? [] };
}

async function activityGraph(db: Executor, row: StoredActivity): Promise<ActivityGraph> {
  return graphOf(await loadActivityGraphs(db, [row]), row.id);
}

/** `load` for an activity the caller can see; 404 for a missing id or another team's activity. */
export const activityOf = teamObject("activity", "activities", "activityId");

/** `load` for reading an activity's record: the row and its edges. */
async function activityWithGraph(ctx: OperationContext, input: { activityId: string }) {
  const loaded = await activityOf(ctx, input);
  return { ...loaded, graph: await activityGraph(ctx.db, loaded.row) };
}

/**
 * `load` for a change to an activity. One that touches the work graph (its status, points or parent:
 * its parent's rollup, what it blocks) takes the team's graph lock before the row's (lockTeamGraph).
 */
export async function activityToChange(ctx: OperationContext, input: { activityId: string; status?: unknown; points?: unknown; parentId?: unknown }) {
  return lockedActivity(ctx, input.activityId, input.status !== undefined || input.points !== undefined || input.parentId !== undefined);
}

/** `load` for a delete: the graph's lock first, as for every change to it (a deleted blocker unblocks). */
async function activityToDelete(ctx: OperationContext, input: { activityId: string }) {
  return lockedActivity(ctx, input.activityId, true);
}

async function lockedActivity(ctx: OperationContext, activityId: string, touchesGraph: boolean) {
  if (touchesGraph) {
    const { row } = await loadTeamObject(ctx, "activity", "activities", activityId);
    await lockTeamGraph(ctx.db, row.teamId);
  }
  const loaded = await loadTeamObject(ctx, "activity", "activities", activityId, true);
  const graph = await activityGraph(ctx.db, loaded.row);
  // Presented once: the If-Match check, the event's record before the change and a no-op's answer.
  return { ...loaded, graph, record: presentActivity(loaded.row, graph) };
}

/** What an activity adds to its parent's sub-task rollup. */
function rollupOf(row: Pick<StoredActivity, "status" | "points">, sign = 1): RollupDelta {
  const done = isFinished(row.status);
  const points = row.points ?? 0;
  return { total: sign, done: done ? sign : 0, points: sign * points, pointsDone: done ? sign * points : 0 };
}

/**
 * The parent a body names for `child` (undefined for a new activity): an activity of the team, not
 * the child or one of its sub-tasks (400 parent_cycle), and not so deep that the child or its own
 * sub-tasks would sit below level 5 (400 too_deep). Walks at most 5 parents up, and the child's
 * sub-tasks at most 4 levels down.
 */
async function requireParent(ctx: OperationContext, teamId: string, parentId: string, child?: StoredActivity): Promise<StoredActivity> {
  const parent = await findActivity(ctx.db, parentId);
  if (!parent || parent.teamId !== teamId) throw resourceMissing("parentId", `parentId '${parentId}' is not an activity of this team.`);
  let depth = 0;
  for (let at: StoredActivity | undefined = parent; at !== undefined; at = at.parentId === null ? undefined : await findActivity(ctx.db, at.parentId)) {
    if (at.id === child?.id) {
      throw new AppError("parent_cycle", `parentId ${quote(parentId)} is ${at.id === parentId ? "the activity itself" : "one of its sub-tasks"}: an activity cannot be its own ancestor.`, "parentId");
    }
    depth += 1;
  }
  const levelsBelow = MAX_DEPTH - depth;
  const tooDeep = levelsBelow < 1 || (child !== undefined && (await hasDescendantAt(ctx.db, teamId, child.id, levelsBelow)));
  if (tooDeep) {
    throw new AppError("too_deep", `Under parentId ${quote(parentId)} (level ${depth}), ${child === undefined ? "the activity" : "the activity or one of its sub-tasks"} would be below level ${MAX_DEPTH}: sub-tasks go at most ${MAX_DEPTH} levels deep.`, "parentId");
  }
  return parent;
}

/** A body reference to a sprint must name a sprint of the same team. */
export async function requireTeamSprint(ctx: OperationContext, teamId: string, sprintId: string, param = "sprintId"): Promise<StoredSprint> {
  const sprint = await findSprint(ctx.db, sprintId);
  if (!sprint || sprint.teamId !== teamId) throw notTeamSprint(param, sprintId);
  return sprint;
}

/** The same check when the sprint itself is not needed: only its team is read. */
async function requireTeamSprintRef(ctx: OperationContext, teamId: string, sprintId: string): Promise<void> {
  const sprintTeam = ctx.memo?.sprintTeams.get(sprintId) ?? (await findSprintTeam(ctx.db, sprintId));
  if (sprintTeam !== teamId) throw notTeamSprint("sprintId", sprintId);
  // A batch reads each sprint's team once (BatchMemo); a sprint never moves to another team.
  ctx.memo?.sprintTeams.set(sprintId, sprintTeam);
}

const notTeamSprint = (param: string, sprintId: string) => resourceMissing(param, `${param} '${sprintId}' is not a sprint of this team.`);

/** A body reference to an activity must name an activity of the same team. */
export async function requireTeamActivity(ctx: OperationContext, teamId: string, activityId: string, param = "activityId"): Promise<void> {
  const activity = await findActivity(ctx.db, activityId);
  if (!activity || activity.teamId !== teamId) {
    throw resourceMissing(param, `${param} '${activityId}' is not an activity of this team.`);
  }
}

async function requireTeamMemberRef(ctx: OperationContext, teamId: string, userId: string): Promise<void> {
  if ((await findMemberRole(ctx.db, teamId, userId)) === undefined) {
    throw resourceMissing("assignedTo", `assignedTo '${userId}' is not a member of this team.`);
  }
}

function completedAtFor(status: string, previous: StoredActivity | undefined, now: string): string | null {
  if (!isFinished(status)) return null;
  if (previous && isFinished(previous.status) && previous.completedAt !== null) {
    return previous.completedAt;
  }
  return now;
}

export const listActivities = defineOperation({
  name: "listActivities",
  toolName: "list_activities",
  group: "activities",
  summary: "A team's activities, newest first, or best match first with q; filters combine (assignedTo may be 'me').",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/activities", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member", "invalid_date_range"],
  emits: [],
  example: { q: "rounding", status: "IN_PROGRESS,BLOCKED", priority: "HIGH,CRITICAL", label: "checkout", dueBefore: "2026-12-04", assignedTo: "me", ready: "true" },
  params: TeamParams,
  query: ListActivitiesQuery,
  output: ListEnvelope(ActivityRecord),
  responseExample: listOf(ACTIVITY),
  load: inTeam,
  async run(ctx, input, { teamId }) {
    if (input.dueAfter !== undefined && input.dueBefore !== undefined && input.dueAfter > input.dueBefore) {
      throw invalidDateRange("dueAfter", `dueAfter (${input.dueAfter}) is after dueBefore (${input.dueBefore}): no activity could match.`);
    }
    const filter: ActivityFilter = {
      sprintId: input.sprintId,
      statuses: input.status,
      priorities: input.priority,
      assignedTo: input.assignedTo === "me" ? ctx.actor.userId : input.assignedTo,
      labels: input.label,
      dueBefore: input.dueBefore,
      dueAfter: input.dueAfter,
      updatedSince: input.updatedSince,
      parentId: input.parentId === "none" ? null : input.parentId,
      ready: input.ready,
      blocked: input.blocked,
    };
    if (input.q !== undefined) {
      const after = decodeScoreCursor(input.starting_after);
      const rows = await searchActivityRows(ctx.db, teamId, input.q, filter, { limit: input.limit, after });
      const page = toPage(rows, input.limit, (row) => encodeScoreCursor(row.score, row.id), ({ score: _score, ...row }) => row);
      return { ...page, data: await presentActivities(ctx.db, page.data) };
    }
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listActivityRows(ctx.db, teamId, filter, { limit: input.limit, afterId });
    const page = toPage(rows, input.limit, (row) => encodeIdCursor(row.id), (row) => row);
    return { ...page, data: await presentActivities(ctx.db, page.data) };
  },
});

export const getActivity = defineOperation({
  name: "getActivity",
  toolName: "get_activity",
  group: "activities",
  summary: "Get one activity.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/activities/:activityId", status: 200 },
  scope: "read",
  writes: "never",
  versioned: true,
  errors: ["resource_not_found"],
  emits: [],
  params: ActivityParams,
  output: ActivityRecord,
  responseExample: ACTIVITY,
  load: activityWithGraph,
  async run(_ctx, _input, { row, graph }) {
    return presentActivity(row, graph);
  },
});

/** Creates an activity in a sprint of the team. 400 resource_missing for a foreign sprint or assignee. */
export const createActivity = defineOperation({
  name: "createActivity",
  toolName: "create_activity",
  group: "activities",
  summary: "Create an activity (task) in a sprint of the team.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/activities", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: ["not_team_member", "insufficient_role", "resource_missing", "too_deep"],
  emits: ["activity.created"],
  example: { title: "Redesign the cart summary", sprintId: "01a206e5-2aaa-7698-ab42-9af63806c0c1", priority: "HIGH", points: 5, dueDate: "2026-11-28" },
  params: TeamParams,
  body: CreateActivityBody,
  output: ActivityRecord,
  responseExample: ACTIVITY,
  load: inTeam,
  role: "write_work",
  roleRule: "status COMPLETED: CAPTAIN or STAFF",
  async run(ctx, input, { teamId, role }) {
    if (input.status === "COMPLETED") requireRole(role, "complete_activity");
    await requireTeamSprintRef(ctx, teamId, input.sprintId);
    if (input.assignedTo != null) await requireTeamMemberRef(ctx, teamId, input.assignedTo);
    if (input.parentId != null) {
      await lockTeamGraph(ctx.db, teamId);
      await requireParent(ctx, teamId, input.parentId);
    }
    const now = ctx.now().toISOString();
    const row: StoredActivity = {
      id: ctx.newId(),
      teamId,
      sprintId: input.sprintId,
      title: input.title,
      description: input.description ?? null,
      status: input.status,
      priority: input.priority ?? null,
      points: input.points ?? null,
      dueDate: input.dueDate ?? null,
      assignedTo: input.assignedTo ?? null,
      reviewStatus: null,
      labels: input.labels ?? [],
      createdBy: ctx.actor.userId,
      completedAt: completedAtFor(input.status, undefined, now),
      createdAt: now,
      updatedAt: now,
      parentId: input.parentId ?? null,
      subtasksTotal: 0,
      subtasksDone: 0,
      subtasksPoints: 0,
      subtasksPointsDone: 0,
      unresolvedBlockers: 0,
    };
    await insertActivity(ctx.db, row);
    if (row.parentId !== null) await adjustRollup(ctx.db, row.parentId, rollupOf(row));
    const record = presentActivity(row, NO_GRAPH);
    recordChange(ctx, { type: "activity.created", teamId, object: record, activityId: row.id });
    return record;
  },
});

const ACTIVITY_COLUMNS: Columns<UpdateActivityBody, StoredActivity> = {
  sprintId: "sprintId",
  title: "title",
  description: "description",
  status: "status",
  priority: "priority",
  points: "points",
  dueDate: "dueDate",
  assignedTo: "assignedTo",
  reviewStatus: "reviewStatus",
  labels: "labels",
  parentId: "parentId",
};

/** Partial update. Setting COMPLETED or changing reviewStatus: 403 insufficient_role below STAFF. */
export const updateActivity = defineOperation({
  name: "updateActivity",
  toolName: "update_activity",
  group: "activities",
  summary: "Update an activity; omitted fields stay, null clears. COMPLETED and reviewStatus need CAPTAIN or STAFF.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "PATCH", path: "/activities/:activityId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  versioned: true,
  errors: ["resource_not_found", "insufficient_role", "resource_missing", "parent_cycle", "too_deep", "precondition_failed"],
  emits: ["activity.updated"],
  example: { status: "IN_REVIEW", assignedTo: "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5" },
  params: ActivityParams,
  body: UpdateActivityBody,
  output: ActivityRecord,
  responseExample: ACTIVITY,
  load: activityToChange,
  role: "write_work",
  roleRule: "status COMPLETED, or a change of reviewStatus: CAPTAIN or STAFF",
  current: ({ record }) => record,
  async run(ctx, input, { row: activity, role, graph, record: before }) {
    const { activityId: _path, ...changes } = input;
    if (changes.status === "COMPLETED") requireRole(role, "complete_activity");
    if (changes.reviewStatus !== undefined && changes.reviewStatus !== activity.reviewStatus) {
      requireRole(role, "change_review_status");
    }
    if (Object.keys(changes).length === 0) return before;
    if (changes.sprintId !== undefined) await requireTeamSprintRef(ctx, activity.teamId, changes.sprintId);
    if (changes.assignedTo != null) await requireTeamMemberRef(ctx, activity.teamId, changes.assignedTo);
    if (changes.parentId != null && changes.parentId !== activity.parentId) await requireParent(ctx, activity.teamId, changes.parentId, activity);
    const { next, changed } = applyPatch(activity, changes, ACTIVITY_COLUMNS);
    const now = ctx.now().toISOString();
    next.completedAt = completedAtFor(next.status, activity, now);
    next.updatedAt = now;
    await updateActivityRow(ctx.db, activity, { ...changed, completedAt: next.completedAt, updatedAt: next.updatedAt });
    await keepGraph(ctx.db, activity, next);
    const record = presentActivity(next, graph);
    recordChange(ctx, { type: "activity.updated", teamId: activity.teamId, object: record, before, activityId: activity.id });
    return record;
  },
});

/** Comments of the activities read this many at a time as their deletion is recorded. */
const COMMENT_BATCH = 200;

/**
 * Records a comment.deleted for every comment of these activities, read COMMENT_BATCH at a time:
 * deleting activities removes their comments, and a consumer of events learns of each.
 */
export async function recordCommentsDeleted(ctx: OperationContext, teamId: string, activityIds: string[]): Promise<void> {
  for (let afterId: string | undefined; ; ) {
    const comments = await listCommentsOfActivities(ctx.db, activityIds, { limit: COMMENT_BATCH, afterId });
    for (const comment of comments) recordChange(ctx, { type: "comment.deleted", teamId, object: presentComment(comment), activityId: comment.activityId });
    if (comments.length < COMMENT_BATCH) return;
    afterId = comments.at(-1)?.id;
  }
}

/**
 * Records a relation.deleted for every relation of these activities (at most 50 each), once even
 * when both its ends go: deleting activities removes their relations, and both sides' histories and
 * a consumer of events learn of each.
 */
export async function recordRelationsDeleted(ctx: OperationContext, teamId: string, activityIds: string[]): Promise<void> {
  for (const relation of await listRelationsOfActivities(ctx.db, activityIds)) {
    recordChange(ctx, {
      type: "relation.deleted",
      teamId,
      object: presentRelation(relation, relation.activityId),
      activityId: relation.activityId,
      relatedActivityId: relation.relatedActivityId,
    });
  }
}

/**
 * The rest of the graph follows a change to an activity: its old and new parents' rollups, and, when
 * it became finished or unfinished, the blocker counts of what it blocks (at most 50).
 */
async function keepGraph(db: Executor, before: StoredActivity, after: StoredActivity): Promise<void> {
  const [was, is] = [rollupOf(before), rollupOf(after)];
  if (before.parentId === after.parentId) {
    const delta = { total: 0, done: is.done - was.done, points: is.points - was.points, pointsDone: is.pointsDone - was.pointsDone };
    if (before.parentId !== null && (delta.done !== 0 || delta.points !== 0 || delta.pointsDone !== 0)) await adjustRollup(db, before.parentId, delta);
  } else {
    if (before.parentId !== null) await adjustRollup(db, before.parentId, rollupOf(before, -1));
    if (after.parentId !== null) await adjustRollup(db, after.parentId, is);
  }
  if (isFinished(before.status) !== isFinished(after.status)) await adjustBlockedBy(db, after.id, isFinished(after.status) ? -1 : 1);
}

/** Deletes an activity with its comments and relations; linked documents and resources stay, unlinked. */
export const deleteActivity = defineOperation({
  name: "deleteActivity",
  toolName: "delete_activity",
  group: "activities",
  summary: "Delete an activity, its comments and its relations; linked documents and resources stay, unlinked. One with sub-tasks: 409.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "DELETE", path: "/activities/:activityId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "has_subtasks"],
  emits: ["activity.deleted", "comment.deleted", "relation.deleted"],
  params: ActivityParams,
  output: DeletedRecord("activity"),
  responseExample: deletedOf("activity", ACTIVITY.id),
  load: activityToDelete,
  role: "write_work",
  async run(ctx, _input, { row: activity, record }) {
    const subtask = await findSubtask(ctx.db, activity.teamId, activity.id);
    if (subtask !== undefined) {
      throw new AppError("has_subtasks", `Activity '${activity.id}' has sub-tasks (${subtask.id}, …): move them to another parent (parentId) or delete them first.`);
    }
    await recordCommentsDeleted(ctx, activity.teamId, [activity.id]);
    await recordRelationsDeleted(ctx, activity.teamId, [activity.id]);
    await deleteActivityRows(ctx.db, activity.teamId, { id: activity.id });
    recordChange(ctx, { type: "activity.deleted", teamId: activity.teamId, object: record, activityId: activity.id });
    return { object: "activity" as const, id: activity.id, deleted: true as const };
  },
});
