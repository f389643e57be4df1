// Clients that name themselves by a Client ID Metadata Document: the MCP SDK's client (v1, and v2 on
// the 2026-07-28 protocol), given a clientMetadataUrl, sees client_id_metadata_document_supported
// and skips registration; the server fetches the document from the test's https host
// (support/client-document.ts, trusted as an internal CA is: support/test-tls.ts), the consent page
// names the verified host, and the code, token and refresh flows work with the URL as client_id.
// Each bad document, and each URL that cannot be one, is 400 invalid_client with a description,
// never a 500. A document on a private address is refused on a server without
// SPRINTROOM_WEBHOOK_ALLOW_PRIVATE, also as the v2 client sees it. Both engines.
import { fetchToken, OAuthError, OAuthErrorCode, UnauthorizedError as UnauthorizedErrorV2 } from "@modelcontextprotocol/client";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client as apiClient, expectStatus } from "../support/client.js";
import { documentHostAvailable, startDocumentHost, type DocumentHost } from "../support/client-document.js";
import { testEngines } from "../support/databases.js";
import type { TestTeam } from "../support/factories.js";
import { connectClientV2, MemoryOAuthProvider, mcpTransportV2 } from "../support/mcp-oauth.js";
import { authorizeUrl, Browser, csrfOf, obtainCode, pkce, signedInWithClients, tokenRequest, REDIRECT_URI } from "../support/oauth.js";
import { sharedServer, startServer, type ServerHandle, type TestServer } from "../support/start-server.js";

/** The SDKs' provider of the e2e tests, with a metadata document's URL as its client id. */
class DocumentClientProvider extends MemoryOAuthProvider {
  constructor(
    redirect: string,
    readonly clientMetadataUrl: string,
  ) {
    super(redirect);
  }
}

const documentFor = (clientId: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  client_name: "Document Client",
  client_uri: "https://app.example.com",
  redirect_uris: [REDIRECT_URI],
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "none",
  ...extra,
});

let host: DocumentHost;
let paths = 0;
/** A fresh path on the host, serving `answer` (a document for the URL itself by default). */
function serveAt(answer?: (url: string) => Parameters<DocumentHost["serve"]>[1]): string {
  const path = `/clients/${++paths}.json`;
  const url = `${host.origin}${path}`;
  host.serve(path, answer ? answer(url) : { body: documentFor(url) });
  return url;
}

const available = documentHostAvailable();
beforeAll(async () => {
  if (available) host = await startDocumentHost();
});
afterAll(async () => host?.close());

const expectOAuthError = (res: { status: number; body: { error?: string; error_description?: string }; text: string }, error: string, description: RegExp) => {
  expect(res.status, res.text).toBe(400);
  expect(res.body.error, res.text).toBe(error);
  expect(res.body.error_description, res.text).toMatch(description);
};

