// The board live, and the sprint page's charts, in Chromium on the demo data: a change made through
// the REST API with a Bearer key shows on an open board within 2 s (a card moves column, a created
// card appears in its column, a deleted one goes, a card moved to another sprint leaves), with no
// reload; the sprint page draws the burndown and the velocity of a known sequence and says their
// numbers in words and tables; axe-core finds no serious or critical violation on the board and the
// sprint page at 390 px and on a desktop, and nothing is wider than the screen. Screenshots go to
// test-artifacts/screenshots/ (SPRINTROOM_SCREENSHOTS to move it).
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemo, type DemoResult } from "../../src/domain/operator/demo.js";
import { checkPage, chromiumAvailable, closeContexts, DESKTOP, PHONE, SCREENSHOTS, sharedChromium } from "../support/chromium.js";
import { client, expectStatus, type Client } from "../support/client.js";
import { startServer, type TestServer } from "../support/start-server.js";

const available = chromiumAvailable("the live board's browser tests");
/** The promise: a change shows on every open board within 2 s. */
const LIVE_MS = 2_000;

describe.runIf(available)("the live board and the sprint charts in Chromium", () => {
  let server: TestServer;
  let browser: Browser;
  let demo: DemoResult;
  let api: Client;
  const cspViolations: string[] = [];

  const team = (rest: string) => `${server.url}/t/${demo.team.id}/${rest}`;
  const column = (page: Page, stage: string) => page.locator(`.column[data-stage="${stage}"]`);
  const cardIn = (page: Page, stage: string, title: string) => column(page, stage).locator(".card-item", { has: page.getByRole("link", { name: title, exact: true }) });

  async function activityId(title: string): Promise<string> {
    const found = await api.get(`/api/v1/teams/${demo.team.id}/activities?q=${encodeURIComponent(title)}`);
    const match = found.body.data.find((a: { title: string }) => a.title === title);
    if (!match) throw new Error(`no activity "${title}"`);
    return match.id;
  }

  async function signedIn(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto(`${server.url}/`);
    await page.getByLabel("Email").fill(demo.user.email);
    await page.getByLabel("Password").fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/t/${demo.team.id}/board`);
    return page;
  }

  /** Waits until `count` holds within the live budget, measured from `since`. */
  async function within2s(since: number, what: string, count: () => Promise<number>, expected: number): Promise<void> {
    await expect.poll(count, { timeout: LIVE_MS, interval: 50, message: what }).toBe(expected);
    expect(Date.now() - since, what).toBeLessThanOrEqual(LIVE_MS);
  }

  beforeAll(async () => {
    server = await startServer("sqlite");
    demo = await createDemo(server.services);
    api = client(server.url, demo.key);
    browser = await sharedChromium();
  }, 60_000);
  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
  });

  it("shows changes made through the API on every open board within 2 s, without a reload", async () => {
    const [desk, phone] = [await signedIn(), await signedIn(PHONE)];
    const boards = [desk, phone];
    // The stream is open once the board has said so (EventSource's open event marks the board).
    for (const page of boards) await page.waitForSelector(".board[data-live-state=open]");
    const sprintId = (await desk.locator(".board").getAttribute("data-sprint")) as string;

    // A card moves column: Add Apple Pay, To do → Done, by the REST API.
    const pay = await activityId("Add Apple Pay");
    let since = Date.now();
    expectStatus(await api.patch(`/api/v1/activities/${pay}`, { status: "DONE" }), 200);
    for (const page of boards) await within2s(since, "the moved card in Done", () => cardIn(page, "done", "Add Apple Pay").count(), 1);
    for (const page of boards) await expect(cardIn(page, "todo", "Add Apple Pay").count()).resolves.toBe(0);
    await expect(column(desk, "done").locator("[data-count]").textContent()).resolves.toBe(String(await column(desk, "done").locator(".card-item").count()));
    // Its Move form carries the new version: a move from the board is not refused as stale.
    await cardIn(desk, "done", "Add Apple Pay").getByRole("combobox").selectOption("IN_PROGRESS");
    await cardIn(desk, "done", "Add Apple Pay").getByRole("button", { name: "Move" }).click();
    await expect.poll(() => desk.locator("#board-status").textContent()).toBe("Moved “Add Apple Pay” to In progress.");
    await within2s(Date.now(), "the other board follows the move made on the first", () => cardIn(phone, "in_progress", "Add Apple Pay").count(), 1);

    // A created card appears in its column: In review.
    since = Date.now();
    const created = await api.post(`/api/v1/teams/${demo.team.id}/activities`, { title: "Live from the API", sprintId, status: "IN_REVIEW", points: 2 });
    expectStatus(created, 201);
    for (const page of boards) await within2s(since, "the created card in In review", () => cardIn(page, "in_review", "Live from the API").count(), 1);
    await desk.screenshot({ path: join(SCREENSHOTS, `board-live-${DESKTOP.width}.png`), fullPage: true });

    // Another sprint's new activity stays off this board; a card moved to another sprint leaves it.
    const other = demo.sprintIds[0] as string;
    expectStatus(await api.post(`/api/v1/teams/${demo.team.id}/activities`, { title: "Not on this board", sprintId: other }), 201);
    since = Date.now();
    expectStatus(await api.patch(`/api/v1/activities/${created.body.id}`, { sprintId: other }), 200);
    for (const page of boards) await within2s(since, "the card moved to another sprint leaves", () => page.getByRole("link", { name: "Live from the API", exact: true }).count(), 0);
    for (const page of boards) await expect(page.getByRole("link", { name: "Not on this board", exact: true }).count()).resolves.toBe(0);

    // A deleted card goes.
    since = Date.now();
    expectStatus(await api.request("DELETE", `/api/v1/activities/${await activityId("Guest checkout")}`), 204);
    for (const page of boards) await within2s(since, "the deleted card goes", () => page.getByRole("link", { name: "Guest checkout", exact: true }).count(), 0);
    expect(cspViolations).toEqual([]);
    for (const page of boards) await page.context().close();
  }, 60_000);

  it("draws the burndown and the velocity of a known sprint, with their numbers in words and a table", async () => {
    // A sprint that starts today: 3 + 5 + 8 points committed, the 5 done.
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const sprint = await api.post(`/api/v1/teams/${demo.team.id}/sprints`, { name: "Sprint 9: Charts", startDate: today, endDate: end });
    expectStatus(sprint, 201);
    const ids: string[] = [];
    for (const points of [3, 5, 8]) {
      const made = await api.post(`/api/v1/teams/${demo.team.id}/activities`, { title: `Charted ${points}`, sprintId: sprint.body.id, points });
      expectStatus(made, 201);
      ids.push(made.body.id);
    }
    expectStatus(await api.patch(`/api/v1/activities/${ids[1]}`, { status: "DONE" }), 200);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedIn(viewport);
      await page.goto(team(`sprints/${sprint.body.id}`));
      const burndown = page.locator("section.chart", { has: page.getByRole("heading", { name: "Burndown" }) });
      await expect(burndown.getByRole("img", { name: "Burndown of Sprint 9: Charts" }).count()).resolves.toBe(1);
      await expect(page.locator("[data-summary=burndown]").textContent()).resolves.toBe(
        `Committed 16 points on ${today}; on ${today} the scope is 16 points, 5 done and 11 remaining (the ideal line reaches 0 on ${end}).`,
      );
      await expect(page.locator("#burndown-svg-desc").textContent()).resolves.toContain("5 done and 11 remaining");
      // The table: one day, scope 16, done 5, remaining 11, nothing added or removed after the commitment.
      await expect(page.locator("[data-table=burndown] tbody tr").allTextContents()).resolves.toEqual([`${today}1651100`]);
      await expect(burndown.locator("polyline.remaining").count()).resolves.toBe(1);

      const velocity = page.locator("section.chart", { has: page.getByRole("heading", { name: "Velocity" }) });
      await expect(velocity.getByRole("img", { name: "Velocity of the team's last sprints" }).count()).resolves.toBe(1);
      await expect(page.locator("[data-table=velocity] tr[aria-current=true]").allTextContents()).resolves.toEqual(["ThisSprint 9: Charts165"]);
      const insights = (await api.get(`/api/v1/teams/${demo.team.id}/insights`)).body;
      await expect(page.locator("[data-summary=velocity]").textContent()).resolves.toBe(
        `Over the last ${insights.sprints.length} started sprints, on average ${insights.velocity.averageCommittedPoints} points committed and ${insights.velocity.averageCompletedPoints} completed.`,
      );
      await expect(page.locator("[data-table=velocity] tbody tr").count()).resolves.toBe(insights.sprints.length);
      await expect(velocity.locator("rect.completed").count()).resolves.toBe(insights.sprints.length);
      await checkPage(page, "sprint-charts");
      await page.goto(team("board"));
      await checkPage(page, "board-live");
      await page.context().close();
    }
    expect(cspViolations).toEqual([]);
  }, 60_000);
});
