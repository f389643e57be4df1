// Activities: list (filters), get, create, update. Rules: sprint and assignee within the team;
// COMPLETED and reviewStatus changes need CAPTAIN/STAFF; completedAt follows COMPLETED/DONE.
import {
  ActivityParams,
  ActivityRecord,
  CreateActivityBody,
  ListActivitiesQuery,
  UpdateActivityBody,
} from "../schemas/activities.js";
import { DeletedRecord, ListEnvelope, type Role } from "../schemas/common.js";
import { TeamParams } from "../schemas/teams.js";
import { presentActivity } from "../presenters/activities.js";
import { toIso } from "../presenters/time.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../storage/cursor.js";
import {
  deleteActivities,
  findActivity,
  insertActivity,
  listActivities as listActivityRows,
  updateActivity as updateActivityRow,
} from "../storage/repos/activities.js";
import { findMemberRole } from "../storage/repos/members.js";
import { findSprint } from "../storage/repos/sprints.js";
import type { ActivityRow, SprintRow } from "../storage/tables.js";
import type { OperationContext } from "./context.js";
import { resourceMissing } from "./errors.js";
import { checkIfMatch } from "./etag.js";
import { defineOperation } from "./operation.js";
import { loadTeamObject, requireMember, requireRole } from "./permissions.js";

const DONE_STATES = new Set(["COMPLETED", "DONE"]);

/** An activity the caller can see; 404 for a missing id or another team's activity. `lock` for updates. */
export async function loadActivity(ctx: OperationContext, activityId: string, lock = false): Promise<{ activity: ActivityRow; role: Role }> {
  const { row, role } = await loadTeamObject(ctx, "activity", activityId, (id) => findActivity(ctx.db, id, lock));
  return { activity: row, role };
}

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
    return toIso(previous.completed_at);
  }
  return now;
}

export const listActivities = defineOperation({
  name: "listActivities",
  toolName: "list_activities",
  summary: "A team's activities, newest first; filter by sprintId, status (A,B) and assignedTo (a user id or 'me').",
  scope: "read",
  params: TeamParams,
  query: ListActivitiesQuery,
  output: ListEnvelope(ActivityRecord),
  async run(ctx, input) {
    const { teamId } = await requireMember(ctx, input.teamId);
    const afterId = input.starting_after === undefined ? undefined : decodeIdCursor(input.starting_after);
    const assignedTo = input.assignedTo === "me" ? ctx.actor.userId : input.assignedTo;
    const rows = await listActivityRows(
      ctx.db,
      teamId,
      { sprintId: input.sprintId, statuses: input.status, assignedTo },
      { limit: input.limit, afterId },
    );
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentActivity);
  },
});

export const getActivity = defineOperation({
  name: "getActivity",
  toolName: "get_activity",
  summary: "Get one activity.",
  scope: "read",
  params: ActivityParams,
  output: ActivityRecord,
  async run(ctx, input) {
    const { activity } = await loadActivity(ctx, input.activityId);
    return presentActivity(activity);
  },
});

/** Creates an activity in a sprint of the team. 400 resource_missing for a foreign sprint or assignee. */
export const createActivity = defineOperation({
  name: "createActivity",
  toolName: "create_activity",
  summary: "Create an activity (task) in a sprint of the team.",
  scope: "write",
  params: TeamParams,
  body: CreateActivityBody,
  output: ActivityRecord,
  async run(ctx, input) {
    const { teamId, role } = await requireMember(ctx, input.teamId);
    requireRole(role, "write_work");
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
      created_by: ctx.actor.userId,
      completed_at: completedAtFor(input.status, undefined, now),
      created_at: now,
      updated_at: now,
    };
    await insertActivity(ctx.db, row);
    return presentActivity(row);
  },
});

/** Partial update. Setting COMPLETED or changing reviewStatus: 403 insufficient_role below STAFF. */
export const updateActivity = defineOperation({
  name: "updateActivity",
  toolName: "update_activity",
  summary: "Update an activity; omitted fields stay, null clears. COMPLETED and reviewStatus need CAPTAIN or STAFF.",
  scope: "write",
  params: ActivityParams,
  body: UpdateActivityBody,
  output: ActivityRecord,
  async run(ctx, input) {
    const { activity, role } = await loadActivity(ctx, input.activityId, true);
    requireRole(role, "write_work");
    checkIfMatch(ctx, presentActivity(activity));
    const { activityId: _path, ...changes } = input;
    if (changes.status === "COMPLETED") requireRole(role, "complete_activity");
    if (changes.reviewStatus !== undefined && changes.reviewStatus !== activity.review_status) {
      requireRole(role, "change_review_status");
    }
    if (Object.keys(changes).length === 0) return presentActivity(activity);
    if (changes.sprintId !== undefined) await requireTeamSprint(ctx, activity.team_id, changes.sprintId);
    if (changes.assignedTo != null) await requireTeamMemberRef(ctx, activity.team_id, changes.assignedTo);
    const now = ctx.now().toISOString();
    const status = changes.status ?? activity.status;
    const next: ActivityRow = {
      ...activity,
      sprint_id: changes.sprintId ?? activity.sprint_id,
      title: changes.title ?? activity.title,
      description: changes.description !== undefined ? changes.description : activity.description,
      status,
      priority: changes.priority !== undefined ? changes.priority : activity.priority,
      points: changes.points !== undefined ? changes.points : activity.points,
      due_date: changes.dueDate !== undefined ? changes.dueDate : activity.due_date,
      assigned_to: changes.assignedTo !== undefined ? changes.assignedTo : activity.assigned_to,
      review_status: changes.reviewStatus !== undefined ? changes.reviewStatus : activity.review_status,
      completed_at: completedAtFor(status, activity, now),
      updated_at: now,
    };
    await updateActivityRow(ctx.db, activity.id, {
      sprint_id: next.sprint_id,
      title: next.title,
      description: next.description,
      status: next.status,
      priority: next.priority,
      points: next.points,
      due_date: next.due_date,
      assigned_to: next.assigned_to,
      review_status: next.review_status,
      completed_at: next.completed_at,
      updated_at: next.updated_at,
    });
    return presentActivity(next);
  },
});

/** Deletes an activity and its comments; documents and resources linked to it keep existing, unlinked. */
export const deleteActivity = defineOperation({
  name: "deleteActivity",
  toolName: "delete_activity",
  summary: "Delete an activity and its comments; linked documents and resources stay, unlinked.",
  scope: "write",
  params: ActivityParams,
  output: DeletedRecord("activity"),
  async run(ctx, input) {
    const { activity, role } = await loadActivity(ctx, input.activityId);
    requireRole(role, "write_work");
    await deleteActivities(ctx.db, { id: activity.id });
    return { object: "activity" as const, id: activity.id, deleted: true as const };
  },
});
