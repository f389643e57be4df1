import type { ResourceRecord } from "../schemas/resources.js";
import type { ResourceRow } from "../storage/tables.js";

export function presentResource(row: ResourceRow): ResourceRecord {
  return {
    object: "resource",
    id: row.id,
    teamId: row.team_id,
    title: row.title,
    url: row.url,
    type: row.type,
    activityId: row.activity_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
