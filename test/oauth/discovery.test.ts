// How a client finds and joins the authorization server: the 401 challenge on /api/mcp and /api/v1
// (with the error envelope kept as the body), RFC 9728 and RFC 8414 metadata, and RFC 7591
// registration: public clients only, https or loopback-http redirect URIs, limited per address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { setPassword } from "../../src/domain/operator/admin.js";
import { makeUser } from "../support/factories.js";
import { Browser, obtainCode, pkce, registerClient, tokenRequest, REDIRECT_URI, TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

describe.each(testEngines())("OAuth discovery and registration (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => server?.close());

  it("answers every 401 on /api/mcp and /api/v1 with the envelope and a resource_metadata challenge", async () => {
    const mcpMetadata = `${server.url}/.well-known/oauth-protected-resource/api/mcp`;
    const apiMetadata = `${server.url}/.well-known/oauth-protected-resource`;
    const cases: Array<[string, string, Record<string, string>, string, string]> = [
      ["POST", "/api/mcp", {}, "missing_credential", mcpMetadata],
      ["POST", "/api/mcp?toolsets=ai", { authorization: `Bearer sr_at_${"0".repeat(40)}` }, "invalid_credential", mcpMetadata],
      ["GET", "/api/v1/me", {}, "missing_credential", apiMetadata],
      ["GET", "/api/v1/teams", { authorization: "Basic eDp5" }, "invalid_credential", apiMetadata],
    ];
    for (const [method, path, headers, code, metadata] of cases) {
      const res = await request(server.url, method, path, { headers: { accept: "application/json, text/event-stream", ...headers }, body: method === "POST" ? {} : undefined });
      expectError(res, 401, "authentication_error", code);
      const challenge = res.headers.get("www-authenticate") ?? "";
      expect(challenge, path).toContain(`resource_metadata="${metadata}"`);
      expect(challenge.startsWith("Bearer "), challenge).toBe(true);
      expect(challenge.includes('error="invalid_token"'), challenge).toBe(code !== "missing_credential");
    }
  });

  it("publishes protected-resource and authorization-server metadata", async () => {
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      return (await res.json()) as Record<string, unknown>;
    };
    expect(await get("/.well-known/oauth-protected-resource/api/mcp")).toEqual({
      resource: `${server.url}/api/mcp`,
      authorization_servers: [server.url],
      scopes_supported: ["read", "write"],
      bearer_methods_supported: ["header"],
      resource_name: "Sprintroom MCP",
      resource_documentation: `${server.url}/docs`,
    });
    expect(await get("/.well-known/oauth-protected-resource")).toMatchObject({ resource: server.url, authorization_servers: [server.url] });
    expect(await get("/.well-known/oauth-authorization-server")).toEqual({
      issuer: server.url,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      registration_endpoint: `${server.url}/oauth/register`,
      client_id_metadata_document_supported: true,
      revocation_endpoint: `${server.url}/oauth/revoke`,
      scopes_supported: ["read", "write"],
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      token_endpoint_auth_methods_supported: ["none"],
      revocation_endpoint_auth_methods_supported: ["none"],
      code_challenge_methods_supported: ["S256"],
      authorization_response_iss_parameter_supported: true,
      service_documentation: `${server.url}/docs`,
    });
  });

  it("registers public clients, whatever authentication they ask for, and never hands out a secret", async () => {
    const res = await registerClient(server.url, {
      client_name: "VS Code",
      redirect_uris: ["http://127.0.0.1:33418/", "https://vscode.dev/redirect", "http://localhost/callback"],
      token_endpoint_auth_method: "client_secret_post",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_id_issued_at: expect.any(Number),
      client_name: "VS Code",
      redirect_uris: ["http://127.0.0.1:33418/", "https://vscode.dev/redirect", "http://localhost/callback"],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    });
  });

  it("strips direction overrides and other format characters from a client's name, so it cannot pose as another", async () => {
    const res = await registerClient(server.url, { client_name: "\u202Emoc.elgoog\u202C \u200Bapp\u2066", redirect_uris: [REDIRECT_URI] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.client_name).toBe("moc.elgoog app");
  });

  it("registers the acceptable ones of several redirect URIs, as Cursor offers them", async () => {
    const res = await registerClient(server.url, {
      client_name: "Cursor",
      redirect_uris: ["cursor://anysphere.cursor-mcp/oauth/callback", "https://www.cursor.com/agents/mcp/oauth/callback", "http://localhost:8787/callback"],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.redirect_uris).toEqual(["https://www.cursor.com/agents/mcp/oauth/callback", "http://localhost:8787/callback"]);
  });

  it("refuses redirect URIs that are not https or loopback http, and grant types it does not do", async () => {
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ redirect_uris: ["http://evil.example/callback"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["http://192.168.1.20:8080/callback"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["cursor://anysphere.cursor-mcp/oauth/callback"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://app.example/callback#frag"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://user:pass@app.example/callback"] }, "invalid_redirect_uri"],
      [{ redirect_uris: [] }, "invalid_redirect_uri"],
      [{ redirect_uris: [REDIRECT_URI], grant_types: ["authorization_code", "password"] }, "invalid_client_metadata"],
      [{ redirect_uris: [REDIRECT_URI], grant_types: ["implicit"] }, "invalid_client_metadata"],
      [{ redirect_uris: [REDIRECT_URI], response_types: ["token"] }, "invalid_client_metadata"],
      [{ redirect_uris: [REDIRECT_URI], client_name: "x".repeat(201) }, "invalid_client_metadata"],
      [{ redirect_uris: "not a list" }, "invalid_client_metadata"],
    ];
    for (const [metadata, error] of refused) {
      const res = await registerClient(server.url, metadata);
      expect(res.status, `${JSON.stringify(metadata)}: ${res.text}`).toBe(400);
      expect(res.body.error, JSON.stringify(metadata)).toBe(error);
      expect(res.body.error_description).toEqual(expect.any(String));
    }
    const malformed = await fetch(`${server.url}/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "invalid_request", error_description: "The request body could not be read." });
  });
});

describe("unused registrations expire", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(async () => server?.close());

  it("deletes a registration that led to no grant within a day, and keeps one that did", async () => {
    const stale = (await registerClient(server.url)).body.client_id as string;
    const used = (await registerClient(server.url)).body.client_id as string;
    const user = await makeUser(server);
    await setPassword(server.services, user.id, TEST_PASSWORD);
    const browser = new Browser(server.url);
    await browser.signIn(user.email, TEST_PASSWORD);
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId: used, challenge });
    expect((await tokenRequest(server.url, { grant_type: "authorization_code", code, code_verifier: verifier, client_id: used, redirect_uri: REDIRECT_URI })).status).toBe(200);
    const authorize = (clientId: string) =>
      fetch(`${server.url}/oauth/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI })}`, { redirect: "manual" });
    const realNow = server.services.now;
    server.services.now = () => new Date(Date.now() + 86_400_000 + 60_000);
    try {
      // Pruning happens when someone registers (or signs in).
      expect((await registerClient(server.url)).status).toBe(201);
    } finally {
      server.services.now = realNow;
    }
    const gone = await authorize(stale);
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as { error: string }).error).toBe("invalid_client");
    const kept = await authorize(used);
    expect(kept.status).toBe(302);
  });
});

describe("client registration is limited per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(async () => server?.close());

  it("takes 20 an hour from one address, then 429 rate_limited with Retry-After", async () => {
    for (let i = 0; i < 20; i++) expect((await registerClient(server.url)).status).toBe(201);
    const res = await registerClient(server.url);
    expect(res.status, res.text).toBe(429);
    expect(res.body.error).toMatchObject({ type: "rate_limit_error", code: "rate_limited" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(60);
  });
});
