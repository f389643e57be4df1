// The authorization code flow over plain HTTP, each refusal exact: PKCE (S256 only, the verifier
// required and checked), codes (single use, 60 s, bound to client and redirect URI), redirect URIs
// (exact, any port on loopback), resources (this server only), scopes (consent may grant fewer),
// and denial. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client as apiClient, expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import type { TestTeam } from "../support/factories.js";
import { authorizeUrl, Browser, consent, obtainCode, pkce, signedInWithClients, tokenRequest, REDIRECT_URI, TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

describe.each(testEngines())("OAuth authorization code flow (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let browser: Browser;
  let clientId: string;
  let otherClientId: string;

  beforeAll(async () => {
    server = await startServer(engine);
    ({ team, browser, clientId, otherClientId } = await signedInWithClients(server));
  });
  afterAll(async () => server?.close());

  const exchange = (code: string, verifier: string | undefined, extra: Record<string, string> = {}) =>
    tokenRequest(server.url, {
      grant_type: "authorization_code",
      code,
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      ...(verifier === undefined ? {} : { code_verifier: verifier }),
      ...extra,
    });

  const expectOAuthError = (res: { status: number; body: { error?: string }; text: string }, error: string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.body.error, res.text).toBe(error);
  };

  it("issues an sr_at_ access token and an sr_rt_ refresh token that work as the user, with the scopes granted", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge, resource: `${server.url}/api/mcp` });
    expect(code).toMatch(/^sr_ac_[0-9A-Za-z]{40}$/);
    const res = await exchange(code, verifier, { resource: `${server.url}/api/mcp` });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^sr_at_[0-9A-Za-z]{40}$/),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "read write",
      refresh_token: expect.stringMatching(/^sr_rt_[0-9A-Za-z]{40}$/),
    });
    const me = await apiClient(server.url, res.body.access_token).get("/api/v1/me");
    expectStatus(me, 200);
    expect(me.body.user.id).toBe(team.captain.id);
    expect(me.body.credential).toMatchObject({ type: "oauth_token", name: "Test Client", scopes: ["read", "write"] });
    expect(Date.parse(me.body.credential.expiresAt) - Date.now()).toBeGreaterThan(3_500_000);
    expectStatus(await apiClient(server.url, res.body.access_token).post(`/api/v1/teams/${team.id}/sprints`, { name: "By OAuth" }), 201);
  });

  it("sends the code, state and issuer back to the redirect URI, on any port of a loopback one (RFC 8252)", async () => {
    const { verifier, challenge } = pkce();
    const redirectUri = "http://127.0.0.1:51234/callback";
    const back = await consent(browser, { clientId, challenge, redirectUri, state: "xyz" });
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe("xyz");
    expect(back.searchParams.get("iss")).toBe(server.url);
    const code = back.searchParams.get("code") as string;
    expectOAuthError(await exchange(code, verifier), "invalid_grant");
    expect((await exchange(code, verifier, { redirect_uri: redirectUri })).status).toBe(200);
  });

  it.each([
    ["user info", "http://evil:pw@127.0.0.1:9999/callback"],
    ["a user name", "http://evil@127.0.0.1:9/callback"],
    ["a fragment", "http://127.0.0.1:9999/callback#frag"],
    ["an empty fragment", "http://127.0.0.1:9/callback#"],
    ["user info and a fragment", "http://evil:pw@127.0.0.1:9999/callback#frag"],
    ["another path", "http://127.0.0.1:9999/other"],
    ["another loopback host", "http://localhost:9/callback"],
  ])("refuses a loopback redirect URI that differs in more than its port (%s): 400, no redirect", async (_what, redirectUri) => {
    const res = await browser.get(authorizeUrl({ clientId, challenge: pkce().challenge, redirectUri }));
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(JSON.parse(res.text)).toEqual({ error: "invalid_request", error_description: "Unregistered redirect_uri" });
  });

  it("requires the PKCE verifier, and the right one", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    expectOAuthError(await exchange(code, undefined), "invalid_request");
    const wrong = await exchange(code, pkce().verifier);
    expectOAuthError(wrong, "invalid_grant");
    expect(wrong.body.error_description).toBe("code_verifier does not match the challenge");
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it("takes a code once: a second use is refused and revokes the tokens the first one got", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    const again = await exchange(code, verifier);
    expectOAuthError(again, "invalid_grant");
    expect(again.body.error_description).toMatch(/already used/);
    expectError(await apiClient(server.url, first.body.access_token).get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
    expectOAuthError(await tokenRequest(server.url, { grant_type: "refresh_token", refresh_token: first.body.refresh_token, client_id: clientId }), "invalid_grant");
  });

  it("refuses a code after 60 seconds", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    const realNow = server.services.now;
    server.services.now = () => new Date(Date.now() + 61_000);
    try {
      const res = await exchange(code, verifier);
      expectOAuthError(res, "invalid_grant");
      expect(res.body.error_description).toMatch(/expired/);
    } finally {
      server.services.now = realNow;
    }
  });

  it("binds a code to its client and redirect URI", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    expectOAuthError(await exchange(code, verifier, { client_id: otherClientId }), "invalid_grant");
    expectOAuthError(await exchange(code, verifier, { redirect_uri: "http://127.0.0.1:9/other" }), "invalid_grant");
    expectOAuthError(await exchange(code, verifier, { client_id: "no-such-client" }), "invalid_client");
    expect((await exchange(code, verifier)).status).toBe(200);
    expectOAuthError(await exchange("sr_ac_not-a-code", verifier), "invalid_grant");
  });

  it("answers an unregistered redirect URI or unknown client directly, never redirecting", async () => {
    const { challenge } = pkce();
    for (const [options, error] of [
      [{ clientId, challenge, redirectUri: "https://evil.example/callback" }, "invalid_request"],
      [{ clientId, challenge, redirectUri: "http://127.0.0.1:9/callback/other" }, "invalid_request"],
      [{ clientId: "no-such-client", challenge }, "invalid_client"],
    ] as const) {
      const res = await browser.get(authorizeUrl(options));
      expect(res.status, res.text).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(JSON.parse(res.text).error).toBe(error);
    }
  });

  it("redirects refusals of the request itself back to the client: plain or no PKCE, other response types, scopes and resources", async () => {
    const { challenge } = pkce();
    const refusals: Array<[Parameters<typeof authorizeUrl>[0], string, string?]> = [
      [{ clientId, challenge, method: "plain" }, "invalid_request"],
      [{ clientId, challenge: "", method: "S256" }, "invalid_request"],
      [{ clientId, challenge: "too-short" }, "invalid_request"],
      [{ clientId, challenge, scope: "admin openid" }, "invalid_scope"],
      [{ clientId, challenge, resource: "https://other.example/mcp" }, "invalid_target"],
      [{ clientId, challenge, resource: "http://127.0.0.1:1/api/mcp" }, "invalid_target"],
    ];
    for (const [options, error] of refusals) {
      const res = await browser.get(authorizeUrl({ ...options, state: "s1" }));
      expect(res.status, `${JSON.stringify(options)}: ${res.text}`).toBe(302);
      const back = new URL(res.headers.get("location") as string);
      expect(back.origin + back.pathname, JSON.stringify(options)).toBe(REDIRECT_URI);
      expect(back.searchParams.get("error"), JSON.stringify(options)).toBe(error);
      expect(back.searchParams.get("state")).toBe("s1");
      expect(back.searchParams.get("iss")).toBe(server.url);
    }
    const implicit = await browser.get(authorizeUrl({ clientId, challenge }).replace("response_type=code", "response_type=token"));
    expect(new URL(implicit.headers.get("location") as string).searchParams.get("error")).toBe("invalid_request");
  });

  it("binds tokens to this server: a token request for another resource is invalid_target", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge, resource: `${server.url}/api/mcp` });
    expectOAuthError(await exchange(code, verifier, { resource: "https://other.example/api/mcp" }), "invalid_target");
    expectOAuthError(await exchange(code, verifier, { resource: `${server.url}/api/v1` }), "invalid_target");
    expect((await exchange(code, verifier, { resource: `${server.url}/api/mcp` })).status).toBe(200);
  });

  it("grants what the user kept on the consent page, and only scopes this server offers", async () => {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge, scope: "read write", grant: ["read"] });
    const res = await exchange(code, verifier);
    expect(res.body.scope).toBe("read");
    expectError(await apiClient(server.url, res.body.access_token).post(`/api/v1/teams/${team.id}/sprints`, { name: "x" }), 403, "permission_error", "insufficient_scope");
    const mixed = pkce();
    const mixedCode = await obtainCode(browser, { clientId, challenge: mixed.challenge, scope: "openid read offline_access" });
    expect((await exchange(mixedCode, mixed.verifier)).body.scope).toBe("read");
  });

  it("sends access_denied when the user denies, and the request cannot be answered twice", async () => {
    const { challenge } = pkce();
    const started = await browser.get(authorizeUrl({ clientId, challenge, state: "d1" }));
    const consentPath = started.headers.get("location") as string;
    const page = await browser.get(consentPath);
    const requestId = new URL(consentPath, server.url).searchParams.get("request") as string;
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] as string;
    const denied = await browser.request("POST", "/oauth/consent", { _csrf: csrf, request: requestId, decision: "deny" });
    expect(denied.status).toBe(303);
    const back = new URL(denied.headers.get("location") as string);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("d1");
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("iss")).toBe(server.url);
    const again = await browser.request("POST", "/oauth/consent", { _csrf: csrf, request: requestId, decision: "approve", scopes: "read" });
    expect(again.status).toBe(400);
    expect(again.text).toContain('data-code="authorization_request_expired"');
  });

  it("refuses other grant types", async () => {
    for (const grantType of ["password", "client_credentials", "implicit"]) {
      const res = await tokenRequest(server.url, { grant_type: grantType, client_id: clientId, username: team.captain.email, password: TEST_PASSWORD });
      expectOAuthError(res, "unsupported_grant_type");
    }
  });
});
