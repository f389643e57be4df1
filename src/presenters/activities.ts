import type { ActivityRecord } from "../schemas/activities.js";
import type { ActivityRow } from "../storage/tables.js";

export function presentActivity(row: ActivityRow): ActivityRecord {
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
  };
}
