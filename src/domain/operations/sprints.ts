// Sprints: list, get, create, update. Rules: CAPTAIN/STAFF to write; startDate not after endDate.
import { ListEnvelope } from "../../schemas/common.js";
import { DeletedRecord } from "../../schemas/common.js";
import { CreateSprintBody, DeleteSprintQuery, ListSprintsQuery, SprintParams, SprintRecord, UpdateSprintBody } from "../../schemas/sprints.js";
import { TeamParams } from "../../schemas/teams.js";
import { presentSprint } from "../../presenters/sprints.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { countActivitiesInSprint, deleteActivityRows, findSubtaskOutsideSprint, listSprintActivities, lockTeamGraph } from "../../storage/repos/activities.js";
import { deleteSprintRow, insertSprint, listSprintRows, updateSprintRow } from "../../storage/repos/sprints.js";
import type { StoredSprint } from "../../storage/records.js";
import { AppError, invalidDateRange } from "../../errors.js";
import { presentActivities, recordCommentsDeleted, recordRelationsDeleted } from "./activities.js";
import type { OperationContext } from "../runtime/context.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { applyPatch, type Columns } from "../runtime/patch.js";
import { inTeam, teamObject } from "../runtime/permissions.js";
import { SPRINT, deletedOf, listOf } from "../../schemas/examples.js";

function checkDateRange(startDate: string | null, endDate: string | null, changed: "startDate" | "endDate"): void {
  if (startDate !== null && endDate !== null && startDate > endDate) {
    throw invalidDateRange(changed, `startDate '${startDate}' is after endDate '${endDate}'.`);
  }
}

/** A sprint the caller can see; 404 for a missing id or another team's sprint. */
const sprintOf = teamObject("sprint", "sprints", "sprintId");
const sprintToUpdate = teamObject("sprint", "sprints", "sprintId", { lock: true });

export const listSprints = defineOperation({
  name: "listSprints",
  toolName: "list_sprints",
  group: "sprints",
  summary: "List a team's sprints, newest first.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/sprints", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  query: ListSprintsQuery,
  output: ListEnvelope(SprintRecord),
  responseExample: listOf(SPRINT),
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listSprintRows(ctx.db, teamId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentSprint);
  },
});

export const getSprint = defineOperation({
  name: "getSprint",
  toolName: "get_sprint",
  group: "sprints",
  summary: "Get one sprint.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/sprints/:sprintId", status: 200 },
  scope: "read",
  writes: "never",
  versioned: true,
  errors: ["resource_not_found"],
  emits: [],
  params: SprintParams,
  output: SprintRecord,
  responseExample: SPRINT,
  load: sprintOf,
  async run(_ctx, _input, { row }) {
    return presentSprint(row);
  },
});

/** Creates a sprint. 403 insufficient_role below STAFF; 400 invalid_date_range when startDate > endDate. */
export const createSprint = defineOperation({
  name: "createSprint",
  toolName: "create_sprint",
  group: "sprints",
  summary: "Create a sprint in a team (CAPTAIN or STAFF).",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/sprints", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: ["not_team_member", "insufficient_role", "invalid_date_range"],
  emits: ["sprint.created"],
  example: { name: "Sprint 14: checkout revamp", goal: "Cut checkout drop-off by 20%", startDate: "2026-11-24", endDate: "2026-12-05" },
  params: TeamParams,
  body: CreateSprintBody,
  output: SprintRecord,
  responseExample: SPRINT,
  load: inTeam,
  role: "write_sprint",
  async run(ctx, input, { teamId }) {
    const startDate = input.startDate ?? null;
    const endDate = input.endDate ?? null;
    checkDateRange(startDate, endDate, "endDate");
    const now = ctx.now().toISOString();
    const row: StoredSprint = {
      id: ctx.newId(),
      teamId,
      name: input.name,
      description: input.description ?? null,
      goal: input.goal ?? null,
      startDate,
      endDate,
      status: input.status,
      createdAt: now,
      updatedAt: now,
    };
    await insertSprint(ctx.db, row);
    const record = presentSprint(row);
    recordChange(ctx, { type: "sprint.created", teamId, object: record });
    return record;
  },
});

const SPRINT_COLUMNS: Columns<UpdateSprintBody, StoredSprint> = {
  name: "name",
  description: "description",
  goal: "goal",
  startDate: "startDate",
  endDate: "endDate",
  status: "status",
};

