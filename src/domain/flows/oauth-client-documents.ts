// Clients that identify themselves by a Client ID Metadata Document
// (draft-ietf-oauth-client-id-metadata-document), the registration MCP's authorization
// specification recommends: the client_id is an https URL, and the document served there is the
// client's metadata. No registration request and no row until it is used: src/oauth/client-documents.ts
// fetches the document (address guards, size and time limits, caching) and these rules decide
// whether it is acceptable, then the client is recorded (upserted) so that its requests, codes and
// grants can point at it like a registered client's.
import { AppError, quote } from "../../errors.js";
import type { RegisteredClient } from "../../schemas/oauth-clients.js";
import { upsertClient } from "../../storage/repos/oauth-clients.js";
import { acceptableRedirectUris, clientRow, optionalText, type OAuthDeps } from "./oauth-clients.js";

/** At most this many bytes of a document are read (the draft suggests 5 KB). */
export const MAX_DOCUMENT_BYTES = 5 * 1024;
/** A document must be served within this. */
export const DOCUMENT_TIMEOUT_MS = 5_000;
/** A client id URL longer than this is refused before anything is fetched. */
export const MAX_CLIENT_ID_URL = 1000;
/**
 * How long a fetched document is used before it is fetched again: its Cache-Control max-age, held
 * between a floor (one authorization, its consent and its code exchange fetch it once, whatever the
 * client's server says) and a ceiling (a changed or withdrawn document takes effect within it).
 */
export const CACHE_FLOOR_MS = 60_000;
export const CACHE_CEILING_MS = 12 * 3_600_000;
/** The lifetime of a document served without a max-age. */
export const CACHE_DEFAULT_MS = 5 * 60_000;

const SHARED_SECRET_METHODS = new Set(["client_secret_basic", "client_secret_post", "client_secret_jwt"]);

/** Whether a client_id names a metadata document (an https URL) rather than a registration of ours (a UUID). */
export const isDocumentClientId = (clientId: string): boolean => clientId.startsWith("https://");

const invalidClient = (clientId: string, reason: string) => new AppError("invalid_client", `client_id ${quote(clientId)}: ${reason}.`, "client_id");

/**
 * Why a client_id URL cannot name a metadata document, or undefined when it can: https, a host, a
 * path other than "/", no dot segments, no fragment, no user name or password, and written as it
 * is meant (the server compares it with the document's client_id as a plain string, never
 * normalised, so a URL that parsing would rewrite, "HTTPS://App.example/./c.json", is refused here
 * rather than failing later).
 */
export function clientIdUrlProblem(clientId: string): string | undefined {
  if (clientId.length > MAX_CLIENT_ID_URL) return `is longer than ${MAX_CLIENT_ID_URL} characters`;
  const url = URL.canParse(clientId) ? new URL(clientId) : undefined;
  if (url === undefined || url.protocol !== "https:" || url.hostname === "") return "is not an https URL";
  if (clientId.includes("#")) return "has a fragment";
  if (url.username !== "" || url.password !== "") return "carries a user name or password";
  if (/\/\.\.?(\/|$|\?)/.test(clientId.split("?")[0] ?? "")) return "has a '.' or '..' path segment";
  if (url.pathname === "/") return "has no path: the document must be at a path of the client's host, e.g. https://app.example.com/oauth/client.json";
  if (url.href !== clientId) return `is not written in its normalised form (${quote(url.href)})`;
  return undefined;
}

/** Throws invalid_client when the client_id URL cannot name a document (see clientIdUrlProblem). */
export function checkClientIdUrl(clientId: string): void {
  const problem = clientIdUrlProblem(clientId);
  if (problem !== undefined) throw invalidClient(clientId, problem);
}

/**
 * How long a document may be used, from its Cache-Control: max-age within the floor and ceiling;
 * no-store, no-cache or max-age=0, the floor; none, the default.
 */
export function documentLifetimeMs(cacheControl: string | undefined): number {
  if (cacheControl === undefined) return CACHE_DEFAULT_MS;
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (directives.some((d) => d === "no-store" || d === "no-cache")) return CACHE_FLOOR_MS;
  const maxAge = directives.map((d) => /^max-age\s*=\s*"?(\d+)"?$/.exec(d)?.[1]).find((v) => v !== undefined);
  if (maxAge === undefined) return CACHE_DEFAULT_MS;
  return Math.min(CACHE_CEILING_MS, Math.max(CACHE_FLOOR_MS, Number(maxAge) * 1000));
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : undefined;
}

