// The authorization step of the code flow: a client's request waits (10 minutes at most) while the
// user signs in and looks at the consent page; approving it issues a code bound to the client,
// the redirect URI, the PKCE challenge, the scopes granted and the resource; denying it sends the
// client access_denied. Either answer ends the request, so it can be answered once.
import { generateOpaqueSecret, hashSecret, randomBase62 } from "../../auth/credentials.js";
import { AppError, invalidParam, quote } from "../../errors.js";
import { SCOPES, type Scope } from "../../schemas/common.js";
import { findClient } from "../../storage/repos/oauth-clients.js";
import { deleteAuthorizationRequest, findAuthorizationRequest, insertAuthorizationRequest, insertCode } from "../../storage/repos/oauth-requests.js";
import type { Executor } from "../../storage/database.js";
import type { StoredAuthorizationRequest } from "../../storage/records.js";
import { verifiedHostOf } from "./oauth-client-documents.js";
import type { OAuthDeps } from "./oauth-clients.js";

const REQUEST_TTL_MS = 10 * 60_000;
/** RFC 6749 §4.1.2 allows codes up to 10 minutes; a client exchanges one within seconds, so 60 s. */
export const CODE_TTL_MS = 60_000;
/** A S256 challenge is the base64url of a SHA-256: 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The resource (RFC 8707) a token would be for, normalised: this server (its origin) when the
 * client names none, or a URL on this server's origin (its MCP endpoint, say). Anything else is
 * 400 invalid_target: tokens minted here are only ever for here.
 */
export function resourceFor(issuer: string, requested: string | undefined): string {
  if (requested === undefined) return issuer;
  const url = URL.canParse(requested) ? new URL(requested) : undefined;
  if (!url || url.origin !== issuer || url.hash !== "") {
    throw new AppError("invalid_target", `The resource ${quote(requested)} is not this server; tokens here are for ${issuer} (the MCP endpoint is ${issuer}/api/mcp).`);
  }
  return url.href.replace(/\/$/, "");
}

/**
 * The scopes of a request: those of this server's it names (others are left out, as RFC 6749
 * §3.3 allows), both when it names none; 400 invalid_scope when it names only others.
 */
export function scopesFor(requested: readonly string[]): Scope[] {
  const named = requested.filter((s) => s !== "");
  if (named.length === 0) return [...SCOPES];
  const known = SCOPES.filter((scope) => named.includes(scope));
  if (known.length === 0) throw new AppError("invalid_scope", `None of the scopes ${quote(named.join(" "))} is offered here; ask for read, write or both.`);
  return known;
}

export interface AuthorizationParams {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string;
  state?: string;
  resource?: string;
}

/** Keeps a validated authorization request for the consent page; returns its id. */
export async function startAuthorization(deps: OAuthDeps, params: AuthorizationParams): Promise<string> {
  if (!S256_CHALLENGE.test(params.codeChallenge)) throw invalidParam("code_challenge", "code_challenge must be the 43-character base64url SHA-256 of the verifier (S256).");
  if (params.state !== undefined && params.state.length > 1000) throw invalidParam("state", "state is longer than 1000 characters.");
  const scopes = scopesFor(params.scopes);
  const resource = resourceFor(deps.issuer, params.resource);
  const now = deps.now();
  const id = randomBase62(32);
  await insertAuthorizationRequest(deps.db.kysely, {
    id,
    clientId: params.clientId,
    redirectUri: params.redirectUri,
    scopes,
    state: params.state ?? null,
    codeChallenge: params.codeChallenge,
    resource,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REQUEST_TTL_MS).toISOString(),
  });
  return id;
}

export interface PendingAuthorization {
  id: string;
  /** verifiedHost: the host its metadata document was fetched from (a client_id URL's), null for a registered client. */
  client: { id: string; name: string | null; verifiedHost: string | null };
  redirectUri: string;
  scopes: Scope[];
  resource: string;
}

async function pendingRow(db: Executor, now: Date, id: string): Promise<StoredAuthorizationRequest> {
  const row = id.length === 32 ? await findAuthorizationRequest(db, id) : undefined;
  if (!row || Date.parse(row.expiresAt) <= now.getTime()) {
    throw new AppError("authorization_request_expired", "This request to connect an app has expired or was already answered. Start again from the app.");
  }
  return row;
}

/** What the consent page shows; 400 authorization_request_expired when it is gone. */
export async function findPendingAuthorization(deps: OAuthDeps, id: string): Promise<PendingAuthorization> {
  const row = await pendingRow(deps.db.reader, deps.now(), id);
  const client = await findClient(deps.db.reader, row.clientId);
  return {
    id: row.id,
    client: { id: row.clientId, name: client?.name ?? null, verifiedHost: verifiedHostOf(row.clientId) ?? null },
    redirectUri: row.redirectUri,
    scopes: row.scopes,
    resource: row.resource,
  };
}

function redirectTo(deps: OAuthDeps, row: StoredAuthorizationRequest, params: Record<string, string>): string {
  const url = new URL(row.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (row.state !== null) url.searchParams.set("state", row.state);
  // RFC 9207: the client can tell which server answered (mix-up attacks, RFC 9700 §4.4).
  url.searchParams.set("iss", deps.issuer);
  return url.href;
}

/**
 * The user's answer, as the signed-in user: approve with the scopes they kept (at least one, and
 * only ones asked for), or deny. Returns where to send the browser: the client's redirect URI with
 * a code, or with error=access_denied.
 */
export async function decideAuthorization(
  deps: OAuthDeps,
  input: { requestId: string; userId: string; approve: boolean; scopes: readonly string[] },
): Promise<string> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await pendingRow(trx, now, input.requestId);
    const granted = row.scopes.filter((scope) => input.scopes.includes(scope));
    if (input.approve && granted.length === 0) throw invalidParam("scopes", "Choose at least one permission to allow, or deny the request.");
    if (!(await deleteAuthorizationRequest(trx, row.id))) throw new AppError("authorization_request_expired", "This request was already answered.");
    if (!input.approve) return redirectTo(deps, row, { error: "access_denied", error_description: "The user denied the request." });
    const code = generateOpaqueSecret("authorization_code");
    await insertCode(trx, {
      codeHash: hashSecret(code),
      clientId: row.clientId,
      userId: input.userId,
      scopes: granted,
      resource: row.resource,
      redirectUri: row.redirectUri,
      codeChallenge: row.codeChallenge,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      usedAt: null,
      grantId: null,
    });
    return redirectTo(deps, row, { code });
  });
}
