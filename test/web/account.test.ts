// The account page in Chromium, as a person uses it: sign in, create a key (shown once, and it works
// on the API), see when it was last used, revoke it (401 from then on); every field has a label and
// the forms work from the keyboard. Each of the three pages passes checkPage (axe-core, nothing wider
// than the window; the consent page at 390 px too), its screenshot in test-artifacts/screenshots/. Both engines.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { checkPage, chromiumAvailable, closeContexts, PHONE, sharedChromium } from "../support/chromium.js";
import { client, expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { Browser as FormBrowser, obtainCode, pkce, registerClient, tokenRequest, REDIRECT_URI, TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

const available = chromiumAvailable("the account page tests");

/** Inputs (visible ones) that no <label> names: there must be none. */
const unlabelled = (page: Page) =>
  page
    .locator("input:not([type=hidden]), select")
    .evaluateAll((fields) =>
      (fields as unknown as Array<{ labels: { length: number } | null; outerHTML: string }>).filter((f) => !f.labels || f.labels.length === 0).map((f) => f.outerHTML),
    );

describe.runIf(available).each(testEngines())("the account page in Chromium (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    await setPassword(server.services, team.captain.id, TEST_PASSWORD);
    browser = await sharedChromium();
    // A connected app, so the page shows one.
    const registered = await registerClient(server.url, { client_name: "Claude Desktop" });
    const form = new FormBrowser(server.url);
    await form.signIn(team.captain.email, TEST_PASSWORD);
    const { verifier, challenge } = pkce();
    const code = await obtainCode(form, { clientId: registered.body.client_id, challenge, scope: "read" });
    const tokens = await tokenRequest(server.url, { grant_type: "authorization_code", code, code_verifier: verifier, client_id: registered.body.client_id, redirect_uri: REDIRECT_URI });
    expectStatus(tokens, 200);
  }, 60_000);
  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
  });

  it("signs in, creates a key that works, shows its last use, and revokes it", async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/account`);
      expect(new URL(page.url()).pathname).toBe("/signin");
      expect(await unlabelled(page)).toEqual([]);
      await checkPage(page, `sign-in-${engine}`);
      // From the keyboard alone: the email field has focus, Tab to the password, Enter submits.
      await page.keyboard.type(team.captain.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(TEST_PASSWORD);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${server.url}/account`);
      expect(await unlabelled(page)).toEqual([]);
      await expect(page.locator("tr", { hasText: "Claude Desktop" }).count()).resolves.toBe(1);
      await expect(page.locator("tr", { hasText: team.name }).count()).resolves.toBe(1);

      await page.getByLabel("Name").fill("ci pipeline");
      await page.getByLabel("write").uncheck();
      await page.getByLabel("Expires").selectOption("30");
      await page.getByRole("button", { name: "Create key" }).click();
      await page.waitForURL(/\/account\?created=/);
      const secret = (await page.locator("#new-key").textContent())?.trim() as string;
      expect(secret).toMatch(/^sr_sk_[0-9A-Za-z]{40}$/);
      await checkPage(page, `account-${engine}`);
      // The page came by a redirect: reloading it creates no second key, and the secret is not shown again.
      await page.reload();
      await expect(page.locator("#new-key").count()).resolves.toBe(0);
      await expect(page.locator("tr", { hasText: "ci pipeline" }).count()).resolves.toBe(1);

      const api = client(server.url, secret);
      const me = await api.get("/api/v1/me");
      expectStatus(me, 200);
      expect(me.body.credential).toMatchObject({ type: "api_key", name: "ci pipeline", scopes: ["read"] });
      expect(Date.parse(me.body.credential.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
      expectError(await api.post(`/api/v1/teams/${team.id}/sprints`, { name: "x" }), 403, "permission_error", "insufficient_scope");

      // Its use is recorded (a second or so later, off the request's path) and shown.
      const row = () => page.locator("tr", { hasText: "ci pipeline" });
      await expect
        .poll(async () => {
          await page.goto(`${server.url}/account`);
          return row().locator("td").nth(3).textContent();
        }, { timeout: 10_000 })
        .toMatch(/UTC/);

      // Revoking asks first; "Cancel" goes back with the key still there.
      await row().getByRole("link", { name: /Revoke/ }).click();
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Revoke this key?");
      await expect(page.locator("main").textContent()).resolves.toContain("ci pipeline");
      await page.getByRole("link", { name: "Cancel" }).click();
      expectStatus(await api.get("/api/v1/me"), 200);
      await row().getByRole("link", { name: /Revoke/ }).click();
      await page.getByRole("button", { name: "Revoke the key" }).click();
      await page.waitForURL(/notice=key_revoked/);
      await expect(page.getByRole("status").textContent()).resolves.toMatch(/revoked/);
      await expect(row().count()).resolves.toBe(0);
      expectError(await api.get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("shows the consent page with the app's name, where it sends you back, and what each scope allows", async () => {
    const registered = await registerClient(server.url, { client_name: "Cursor", redirect_uris: ["https://cursor.example/oauth/callback"] });
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    try {
      const { challenge } = pkce();
      const params = new URLSearchParams({
        response_type: "code",
        client_id: registered.body.client_id,
        redirect_uri: "https://cursor.example/oauth/callback",
        code_challenge: challenge,
        code_challenge_method: "S256",
        state: "s",
        scope: "read write",
      });
      await page.goto(`${server.url}/oauth/authorize?${params}`);
      await page.getByLabel("Email").fill(team.captain.email);
      await page.getByLabel("Password").fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/oauth\/consent/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Allow Cursor to use your Sprintroom account?");
      await expect(page.locator("main").textContent()).resolves.toContain("cursor.example");
      await expect(page.getByLabel(/Read your work/).isChecked()).resolves.toBe(true);
      await expect(page.getByLabel(/Change your work/).isChecked()).resolves.toBe(true);
      expect(await unlabelled(page)).toEqual([]);
      await checkPage(page, `consent-${engine}`);
      await page.setViewportSize(PHONE);
      await checkPage(page, `consent-${engine}`);
    } finally {
      await context.close();
    }
  }, 60_000);
});
