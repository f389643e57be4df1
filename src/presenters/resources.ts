import type { ResourceRecord } from "../schemas/resources.js";
import type { StoredResource } from "../storage/records.js";

export function presentResource(row: StoredResource): ResourceRecord {
  return {
    object: "resource",
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    url: row.url,
    type: row.type,
    activityId: row.activityId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
