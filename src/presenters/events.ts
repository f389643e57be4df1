import type { EventRecord } from "../schemas/events.js";
import type { EventRow } from "../storage/tables.js";

export function presentEvent(row: EventRow): EventRecord {
  return {
    object: "event",
    id: row.id,
    type: row.type,
    teamId: row.team_id,
    createdAt: row.created_at,
    actor: {
      userId: row.actor_user_id,
      credential: row.actor_credential_id === null ? null : { type: row.actor_credential_type ?? "", id: row.actor_credential_id },
    },
    data: row.data,
    request_id: row.request_id,
  };
}