describe.runIf(available).each(testEngines())("Client ID Metadata Documents (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let browser: Browser;

  beforeAll(async () => {
    server = await sharedServer(engine);
    ({ team, browser } = await signedInWithClients(server));
  });

  const authorize = (clientId: string, redirectUri = REDIRECT_URI) => browser.get(authorizeUrl({ clientId, challenge: pkce().challenge, redirectUri }));

  /**
   * The front channel, as the user's browser, for the authorization URL an SDK client made: the
   * consent page names the host the document came from; approving answers the redirect's query.
   */
  async function approve(url: URL, clientId: string): Promise<URLSearchParams> {
    expect(url.origin + url.pathname).toBe(`${server.url}/oauth/authorize`);
    expect(url.searchParams.get("client_id")).toBe(clientId);
    const started = await browser.get(url.pathname + url.search);
    expect(started.status, started.text).toBe(302);
    const consentPath = started.headers.get("location") as string;
    const page = await browser.get(consentPath);
    expect(page.status).toBe(200);
    const verifiedHost = new URL(clientId).host;
    expect(page.text).toContain(`data-verified-host="${verifiedHost}"`);
    expect(page.text).toContain(`${verifiedHost}</strong> (verified by its metadata document`);
    expect(page.text).toContain("Document Client");
    const requestId = new URL(consentPath, server.url).searchParams.get("request") as string;
    const answered = await browser.request("POST", "/oauth/consent", { _csrf: csrfOf(page.text), request: requestId, decision: "approve", scopes: ["read", "write"] });
    expect(answered.status).toBe(303);
    const location = new URL(answered.headers.get("location") as string);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    return location.searchParams;
  }

  it("says so in its metadata, and the SDK client uses a document instead of registering", async () => {
    const metadata = (await fetch(`${server.url}/.well-known/oauth-authorization-server`).then((r) => r.json())) as Record<string, unknown>;
    expect(metadata.client_id_metadata_document_supported).toBe(true);
    expect(metadata.registration_endpoint).toBe(`${server.url}/oauth/register`);

    const clientId = serveAt();
    const provider = new DocumentClientProvider(REDIRECT_URI, clientId);
    expect(await auth(provider, { serverUrl: `${server.url}/api/mcp` })).toBe("REDIRECT");
    expect(provider.client?.client_id).toBe(clientId);
    const code = (await approve(provider.authorizationUrl as URL, clientId)).get("code") as string;

    expect(await auth(provider, { serverUrl: `${server.url}/api/mcp`, authorizationCode: code })).toBe("AUTHORIZED");
    const tokens = provider.saved as { access_token: string; refresh_token: string };
    const me = await apiClient(server.url, tokens.access_token).get("/api/v1/me");
    expectStatus(me, 200);
    expect(me.body.user.id).toBe(team.captain.id);
    expect(me.body.credential).toMatchObject({ type: "oauth_token", name: "Document Client" });

    const refreshed = await tokenRequest(server.url, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body.access_token).toMatch(/^sr_at_/);
    // Authorize, its redirect check, the consent page and two token requests: one fetch, cached since.
    expect(host.hits(new URL(clientId).pathname)).toBe(1);
  });

  it("serves the v2 SDK client on 2026-07-28 the same way: discovery, the document as client_id, consent, token, a tool call", async () => {
    const clientId = serveAt();
    const provider = new DocumentClientProvider(REDIRECT_URI, clientId);
    // The 401 starts discovery; the client takes the document's URL as its id and sends the user off.
    const first = await connectClientV2(server.url, provider).catch((error: unknown) => error);
    expect(UnauthorizedErrorV2.isInstance(first), String(first)).toBe(true);
    expect(provider.client).toEqual({ client_id: clientId, issuer: server.url });
    expect(provider.discovered?.authorizationServerMetadata?.client_id_metadata_document_supported).toBe(true);
    const url = provider.authorizationUrl as URL;
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("resource")).toBe(`${server.url}/api/mcp`);

    const answer = await approve(url, clientId);
    expect(answer.get("iss")).toBe(server.url);
    await mcpTransportV2(server.url, provider).finishAuth(answer);
    expect(provider.saved).toMatchObject({ token_type: "Bearer", issuer: server.url, access_token: expect.stringMatching(/^sr_at_/), refresh_token: expect.stringMatching(/^sr_rt_/) });

    const client = await connectClientV2(server.url, provider);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
      const result = await client.callTool({ name: "whoami", arguments: {} });
      expect(result.isError, JSON.stringify(result)).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ user: { id: team.captain.id }, credential: { type: "oauth_token", name: "Document Client" } });
    } finally {
      await client.close();
    }
    expect(host.hits(new URL(clientId).pathname)).toBe(1);
  });

  it("lets the document's redirect URIs govern the request", async () => {
    const clientId = serveAt();
    expectOAuthError(await authorize(clientId, "http://127.0.0.1:9/elsewhere"), "invalid_request", /Unregistered redirect_uri/);
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    const res = await tokenRequest(server.url, { grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT_URI });
    expect(res.status, res.text).toBe(200);
  });

  it.each<[string, (url: string) => Parameters<DocumentHost["serve"]>[1], RegExp]>([
    ["a client_id other than its URL", (url) => ({ body: documentFor(`${url}?other`) }), /client_id .* is not exactly the URL it was fetched from/],
    ["a client secret", (url) => ({ body: documentFor(url, { client_secret: "s3cret" }) }), /has a client_secret/],
    ["a shared-secret authentication method", (url) => ({ body: documentFor(url, { token_endpoint_auth_method: "client_secret_basic" }) }), /a shared secret cannot be used/],
    ["no redirect_uris", (url) => ({ body: { client_id: url } }), /no redirect_uris/],
    ["only unacceptable redirect URIs", (url) => ({ body: documentFor(url, { redirect_uris: ["http://app.example.com/cb"] }) }), /must be https, or http on 127\.0\.0\.1/],
    ["an implicit grant", (url) => ({ body: documentFor(url, { grant_types: ["implicit"] }) }), /grant_types may only be/],
    ["a body that is not JSON", () => ({ body: "<html>hello</html>" }), /is not JSON/],
    ["a body over 5 KB", (url) => ({ body: documentFor(url, { padding: "x".repeat(6000) }) }), /larger than 5120 bytes/],
    ["a 404", () => ({ status: 404, body: {} }), /answered 404, not 200/],
    ["a redirect", () => ({ status: 302, body: "", headers: { location: "https://localhost/elsewhere.json" } }), /answered 302, not 200; redirects are not followed/],
  ])("refuses a document with %s: 400 invalid_client", async (_what, answer, description) => {
    const clientId = serveAt(answer);
    expectOAuthError(await authorize(clientId), "invalid_client", description);
    // The token endpoint says the same, and never 500.
    expectOAuthError(await tokenRequest(server.url, { grant_type: "authorization_code", code: "sr_ac_x", code_verifier: "v".repeat(43), client_id: clientId }), "invalid_client", description);
  });

  it.each([
    // Not https: not a document's URL at all, so an unknown registered client.
    ["http", () => `http://localhost/clients/x.json`, /Invalid client_id/],
    ["no path", () => `${host.origin}/`, /has no path/],
    ["a dot segment", () => `${host.origin}/clients/../x.json`, /'\.' or '\.\.' path segment/],
    ["a user name", () => `https://me@${host.origin.slice(8)}/x.json`, /user name or password/],
    ["an unnormalised form", () => `${host.origin.replace("localhost", "LOCALHOST")}/x.json`, /normalised form/],
  ])("refuses a client_id URL with %s before fetching anything", async (_what, url, description) => {
    expectOAuthError(await authorize(url()), "invalid_client", description);
  });

  it("keeps dynamic registration for the clients that use it", async () => {
    const res = await fetch(`${server.url}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_name: "Registered", redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none" }),
    });
    expect(res.status).toBe(201);
    const clientId = ((await res.json()) as { client_id: string }).client_id;
    const page = await browser.get((await authorize(clientId)).headers.get("location") as string);
    expect(page.text).toContain("Sprintroom has not checked that name");
    expect(page.text).not.toContain("data-verified-host");
  });
});

describe.runIf(available).each(testEngines())("Client ID Metadata Documents on private addresses (%s)", (engine) => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(engine, { SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "false" });
    ({ browser } = await signedInWithClients(server));
  });
  afterAll(async () => server?.close());

  it("refuses a document whose host resolves to a private address, or is one, without fetching it", async () => {
    const byName = serveAt();
    const res = await browser.get(authorizeUrl({ clientId: byName, challenge: pkce().challenge }));
    expectOAuthError(res, "invalid_client", /could not be fetched: localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
    const byAddress = byName.replace("localhost", "127.0.0.1");
    expectOAuthError(await browser.get(authorizeUrl({ clientId: byAddress, challenge: pkce().challenge })), "invalid_client", /127\.0\.0\.1 is not a public address/);
    expect(host.hits(new URL(byName).pathname)).toBe(0);
  });

  it("refuses the v2 SDK client's document the same way: the browser sees the error, and so does the client's token request", async () => {
    const clientId = serveAt();
    const provider = new DocumentClientProvider(REDIRECT_URI, clientId);
    const first = await connectClientV2(server.url, provider).catch((error: unknown) => error);
    expect(UnauthorizedErrorV2.isInstance(first), String(first)).toBe(true);
    const url = provider.authorizationUrl as URL;
    expect(url.searchParams.get("client_id")).toBe(clientId);
    // No redirect back to a client the server could not verify: the user agent is told why.
    expectOAuthError(await browser.get(url.pathname + url.search), "invalid_client", /could not be fetched: localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);

    // Had the client a code to redeem, the SDK's token request would be refused for the same reason.
    // (fetchToken is the request finishAuth makes; finishAuth itself answers invalid_client by
    // dropping the client's information and retrying, which then fails for want of a client.)
    const refused = await fetchToken(provider, server.url, {
      metadata: provider.discovered?.authorizationServerMetadata,
      resource: `${server.url}/api/mcp`,
      authorizationCode: "sr_ac_x",
      iss: server.url,
    }).catch((error: unknown) => error);
    expect(OAuthError.isInstance(refused), String(refused)).toBe(true);
    expect((refused as OAuthError).code).toBe(OAuthErrorCode.InvalidClient);
    expect((refused as OAuthError).message).toMatch(/not a public address/);
    expect(provider.saved).toBeUndefined();
    expect(host.hits(new URL(clientId).pathname)).toBe(0);
  });
});
