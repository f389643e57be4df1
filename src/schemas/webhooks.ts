// Webhook endpoints (where a team's events are sent, signed per Standard Webhooks) and deliveries.
import { z } from "zod";
import { HttpUrl, PageQuery, PathId, Timestamp } from "./common.js";
import { EVENT_OBJECTS, EVENT_TYPES } from "./events.js";

export const MAX_ENDPOINTS_PER_TEAM = 16;

/** An event type, every type of a kind (`activity.*`), or every event (`*`). */
const EventFilter = z.enum(["*", ...EVENT_OBJECTS.map((kind) => `${kind}.*`), ...EVENT_TYPES]);

const Events = z
  .array(EventFilter)
  .min(1)
  .max(20)
  .transform((filters) => [...new Set(filters)])
  .describe("The events to send: types, kinds like 'activity.*', or '*' for all.");

export const WEBHOOK_STATUSES = ["enabled", "disabled"] as const;
/** Why the server disabled an endpoint: its deliveries failed for too long, or too many were pending. */
export const DISABLED_REASONS = ["failing", "backlog"] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];
/** The longest a rotated-out secret keeps signing, and how long it does unless told: 24 hours. */
export const MAX_SECRET_OVERLAP_SECONDS = 86_400;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WebhookEndpointRecord = z.object({
  object: z.literal("webhook_endpoint"),
  id: z.string(),
  teamId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  status: z.enum(WEBHOOK_STATUSES).describe("Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending."),
  disabledReason: z
    .enum(DISABLED_REASONS)
    .nullable()
    .describe("Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand."),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookEndpointRecord = z.infer<typeof WebhookEndpointRecord>;

/** Creating an endpoint and rotating its secret are the only answers that show the secret. */
export const WebhookEndpointWithSecret = WebhookEndpointRecord.extend({
  secret: z.string().describe("whsec_…: verify each delivery's webhook-signature with it (Standard Webhooks). Shown only now."),
});

export const CreateWebhookBody = z
  .object({
    url: HttpUrl.describe("Where to POST the events: http(s), not a private or loopback address."),
    events: Events,
    description: z.string().max(500).nullable().optional(),
  })
  .strict();
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .object({
    url: CreateWebhookBody.shape.url,
    events: Events,
    description: z.string().max(500).nullable(),
    status: z.enum(WEBHOOK_STATUSES),
  })
  .partial()
  .strict();
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBody>;

export const RotateWebhookSecretBody = z
  .object({
    expireCurrentInSeconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_SECRET_OVERLAP_SECONDS)
      .optional()
      .describe("How long the current secret keeps signing deliveries beside the new one, so receivers can switch: 0-86400 seconds, 86400 (24 h) unless given; 0 stops it now."),
  })
  .strict();

export const WebhookParams = z.object({ webhookId: PathId("webhook endpoint") });
export const DeliveryParams = z.object({ webhookId: PathId("webhook endpoint"), deliveryId: PathId("delivery") });
export const ListWebhooksQuery = z.object(PageQuery).strict();
export const ListDeliveriesQuery = z.object(PageQuery).strict();

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WebhookDeliveryRecord = z.object({
  object: z.literal("webhook_delivery"),
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES).describe("pending until a 2xx answer (succeeded) or the last retry (failed)."),
  attemptCount: z.number().int(),
  nextAttemptAt: Timestamp.nullable().describe("When the next attempt is due; null once delivered or given up, or while its endpoint is disabled."),
  attempts: z
    .array(
      z.object({
        createdAt: Timestamp,
        statusCode: z.number().int().nullable().describe("The receiver's HTTP status; null when no answer came."),
        durationMs: z.number().int(),
        error: z.string().nullable(),
      }),
    )
    .describe("The latest attempts, oldest first."),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookDeliveryRecord = z.infer<typeof WebhookDeliveryRecord>;
