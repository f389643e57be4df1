// Fetching a client's metadata document (src/domain/flows/oauth-client-documents.ts has the rules):
// one GET of the client_id URL, with the webhook sender's address guards (the host is resolved once
// and every address it resolves to must be public, unless SPRINTROOM_WEBHOOK_ALLOW_PRIVATE is on;
// the connection goes to an address so checked, so a name cannot turn private between the check and
// the connection), no redirect followed, a 200 only, at most 5 KB read and 5 s for all of it.
//
// Accepted documents are kept in memory, per process, for their Cache-Control lifetime (held
// between a floor and a ceiling), at most MAX_CACHED of them; concurrent look-ups of one URL share
// one fetch. A refusal is not kept: the client's next request fetches again.
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import {
  checkClientIdUrl,
  clientFromDocument,
  DOCUMENT_TIMEOUT_MS,
  documentLifetimeMs,
  MAX_DOCUMENT_BYTES,
} from "../domain/flows/oauth-client-documents.js";
import { AppError, quote } from "../errors.js";
import type { RegisteredClient } from "../schemas/oauth-clients.js";
import { isPublicAddress, refusedUrl } from "../webhooks/addresses.js";

const MAX_CACHED = 1000;

export interface FetchedDocument {
  body: string;
  cacheControl: string | undefined;
}

export interface DocumentFetchOptions {
  allowPrivate: boolean;
  lookupHost: (hostname: string) => Promise<string[]>;
  timeoutMs?: number;
  maxBytes?: number;
}

/** A lookup for the connection that answers only with addresses the guard lets through. */
function guardedLookup(options: DocumentFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options.lookupHost(hostname).then(
      (addresses) => {
        const refused = options.allowPrivate ? undefined : addresses.find((address) => !isPublicAddress(address));
        if (refused !== undefined) return callback(new Error(`${hostname} resolves to ${refused}, which is not a public address`), "", 0);
        if (addresses.length === 0) return callback(new Error(`${hostname} does not resolve`), "", 0);
        const found = addresses.map((address) => ({ address, family: isIP(address) }));
        if (lookupOptions.all) return (callback as unknown as (error: null, all: typeof found) => void)(null, found);
        const [first] = found as [(typeof found)[0]];
        return callback(null, first.address, first.family);
      },
      () => callback(new Error(`${hostname} does not resolve`), "", 0),
    );
  };
}

/**
 * One GET of a client_id URL: the body and its Cache-Control, or an Error saying why not (an
 * address refused, no answer in time, a status other than 200, a body over the limit).
 */
export function fetchClientDocument(url: string, options: DocumentFetchOptions): Promise<FetchedDocument> {
  const timeoutMs = options.timeoutMs ?? DOCUMENT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const refused = refusedUrl(url, options.allowPrivate);
  if (refused !== undefined) return Promise.reject(new Error(refused));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: Error | FetchedDocument) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const deadline = setTimeout(() => finish(new Error(`no complete answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const req = httpsRequest(
      url,
      {
        method: "GET",
        headers: { accept: "application/json", "user-agent": "Sprintroom-OAuth/1.0" },
        agent: false,
        lookup: guardedLookup(options),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status !== 200) {
          const why = status >= 300 && status < 400 ? `; redirects are not followed` : "";
          return finish(new Error(`it answered ${status}, not 200${why}`));
        }
        const chunks: Buffer[] = [];
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxBytes) return finish(new Error(`the document is larger than ${maxBytes} bytes`));
          chunks.push(chunk);
        });
        res.once("end", () => {
          const cacheControl = res.headers["cache-control"];
          finish({ body: Buffer.concat(chunks).toString("utf8"), cacheControl });
        });
        res.once("error", (error) => finish(error));
      },
    );
    req.once("error", (error) => finish(error));
    req.end();
  });
}

export interface ClientDocuments {
  /** The client a metadata document describes (cached, or fetched now); invalid_client when it cannot be used. */
  resolve(clientId: string): Promise<RegisteredClient>;
}

export function createClientDocuments(deps: {
  fetch: DocumentFetchOptions;
  now: () => Date;
  /** Called with each client just fetched and accepted, before it is used (it records the client). */
  record: (client: RegisteredClient, fetchedAt: Date) => Promise<void>;
}): ClientDocuments {
  const cache = new Map<string, { client: RegisteredClient; expiresAt: number }>();
  const inFlight = new Map<string, Promise<RegisteredClient>>();

  async function load(clientId: string): Promise<RegisteredClient> {
    let fetched: FetchedDocument;
    try {
      fetched = await fetchClientDocument(clientId, deps.fetch);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError("invalid_client", `client_id ${quote(clientId)}: its metadata document could not be fetched: ${reason}.`, "client_id");
    }
    const fetchedAt = deps.now();
    const client = clientFromDocument(clientId, fetched.body, fetchedAt);
    await deps.record(client, fetchedAt);
    cache.delete(clientId);
    cache.set(clientId, { client, expiresAt: fetchedAt.getTime() + documentLifetimeMs(fetched.cacheControl) });
    // The oldest entries go first once the cache is full (a Map keeps insertion order).
    for (const oldest of cache.keys()) {
      if (cache.size <= MAX_CACHED) break;
      cache.delete(oldest);
    }
    return client;
  }

  return {
    async resolve(clientId) {
      checkClientIdUrl(clientId);
      const cached = cache.get(clientId);
      if (cached !== undefined && cached.expiresAt > deps.now().getTime()) return cached.client;
      let pending = inFlight.get(clientId);
      if (pending === undefined) {
        pending = load(clientId).finally(() => inFlight.delete(clientId));
        inFlight.set(clientId, pending);
      }
      return pending;
    },
  };
}
