// Webhook endpoints: where a team's events are sent. CAPTAIN and STAFF manage and see them; a URL
// must reach a public address (checked, DNS included, before the write's transaction opens) and
// carry no user name or password; at most MAX_ENDPOINTS_PER_TEAM per team; the signing secret is
// shown when the endpoint is made and when it is rotated, and kept encrypted; a rotation keeps the
// previous secret signing for an overlap. Deliveries can be listed and sent again, but not while an
// attempt is in flight. A deleted endpoint is gone for its team at once; the worker removes its
// deliveries in batches.
import { presentWebhookDelivery, presentWebhookEndpoint } from "../../presenters/webhooks.js";
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import { TeamParams } from "../../schemas/teams.js";
import {
  CreateWebhookBody,
  DeliveryParams,
  ListDeliveriesQuery,
  ListWebhooksQuery,
  MAX_ENDPOINTS_PER_TEAM,
  MAX_SECRET_OVERLAP_SECONDS,
  RotateWebhookSecretBody,
  UpdateWebhookBody,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointWithSecret,
  WebhookParams,
} from "../../schemas/webhooks.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import {
  countEndpoints,
  findDelivery,
  insertEndpoint,
  isLiveEndpoint,
  listAttempts,
  listDeliveries,
  listEndpoints,
  lockDelivery,
  markEndpointDeleted,
  pauseDeliveries,
  resumeDeliveries,
  updateDelivery,
  updateEndpoint,
} from "../../storage/repos/webhooks.js";
import type { LiveWebhookEndpoint } from "../../storage/records.js";
import { refusedTarget } from "../../webhooks/addresses.js";
import { generateWebhookSecret } from "../../webhooks/signing.js";
import { AppError, notFound } from "../../errors.js";
import type { OperationContext } from "../runtime/context.js";
import { defineOperation } from "../runtime/operation.js";
import { applyPatch, type Columns } from "../runtime/patch.js";
import { inTeam, pathUuid, teamObject } from "../runtime/permissions.js";
import { WEBHOOK_DELIVERY, WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINT_WITH_SECRET, deletedOf, listOf } from "../../schemas/examples.js";

/** The attempts a delivery shows: its latest ones. */
const ATTEMPTS_SHOWN = 10;

/** The URL's target, its DNS lookup included: in an operation's `prepare`, never inside a transaction. */
async function checkUrl(ctx: OperationContext, url: string): Promise<void> {
  const refused = await refusedTarget(url, ctx.config.webhooks.allowPrivate, ctx.lookupHost);
  if (refused === undefined) return;
  const local = ctx.config.webhooks.allowPrivate
    ? ""
    : " (to send to a receiver on this machine or a private network, start the server with SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true)";
  throw new AppError("url_not_allowed", `The webhook URL is not allowed: ${refused}${local}.`, "url");
}

/**
 * A webhook endpoint its team can see (not one marked deleted, whose deliveries are being removed),
 * with the caller's role.
 */
function liveEndpoint(options: { lock?: boolean } = {}) {
  const load = teamObject("webhook endpoint", "webhook_endpoints", "webhookId", options);
  return async (ctx: OperationContext, input: { webhookId: string }) => {
    const { row, role } = await load(ctx, input);
    if (!isLiveEndpoint(row)) throw notFound("webhook endpoint", input.webhookId);
    return { row, role };
  };
}
const endpointOf = liveEndpoint();
const endpointToUpdate = liveEndpoint({ lock: true });

export const createWebhook = defineOperation({
  name: "createWebhook",
  toolName: "create_webhook",
  group: "webhooks",
  summary: "Add a webhook endpoint (CAPTAIN or STAFF): the team's events, signed per Standard Webhooks, POSTed to a public URL. The secret is shown once.",
  surfaces: ["rest", "mcp"],
  http: { method: "POST", path: "/teams/:teamId/webhooks", status: 201 },
  scope: "write",
  writes: "always",
  errors: ["not_team_member", "insufficient_role", "url_not_allowed", "webhook_limit_reached"],
  emits: [],
  example: { url: "https://hooks.example.com/sprintroom", events: ["activity.*", "comment.created"], description: "Chat notifications" },
  params: TeamParams,
  body: CreateWebhookBody,
  output: WebhookEndpointWithSecret,
  responseExample: WEBHOOK_ENDPOINT_WITH_SECRET,
  load: inTeam,
  role: "manage_webhooks",
  async prepare(ctx, input) {
    await checkUrl(ctx, input.url);
  },
  async run(ctx, input, { teamId }) {
    if ((await countEndpoints(ctx.db, teamId)) >= MAX_ENDPOINTS_PER_TEAM) {
      throw new AppError("webhook_limit_reached", `A team has at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints; delete one first.`);
    }
    const now = ctx.now().toISOString();
    const secret = generateWebhookSecret();
    const row: LiveWebhookEndpoint = {
      id: ctx.newId(),
      teamId,
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      status: "enabled",
      secret: ctx.secrets.seal(secret),
      failingSince: null,
      restUntil: null,
      disabledReason: null,
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await insertEndpoint(ctx.db, row);
    return { ...presentWebhookEndpoint(row), secret };
  },
});

export const listWebhooks = defineOperation({
  name: "listWebhooks",
  toolName: "list_webhooks",
  group: "webhooks",
  summary: "A team's webhook endpoints, newest first (CAPTAIN or STAFF).",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/teams/:teamId/webhooks", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member", "insufficient_role"],
  emits: [],
  params: TeamParams,
  query: ListWebhooksQuery,
  output: ListEnvelope(WebhookEndpointRecord),
  responseExample: listOf(WEBHOOK_ENDPOINT),
  load: inTeam,
  role: "manage_webhooks",
  async run(ctx, input, { teamId }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listEndpoints(ctx.db, teamId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentWebhookEndpoint);
  },
});

