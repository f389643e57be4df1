// "Paste the URL, sign in, approve", end to end: the official MCP SDK client with an
// OAuthClientProvider finds the authorization server from the 401, registers itself, sends the user
// (headless Chromium) through sign-in and consent, exchanges the code, lists and calls tools,
// refreshes, and loses access the moment the user disconnects it on the account page. Again with
// only the read scope, where every write is 403 insufficient_scope. Both engines.
import { auth, UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { chromiumAvailable, closeContexts, sharedChromium } from "../support/chromium.js";
import { client as restClient, expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { toolError } from "../support/mcp-client.js";
import { authorizeInBrowser, connectClient, MemoryOAuthProvider, mcpTransport, startCallback, type Callback } from "../support/mcp-oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";
import { DEFAULT_TOOLS } from "../support/cases.js";
import { TEST_PASSWORD } from "../support/oauth.js";

const available = chromiumAvailable("the OAuth end-to-end tests");

describe.runIf(available).each(testEngines())("MCP client by OAuth (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let browser: Browser;
  let callback: Callback;
  const opened: Client[] = [];

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    await setPassword(server.services, team.captain.id, TEST_PASSWORD);
    browser = await sharedChromium();
    callback = await startCallback();
  }, 60_000);
  afterAll(async () => {
    for (const client of opened) await client.close();
    await closeContexts(browser);
    await callback?.close();
    await server?.close();
  });

  /** Connects as an MCP client would: a 401, discovery, registration, then the user in the browser. */
  async function connectByOAuth(page: Page, options: { scope?: string } = {}) {
    const provider = new MemoryOAuthProvider(callback.url);
    const transport = mcpTransport(server.url, provider);
    const first = connectClient(server.url, provider).catch((error: unknown) => error);
    await expect(first).resolves.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id, "registered").toBeTypeOf("string");
    const url = provider.authorizationUrl as URL;
    expect(url.origin + url.pathname).toBe(`${server.url}/oauth/authorize`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("resource")).toBe(`${server.url}/api/mcp`);
    if (options.scope) url.searchParams.set("scope", options.scope);
    const answer = await authorizeInBrowser(page, url, { email: team.captain.email, password: TEST_PASSWORD }, callback);
    expect(answer.get("state")).toBe("e2e-state");
    expect(answer.get("iss")).toBe(server.url);
    await transport.finishAuth(answer.get("code") as string);
    const client = await connectClient(server.url, provider);
    opened.push(client);
    return { provider, client };
  }

  async function signedInContext(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    return { context, page: await context.newPage() };
  }

  it("connects, lists and calls tools, refreshes, and stops working once disconnected on the account page", async () => {
    const { context, page } = await signedInContext();
    try {
      const { provider, client } = await connectByOAuth(page);
      const tokens = provider.saved as { access_token: string; refresh_token: string; scope: string; expires_in: number };
      expect(tokens.access_token).toMatch(/^sr_at_[0-9A-Za-z]{40}$/);
      expect(tokens.refresh_token).toMatch(/^sr_rt_[0-9A-Za-z]{40}$/);
      expect(tokens.scope).toBe("read write");
      expect(tokens.expires_in).toBe(3600);

      expect((await client.listTools()).tools).toHaveLength(DEFAULT_TOOLS.length);
      const created = (await client.callTool({ name: "create_sprint", arguments: { teamId: team.id, name: "Planned by an agent" } })) as unknown as {
        structuredContent: { object: string; id: string; name: string };
      };
      expect(created.structuredContent).toMatchObject({ object: "sprint", name: "Planned by an agent" });
      // The access token is an sr_at_ credential like any other: the REST API takes it too.
      const me = await restClient(server.url, tokens.access_token).get("/api/v1/me");
      expectStatus(me, 200);
      expect(me.body.credential).toMatchObject({ type: "oauth_token", name: "Sprintroom E2E Client", scopes: ["read", "write"] });

      // Refresh: a new pair, and the rotated refresh token is spent.
      await expect(auth(provider, { serverUrl: new URL(`${server.url}/api/mcp`) })).resolves.toBe("AUTHORIZED");
      const refreshed = provider.saved as typeof tokens;
      expect(refreshed.access_token).not.toBe(tokens.access_token);
      expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
      expectStatus(await restClient(server.url, refreshed.access_token).get("/api/v1/me"), 200);
      const again = await connectClient(server.url, provider);
      opened.push(again);
      expect((await again.callTool({ name: "whoami", arguments: {} })).isError).toBeFalsy();

      // The account page lists the app; disconnecting it (after a confirmation) ends its access at once.
      await page.goto(`${server.url}/account`);
      const row = page.locator("tr", { hasText: "Sprintroom E2E Client" });
      await expect(row.count()).resolves.toBe(1);
      await row.getByRole("link", { name: /Disconnect/ }).click();
      await page.getByRole("button", { name: "Disconnect the app" }).click();
      await page.waitForURL(/notice=app_revoked/);
      await expect(page.locator("tr", { hasText: "Sprintroom E2E Client" }).count()).resolves.toBe(0);
      expectError(await restClient(server.url, refreshed.access_token).get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
      // The SDK's client, on the 401, tries its refresh token: refused, so it has to ask the user again.
      await expect(again.listTools()).rejects.toBeInstanceOf(UnauthorizedError);
      expect(provider.saved, "its tokens were dropped").toBeUndefined();
    } finally {
      await context.close();
    }
  }, 60_000);

  it("read-only (scope=read): reads work, every write is 403 insufficient_scope", async () => {
    const { context, page } = await signedInContext();
    try {
      const { provider, client } = await connectByOAuth(page, { scope: "read" });
      const tokens = provider.saved as { access_token: string; scope: string };
      expect(tokens.scope).toBe("read");
      const teams = (await client.callTool({ name: "list_teams", arguments: {} })) as unknown as { structuredContent: { data: Array<{ id: string }> } };
      expect(teams.structuredContent.data.map((t) => t.id)).toContain(team.id);
      const refused = await client.callTool({ name: "create_sprint", arguments: { teamId: team.id, name: "Not allowed" } });
      expect(toolError(refused).error).toMatchObject({ type: "permission_error", code: "insufficient_scope" });
      const rest = restClient(server.url, tokens.access_token);
      expectError(await rest.post(`/api/v1/teams/${team.id}/sprints`, { name: "Not allowed" }), 403, "permission_error", "insufficient_scope");
      expectStatus(await rest.get(`/api/v1/teams/${team.id}/sprints`), 200);
    } finally {
      await context.close();
    }
  }, 60_000);
});
