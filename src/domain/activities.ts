// Activities: list (filters), get, create, update. Rules: sprint and assignee within the team;
// COMPLETED and reviewStatus changes need CAPTAIN/STAFF; completedAt follows COMPLETED/DONE.
import {
  ActivityParams,
  ActivityRecord,
  CreateActivityBody,
  ListActivitiesQuery,
  UpdateActivityBody,
} from "../schemas/activities.js";
import { DeletedRecord, ListEnvelope } from "../schemas/common.js";
import { TeamParams } from "../schemas/teams.js";
import { presentActivity } from "../presenters/activities.js";
import { presentComment } from "../presenters/comments.js";
import { listCommentsOfActivities } from "../storage/repos/comments.js";
import { decodeIdCursor, decodeScoreCursor, encodeIdCursor, encodeScoreCursor, toPage } from "../storage/cursor.js";
import {
  type ActivityFilter,
  deleteActivities,
  findActivity,
  insertActivity,
  listActivities as listActivityRows,
  searchActivities,
  updateActivity as updateActivityRow,
} from "../storage/repos/activities.js";
import { findMemberRole } from "../storage/repos/members.js";
import { findSprint } from "../storage/repos/sprints.js";
import type { ActivityRow, SprintRow } from "../storage/tables.js";
import type { OperationContext } from "./context.js";
import { invalidDateRange, resourceMissing } from "../errors.js";
import { recordChange } from "./events.js";
import { defineOperation } from "./operation.js";
import { applyPatch, type Columns } from "./patch.js";
import { inTeam, requireRole, teamObject } from "./permissions.js";
import { ACTIVITY, deletedOf, listOf } from "../schemas/examples.js";

const DONE_STATES = new Set(["COMPLETED", "DONE"]);

/** `load` for an activity the caller can see; 404 for a missing id or another team's activity. */
export const activityOf = teamObject("activity", "activities", "activityId");
const activityToUpdate = teamObject("activity", "activities", "activityId", { lock: true });

/** A body reference to a sprint must name a sprint of the same team. */
export async function requireTeamSprint(ctx: OperationContext, teamId: string, sprintId: string, param = "sprintId"): Promise<SprintRow> {
  const sprint = await findSprint(ctx.db, sprintId);
  if (!sprint || sprint.team_id !== teamId) throw resourceMissing(param, `${param} '${sprintId}' is not a sprint of this team.`);
  return sprint;
}

/** A body reference to an activity must name an activity of the same team. */
export async function requireTeamActivity(ctx: OperationContext, teamId: string, activityId: string, param = "activityId"): Promise<void> {
  const activity = await findActivity(ctx.db, activityId);
  if (!activity || activity.team_id !== teamId) {
    throw resourceMissing(param, `${param} '${activityId}' is not an activity of this team.`);
  }
}

async function requireTeamMemberRef(ctx: OperationContext, teamId: string, userId: string): Promise<void> {
  if ((await findMemberRole(ctx.db, teamId, userId)) === undefined) {
    throw resourceMissing("assignedTo", `assignedTo '${userId}' is not a member of this team.`);
  }
}

function completedAtFor(status: string, previous: ActivityRow | undefined, now: string): string | null {
  if (!DONE_STATES.has(status)) return null;
  if (previous && DONE_STATES.has(previous.status) && previous.completed_at !== null) {
    return previous.completed_at;
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
  example: { q: "rounding", status: "IN_PROGRESS,BLOCKED", priority: "HIGH,CRITICAL", label: "checkout", dueBefore: "2026-12-04", assignedTo: "me" },
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
    };
    if (input.q !== undefined) {
      const after = decodeScoreCursor(input.starting_after);
      const rows = await searchActivities(ctx.db, teamId, input.q, filter, { limit: input.limit, after });
      return toPage(rows, input.limit, (row) => encodeScoreCursor(row.score, row.id), presentActivity);
    }
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listActivityRows(ctx.db, teamId, filter, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentActivity);
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
  load: activityOf,
  async run(_ctx, _input, { row }) {
    return presentActivity(row);
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
  errors: ["not_team_member", "insufficient_role", "resource_missing"],
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
    await requireTeamSprint(ctx, teamId, input.sprintId);
    if (input.assignedTo != null) await requireTeamMemberRef(ctx, teamId, input.assignedTo);
    const now = ctx.now().toISOString();
    const row: ActivityRow = {
      id: ctx.newId(),
      team_id: teamId,
      sprint_id: input.sprintId,
      title: input.title,
      description: input.description ?? null,
      status: input.status,
      priority: input.priority ?? null,
      points: input.points ?? null,
      due_date: input.dueDate ?? null,
      assigned_to: input.assignedTo ?? null,
      review_status: null,
      labels: input.labels ?? [],
      created_by: ctx.actor.userId,
      completed_at: completedAtFor(input.status, undefined, now),
      created_at: now,
      updated_at: now,
    };
    await insertActivity(ctx.db, row);
    const record = presentActivity(row);
    recordChange(ctx, { type: "activity.created", teamId, object: record, activityId: row.id });
    return record;
  },
});

