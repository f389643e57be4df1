// Client ID Metadata Documents without a server under test: which URLs may name one, how long a
// document is kept, which documents are acceptable, and the fetch's limits (time, size, a name
// that resolves to a private address, checked when connecting) and cache (one fetch while fresh,
// shared by concurrent look-ups, again once stale; a refusal not kept) against the test's https host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CACHE_CEILING_MS,
  CACHE_DEFAULT_MS,
  CACHE_FLOOR_MS,
  clientFromDocument,
  clientIdUrlProblem,
  documentLifetimeMs,
} from "../../src/domain/flows/oauth-client-documents.js";
import { AppError } from "../../src/errors.js";
import { createClientDocuments, fetchClientDocument } from "../../src/oauth/client-documents.js";
import type { RegisteredClient } from "../../src/schemas/oauth-clients.js";
import { documentHostAvailable, startDocumentHost, type DocumentHost } from "../support/client-document.js";

const URL_ID = "https://app.example.com/oauth/client.json";
const document = (extra: Record<string, unknown> = {}) => JSON.stringify({ client_id: URL_ID, redirect_uris: ["https://app.example.com/cb"], ...extra });
const at = new Date("2026-11-28T12:00:00Z");

describe("clientIdUrlProblem", () => {
  it.each([URL_ID, "https://app.example.com/c", "https://app.example.com:8443/oauth/client.json", "https://app.example.com/client?tenant=1"])("accepts %s", (url) => {
    expect(clientIdUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ["http://app.example.com/client.json", /not an https URL/],
    ["https://app.example.com", /no path/],
    ["https://app.example.com/", /no path/],
    ["https://app.example.com/client.json#x", /fragment/],
    ["https://u:p@app.example.com/client.json", /user name or password/],
    ["https://app.example.com/a/../client.json", /path segment/],
    ["https://app.example.com/./client.json", /path segment/],
    ["https://app.example.com/a/%2e%2e/client.json", /normalised form/],
    ["https://App.Example.com/client.json", /normalised form/],
    ["https://app.example.com:443/client.json", /normalised form/],
    [`https://app.example.com/${"a".repeat(1000)}`, /longer than 1000/],
    ["not a url", /not an https URL/],
  ])("refuses %s", (url, problem) => {
    expect(clientIdUrlProblem(url)).toMatch(problem);
  });
});

describe("documentLifetimeMs", () => {
  it.each([
    [undefined, CACHE_DEFAULT_MS],
    ["public", CACHE_DEFAULT_MS],
    ["max-age=600", 600_000],
    ["public, max-age=3600", 3_600_000],
    ['max-age="120"', 120_000],
    ["max-age=0", CACHE_FLOOR_MS],
    ["max-age=5", CACHE_FLOOR_MS],
    ["no-store", CACHE_FLOOR_MS],
    ["no-cache, max-age=600", CACHE_FLOOR_MS],
    ["max-age=31536000", CACHE_CEILING_MS],
  ])("keeps a document served with Cache-Control %s for its lifetime, held between floor and ceiling", (header, ms) => {
    expect(documentLifetimeMs(header)).toBe(ms);
  });
});

describe("clientFromDocument", () => {
  it("makes a public client of an acceptable document, with only the redirect URIs it can use", () => {
    const client = clientFromDocument(URL_ID, document({ client_name: "App\u202E", redirect_uris: ["cursor://cb", "https://app.example.com/cb"] }), at);
    expect(client).toEqual({
      client_id: URL_ID,
      client_id_issued_at: at.getTime() / 1000,
      client_name: "App",
      redirect_uris: ["https://app.example.com/cb"],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    });
  });

  it.each([
    ["[]", /not a JSON object/],
    ["null", /not a JSON object/],
    [document({ client_id: `${URL_ID}/` }), /not exactly the URL/],
    [document({ client_id: "HTTPS://app.example.com/oauth/client.json" }), /not exactly the URL/],
    [JSON.stringify({ redirect_uris: [] }), /\('null'\) is not exactly the URL/],
    [document({ client_secret: "x" }), /client_secret/],
    [document({ client_secret_expires_at: 0 }), /client_secret/],
    [document({ token_endpoint_auth_method: "client_secret_post" }), /shared secret/],
    [document({ token_endpoint_auth_method: "private_key_jwt" }), /only takes public clients/],
    [document({ redirect_uris: "https://app.example.com/cb" }), /no redirect_uris list/],
    [document({ redirect_uris: [] }), /redirect_uris must list 1 to 10/],
    [document({ response_types: ["token"] }), /response_types/],
    [document({ client_name: 7 }), /client_name is not a string/],
    [document({ client_name: "n".repeat(201) }), /client_name is longer than 200/],
  ])("refuses %s with invalid_client", (body, problem) => {
    let caught: unknown;
    try {
      clientFromDocument(URL_ID, body, at);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe("invalid_client");
    expect((caught as AppError).message).toMatch(problem);
  });
});

describe.runIf(documentHostAvailable())("fetching and caching documents", () => {
  let host: DocumentHost;
  const loopback = async () => ["127.0.0.1"];
  beforeAll(async () => {
    host = await startDocumentHost();
  });
  afterAll(async () => host?.close());

  it("gives up after the time limit", async () => {
    host.serve("/slow.json", { body: "{}", delayMs: 2_000 });
    const started = Date.now();
    await expect(fetchClientDocument(`${host.origin}/slow.json`, { allowPrivate: true, lookupHost: loopback, timeoutMs: 200 })).rejects.toThrow("no complete answer within 0.2 s");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("refuses a name that resolves to a private address when connecting, and connects when private ones are allowed", async () => {
    host.serve("/ok.json", { body: "{}", headers: { "cache-control": "max-age=90" } });
    await expect(fetchClientDocument(`${host.origin}/ok.json`, { allowPrivate: false, lookupHost: loopback })).rejects.toThrow("localhost resolves to 127.0.0.1, which is not a public address");
    expect(host.hits("/ok.json")).toBe(0);
    await expect(fetchClientDocument(`${host.origin}/ok.json`, { allowPrivate: true, lookupHost: loopback })).resolves.toEqual({ body: "{}", cacheControl: "max-age=90" });
  });

  it("fetches once while the document is fresh, once for concurrent look-ups, and again when it is stale", async () => {
    const clientId = `${host.origin}/cached.json`;
    host.serve("/cached.json", { body: { client_id: clientId, redirect_uris: ["https://app.example.com/cb"] }, headers: { "cache-control": "max-age=120" }, delayMs: 50 });
    let now = at.getTime();
    const recorded: RegisteredClient[] = [];
    const documents = createClientDocuments({
      fetch: { allowPrivate: true, lookupHost: loopback },
      now: () => new Date(now),
      record: async (client) => void recorded.push(client),
    });
    const [first, second] = await Promise.all([documents.resolve(clientId), documents.resolve(clientId)]);
    expect(first).toBe(second);
    expect(host.hits("/cached.json")).toBe(1);
    now += 119_000;
    await documents.resolve(clientId);
    expect(host.hits("/cached.json")).toBe(1);
    now += 2_000;
    await documents.resolve(clientId);
    expect(host.hits("/cached.json")).toBe(2);
    expect(recorded).toHaveLength(2);
  });

  it("keeps no refusal: a fixed document is used at the next look-up", async () => {
    const clientId = `${host.origin}/fixed.json`;
    host.serve("/fixed.json", { status: 500, body: {} });
    const documents = createClientDocuments({ fetch: { allowPrivate: true, lookupHost: loopback }, now: () => at, record: async () => undefined });
    await expect(documents.resolve(clientId)).rejects.toThrow("answered 500, not 200");
    host.serve("/fixed.json", { body: { client_id: clientId, redirect_uris: ["https://app.example.com/cb"] } });
    await expect(documents.resolve(clientId)).resolves.toMatchObject({ client_id: clientId });
    expect(host.hits("/fixed.json")).toBe(2);
  });
});
