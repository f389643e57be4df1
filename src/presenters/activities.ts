import type { ActivityRecord } from "../schemas/activities.js";
import type { RelationRecord, RelationView } from "../schemas/relations.js";
import type { ActivityRow, RelationRow } from "../storage/tables.js";

/** An activity's edges as its record shows them: unfinished blockers, and what it blocks. */
export interface ActivityGraph {
  blockedBy: Array<{ id: string; title: string; status: string }>;
  blocks: string[];
}

export const NO_GRAPH: ActivityGraph = { blockedBy: [], blocks: [] };

export function presentActivity(row: ActivityRow, graph: ActivityGraph): ActivityRecord {
  return {
    object: "activity",
    id: row.id,
    teamId: row.team_id,
    sprintId: row.sprint_id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    points: row.points,
    dueDate: row.due_date,
    assignedTo: row.assigned_to,
    reviewStatus: row.review_status,
    labels: row.labels,
    createdBy: row.created_by,
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    parentId: row.parent_id,
    subtasks: {
      total: row.subtasks_total,
      done: row.subtasks_done,
      points: row.subtasks_points,
      pointsDone: row.subtasks_points_done,
    },
    blockedBy: graph.blockedBy.map((b) => ({ id: b.id, title: b.title, status: b.status as ActivityRecord["status"] })),
    blocks: graph.blocks,
  };
}

/** How a stored edge reads from `from`, one of its two activities. */
export function presentRelation(row: RelationRow, from: string): RelationRecord {
  const forward = row.activity_id === from;
  const reverse: Record<string, RelationView> = { blocks: "blocked_by", duplicates: "duplicated_by", relates_to: "relates_to" };
  return {
    object: "relation",
    id: row.id,
    type: forward ? (row.type as RelationView) : (reverse[row.type] as RelationView),
    activityId: from,
    relatedActivityId: forward ? row.related_activity_id : row.activity_id,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}
