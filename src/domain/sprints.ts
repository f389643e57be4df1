// Sprints: list, get, create, update. Rules: CAPTAIN/STAFF to write; startDate not after endDate.
import { ListEnvelope } from "../schemas/common.js";
import { DeletedRecord } from "../schemas/common.js";
import { CreateSprintBody, DeleteSprintQuery, ListSprintsQuery, SprintParams, SprintRecord, UpdateSprintBody } from "../schemas/sprints.js";
import { TeamParams } from "../schemas/teams.js";
import { presentSprint } from "../presenters/sprints.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../storage/cursor.js";
import { countActivitiesInSprint, deleteActivities } from "../storage/repos/activities.js";
import { deleteSprint as deleteSprintRow, findSprint, insertSprint, listSprints as listSprintRows, updateSprint as updateSprintRow } from "../storage/repos/sprints.js";
import type { SprintRow } from "../storage/tables.js";
import type { OperationContext } from "./context.js";
import { conflict, invalidDateRange } from "./errors.js";
import { checkIfMatch } from "./etag.js";
import { defineOperation } from "./operation.js";
import { loadTeamObject, requireMember, requireRole } from "./permissions.js";

function checkDateRange(startDate: string | null, endDate: string | null, changed: "startDate" | "endDate"): void {
  if (startDate !== null && endDate !== null && startDate > endDate) {
    throw invalidDateRange(changed, `startDate '${startDate}' is after endDate '${endDate}'.`);
  }
}

/** A sprint the caller can see; 404 for a missing id or another team's sprint. `lock` for updates. */
export async function loadSprint(ctx: OperationContext, sprintId: string, lock = false) {
  const { row, role } = await loadTeamObject(ctx, "sprint", sprintId, (id) => findSprint(ctx.db, id, lock));
  return { sprint: row, role };
}

export const listSprints = defineOperation({
  name: "listSprints",
  toolName: "list_sprints",
  summary: "List a team's sprints, newest first.",
  scope: "read",
  params: TeamParams,
  query: ListSprintsQuery,
  output: ListEnvelope(SprintRecord),
  async run(ctx, input) {
    const { teamId } = await requireMember(ctx, input.teamId);
    const afterId = input.starting_after === undefined ? undefined : decodeIdCursor(input.starting_after);
    const rows = await listSprintRows(ctx.db, teamId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentSprint);
  },
});

export const getSprint = defineOperation({
  name: "getSprint",
  toolName: "get_sprint",
  summary: "Get one sprint.",
  scope: "read",
  params: SprintParams,
  output: SprintRecord,
  async run(ctx, input) {
    const { sprint } = await loadSprint(ctx, input.sprintId);
    return presentSprint(sprint);
  },
});

/** Creates a sprint. 403 insufficient_role below STAFF; 400 invalid_date_range when startDate > endDate. */
export const createSprint = defineOperation({
  name: "createSprint",
  toolName: "create_sprint",
  summary: "Create a sprint in a team (CAPTAIN or STAFF).",
  scope: "write",
  params: TeamParams,
  body: CreateSprintBody,
  output: SprintRecord,
  async run(ctx, input) {
    const { teamId, role } = await requireMember(ctx, input.teamId);
    requireRole(role, "write_sprint");
    const startDate = input.startDate ?? null;
    const endDate = input.endDate ?? null;
    checkDateRange(startDate, endDate, "endDate");
    const now = ctx.now().toISOString();
    const row: SprintRow = {
      id: ctx.newId(),
      team_id: teamId,
      name: input.name,
      description: input.description ?? null,
      goal: input.goal ?? null,
      start_date: startDate,
      end_date: endDate,
      status: input.status,
      created_at: now,
      updated_at: now,
    };
    await insertSprint(ctx.db, row);
    return presentSprint(row);
  },
});

/** Partial update. 403 insufficient_role below STAFF; 400 invalid_date_range checked on the merged dates. */
export const updateSprint = defineOperation({
  name: "updateSprint",
  toolName: "update_sprint",
  summary: "Update a sprint (CAPTAIN or STAFF); omitted fields stay, null clears.",
  scope: "write",
  params: SprintParams,
  body: UpdateSprintBody,
  output: SprintRecord,
  async run(ctx, input) {
    const { sprint, role } = await loadSprint(ctx, input.sprintId, true);
    requireRole(role, "write_sprint");
    checkIfMatch(ctx, presentSprint(sprint));
    const { sprintId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentSprint(sprint);
    const next: SprintRow = {
      ...sprint,
      name: changes.name ?? sprint.name,
      description: changes.description !== undefined ? changes.description : sprint.description,
      goal: changes.goal !== undefined ? changes.goal : sprint.goal,
      start_date: changes.startDate !== undefined ? changes.startDate : sprint.start_date,
      end_date: changes.endDate !== undefined ? changes.endDate : sprint.end_date,
      status: changes.status ?? sprint.status,
      updated_at: ctx.now().toISOString(),
    };
    checkDateRange(next.start_date, next.end_date, changes.startDate !== undefined ? "startDate" : "endDate");
    await updateSprintRow(ctx.db, sprint.id, {
      name: next.name,
      description: next.description,
      goal: next.goal,
      start_date: next.start_date,
      end_date: next.end_date,
      status: next.status,
      updated_at: next.updated_at,
    });
    return presentSprint(next);
  },
});

/**
 * Deletes a sprint (CAPTAIN or STAFF). One that still has activities is 409 sprint_not_empty, unless
 * `cascade` also deletes them and their comments. Documents linked to the sprint keep existing.
 */
export const deleteSprint = defineOperation({
  name: "deleteSprint",
  toolName: "delete_sprint",
  summary: "Delete a sprint (CAPTAIN or STAFF); one with activities needs cascade: true, which deletes them too.",
  scope: "write",
  params: SprintParams,
  query: DeleteSprintQuery,
  output: DeletedRecord("sprint"),
  async run(ctx, input) {
    const { sprint, role } = await loadSprint(ctx, input.sprintId);
    requireRole(role, "write_sprint");
    const activities = await countActivitiesInSprint(ctx.db, sprint.id);
    if (activities > 0 && !input.cascade) {
      throw conflict("sprint_not_empty", `Sprint '${sprint.id}' still has ${activities} activities: move or delete them, or pass cascade=true.`);
    }
    if (activities > 0) await deleteActivities(ctx.db, { sprintId: sprint.id });
    await deleteSprintRow(ctx.db, sprint.id);
    return { object: "sprint" as const, id: sprint.id, deleted: true as const };
  },
});
