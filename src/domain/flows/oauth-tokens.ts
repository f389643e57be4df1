// The token endpoint's rules (RFC 6749, OAuth 2.1, RFC 9700) and revocation (RFC 7009). A code is
// used once, by its client, within 60 s, with its redirect URI (PKCE is checked against its
// challenge before this runs); using it again revokes what it issued. Its exchange creates the
// grant, and every exchange issues an access token (an `sr_at_` credential, 1 hour, usable wherever
// one is) and a refresh token (`sr_rt_`, 30 days). A refresh token is used once: each use returns a
// new one, and presenting a used one again means two parties hold it, so the whole grant is revoked.
// The operator may issue (and revoke) an access token for a user at the CLI, by the same lifetime
// rule: at most one hour.
import { z } from "zod";
import { generateOpaqueSecret, hashSecret, newCredential, isOpaqueSecret, SECRET_PATTERN } from "../../auth/credentials.js";
import { AppError, notFound } from "../../errors.js";
import { presentAccessToken } from "../../presenters/keys.js";
import { isScope, Uuid, type Scope } from "../../schemas/common.js";
import { ACCESS_TOKEN } from "../../schemas/examples.js";
import { AccessTokenParams, AccessTokenRecord, CreateApiKeyBody, IssuedAccessTokenRecord } from "../../schemas/keys.js";
import type { Executor } from "../../storage/database.js";
import { findCredential, findCredentialByHash, insertCredential, revokeCredential } from "../../storage/repos/credentials.js";
import { findClient } from "../../storage/repos/oauth-clients.js";
import {
  findGrant,
  findRefreshToken,
  insertGrant,
  insertRefreshToken,
  revokeGrantAndTokens,
  touchGrant,
  useRefreshToken,
} from "../../storage/repos/oauth-grants.js";
import { findCode, setCodeGrant, useCode } from "../../storage/repos/oauth-requests.js";
import { findUser } from "../../storage/repos/users.js";
import type { StoredOAuthCode } from "../../storage/records.js";
import { resourceFor } from "./oauth-authorization.js";
import type { OAuthDeps } from "./oauth-clients.js";
import { defineOperation } from "../runtime/operation.js";
import { pathUuid, requireOperator } from "../runtime/permissions.js";

export const ACCESS_TOKEN_TTL_MS = 3_600_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

/** RFC 6749 §5.1. */
export interface TokenSet {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
  refresh_token: string;
}

const invalidGrant = (message: string) => new AppError("invalid_grant", message);

async function issueTokens(db: Executor, deps: OAuthDeps, grant: { id: string; userId: string; clientName: string | null }, scopes: readonly Scope[]): Promise<TokenSet> {
  const now = deps.now();
  const { row, secret: accessToken } = newCredential({
    id: deps.newId(),
    userId: grant.userId,
    type: "oauth_token",
    name: grant.clientName ?? "OAuth app",
    scopes,
    now,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    grantId: grant.id,
  });
  const refreshToken = generateOpaqueSecret("refresh_token");
  await insertCredential(db, row);
  await insertRefreshToken(db, {
    tokenHash: hashSecret(refreshToken),
    grantId: grant.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    usedAt: null,
  });
  return { access_token: accessToken, token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_MS / 1000, scope: scopes.join(" "), refresh_token: refreshToken };
}

/** The code, when it is this client's; a code used before has what it issued revoked first. */
async function usableCode(deps: OAuthDeps, db: Executor, clientId: string, code: string): Promise<StoredOAuthCode> {
  const row = isOpaqueSecret("authorization_code", code) ? await findCode(db, hashSecret(code)) : undefined;
  if (!row || row.clientId !== clientId) throw invalidGrant("The authorization code is not valid for this client.");
  if (row.usedAt !== null) throw new CodeReused(row.codeHash);
  if (Date.parse(row.expiresAt) <= deps.now().getTime()) throw invalidGrant("The authorization code has expired (a code lives 60 seconds).");
  return row;
}

/** Thrown inside the exchange's transaction, answered after it, so that the revocation commits. */
class CodeReused extends Error {
  constructor(readonly codeHash: string) {
    super("authorization code reused");
  }
}

async function answerReuse(deps: OAuthDeps, codeHash: string): Promise<never> {
  const grantId = (await findCode(deps.db.kysely, codeHash))?.grantId;
  if (grantId) await revokeGrantAndTokens(deps.db.kysely, grantId, deps.now().toISOString());
  throw invalidGrant("The authorization code was already used; the tokens issued for it are revoked.");
}

