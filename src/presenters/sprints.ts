import type { SprintRecord } from "../schemas/sprints.js";
import type { StoredSprint } from "../storage/records.js";

export function presentSprint(row: StoredSprint): SprintRecord {
  return {
    object: "sprint",
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    goal: row.goal,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
