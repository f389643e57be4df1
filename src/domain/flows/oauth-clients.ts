// OAuth clients that register themselves (RFC 7591), as MCP clients do: public clients only (no
// secret: a desktop app or a browser cannot keep one), redirect URIs that are https, or http on a
// loopback host (RFC 8252: native apps listen on 127.0.0.1 or localhost at a port of their choosing).
// A registration that never leads to a grant is deleted after a day (storage/repos/oauth-prune.ts).
import { AppError, quote } from "../../errors.js";
import type { RegisteredClient } from "../../schemas/oauth-clients.js";
import type { Db } from "../../storage/database.js";
import { findClient, insertClient } from "../../storage/repos/oauth-clients.js";
import { pruneExpired } from "../../storage/repos/oauth-prune.js";

export interface OAuthDeps {
  db: Db;
  now: () => Date;
  newId: () => string;
  /** This server's public origin: the issuer, and the resource its tokens are for. */
  issuer: string;
}

/** What a client sends to register, as the MCP SDK's schema has already checked its shape. */
export interface ClientRegistration {
  redirect_uris: string[];
  client_name?: string;
  client_uri?: string;
  grant_types?: string[];
  response_types?: string[];
  scope?: string;
  software_id?: string;
  software_version?: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const GRANT_TYPES = ["authorization_code", "refresh_token"];
const MAX_REDIRECT_URIS = 10;
const MAX_TEXT = 200;

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);

/**
 * Whether a requested redirect URI is one of the client's: exactly, or a loopback one that differs
 * in its port alone (RFC 8252 §7.3: a native app listens on a port the system gives it). Everything
 * else must be as registered: scheme, host, path, query, and no user info and no fragment (which
 * registration refuses, RFC 6749 §3.1.2).
 */
export function isRegisteredRedirectUri(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  const url = URL.canParse(requested) ? new URL(requested) : undefined;
  if (url === undefined || !isLoopbackHost(url.hostname) || requested.includes("#")) return false;
  return registered.some((uri) => {
    const own = new URL(uri);
    if (!isLoopbackHost(own.hostname)) return false;
    const moved = new URL(requested);
    moved.port = own.port;
    return moved.href === own.href;
  });
}

/** Why a redirect URI cannot be registered, or undefined when it can. */
function redirectUriProblem(uri: string): string | undefined {
  const url = URL.canParse(uri) ? new URL(uri) : undefined;
  if (!url || uri.length > 2000) return "is not an absolute URL of at most 2000 characters";
  if (url.hash !== "" || uri.includes("#")) return "has a fragment, which a redirect URI may not have";
  if (url.username !== "" || url.password !== "") return "carries a user name or password";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname)) return undefined;
  return "must be https, or http on 127.0.0.1 or localhost (any port)";
}

/**
 * The redirect URIs to register: those that are acceptable. Some clients offer several at once
 * (Cursor: a cursor:// one, an https one and a loopback one); RFC 7591 §2 lets the server register
 * fewer than asked, and the answer lists what was registered. None acceptable: invalid_redirect_uri.
 */
export function acceptableRedirectUris(uris: readonly string[]): string[] {
  if (uris.length === 0 || uris.length > MAX_REDIRECT_URIS) {
    throw new AppError("invalid_redirect_uri", `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs.`);
  }
  const accepted = uris.filter((uri) => redirectUriProblem(uri) === undefined);
  if (accepted.length > 0) return [...new Set(accepted)];
  const [first] = uris as [string];
  throw new AppError("invalid_redirect_uri", `redirect_uris[0] ${quote(first)} ${redirectUriProblem(first)}.`);
}

export function optionalText(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  // Control and format characters (direction overrides such as U+202E, zero-width ones) would let
  // a name pretend to be something else on the consent page: "moc.elgoog" shown as "google.com".
  const text = value.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  if (text.length > MAX_TEXT) throw new AppError("invalid_client_metadata", `${field} is longer than ${MAX_TEXT} characters.`);
  return text === "" ? undefined : text;
}

/**
 * Registers a public client. Refused with invalid_redirect_uri (no URI that is https or loopback
 * http without a fragment) or invalid_client_metadata (a grant or response type this server does
 * not do). Whatever authentication method the client asks for, it is registered as a public client
 * (`none`) and told so, as RFC 7591 lets a server replace requested values.
 */
export async function registerClient(deps: OAuthDeps, input: ClientRegistration, clientId: string): Promise<RegisteredClient> {
  const redirectUris = acceptableRedirectUris(input.redirect_uris);
  const grantTypes = input.grant_types ?? GRANT_TYPES;
  const unsupportedGrant = grantTypes.find((type) => !GRANT_TYPES.includes(type));
  if (unsupportedGrant !== undefined) {
    throw new AppError("invalid_client_metadata", `grant_types: ${quote(unsupportedGrant)} is not offered; this server does authorization_code and refresh_token.`);
  }
  const responseTypes = input.response_types ?? ["code"];
  if (responseTypes.some((type) => type !== "code")) {
    throw new AppError("invalid_client_metadata", "response_types: only 'code' is offered (no implicit flow).");
  }
  const now = deps.now();
  const client: RegisteredClient = {
    client_id: clientId,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    client_name: optionalText(input.client_name, "client_name"),
    client_uri: optionalText(input.client_uri, "client_uri"),
    redirect_uris: redirectUris,
    grant_types: [...new Set(grantTypes)],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: optionalText(input.scope, "scope"),
    software_id: optionalText(input.software_id, "software_id"),
    software_version: optionalText(input.software_version, "software_version"),
  };
  await pruneExpired(deps.db.kysely, now);
  await insertClient(deps.db.kysely, clientRow(client, now));
  return client;
}

/** A client's stored row: registered (at its registration) or known by its metadata document (at its fetch). */
export function clientRow(client: RegisteredClient, at: Date) {
  return { id: client.client_id, name: client.client_name ?? null, redirectUris: client.redirect_uris, metadata: client, createdAt: at.toISOString() };
}

export async function getClient(deps: Pick<OAuthDeps, "db">, clientId: string): Promise<RegisteredClient | undefined> {
  if (clientId.length > 200) return undefined;
  const row = await findClient(deps.db.reader, clientId);
  return row?.metadata;
}
