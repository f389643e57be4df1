import type { EventRecord } from "../schemas/events.js";
import type { StoredEvent } from "../storage/records.js";

export function presentEvent(row: StoredEvent): EventRecord {
  return {
    object: "event",
    id: row.id,
    type: row.type,
    teamId: row.teamId,
    createdAt: row.createdAt,
    actor: {
      userId: row.actorUserId,
      credential: row.actorCredentialId === null ? null : { type: row.actorCredentialType ?? "", id: row.actorCredentialId },
    },
    data: row.data,
    request_id: row.requestId,
  };
}