function optionalString(document: Record<string, unknown>, field: string, clientId: string): string | undefined {
  const value = document[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidClient(clientId, `the metadata document's ${field} is not a string`);
  return value;
}

/**
 * The client a fetched document describes, or invalid_client saying what is wrong with it: not a
 * JSON object; its client_id not exactly the URL it was fetched from; a client secret, or a
 * shared-secret authentication method (a document is public, so it cannot hold a secret, and this
 * server only takes public clients: `none`); no redirect URI that is https or loopback http; a
 * grant or response type this server does not do.
 */
export function clientFromDocument(clientId: string, body: string, fetchedAt: Date): RegisteredClient {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalidClient(clientId, "the metadata document is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalidClient(clientId, "the metadata document is not a JSON object");
  const document = parsed as Record<string, unknown>;
  if (document.client_id !== clientId) {
    throw invalidClient(clientId, `the metadata document's client_id (${quote(document.client_id ?? null)}) is not exactly the URL it was fetched from`);
  }
  if (document.client_secret !== undefined || document.client_secret_expires_at !== undefined) {
    throw invalidClient(clientId, "the metadata document has a client_secret; a document is public, so it cannot hold one");
  }
  const method = document.token_endpoint_auth_method ?? "none";
  if (method !== "none") {
    const why = typeof method === "string" && SHARED_SECRET_METHODS.has(method) ? "a shared secret cannot be used with a metadata document" : "this server only takes public clients";
    throw invalidClient(clientId, `token_endpoint_auth_method ${quote(method)} is not offered (${why}); use 'none' with PKCE`);
  }
  const redirectUris = stringList(document.redirect_uris);
  if (redirectUris === undefined) throw invalidClient(clientId, "the metadata document has no redirect_uris list of strings");
  const grantTypes = document.grant_types === undefined ? ["authorization_code", "refresh_token"] : stringList(document.grant_types);
  const responseTypes = document.response_types === undefined ? ["code"] : stringList(document.response_types);
  if (grantTypes === undefined || grantTypes.some((type) => type !== "authorization_code" && type !== "refresh_token")) {
    throw invalidClient(clientId, "the metadata document's grant_types may only be authorization_code and refresh_token");
  }
  if (responseTypes === undefined || responseTypes.some((type) => type !== "code")) {
    throw invalidClient(clientId, "the metadata document's response_types may only be 'code'");
  }
  try {
    return {
      client_id: clientId,
      client_id_issued_at: Math.floor(fetchedAt.getTime() / 1000),
      client_name: optionalText(optionalString(document, "client_name", clientId), "client_name"),
      client_uri: optionalText(optionalString(document, "client_uri", clientId), "client_uri"),
      redirect_uris: acceptableRedirectUris(redirectUris),
      grant_types: [...new Set(grantTypes)],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      scope: optionalText(optionalString(document, "scope", clientId), "scope"),
      software_id: optionalText(optionalString(document, "software_id", clientId), "software_id"),
      software_version: optionalText(optionalString(document, "software_version", clientId), "software_version"),
    };
  } catch (error) {
    // The registration rules' refusals (a redirect URI, a name too long), said of the document.
    if (error instanceof AppError && error.code !== "invalid_client") throw invalidClient(clientId, `the metadata document: ${error.message.replace(/\.$/, "")}`);
    throw error;
  }
}

/**
 * Records a client whose document was just fetched and accepted, so that its authorization
 * requests, codes and grants refer to a row as a registered client's do. Its created_at is the
 * time of this fetch: the row is pruned as an unused registration is (a day without a grant), and
 * a document is refetched well within that (CACHE_CEILING_MS), so a client in use keeps its row.
 */
export async function recordDocumentClient(deps: Pick<OAuthDeps, "db">, client: RegisteredClient, fetchedAt: Date): Promise<void> {
  await upsertClient(deps.db.kysely, clientRow(client, fetchedAt));
}

/** The host a client's metadata document was fetched from, or undefined for a registered client. */
export function verifiedHostOf(clientId: string): string | undefined {
  return isDocumentClientId(clientId) && URL.canParse(clientId) ? new URL(clientId).host : undefined;
}
