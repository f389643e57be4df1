import type { SprintRecord } from "../schemas/sprints.js";
import type { SprintRow } from "../storage/tables.js";

export function presentSprint(row: SprintRow): SprintRecord {
  return {
    object: "sprint",
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    description: row.description,
    goal: row.goal,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
