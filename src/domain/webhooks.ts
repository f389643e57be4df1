// Webhook endpoints: where a team's events are sent. CAPTAIN and STAFF manage and see them; a URL
// must reach a public address; at most MAX_ENDPOINTS_PER_TEAM per team; the signing secret is shown
// when the endpoint is made and when it is rotated, and kept encrypted. Deliveries can be listed and
// sent again.
import { presentWebhookDelivery, presentWebhookEndpoint } from "../presenters/webhooks.js";
import { DeletedRecord, ListEnvelope } from "../schemas/common.js";
import { TeamParams } from "../schemas/teams.js";
import {
  CreateWebhookBody,
  DeliveryParams,
  ListDeliveriesQuery,
  ListWebhooksQuery,
  MAX_ENDPOINTS_PER_TEAM,
  UpdateWebhookBody,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointWithSecret,
  WebhookParams,
} from "../schemas/webhooks.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../storage/cursor.js";
import {
  countEndpoints,
  deleteEndpoint,
  findDelivery,
  insertEndpoint,
  listAttempts,
  listDeliveries,
  listEndpoints,
  pauseDeliveries,
  resumeDeliveries,
  updateDelivery,
  updateEndpoint,
} from "../storage/repos/webhooks.js";
import type { WebhookEndpointRow } from "../storage/tables.js";
import { refusedTarget } from "../webhooks/addresses.js";
import { generateWebhookSecret } from "../webhooks/signing.js";
import { AppError, notFound } from "../errors.js";
import type { OperationContext } from "./context.js";
import { defineOperation } from "./operation.js";
import { applyPatch, type Columns } from "./patch.js";
import { inTeam, pathUuid, teamObject } from "./permissions.js";
import { WEBHOOK_DELIVERY, WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINT_WITH_SECRET, deletedOf, listOf } from "../schemas/examples.js";

/** The attempts a delivery shows: its latest ones. */
const ATTEMPTS_SHOWN = 10;

async function checkUrl(ctx: OperationContext, url: string): Promise<void> {
  const refused = await refusedTarget(url, ctx.config.webhooks.allowPrivate);
  if (refused !== undefined) throw new AppError("url_not_allowed", `The webhook URL is not allowed: ${refused}.`, "url");
}

const endpointOf = teamObject("webhook endpoint", "webhook_endpoints", "webhookId");
const endpointToUpdate = teamObject("webhook endpoint", "webhook_endpoints", "webhookId", { lock: true });

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
  async run(ctx, input, { teamId }) {
    await checkUrl(ctx, input.url);
    if ((await countEndpoints(ctx.db, teamId)) >= MAX_ENDPOINTS_PER_TEAM) {
      throw new AppError("webhook_limit_reached", `A team has at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints; delete one first.`);
    }
    const now = ctx.now().toISOString();
    const secret = generateWebhookSecret();
    const row: WebhookEndpointRow = {
      id: ctx.newId(),
      team_id: teamId,
      url: input.url,
      events: JSON.stringify(input.events),
      description: input.description ?? null,
      status: "enabled",
      secret: ctx.secrets.seal(secret),
      failing_since: null,
      created_at: now,
      updated_at: now,
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

const ENDPOINT_COLUMNS: Columns<UpdateWebhookBody, WebhookEndpointRow> = {
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
  async run(ctx, input, { row: endpoint }) {
    const { webhookId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentWebhookEndpoint(endpoint);
    if (changes.url !== undefined) await checkUrl(ctx, changes.url);
    const patch = { ...changes, events: changes.events === undefined ? undefined : JSON.stringify(changes.events) };
    const { next, changed } = applyPatch(endpoint, patch, ENDPOINT_COLUMNS);
    next.updated_at = ctx.now().toISOString();
    // Enabled again by hand: its failures so far no longer count towards disabling it.
    if (changes.status === "enabled") next.failing_since = null;
    await updateEndpoint(ctx.db, endpoint.id, { ...changed, failing_since: next.failing_since, updated_at: next.updated_at });
    if (next.status !== endpoint.status) {
      if (next.status === "enabled") await resumeDeliveries(ctx.db, endpoint.id, next.updated_at);
      else await pauseDeliveries(ctx.db, endpoint.id);
    }
    return presentWebhookEndpoint(next);
  },
});

export const deleteWebhook = defineOperation({
  name: "deleteWebhook",
  toolName: "delete_webhook",
  group: "webhooks",
  summary: "Delete a webhook endpoint and its deliveries (CAPTAIN or STAFF).",
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
  load: endpointOf,
  role: "manage_webhooks",
  async run(ctx, _input, { row: endpoint }) {
    await deleteEndpoint(ctx.db, endpoint.id);
    return { object: "webhook_endpoint" as const, id: endpoint.id, deleted: true as const };
  },
});

export const rotateWebhookSecret = defineOperation({
  name: "rotateWebhookSecret",
  toolName: "rotate_webhook_secret",
  group: "webhooks",
  summary: "Replace a webhook endpoint's signing secret (CAPTAIN or STAFF); the new secret is shown once and signs every delivery from now on.",
  surfaces: ["rest", "mcp"],
  http: { method: "POST", path: "/webhooks/:webhookId/rotate-secret", status: 200 },
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  params: WebhookParams,
  output: WebhookEndpointWithSecret,
  responseExample: WEBHOOK_ENDPOINT_WITH_SECRET,
  load: endpointToUpdate,
  role: "manage_webhooks",
  async run(ctx, _input, { row: endpoint }) {
    const secret = generateWebhookSecret();
    const next = { ...endpoint, secret: ctx.secrets.seal(secret), updated_at: ctx.now().toISOString() };
    await updateEndpoint(ctx.db, endpoint.id, { secret: next.secret, updated_at: next.updated_at });
    return { ...presentWebhookEndpoint(next), secret };
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
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), (row) => presentWebhookDelivery(row, attempts.filter((a) => a.delivery_id === row.id)));
  },
});

export const retryWebhookDelivery = defineOperation({
  name: "retryWebhookDelivery",
  toolName: "retry_webhook_delivery",
  group: "webhooks",
  summary: "Send a delivery again now, whatever its status (CAPTAIN or STAFF).",
  surfaces: ["rest", "mcp"],
  http: { method: "POST", path: "/webhooks/:webhookId/deliveries/:deliveryId/retry", status: 200 },
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "insufficient_role"],
  emits: [],
  params: DeliveryParams,
  output: WebhookDeliveryRecord,
  responseExample: WEBHOOK_DELIVERY,
  load: endpointOf,
  role: "manage_webhooks",
  async run(ctx, input, { row: endpoint }) {
    const id = pathUuid(input.deliveryId);
    const delivery = id === undefined ? undefined : await findDelivery(ctx.db, id);
    if (delivery === undefined || delivery.endpoint_id !== endpoint.id) throw notFound("delivery", input.deliveryId);
    const now = ctx.now().toISOString();
    // To a disabled endpoint it waits, as its other deliveries do, until the endpoint is enabled.
    const next = endpoint.status === "enabled" ? now : null;
    const retried = { ...delivery, status: "pending", next_attempt_at: next, claimed_until: null, updated_at: now };
    await updateDelivery(ctx.db, delivery.id, { status: retried.status, next_attempt_at: next, claimed_until: null, updated_at: now });
    return presentWebhookDelivery(retried, await listAttempts(ctx.db, [delivery.id], ATTEMPTS_SHOWN));
  },
});
