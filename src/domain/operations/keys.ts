// The caller's own API keys: list, create (the secret shown once), revoke: over REST, MCP, the
// account pages (as the signed-in user) and the CLI (as the operator acting for the user: admin.ts),
// for the account holder only, never an app's OAuth token.
import { newCredential } from "../../auth/credentials.js";
import { AppError, invalidParam, notFound } from "../../errors.js";
import { presentApiKey } from "../../presenters/keys.js";
import { ListEnvelope } from "../../schemas/common.js";
import { ApiKeyParams, ApiKeyRecord, CreateApiKeyBody, CreatedApiKeyRecord, ListApiKeysQuery } from "../../schemas/keys.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { findCredential, insertCredential, listApiKeysOfUser, revokeCredential } from "../../storage/repos/credentials.js";
import type { Actor } from "../../auth/actor.js";
import { defineOperation } from "../runtime/operation.js";
import { pathUuid, requireAccountHolder } from "../runtime/permissions.js";
import { API_KEY, CREATED_API_KEY, listOf } from "../../schemas/examples.js";

const DAY_MS = 86_400_000;

/**
 * The caller's keys, without secrets. An app's OAuth token cannot list them (403
 * credential_type_not_allowed): which keys an account holds, and with which scopes, is the
 * account holder's to see, as creating and revoking them is.
 */
export const listApiKeys = defineOperation({
  name: "listApiKeys",
  toolName: "list_api_keys",
  group: "account",
  summary: "The caller's API keys that are not revoked (expired ones included), newest first. Never their secrets.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/keys", status: 200 },
  roleRule: "the account holder: an API key or the account page, not an app's OAuth token",
  scope: "read",
  writes: "never",
  errors: ["credential_type_not_allowed"],
  emits: [],
  query: ListApiKeysQuery,
  output: ListEnvelope(ApiKeyRecord),
  responseExample: listOf(API_KEY),
  async run(ctx, input) {
    requireAccountHolder(ctx.actor, "list API keys");
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listApiKeysOfUser(ctx.db, ctx.actor.userId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentApiKey);
  },
});

/** A key may not outlive an expiring key that creates it, nor hold a scope it lacks. */
function checkWithinCaller(actor: Actor, body: CreateApiKeyBody, expiresAt: string | null): void {
  const missing = body.scopes.find((scope) => !actor.credential.scopes.includes(scope));
  if (missing !== undefined) {
    throw new AppError("insufficient_scope", `This credential lacks the '${missing}' scope, so a key it creates cannot have it.`);
  }
  const limit = actor.credential.type === "api_key" ? actor.credential.expiresAt : null;
  if (limit !== null && (expiresAt === null || expiresAt > limit)) {
    throw invalidParam("expiresInDays", `A key cannot outlive the key that creates it, which expires at ${limit}.`);
  }
}

/**
 * Creates an API key for the caller. Its scopes never exceed the calling credential's (403
 * insufficient_scope), an expiring key cannot create one that lives longer (400 parameter_invalid),
 * and an app's OAuth token cannot create keys at all (403 credential_type_not_allowed).
 */
export const createApiKey = defineOperation({
  name: "createApiKey",
  toolName: "create_api_key",
  group: "account",
  summary: "Create an API key for the caller; its secret is in this answer only.",
  surfaces: ["rest", "mcp", "pages", "cli"],
  http: { method: "POST", path: "/keys", status: 201 },
  roleRule: "the account holder: an API key or the account page, not an app's OAuth token",
  scope: "write",
  writes: "always",
  errors: ["credential_type_not_allowed"],
  emits: [],
  example: { name: "laptop", scopes: ["read", "write"], expiresInDays: 90 },
  body: CreateApiKeyBody,
  output: CreatedApiKeyRecord,
  responseExample: CREATED_API_KEY,
  async run(ctx, input) {
    requireAccountHolder(ctx.actor, "create API keys");
    const now = ctx.now();
    const scopes = [...new Set(input.scopes)];
    const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString();
    checkWithinCaller(ctx.actor, { ...input, scopes }, expiresAt);
    const { row, secret } = newCredential({ id: ctx.newId(), userId: ctx.actor.userId, type: "api_key", name: input.name, scopes, now, expiresAt });
    await insertCredential(ctx.db, row);
    return { ...presentApiKey(row), key: secret };
  },
});

/**
 * Revokes one of the caller's API keys: it answers 401 from the next request on. Another user's
 * key, or an id that is no API key, is 404 alike; revoking a revoked key changes nothing.
 */
export const revokeApiKey = defineOperation({
  name: "revokeApiKey",
  toolName: "revoke_api_key",
  group: "account",
  summary: "Revoke one of the caller's API keys, at once.",
  surfaces: ["rest", "mcp", "pages", "cli"],
  http: { method: "DELETE", path: "/keys/:keyId", status: 204 },
  roleRule: "the account holder: an API key or the account page, not an app's OAuth token",
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "credential_type_not_allowed"],
  emits: [],
  params: ApiKeyParams,
  output: ApiKeyRecord,
  responseExample: { ...API_KEY, revokedAt: "2026-11-24T09:30:00.000Z" },
  async run(ctx, input) {
    requireAccountHolder(ctx.actor, "revoke API keys");
    const id = pathUuid(input.keyId);
    const row = id === undefined ? undefined : await findCredential(ctx.db, id);
    if (!row || row.type !== "api_key" || row.userId !== ctx.actor.userId) throw notFound("API key", input.keyId);
    const revokedAt = row.revokedAt ?? ctx.now().toISOString();
    await revokeCredential(ctx.db, row.id, revokedAt);
    return presentApiKey({ ...row, revokedAt });
  },
});
