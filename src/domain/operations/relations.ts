// Relations between two activities of a team: blocks (and its other side, blocked_by), relates_to,
// duplicates. One stored edge, two views. Rules: same team, not the activity itself, each pair and
// type once, at most 50 per activity, and no cycle of `blocks` (checked under the team's graph lock,
// so two transactions closing one cycle between them cannot both succeed). An unfinished blocker
// counts on the blocked activity (its unresolvedBlockers) from the same transaction on.
import { ActivityParams, isFinished } from "../../schemas/activities.js";
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import { CreateRelationBody, type EdgeType, MAX_RELATIONS_PER_ACTIVITY, RelationParams, RelationRecord, type RelationType } from "../../schemas/relations.js";
import { presentRelation } from "../../presenters/activities.js";
import { adjustBlockers, findActivity, lockTeamGraph } from "../../storage/repos/activities.js";
import { blocksEdgesFrom, countRelationsOf, deleteRelationRow, findEdge, insertRelation, listRelationsOf } from "../../storage/repos/relations.js";
import type { StoredActivity, StoredRelation } from "../../storage/records.js";
import { AppError, invalidParam, quote, resourceMissing } from "../../errors.js";
import type { OperationContext } from "../runtime/context.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { loadTeamObject } from "../runtime/permissions.js";
import { RELATION, deletedOf, listOf } from "../../schemas/examples.js";

/** How many activities a cycle check may reach through `blocks` edges before it gives up (409). */
export const MAX_CYCLE_CHECK = 2_000;
/** How many of a cycle's activities its message names. */
const NAMED_IN_CYCLE = 10;

/** `load` for a change to an activity's relations: the team's graph lock, then the activity. */
async function activityForRelations(ctx: OperationContext, input: { activityId: string }) {
  const { row } = await loadTeamObject(ctx, "activity", "activities", input.activityId);
  await lockTeamGraph(ctx.db, row.teamId);
  return loadTeamObject(ctx, "activity", "activities", input.activityId);
}

/** `load` for a relation named in the path: the team's graph lock, then the relation. */
async function relationToDelete(ctx: OperationContext, input: { relationId: string }) {
  const { row } = await loadTeamObject(ctx, "relation", "relations", input.relationId);
  await lockTeamGraph(ctx.db, row.teamId);
  return loadTeamObject(ctx, "relation", "relations", input.relationId);
}

/**
 * The path from `from` to `to` along `blocks` edges (both ends included), if there is one: walked
 * breadth first, level by level, reaching at most MAX_CYCLE_CHECK activities.
 */
async function blocksPath(ctx: OperationContext, from: string, to: string): Promise<string[] | undefined> {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  let frontier = [from];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const edge of await blocksEdgesFrom(ctx.db, frontier)) {
      if (cameFrom.has(edge.to)) continue;
      cameFrom.set(edge.to, edge.from);
      if (edge.to === to) {
        const path = [to];
        for (let at = cameFrom.get(to); at != null; at = cameFrom.get(at)) path.unshift(at);
        return path;
      }
      next.push(edge.to);
    }
    if (cameFrom.size > MAX_CYCLE_CHECK) {
      throw new AppError("relation_limit_reached", `The activities ${quote(from)} blocks, directly or not, are more than ${MAX_CYCLE_CHECK}: too many to check the new relation for a cycle.`);
    }
    frontier = next;
  }
  return undefined;
}

async function cycleMessage(ctx: OperationContext, cycle: string[]): Promise<string> {
  const named: string[] = [];
  for (const id of cycle.slice(0, NAMED_IN_CYCLE)) {
    const activity = await findActivity(ctx.db, id);
    named.push(`${quote(activity?.title ?? id)} (${id})`);
  }
  const more = cycle.length > NAMED_IN_CYCLE ? ` and ${cycle.length - NAMED_IN_CYCLE} more` : "";
  return `This would close a cycle of blocks: ${named.join(" blocks ")}${more}, which blocks the first again. Remove one of those relations first.`;
}

function relationChange(teamId: string, row: StoredRelation, type: "relation.created" | "relation.deleted") {
  return { type, teamId, object: presentRelation(row, row.activityId), activityId: row.activityId, relatedActivityId: row.relatedActivityId };
}

