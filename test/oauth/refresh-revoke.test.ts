// Refresh tokens rotate on every use, and a used one presented again revokes the whole grant
// (RFC 9700 §4.14); RFC 7009 revocation of refresh and access tokens, by their own client only.
// Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client as apiClient, expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import type { TestTeam } from "../support/factories.js";
import { Browser, obtainCode, pkce, signedInWithClients, tokenRequest, REDIRECT_URI, type FormAnswer } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

describe.each(testEngines())("OAuth refresh and revocation (%s)", (engine) => {
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

  /** A fresh grant's first tokens. */
  async function connect(scope = "read write"): Promise<{ access_token: string; refresh_token: string; scope: string }> {
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge, scope });
    const res = await tokenRequest(server.url, { grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT_URI });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
    tokenRequest(server.url, { grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId, ...extra });

  const revoke = (token: string, client = clientId) =>
    fetch(`${server.url}/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, client_id: client }).toString(),
    });

  const expectOAuthError = (res: FormAnswer, error: string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.body.error, res.text).toBe(error);
  };
  const works = async (token: string) => expectStatus(await apiClient(server.url, token).get("/api/v1/me"), 200);
  const revoked = async (token: string) => expectError(await apiClient(server.url, token).get("/api/v1/me"), 401, "authentication_error", "credential_revoked");

  it("rotates the refresh token on every use; the earlier access token lives on until it expires", async () => {
    const first = await connect();
    const second = await refresh(first.refresh_token);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual({ access_token: expect.stringMatching(/^sr_at_/), token_type: "Bearer", expires_in: 3600, scope: "read write", refresh_token: expect.stringMatching(/^sr_rt_/) });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    await works(second.body.access_token);
    await works(first.access_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    await works(third.body.access_token);
  });

  const connectedApps = async () => ((await browser.get("/account")).text.match(/<td data-label="App"><bdi>Test Client<\/bdi><\/td>/g) ?? []).length;

  it("revokes the whole grant when a used refresh token comes back", async () => {
    const first = await connect();
    const listed = await connectedApps();
    const second = (await refresh(first.refresh_token)).body;
    const reused = await refresh(first.refresh_token);
    expectOAuthError(reused, "invalid_grant");
    expect(reused.body.error_description).toMatch(/already used/);
    await revoked(first.access_token);
    await revoked(second.access_token);
    const afterwards = await refresh(second.refresh_token);
    expectOAuthError(afterwards, "invalid_grant");
    expect(afterwards.body.error_description).toMatch(/disconnected/);
    expect(await connectedApps()).toBe(listed - 1);
  });

  it("may narrow the scopes on refresh, never widen them", async () => {
    const readWrite = await connect();
    const narrowed = await refresh(readWrite.refresh_token, { scope: "read" });
    expect(narrowed.body.scope).toBe("read");
    expectError(await apiClient(server.url, narrowed.body.access_token).post(`/api/v1/teams/${team.id}/sprints`, { name: "x" }), 403, "permission_error", "insufficient_scope");
    // The grant keeps both scopes: the next refresh may ask for write again.
    expect((await refresh(narrowed.body.refresh_token)).body.scope).toBe("read write");

    const readOnly = await connect("read");
    expectOAuthError(await refresh(readOnly.refresh_token, { scope: "read write" }), "invalid_scope");
    expect((await refresh(readOnly.refresh_token)).body.scope).toBe("read");
  });

  it("takes a refresh token only from its client, for this server, in its own shape", async () => {
    const tokens = await connect();
    expectOAuthError(await tokenRequest(server.url, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: otherClientId }), "invalid_grant");
    expectOAuthError(await refresh(tokens.refresh_token, { resource: "https://other.example/api/mcp" }), "invalid_target");
    expectOAuthError(await refresh(`sr_rt_${"0".repeat(40)}`), "invalid_grant");
    expectOAuthError(await refresh(tokens.access_token), "invalid_grant");
    expectOAuthError(await refresh(tokens.refresh_token.slice(0, -1)), "invalid_grant");
    // Refused attempts by another client did not spend or revoke it.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it("expires refresh tokens after 30 days", async () => {
    const tokens = await connect();
    const realNow = server.services.now;
    server.services.now = () => new Date(Date.now() + 30 * 86_400_000 + 1_000);
    try {
      const res = await refresh(tokens.refresh_token);
      expectOAuthError(res, "invalid_grant");
      expect(res.body.error_description).toMatch(/expired/);
    } finally {
      server.services.now = realNow;
    }
  });

  it("revokes (RFC 7009) an access token alone, or a refresh token with its whole grant, for its own client only", async () => {
    const tokens = await connect();
    const otherRes = await revoke(tokens.access_token, otherClientId);
    expect(otherRes.status).toBe(200);
    await works(tokens.access_token);

    const res = await revoke(tokens.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    await revoked(tokens.access_token);
    const next = await refresh(tokens.refresh_token);
    expect(next.status).toBe(200);

    expect((await revoke(next.body.refresh_token)).status).toBe(200);
    await revoked(next.body.access_token);
    expectOAuthError(await refresh(next.body.refresh_token), "invalid_grant");

    // Unknown tokens and API keys: 200, and nothing changes.
    expect((await revoke("sr_rt_unknown")).status).toBe(200);
    expect((await revoke(team.captain.key)).status).toBe(200);
    await works(team.captain.key);
    const noClient = await fetch(`${server.url}/oauth/revoke`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "token=x" });
    expect(noClient.status).toBe(400);
    expect(((await noClient.json()) as { error: string }).error).toBe("invalid_request");
  });
});
