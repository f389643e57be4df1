// /docs in a real headless Chromium: the page loads from the server alone (every request stays on
// the server's origin), lists the endpoints, and one "Try it out" call with a key succeeds.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

const CHROMIUM = process.env.SPRINTROOM_TEST_CHROMIUM ?? "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === "true") throw new Error(`Chromium is not at ${CHROMIUM}; CI=true requires it (.ci/run installs it).`);
if (!available) console.warn(`[sprintroom tests] no Chromium at ${CHROMIUM}: the /docs browser test is skipped.`);

describe.runIf(available)("GET /docs in Chromium", () => {
  let server: TestServer;
  let team: TestTeam;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer("sqlite");
    team = await makeTeam(server);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
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
