import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "../schemas/webhooks.js";
import type { DeliveryWithEvent } from "../storage/repos/webhooks.js";
import type { LiveWebhookEndpointRow, WebhookAttemptRow } from "../storage/tables.js";

export function presentWebhookEndpoint(row: LiveWebhookEndpointRow): WebhookEndpointRecord {
  return {
    object: "webhook_endpoint",
    id: row.id,
    teamId: row.team_id,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentWebhookDelivery(row: DeliveryWithEvent, attempts: WebhookAttemptRow[]): WebhookDeliveryRecord {
  return {
    object: "webhook_delivery",
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attemptCount: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    attempts: attempts.map((a) => ({ createdAt: a.created_at, statusCode: a.status_code, durationMs: a.duration_ms, error: a.error })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
