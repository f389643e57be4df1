// /docs in a real headless Chromium: the page loads from the server alone (every request stays on
// the server's origin), lists the endpoints, and one "Try it out" call with a key succeeds.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, closeContexts, sharedChromium } from "../support/chromium.js";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

const available = chromiumAvailable("the /docs browser test");

describe.runIf(available)("GET /docs in Chromium", () => {
  let server: ServerHandle;
  let team: TestTeam;
  let browser: Browser;

  beforeAll(async () => {
    server = await sharedServer("sqlite");
    team = await makeTeam(server);
    browser = await sharedChromium();
  }, 60_000);
  afterAll(async () => {
    await closeContexts(browser);
  });

  it("lists the endpoints and performs a try-it call with a key, all offline", async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(server.url) && !req.url().startsWith("data:")) foreign.push(req.url());
    });
    await page.goto(`${server.url}/docs`);
    await page.waitForSelector(".opblock", { timeout: 20_000 });
    expect(await page.locator(".opblock").count()).toBeGreaterThanOrEqual(20);
    await expect(page.locator(".opblock-summary-path", { hasText: "/api/v1/teams/{teamId}/activities" }).first().isVisible()).resolves.toBe(true);

    await page.click("button.authorize");
    await page.fill(".modal-ux input[type=text], .modal-ux input[type=password]", team.captain.key);
    await page.click(".modal-ux button.authorize");
    await page.click(".modal-ux button.btn-done");

    const me = page.locator("#operations-teams-getIdentity");
    await me.locator(".opblock-summary").click();
    await me.locator("button.execute").click();
    const status = me.locator(".live-responses-table .response .response-col_status").first();
    await status.waitFor({ timeout: 15_000 });
    expect((await status.innerText()).trim()).toBe("200");
    expect(await me.locator(".live-responses-table .microlight").first().innerText()).toContain(team.captain.email);
    expect(foreign).toEqual([]);
  }, 60_000);
});