/** The PKCE challenge the code was issued with, for the token endpoint to check the verifier against. */
export async function challengeForCode(deps: OAuthDeps, clientId: string, code: string): Promise<string> {
  try {
    return (await usableCode(deps, deps.db.kysely, clientId, code)).codeChallenge;
  } catch (error) {
    if (error instanceof CodeReused) return answerReuse(deps, error.codeHash);
    throw error;
  }
}

/**
 * Exchanges a code (its PKCE verifier already checked) for the first tokens of a new grant. The
 * redirect URI must be the one the code was issued for (it may be left out only by a client with
 * one registered URI); a resource, if named, must be the one authorized.
 */
export async function exchangeCode(
  deps: OAuthDeps,
  input: { clientId: string; registeredRedirectUris: readonly string[]; code: string; redirectUri?: string; resource?: string },
): Promise<TokenSet> {
  try {
    return await deps.db.kysely.transaction().execute(async (trx) => {
      const row = await usableCode(deps, trx, input.clientId, input.code);
      const redirectUri = input.redirectUri ?? (input.registeredRedirectUris.length === 1 ? input.registeredRedirectUris[0] : undefined);
      if (redirectUri !== row.redirectUri) throw invalidGrant("redirect_uri is not the one the authorization code was issued for.");
      if (input.resource !== undefined) {
        const resource = resourceFor(deps.issuer, input.resource);
        if (resource !== row.resource && row.resource !== deps.issuer) {
          throw new AppError("invalid_target", `The resource ${resource} is not the one authorized (${row.resource}).`);
        }
      }
      const now = deps.now().toISOString();
      if (!(await useCode(trx, row.codeHash, now))) throw new CodeReused(row.codeHash);
      const grantId = deps.newId();
      await insertGrant(trx, { id: grantId, userId: row.userId, clientId: row.clientId, scopes: row.scopes, resource: row.resource, createdAt: now, lastUsedAt: null, revokedAt: null });
      await setCodeGrant(trx, row.codeHash, grantId);
      const client = await findClient(trx, row.clientId);
      return issueTokens(trx, deps, { id: grantId, userId: row.userId, clientName: client?.name ?? null }, row.scopes);
    });
  } catch (error) {
    if (error instanceof CodeReused) return answerReuse(deps, error.codeHash);
    throw error;
  }
}

/** Thrown inside the refresh's transaction when the token was used before. */
class RefreshReused extends Error {
  constructor(readonly grantId: string) {
    super("refresh token reused");
  }
}

/**
 * Rotates a refresh token: the presented one is used up and a new pair issued, with the grant's
 * scopes or fewer. A used token presented again revokes the grant, every token of it included.
 */
export async function refreshTokens(
  deps: OAuthDeps,
  input: { clientId: string; refreshToken: string; scopes?: readonly string[]; resource?: string },
): Promise<TokenSet> {
  if (!isOpaqueSecret("refresh_token", input.refreshToken)) throw invalidGrant("The refresh token is not valid.");
  const tokenHash = hashSecret(input.refreshToken);
  try {
    return await deps.db.kysely.transaction().execute(async (trx) => {
      const row = await findRefreshToken(trx, tokenHash);
      const grant = row ? await findGrant(trx, row.grantId) : undefined;
      if (!row || !grant || grant.clientId !== input.clientId) throw invalidGrant("The refresh token is not valid for this client.");
      if (grant.revokedAt !== null) throw invalidGrant("The app was disconnected: its access is revoked. Connect it again.");
      if (row.usedAt !== null) throw new RefreshReused(grant.id);
      const now = deps.now();
      if (Date.parse(row.expiresAt) <= now.getTime()) throw invalidGrant("The refresh token has expired. Connect the app again.");
      const held = grant.scopes;
      const scopes = input.scopes?.filter((s) => s !== "") ?? held;
      const extra = scopes.find((scope) => !isScope(scope) || !held.includes(scope));
      if (extra !== undefined || scopes.length === 0) {
        throw new AppError("invalid_scope", `The grant holds ${held.join(" ")}; a refresh may ask for those or fewer, not ${extra ?? "none"}.`);
      }
      if (input.resource !== undefined && resourceFor(deps.issuer, input.resource) !== grant.resource && grant.resource !== deps.issuer) {
        throw new AppError("invalid_target", `The resource is not the one authorized (${grant.resource}).`);
      }
      if (!(await useRefreshToken(trx, tokenHash, now.toISOString()))) throw new RefreshReused(grant.id);
      await touchGrant(trx, grant.id, now.toISOString());
      return issueTokens(trx, deps, { id: grant.id, userId: grant.userId, clientName: grant.clientName }, [...new Set(scopes.filter(isScope))]);
    });
  } catch (error) {
    if (!(error instanceof RefreshReused)) throw error;
    await revokeGrantAndTokens(deps.db.kysely, error.grantId, deps.now().toISOString());
    throw invalidGrant("This refresh token was already used, so someone else may hold it: the app's access is revoked. Connect it again.");
  }
}