export const listRelations = defineOperation({
  name: "listRelations",
  toolName: "list_relations",
  group: "relations",
  summary: "An activity's relations (at most 50), each as seen from it.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/activities/:activityId/relations", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found"],
  emits: [],
  params: ActivityParams,
  output: ListEnvelope(RelationRecord),
  responseExample: listOf(RELATION),
  load: (ctx, input) => loadTeamObject(ctx, "activity", "activities", input.activityId),
  async run(ctx, _input, { row: activity }) {
    const rows = await listRelationsOf(ctx.db, activity.id);
    return { data: rows.map((row) => presentRelation(row, activity.id)), has_more: false, next_cursor: null };
  },
});

export const createRelation = defineOperation({
  name: "createRelation",
  toolName: "create_relation",
  group: "activities",
  summary: "Relate two activities; a cycle of blocks is refused.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/activities/:activityId/relations", status: 201 },
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "resource_missing", "relation_exists", "relation_limit_reached", "dependency_cycle"],
  emits: ["relation.created"],
  example: { type: "blocks", relatedActivityId: "01a206e5-2aab-7c1e-9a51-3f0d7c2e8b14" },
  params: ActivityParams,
  body: CreateRelationBody,
  output: RelationRecord,
  responseExample: RELATION,
  load: activityForRelations,
  role: "write_work",
  async run(ctx, input, { row: activity }) {
    const related = await findActivity(ctx.db, input.relatedActivityId);
    if (!related || related.teamId !== activity.teamId) {
      throw resourceMissing("relatedActivityId", `relatedActivityId '${input.relatedActivityId}' is not an activity of this team.`);
    }
    if (related.id === activity.id) throw invalidParam("relatedActivityId", "An activity cannot be related to itself.");
    // Stored one way: blocked_by is the other side's blocks.
    const [source, target, type] = stored(input.type, activity, related);
    const existing = (await findEdge(ctx.db, source.id, target.id, type)) ?? (type === "relates_to" ? await findEdge(ctx.db, target.id, source.id, type) : undefined);
    if (existing) {
      throw new AppError("relation_exists", `These activities already have this relation ('${existing.id}').`);
    }
    for (const end of [activity, related]) {
      if ((await countRelationsOf(ctx.db, end.id)) >= MAX_RELATIONS_PER_ACTIVITY) {
        throw new AppError("relation_limit_reached", `Activity '${end.id}' has ${MAX_RELATIONS_PER_ACTIVITY} relations, the most it may have: delete one first.`);
      }
    }
    if (type === "blocks") {
      const path = await blocksPath(ctx, target.id, source.id);
      if (path) throw new AppError("dependency_cycle", await cycleMessage(ctx, path));
    }
    const row: StoredRelation = {
      id: ctx.newId(),
      teamId: activity.teamId,
      type,
      activityId: source.id,
      relatedActivityId: target.id,
      createdBy: ctx.actor.userId,
      createdAt: ctx.now().toISOString(),
    };
    await insertRelation(ctx.db, row);
    if (type === "blocks" && !isFinished(source.status)) await adjustBlockers(ctx.db, target.id, 1);
    recordChange(ctx, relationChange(activity.teamId, row, "relation.created"));
    return presentRelation(row, activity.id);
  },
});

/** The edge as stored: its source, its target and its stored type. */
function stored(type: RelationType, activity: StoredActivity, related: StoredActivity): [StoredActivity, StoredActivity, EdgeType] {
  return type === "blocked_by" ? [related, activity, "blocks"] : [activity, related, type];
}

export const deleteRelation = defineOperation({
  name: "deleteRelation",
  toolName: "delete_relation",
  group: "relations",
  summary: "Delete a relation (from either of its activities).",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "DELETE", path: "/relations/:relationId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found"],
  emits: ["relation.deleted"],
  params: RelationParams,
  output: DeletedRecord("relation"),
  responseExample: deletedOf("relation", RELATION.id),
  load: relationToDelete,
  role: "write_work",
  async run(ctx, _input, { row: relation }) {
    await deleteRelationRow(ctx.db, relation.id);
    if (relation.type === "blocks") {
      const blocker = await findActivity(ctx.db, relation.activityId);
      if (blocker && !isFinished(blocker.status)) await adjustBlockers(ctx.db, relation.relatedActivityId, -1);
    }
    recordChange(ctx, relationChange(relation.teamId, relation, "relation.deleted"));
    return { object: "relation" as const, id: relation.id, deleted: true as const };
  },
});