/** Partial update. 403 insufficient_role below STAFF; 400 invalid_date_range checked on the merged dates. */
export const updateSprint = defineOperation({
  name: "updateSprint",
  toolName: "update_sprint",
  group: "sprints",
  summary: "Update a sprint (CAPTAIN or STAFF); omitted fields stay, null clears.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "PATCH", path: "/sprints/:sprintId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  versioned: true,
  errors: ["resource_not_found", "insufficient_role", "invalid_date_range", "precondition_failed"],
  emits: ["sprint.updated"],
  example: { status: "ACTIVE" },
  params: SprintParams,
  body: UpdateSprintBody,
  output: SprintRecord,
  responseExample: SPRINT,
  load: sprintToUpdate,
  role: "write_sprint",
  current: ({ row }) => presentSprint(row),
  async run(ctx, input, { row: sprint }) {
    const { sprintId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentSprint(sprint);
    const { next, changed } = applyPatch(sprint, changes, SPRINT_COLUMNS);
    next.updatedAt = ctx.now().toISOString();
    checkDateRange(next.startDate, next.endDate, changes.startDate !== undefined ? "startDate" : "endDate");
    await updateSprintRow(ctx.db, sprint.id, { ...changed, updatedAt: next.updatedAt });
    const record = presentSprint(next);
    recordChange(ctx, { type: "sprint.updated", teamId: sprint.teamId, object: record, before: presentSprint(sprint) });
    return record;
  },
});

/** Activities a cascade delete reads, records and deletes per step. */
const CASCADE_BATCH = 200;

/**
 * Deletes a sprint's activities, their comments and their relations a batch at a time, each
 * recorded as deleted (comment.deleted, relation.deleted, activity.deleted), so that a consumer of
 * events or webhooks learns of every record that went. Every statement handles at most one batch.
 */
async function cascadeDelete(ctx: OperationContext, teamId: string, sprintId: string): Promise<void> {
  for (;;) {
    const activities = await listSprintActivities(ctx.db, teamId, sprintId, CASCADE_BATCH);
    if (activities.length === 0) return;
    const ids = activities.map((a) => a.id);
    await recordCommentsDeleted(ctx, teamId, ids);
    await recordRelationsDeleted(ctx, teamId, ids);
    const presented = await presentActivities(ctx.db, activities);
    for (const activity of presented) recordChange(ctx, { type: "activity.deleted", teamId, object: activity, activityId: activity.id });
    await deleteActivityRows(ctx.db, teamId, { ids });
  }
}

/**
 * Deletes a sprint (CAPTAIN or STAFF). One that still has activities is 409 sprint_not_empty, unless
 * `cascade` also deletes them with their comments and relations, each recorded as deleted. Documents linked to the
 * sprint keep existing.
 */
export const deleteSprint = defineOperation({
  name: "deleteSprint",
  toolName: "delete_sprint",
  group: "sprints",
  summary: "Delete a sprint (CAPTAIN or STAFF); one with activities needs cascade: true, which deletes them too.",
  surfaces: ["rest", "mcp"],
  http: { method: "DELETE", path: "/sprints/:sprintId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "insufficient_role", "sprint_not_empty", "has_subtasks"],
  emits: ["sprint.deleted", "activity.deleted", "comment.deleted", "relation.deleted"],
  params: SprintParams,
  query: DeleteSprintQuery,
  output: DeletedRecord("sprint"),
  responseExample: deletedOf("sprint", SPRINT.id),
  load: sprintOf,
  role: "write_sprint",
  async run(ctx, input, { row: sprint }) {
    const activities = await countActivitiesInSprint(ctx.db, sprint.teamId, sprint.id);
    if (activities > 0 && !input.cascade) {
      throw new AppError("sprint_not_empty", `Sprint '${sprint.id}' still has ${activities} activities: move or delete them, or pass cascade=true.`);
    }
    if (activities > 0) {
      // Its activities leave the work graph: its lock first, as for every change to the graph.
      await lockTeamGraph(ctx.db, sprint.teamId);
      const orphan = await findSubtaskOutsideSprint(ctx.db, sprint.teamId, sprint.id);
      if (orphan !== undefined) {
        throw new AppError("has_subtasks", `Activity '${orphan.parentId}' of this sprint has a sub-task in another sprint ('${orphan.id}'): move it to another parent or delete it first.`);
      }
      await cascadeDelete(ctx, sprint.teamId, sprint.id);
    }
    await deleteSprintRow(ctx.db, sprint.teamId, sprint.id);
    recordChange(ctx, { type: "sprint.deleted", teamId: sprint.teamId, object: presentSprint(sprint) });
    return { object: "sprint" as const, id: sprint.id, deleted: true as const };
  },
});