/**
 * RFC 7009: revokes a refresh token (and with it the whole grant) or an access token (that token),
 * when the client presenting it is the one it was issued to. Anything else (unknown, someone
 * else's, an API key) changes nothing, and the answer is the same.
 */
export async function revokeToken(deps: OAuthDeps, clientId: string, token: string): Promise<void> {
  const now = deps.now().toISOString();
  if (isOpaqueSecret("refresh_token", token)) {
    const row = await findRefreshToken(deps.db.kysely, hashSecret(token));
    const grant = row ? await findGrant(deps.db.kysely, row.grantId) : undefined;
    if (grant && grant.clientId === clientId) await revokeGrantAndTokens(deps.db.kysely, grant.id, now);
    return;
  }
  if (!SECRET_PATTERN.test(token) || !token.startsWith("sr_at_")) return;
  const credential = (await findCredentialByHash(deps.db.kysely, hashSecret(token)))?.credential;
  const grant = credential?.grantId ? await findGrant(deps.db.kysely, credential.grantId) : undefined;
  if (credential && grant && grant.clientId === clientId) await revokeCredential(deps.db.kysely, credential.id, now);
}

const IssueAccessTokenBody = z
  .object({
    userId: Uuid.describe("The user the token acts for."),
    name: CreateApiKeyBody.shape.name.nullable().default(null),
    scopes: CreateApiKeyBody.shape.scopes,
    expiresInSeconds: z
      .int()
      .min(1)
      .max(ACCESS_TOKEN_TTL_MS / 1000)
      .default(ACCESS_TOKEN_TTL_MS / 1000)
      .describe("Seconds until the token expires: at most an access token's lifetime, one hour (the default)."),
  })
  .strict();

/**
 * `sprintroom token create`: an access token for a user, without an app or a grant, for scripts and
 * tests that need what an app's token gets (and is refused). It lives at most as long as every
 * access token the token endpoint issues (ACCESS_TOKEN_TTL_MS); a longer-lived credential is an API key.
 */
export const issueAccessToken = defineOperation({
  name: "issueAccessToken",
  toolName: "issue_access_token",
  group: "account",
  summary: "Issue an access token for a user, living at most an hour (the operator, on the CLI).",
  surfaces: ["cli"],
  roleRule: "the operator at the CLI",
  scope: "write",
  writes: "always",
  errors: ["resource_not_found", "credential_type_not_allowed"],
  emits: [],
  body: IssueAccessTokenBody,
  output: IssuedAccessTokenRecord,
  responseExample: { ...ACCESS_TOKEN, token: "sr_at_4reAPBAG7gMfKOZTLzTRGDPh0123456789abcd" },
  async run(ctx, input) {
    requireOperator(ctx.actor);
    const user = await findUser(ctx.db, input.userId);
    if (!user) throw notFound("user", input.userId);
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + input.expiresInSeconds * 1000).toISOString();
    const scopes = [...new Set(input.scopes)];
    const { row, secret } = newCredential({ id: ctx.newId(), userId: user.id, type: "oauth_token", name: input.name, scopes, now, expiresAt });
    await insertCredential(ctx.db, row);
    return { ...presentAccessToken(row), token: secret };
  },
});

/**
 * `sprintroom token revoke`: any access token by its id (one an app holds included: that token
 * only, as RFC 7009 revokes an access token); an id that is no access token is 404; revoking a
 * revoked token changes nothing.
 */
export const revokeAccessToken = defineOperation({
  name: "revokeAccessToken",
  toolName: "revoke_access_token",
  group: "account",
  summary: "Revoke an access token, at once (the operator, on the CLI).",
  surfaces: ["cli"],
  roleRule: "the operator at the CLI",
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "credential_type_not_allowed"],
  emits: [],
  params: AccessTokenParams,
  output: AccessTokenRecord,
  responseExample: { ...ACCESS_TOKEN, revokedAt: "2026-11-24T09:45:00.000Z" },
  async run(ctx, input) {
    requireOperator(ctx.actor);
    const id = pathUuid(input.tokenId);
    const row = id === undefined ? undefined : await findCredential(ctx.db, id);
    if (!row || row.type !== "oauth_token") throw notFound("access token", input.tokenId);
    const revokedAt = row.revokedAt ?? ctx.now().toISOString();
    await revokeCredential(ctx.db, row.id, revokedAt);
    return presentAccessToken({ ...row, revokedAt });
  },
});