export const getWebhook = defineOperation({
  name: "getWebhook",
  toolName: "get_webhook",
  group: "webhooks",
  summary: "Get one webhook endpoint (CAPTAIN or STAFF).",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/webhooks/:webhookId", status: 200 },
  scope: "read",
  writes: "never",
  versioned: true,
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  params: WebhookParams,
  output: WebhookEndpointRecord,
  responseExample: WEBHOOK_ENDPOINT,
  load: endpointOf,
  role: "manage_webhooks",
  async run(_ctx, _input, { row }) {
    return presentWebhookEndpoint(row);
  },
});

const ENDPOINT_COLUMNS: Columns<UpdateWebhookBody, LiveWebhookEndpoint> = {
  url: "url",
  events: "events",
  description: "description",
  status: "status",
};

export const updateWebhook = defineOperation({
  name: "updateWebhook",
  toolName: "update_webhook",
  group: "webhooks",
  summary: "Change a webhook endpoint's url, events, description or status (enabled, disabled); re-enabling resumes its pending deliveries.",
  surfaces: ["rest", "mcp"],
  http: { method: "PATCH", path: "/webhooks/:webhookId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  versioned: true,
  errors: ["resource_not_found", "insufficient_role", "url_not_allowed", "precondition_failed"],
  emits: [],
  example: { status: "disabled" },
  params: WebhookParams,
  body: UpdateWebhookBody,
  output: WebhookEndpointRecord,
  responseExample: WEBHOOK_ENDPOINT,
  load: endpointToUpdate,
  role: "manage_webhooks",
  current: ({ row }) => presentWebhookEndpoint(row),
  async prepare(ctx, input) {
    if (input.url !== undefined) await checkUrl(ctx, input.url);
  },
  async run(ctx, input, { row: endpoint }) {
    const { webhookId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentWebhookEndpoint(endpoint);
    const { next, changed } = applyPatch(endpoint, changes, ENDPOINT_COLUMNS);
    next.updatedAt = ctx.now().toISOString();
    // Enabled again by hand: its failures so far no longer count towards disabling it, nor does it rest.
    if (changes.status === "enabled") Object.assign(next, { failingSince: null, restUntil: null } satisfies Partial<LiveWebhookEndpoint>);
    // Whoever set the status last gave the reason: a status set by hand has none.
    if (changes.status !== undefined) next.disabledReason = null;
    await updateEndpoint(ctx.db, endpoint.id, {
      ...changed,
      failingSince: next.failingSince,
      restUntil: next.restUntil,
      disabledReason: next.disabledReason,
      updatedAt: next.updatedAt,
    });
    if (next.status !== endpoint.status) {
      if (next.status === "enabled") await resumeDeliveries(ctx.db, endpoint.id, next.updatedAt);
      else await pauseDeliveries(ctx.db, endpoint.id);
    }
    return presentWebhookEndpoint(next);
  },
});

export const deleteWebhook = defineOperation({
  name: "deleteWebhook",
  toolName: "delete_webhook",
  group: "webhooks",
  summary: "Delete a webhook endpoint and its deliveries (CAPTAIN or STAFF); nothing more is sent to it, and its deliveries are removed in the background.",
  surfaces: ["rest", "mcp"],
  http: { method: "DELETE", path: "/webhooks/:webhookId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  params: WebhookParams,
  output: DeletedRecord("webhook_endpoint"),
  responseExample: deletedOf("webhook_endpoint", WEBHOOK_ENDPOINT.id),
  load: endpointToUpdate,
  role: "manage_webhooks",
  async run(ctx, _input, { row: endpoint }) {
    await markEndpointDeleted(ctx.db, endpoint.id, ctx.now().toISOString());
    return { object: "webhook_endpoint" as const, id: endpoint.id, deleted: true as const };
  },
});

export const rotateWebhookSecret = defineOperation({
  name: "rotateWebhookSecret",
  toolName: "rotate_webhook_secret",
  group: "webhooks",
  summary:
    "Replace a webhook endpoint's signing secret (CAPTAIN or STAFF); the new secret is shown once and signs every delivery from now on, and the current one too until expireCurrentInSeconds have passed (24 h unless given; 0: stop now).",
  surfaces: ["rest", "mcp"],
  http: { method: "POST", path: "/webhooks/:webhookId/rotate-secret", status: 200 },
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  example: { expireCurrentInSeconds: 3600 },
  params: WebhookParams,
  body: RotateWebhookSecretBody,
  output: WebhookEndpointWithSecret,
  responseExample: WEBHOOK_ENDPOINT_WITH_SECRET,
  load: endpointToUpdate,
  role: "manage_webhooks",
  async run(ctx, input, { row: endpoint }) {
    const secret = generateWebhookSecret();
    const now = ctx.now();
    const overlap = input.expireCurrentInSeconds ?? MAX_SECRET_OVERLAP_SECONDS;
    const changes = {
      secret: ctx.secrets.seal(secret),
      previousSecret: overlap === 0 ? null : endpoint.secret,
      previousSecretExpiresAt: overlap === 0 ? null : new Date(now.getTime() + overlap * 1000).toISOString(),
      updatedAt: now.toISOString(),
    };
    await updateEndpoint(ctx.db, endpoint.id, changes);
    return { ...presentWebhookEndpoint({ ...endpoint, ...changes }), secret };
  },
});

export const listWebhookDeliveries = defineOperation({
  name: "listWebhookDeliveries",
  toolName: "list_webhook_deliveries",
  group: "webhooks",
  summary: "A webhook endpoint's deliveries, newest first, each with its latest attempts: HTTP status, duration, error, next attempt.",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/webhooks/:webhookId/deliveries", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  params: WebhookParams,
  query: ListDeliveriesQuery,
  output: ListEnvelope(WebhookDeliveryRecord),
  responseExample: listOf(WEBHOOK_DELIVERY),
  load: endpointOf,
  role: "manage_webhooks",
  async run(ctx, input, { row: endpoint }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listDeliveries(ctx.db, endpoint.id, { limit: input.limit, afterId });
    const attempts = await listAttempts(ctx.db, rows.slice(0, input.limit).map((row) => row.id), ATTEMPTS_SHOWN);
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), (row) => presentWebhookDelivery(row, attempts.filter((a) => a.deliveryId === row.id)));
  },
});

export const retryWebhookDelivery = defineOperation({
  name: "retryWebhookDelivery",
  toolName: "retry_webhook_delivery",
  group: "webhooks",
  summary: "Send a delivery again now, whatever its status (CAPTAIN or STAFF); 409 delivery_in_flight while an attempt of it is under way.",
  surfaces: ["rest", "mcp"],
  http: { method: "POST", path: "/webhooks/:webhookId/deliveries/:deliveryId/retry", status: 200 },
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "insufficient_role", "delivery_in_flight"],
  emits: [],
  params: DeliveryParams,
  output: WebhookDeliveryRecord,
  responseExample: WEBHOOK_DELIVERY,
  load: endpointOf,
  role: "manage_webhooks",
  async run(ctx, input, { row: endpoint }) {
    const id = pathUuid(input.deliveryId);
    const delivery = id === undefined ? undefined : await findDelivery(ctx.db, id);
    if (delivery === undefined || delivery.endpointId !== endpoint.id) throw notFound("delivery", input.deliveryId);
    const now = ctx.now().toISOString();
    // Locked (PostgreSQL) and read again: a worker claiming it meanwhile is either seen here or
    // skips it, so an attempt in flight is never joined by a second one.
    const current = await lockDelivery(ctx.db, delivery.id);
    if (current?.claimedUntil != null && current.claimedUntil >= now) {
      throw new AppError("delivery_in_flight", `Delivery '${delivery.id}' is being attempted now; retry it once that attempt is recorded (within ${Math.ceil(ctx.config.webhooks.timeoutMs / 1000)} s).`);
    }
    // To a disabled endpoint it waits, as its other deliveries do, until the endpoint is enabled.
    const next = endpoint.status === "enabled" ? now : null;
    const retried = { ...delivery, status: "pending" as const, nextAttemptAt: next, claimedUntil: null, updatedAt: now };
    await updateDelivery(ctx.db, delivery.id, { status: retried.status, nextAttemptAt: next, claimedUntil: null, updatedAt: now });
    return presentWebhookDelivery(retried, await listAttempts(ctx.db, [delivery.id], ATTEMPTS_SHOWN));
  },
});
