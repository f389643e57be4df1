import type { ActivityRecord, ActivityStatus } from "../schemas/activities.js";
import type { EdgeType, RelationRecord, RelationView } from "../schemas/relations.js";
import type { StoredActivity, StoredRelation } from "../storage/records.js";

/** An activity's edges as its record shows them: unfinished blockers, and what it blocks. */
export interface ActivityGraph {
  blockedBy: Array<{ id: string; title: string; status: ActivityStatus }>;
  blocks: string[];
}

export const NO_GRAPH: ActivityGraph = { blockedBy: [], blocks: [] };

export function presentActivity(row: StoredActivity, graph: ActivityGraph): ActivityRecord {
  return {
    object: "activity",
    id: row.id,
    teamId: row.teamId,
    sprintId: row.sprintId,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    points: row.points,
    dueDate: row.dueDate,
    assignedTo: row.assignedTo,
    reviewStatus: row.reviewStatus,
    labels: row.labels,
    createdBy: row.createdBy,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    parentId: row.parentId,
    subtasks: {
      total: row.subtasksTotal,
      done: row.subtasksDone,
      points: row.subtasksPoints,
      pointsDone: row.subtasksPointsDone,
    },
    blockedBy: graph.blockedBy.map((b) => ({ id: b.id, title: b.title, status: b.status })),
    blocks: graph.blocks,
  };
}

/** How a stored edge reads from `from`, one of its two activities. */
export function presentRelation(row: StoredRelation, from: string): RelationRecord {
  const forward = row.activityId === from;
  const reverse: Record<EdgeType, RelationView> = { blocks: "blocked_by", duplicates: "duplicated_by", relates_to: "relates_to" };
  return {
    object: "relation",
    id: row.id,
    type: forward ? row.type : reverse[row.type],
    activityId: from,
    relatedActivityId: forward ? row.relatedActivityId : row.activityId,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}