const ACTIVITY_COLUMNS: Columns<UpdateActivityBody, ActivityRow> = {
  sprintId: "sprint_id",
  title: "title",
  description: "description",
  status: "status",
  priority: "priority",
  points: "points",
  dueDate: "due_date",
  assignedTo: "assigned_to",
  reviewStatus: "review_status",
  labels: "labels",
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
  errors: ["resource_not_found", "insufficient_role", "resource_missing", "precondition_failed"],
  emits: ["activity.updated"],
  example: { status: "IN_REVIEW", assignedTo: "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5" },
  params: ActivityParams,
  body: UpdateActivityBody,
  output: ActivityRecord,
  responseExample: ACTIVITY,
  load: activityToUpdate,
  role: "write_work",
  roleRule: "status COMPLETED, or a change of reviewStatus: CAPTAIN or STAFF",
  current: ({ row }) => presentActivity(row),
  async run(ctx, input, { row: activity, role }) {
    const { activityId: _path, ...changes } = input;
    if (changes.status === "COMPLETED") requireRole(role, "complete_activity");
    if (changes.reviewStatus !== undefined && changes.reviewStatus !== activity.review_status) {
      requireRole(role, "change_review_status");
    }
    if (Object.keys(changes).length === 0) return presentActivity(activity);
    if (changes.sprintId !== undefined) await requireTeamSprint(ctx, activity.team_id, changes.sprintId);
    if (changes.assignedTo != null) await requireTeamMemberRef(ctx, activity.team_id, changes.assignedTo);
    const { next, changed } = applyPatch(activity, changes, ACTIVITY_COLUMNS);
    const now = ctx.now().toISOString();
    next.completed_at = completedAtFor(next.status, activity, now);
    next.updated_at = now;
    await updateActivityRow(ctx.db, activity, { ...changed, completed_at: next.completed_at, updated_at: next.updated_at });
    const record = presentActivity(next);
    recordChange(ctx, { type: "activity.updated", teamId: activity.team_id, object: record, before: presentActivity(activity), activityId: activity.id });
    return record;
  },
});

/** Deletes an activity and its comments; documents and resources linked to it keep existing, unlinked. */
/** Comments of the activities read this many at a time as their deletion is recorded. */
const COMMENT_BATCH = 200;

/**
 * Records a comment.deleted for every comment of these activities, read COMMENT_BATCH at a time:
 * deleting activities removes their comments, and a consumer of events learns of each.
 */
export async function recordCommentsDeleted(ctx: OperationContext, teamId: string, activityIds: string[]): Promise<void> {
  for (let afterId: string | undefined; ; ) {
    const comments = await listCommentsOfActivities(ctx.db, activityIds, { limit: COMMENT_BATCH, afterId });
    for (const comment of comments) recordChange(ctx, { type: "comment.deleted", teamId, object: presentComment(comment), activityId: comment.activity_id });
    if (comments.length < COMMENT_BATCH) return;
    afterId = comments.at(-1)?.id;
  }
}

export const deleteActivity = defineOperation({
  name: "deleteActivity",
  toolName: "delete_activity",
  group: "activities",
  summary: "Delete an activity and its comments; linked documents and resources stay, unlinked.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "DELETE", path: "/activities/:activityId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found"],
  emits: ["activity.deleted", "comment.deleted"],
  params: ActivityParams,
  output: DeletedRecord("activity"),
  responseExample: deletedOf("activity", ACTIVITY.id),
  load: activityOf,
  role: "write_work",
  async run(ctx, _input, { row: activity }) {
    await recordCommentsDeleted(ctx, activity.team_id, [activity.id]);
    await deleteActivities(ctx.db, activity.team_id, { id: activity.id });
    recordChange(ctx, { type: "activity.deleted", teamId: activity.team_id, object: presentActivity(activity), activityId: activity.id });
    return { object: "activity" as const, id: activity.id, deleted: true as const };
  },
});
