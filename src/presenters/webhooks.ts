import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "../schemas/webhooks.js";
import type { DeliveryWithEvent } from "../storage/repos/webhooks.js";
import type { LiveWebhookEndpoint, StoredWebhookAttempt } from "../storage/records.js";

export function presentWebhookEndpoint(row: LiveWebhookEndpoint): WebhookEndpointRecord {
  return {
    object: "webhook_endpoint",
    id: row.id,
    teamId: row.teamId,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function presentWebhookDelivery(row: DeliveryWithEvent, attempts: StoredWebhookAttempt[]): WebhookDeliveryRecord {
  return {
    object: "webhook_delivery",
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    attempts: attempts.map((a) => ({ createdAt: a.createdAt, statusCode: a.statusCode, durationMs: a.durationMs, error: a.error })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
