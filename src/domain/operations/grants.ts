// Apps the caller connected by OAuth (grants): list, and revoke, which ends the app's access at
// once: every access token of the grant is revoked in the same transaction, and its refresh tokens
// are refused from then on.
import { notFound } from "../../errors.js";
import { presentOAuthGrant } from "../../presenters/grants.js";
import { ListEnvelope } from "../../schemas/common.js";
import { ListOAuthGrantsQuery, OAuthGrantParams, OAuthGrantRecord } from "../../schemas/grants.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { findGrant, listGrantsOfUser, revokeGrantAndTokens } from "../../storage/repos/oauth-grants.js";
import { defineOperation } from "../runtime/operation.js";
import { pathUuid, requireAccountHolder } from "../runtime/permissions.js";
import { OAUTH_GRANT, listOf } from "../../schemas/examples.js";

/** The caller's connected apps; like API keys, not for an app's own OAuth token (403 credential_type_not_allowed). */
export const listOAuthGrants = defineOperation({
  name: "listOAuthGrants",
  toolName: "list_oauth_grants",
  group: "account",
  summary: "Apps the caller connected by OAuth and can still use it, newest first.",
  surfaces: ["pages"],
  roleRule: "the account holder: an API key or the account page, not an app's OAuth token",
  scope: "read",
  writes: "never",
  errors: ["credential_type_not_allowed"],
  emits: [],
  query: ListOAuthGrantsQuery,
  output: ListEnvelope(OAuthGrantRecord),
  responseExample: listOf(OAUTH_GRANT),
  async run(ctx, input) {
    requireAccountHolder(ctx.actor, "list connected apps");
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listGrantsOfUser(ctx.db, ctx.actor.userId, { limit: input.limit, afterId, now: ctx.now().toISOString() });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentOAuthGrant);
  },
});

/**
 * Revokes one of the caller's grants and every token issued under it. Another user's grant is 404
 * like a missing one; an app's own OAuth token cannot revoke grants (403 credential_type_not_allowed).
 */
export const revokeOAuthGrant = defineOperation({
  name: "revokeOAuthGrant",
  toolName: "revoke_oauth_grant",
  group: "account",
  summary: "Disconnect an app: revoke its grant and every token it holds, at once.",
  surfaces: ["pages"],
  roleRule: "the account holder: an API key or the account page, not an app's OAuth token",
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "credential_type_not_allowed"],
  emits: [],
  params: OAuthGrantParams,
  output: OAuthGrantRecord,
  responseExample: { ...OAUTH_GRANT, revokedAt: "2026-11-24T09:30:00.000Z" },
  async run(ctx, input) {
    requireAccountHolder(ctx.actor, "disconnect apps");
    const id = pathUuid(input.grantId);
    const grant = id === undefined ? undefined : await findGrant(ctx.db, id);
    if (!grant || grant.userId !== ctx.actor.userId) throw notFound("connected app", input.grantId);
    const revokedAt = grant.revokedAt ?? ctx.now().toISOString();
    await revokeGrantAndTokens(ctx.db, grant.id, revokedAt);
    return presentOAuthGrant({ ...grant, revokedAt });
  },
});
