// The board in Chromium, as the team's people use it, on the demo data `npm start` creates: sign in,
// move a card with the mouse and with the keyboard, a conflict that shows the newer card and writes
// nothing, a comment, a review approved by STAFF and refused to a MEMBER, a plan from text, every
// page at 390 px and on a desktop (nothing wider than the screen, "Sign out" in the header), axe-core
// on every page (no serious or critical violation), no request refused by the Content-Security-
// Policy, a change without its CSRF token refused, and the board's first load weighed. One server,
// one browser. Screenshots go to test-artifacts/screenshots/ (SPRINTROOM_SCREENSHOTS to move it);
// SPRINTROOM_README_SCREENSHOT=1 also writes docs/board.png, the README's picture.
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { createDemo, type DemoResult } from "../../src/domain/operator/demo.js";
import { checkPage, chromiumAvailable, closeContexts, DESKTOP, PHONE, SCREENSHOTS, sharedChromium } from "../support/chromium.js";
import { client, expectStatus, type Client } from "../support/client.js";
import { TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

const available = chromiumAvailable("the board's browser tests");
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

interface Person {
  email: string;
  password: string;
}

describe.runIf(available)("the board in Chromium", () => {
  let server: TestServer;
  let browser: Browser;
  let demo: DemoResult;
  let api: Client;
  let staff: Person;
  let member: Person;
  /** The demo's CAPTAIN, signed in once at desktop width; the tests take turns with this window. */
  let captain: Page;
  const cspViolations: string[] = [];
  const contexts: BrowserContext[] = [];

  const team = (rest: string) => `${server.url}/t/${demo.team.id}/${rest}`;

  async function activityId(title: string): Promise<string> {
    const found = await api.get(`/api/v1/teams/${demo.team.id}/activities?q=${encodeURIComponent(title)}`);
    const match = found.body.data.find((a: { title: string }) => a.title === title);
    if (!match) throw new Error(`no activity "${title}"`);
    return match.id;
  }
  const readActivity = async (title: string) => (await api.get(`/api/v1/activities/${await activityId(title)}`)).body;

  /** A browser window signed in as `person`, at `viewport`. */
  async function signedIn(person: Person, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/signin");
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/t/${demo.team.id}/board`);
    return page;
  }

  /** What every page must be: checkPage's, and no card spilling, and "Sign out" inside the header when signed in. */
  async function check(page: Page, name: string, axe = true): Promise<void> {
    await checkPage(page, name, axe);
    const width = page.viewportSize()?.width ?? 0;
    const spilling = await page.evaluate(
      "[...document.querySelectorAll('.card, .column, .card-item, table')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.outerHTML.slice(0, 120))",
    );
    expect(spilling, `${name} at ${width} px: something spills out of its card`).toEqual([]);
    const signOut = page.getByRole("button", { name: "Sign out" });
    if ((await signOut.count()) === 0) return;
    const button = await signOut.boundingBox();
    const header = await page.locator("header.bar").boundingBox();
    expect(button && header, name).toBeTruthy();
    if (!button || !header) return;
    expect(button.x + button.width, `${name}: Sign out inside the window`).toBeLessThanOrEqual(width);
    expect(button.y + button.height, `${name}: Sign out inside the header`).toBeLessThanOrEqual(header.y + header.height);
  }

  /** A drag with the mouse, as a person makes it: press on the card, move over the column, let go. */
  async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
    const source = await from.boundingBox();
    const target = await to.boundingBox();
    if (!source || !target) throw new Error("the card or the column is not on the page");
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 5 });
    await page.mouse.up();
  }

  const card = (page: Page, title: string) => page.locator(".card-item", { has: page.getByRole("link", { name: title, exact: true }) });
  const column = (page: Page, stage: string) => page.locator(`.column[data-stage="${stage}"]`);

  beforeAll(async () => {
    server = await startServer("sqlite");
    demo = await createDemo(server.services);
    api = client(server.url, demo.key);
    const members = (await api.get(`/api/v1/teams/${demo.team.id}/members`)).body.data as Array<{ id: string; email: string; role: string }>;
    const byRole = (role: string) => members.find((m) => m.role === role) as { id: string; email: string };
    await setPassword(server.services, byRole("STAFF").id, TEST_PASSWORD);
    await setPassword(server.services, byRole("MEMBER").id, TEST_PASSWORD);
    staff = { email: byRole("STAFF").email, password: TEST_PASSWORD };
    member = { email: byRole("MEMBER").email, password: TEST_PASSWORD };
    browser = await sharedChromium();
    captain = await signedIn({ email: demo.user.email, password: demo.password });
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeContexts(browser);
    await server?.close();
  });

  it("signs in to the board and moves a card with the mouse, then another with the keyboard", async () => {
    const page = captain;
    await expect(page.locator("h1").textContent()).resolves.toBe("Board: Sprint 2: Checkout revamp");
    await expect(page.locator("main").textContent()).resolves.toContain("Showing the active sprint");
    await page.screenshot({ path: join(SCREENSHOTS, "board-readme.png") });
    if (process.env.SPRINTROOM_README_SCREENSHOT === "1") copyFileSync(join(SCREENSHOTS, "board-readme.png"), join(ROOT, "docs", "board.png"));
    await check(page, "board");

    // The mouse: drag "A/B test the new flow" (to do) onto the in-progress column.
    await drag(page, card(page, "A/B test the new flow"), column(page, "in_progress"));
    await expect.poll(() => page.locator("#board-status").textContent()).toBe("Moved “A/B test the new flow” to In progress.");
    await expect(column(page, "in_progress").locator(".card-item", { hasText: "A/B test the new flow" }).count()).resolves.toBe(1);
    await expect(readActivity("A/B test the new flow")).resolves.toMatchObject({ status: "IN_PROGRESS" });

    // The keyboard: focus "Guest checkout", Space picks it up, two columns right, Space drops it.
    await card(page, "Guest checkout").focus();
    await page.keyboard.press("Space");
    await expect(page.locator("#board-status").textContent()).resolves.toContain("Picked up “Guest checkout” in To do.");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("#board-status").textContent()).toBe("Moved “Guest checkout” to In review.");
    await expect(readActivity("Guest checkout")).resolves.toMatchObject({ status: "IN_REVIEW" });
    // Focus stays on the moved card; Escape puts a carried card back where it was.
    await expect(page.evaluate("document.activeElement?.querySelector('a')?.textContent")).resolves.toBe("Guest checkout");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Escape");
    await expect(column(page, "in_review").locator(".card-item", { hasText: "Guest checkout" }).count()).resolves.toBe(1);
    await expect(readActivity("Guest checkout")).resolves.toMatchObject({ status: "IN_REVIEW" });
  }, 60_000);

  it("shows the newer card when the card changed since the page was read, and writes nothing", async () => {
    const page = captain;
    // The live stream would bring the newer card at once (live.test.ts): held back here, the page is
    // one the change has not reached yet.
    await page.route("**/live?*", (route) => route.abort());
    await page.goto(team("board"));
    const id = await activityId("Add Apple Pay");
    expectStatus(await api.patch(`/api/v1/activities/${id}`, { title: "Add Apple Pay and Google Pay" }), 200);
    await drag(page, card(page, "Add Apple Pay"), column(page, "done"));
    await expect.poll(() => page.locator("#board-alert").textContent()).toMatch(/^The record changed since you read it .*nothing was written/);
    await expect(page.locator("#board-alert").isVisible()).resolves.toBe(true);
    await expect(column(page, "todo").locator(".card-item", { hasText: "Add Apple Pay and Google Pay" }).count()).resolves.toBe(1);
    await expect(readActivity("Add Apple Pay and Google Pay")).resolves.toMatchObject({ status: "TODO" });
    await page.unroute("**/live?*");
  }, 60_000);

  it("comments, and lets STAFF approve a review while a MEMBER sees no buttons and is refused", async () => {
    const ada = captain;
    await ada.goto(team(`activities/${await activityId("Fix rounding in order totals")}`));
    await ada.getByLabel("Add a comment").fill("Rounding rule confirmed: **per order**.");
    await ada.getByRole("button", { name: "Comment" }).click();
    await ada.waitForURL(/notice=commented/);
    await expect(ada.locator("#comments strong", { hasText: "per order" }).count()).resolves.toBe(1);
    await ada.reload();
    const comments = await api.get(`/api/v1/activities/${await activityId("Fix rounding in order totals")}/comments`);
    expect(comments.body.data).toHaveLength(3);
    await check(ada, "activity");

    const grace = await signedIn(staff);
    await grace.goto(team(`activities/${await activityId("Promo code field")}`));
    await grace.getByRole("button", { name: "Approve" }).click();
    await grace.waitForURL(/notice=review_approved/);
    await expect(grace.locator("[data-review]").textContent()).resolves.toBe("approved");
    await expect(readActivity("Promo code field")).resolves.toMatchObject({ reviewStatus: "APPROVED" });

    const alan = await signedIn(member);
    await alan.goto(team(`activities/${await activityId("Checkout load-time budget")}`));
    await expect(alan.getByRole("button", { name: "Approve" }).count()).resolves.toBe(0);
    await expect(alan.locator("#review-title + p").textContent()).resolves.toBe("Review: not asked for.");
    // A review sent anyway, with the page's own CSRF token: the API's 403.
    const token = await alan.locator("input[name=_csrf]").first().inputValue();
    await alan.evaluate(`(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = location.pathname + "/review";
      form.innerHTML = '<input name="_csrf" value="${token}"><input name="decision" value="APPROVED">';
      document.body.append(form);
      form.submit();
    })()`);
    await alan.waitForLoadState();
    await expect(alan.locator("[data-code]").getAttribute("data-code")).resolves.toBe("insufficient_role");
    await expect(alan.locator("main").textContent()).resolves.toContain("Only a CAPTAIN or STAFF can change an activity's reviewStatus; your role is MEMBER.");
    await expect(readActivity("Checkout load-time budget")).resolves.toMatchObject({ reviewStatus: null });

    // On the board, a MEMBER's move to COMPLETED gets the API's 403 and the card stays.
    await alan.goto(team("board"));
    const promo = card(alan, "Checkout load-time budget");
    await promo.getByRole("combobox").selectOption("COMPLETED");
    await promo.getByRole("button", { name: "Move" }).click();
    await expect.poll(() => alan.locator("#board-alert").textContent()).toBe("Only a CAPTAIN or STAFF can set an activity's status to COMPLETED; your role is MEMBER.");
    await expect(column(alan, "in_review").locator(".card-item", { hasText: "Checkout load-time budget" }).count()).resolves.toBe(1);
    await expect(readActivity("Checkout load-time budget")).resolves.toMatchObject({ status: "IN_REVIEW" });

    // And a change without the CSRF token is refused.
    const action = await promo.locator("form.move").getAttribute("action");
    const refused = await alan.evaluate(`fetch(${JSON.stringify(action)}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "status=DONE" }).then((r) => r.status)`);
    expect(refused).toBe(403);
    await expect(readActivity("Checkout load-time budget")).resolves.toMatchObject({ status: "IN_REVIEW" });
  }, 60_000);

  it("adds a dependency on the activity page from the keyboard, shows it on the card, and removes it after a confirmation", async () => {
    const page = captain;
    const cart = await activityId("Redesign the cart summary");
    await page.goto(team(`activities/${cart}`));
    const graph = page.locator("#graph");
    await expect(graph.locator("ul.graph").first().textContent()).resolves.toMatch(/Promo code field[\s\S]*Address autocomplete|Address autocomplete[\s\S]*Promo code field/);
    await expect(graph.getByText("No dependencies.").count()).resolves.toBe(1);

    // The keyboard: choose the activity in its menu, Tab to the button, Enter.
    const other = page.getByLabel("Activity", { exact: true });
    await other.focus();
    await other.selectOption({ label: "Guest checkout" });
    await page.keyboard.press("Tab");
    await expect(page.evaluate("document.activeElement?.textContent")).resolves.toBe("Add the relation");
    await page.keyboard.press("Enter");
    await page.waitForURL(/notice=relation_added#graph$/);
    await expect(graph.locator('li[data-relation="blocked_by"]').textContent()).resolves.toMatch(/^Blocked by Guest checkout \(unfinished\)/);
    await expect(readActivity("Redesign the cart summary")).resolves.toMatchObject({ blockedBy: [expect.objectContaining({ title: "Guest checkout" })] });
    await expect(page.locator("#history li").last().textContent()).resolves.toMatch(/added a dependency: blocked by “Guest checkout” on the board\.$/);
    await check(page, "activity-graph-added");

    // The board's card says so, with its sub-tasks' progress; when the blocker is done, the card
    // it blocked loses its marker without a reload.
    await page.goto(team("board"));
    const onBoard = card(page, "Redesign the cart summary");
    await expect(onBoard.locator(".blocked-by").textContent()).resolves.toBe("Blocked by Guest checkout");
    await expect(onBoard.locator(".subtasks").getAttribute("data-subtasks")).resolves.toMatch(/^\d\/2$/);
    const guest = card(page, "Guest checkout");
    await guest.getByRole("combobox").selectOption("DONE");
    await guest.getByRole("button", { name: "Move" }).click();
    await expect.poll(() => page.locator("#board-status").textContent()).toBe("Moved “Guest checkout” to Done.");
    await expect.poll(() => onBoard.locator(".blocked-by").count()).toBe(0);
    await expect(readActivity("Redesign the cart summary")).resolves.toMatchObject({ blockedBy: [] });

    // Removing asks first, and works from the keyboard: Enter on the link, Enter on the button.
    await page.goto(team(`activities/${cart}`));
    await expect(graph.locator('li[data-relation="blocked_by"]').textContent()).resolves.toMatch(/^Blocked by Guest checkout \(finished\)/);
    await page.getByRole("link", { name: "Remove: blocked by Guest checkout…" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/relations\/[0-9a-f-]{36}\/remove$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Remove this relation?");
    await expect(api.get(`/api/v1/activities/${cart}/relations`).then((r) => r.body.data.length)).resolves.toBe(1);
    await check(page, "relation-remove");
    await page.getByRole("button", { name: "Remove the relation" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/notice=relation_removed#graph$/);
    await expect(api.get(`/api/v1/activities/${cart}/relations`).then((r) => r.body.data)).resolves.toEqual([]);
  }, 60_000);

  it("plans a sprint from pasted text: preview, then create, and the new sprint's board", async () => {
    const page = captain;
    await page.goto(team("plan"));
    await page.getByLabel(/Notes, a backlog/).fill("Sprint 3: Invoices\nGoal: invoices in one click\n- Design the invoice page (3 pts) @grace\n- Fix VAT rounding P1");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.waitForURL(/\/plan\?preview=/);
    await expect(page.getByRole("heading", { name: "Preview: nothing is created yet" }).count()).resolves.toBe(1);
    await expect(page.locator("table").textContent()).resolves.toContain("Design the invoice page");
    await check(page, "plan-preview");
    await page.getByRole("button", { name: "Create this sprint" }).click();
    await page.waitForURL(/\/board\?sprint=.*notice=planned/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Board: Sprint 3: Invoices");
    await expect(column(page, "todo").locator(".card-item").count()).resolves.toBe(2);
    await expect(page.locator("main").textContent()).resolves.toContain("Showing the sprint you picked");
  }, 60_000);

  it("works at 390 px and on a desktop: every page accessible, none wider than the screen", async () => {
    const rounding = await activityId("Fix rounding in order totals");
    const documents = (await api.get(`/api/v1/teams/${demo.team.id}/documents`)).body.data as Array<{ id: string }>;
    const sprint = demo.sprintIds[1] as string;
    const cart = await activityId("Redesign the cart summary");
    const roundingBlocks = (await api.get(`/api/v1/activities/${rounding}/relations`)).body.data[0].id as string;
    const views: Array<[string, string]> = [
      ["list", team("list?status=BLOCKED&status=NEEDS_HELP")],
      ["list-ready", team("list?ready=true")],
      ["list-blocked", team("list?blocked=true")],
      ["activity-graph", team(`activities/${cart}`)],
      ["relation-remove", team(`activities/${rounding}/relations/${roundingBlocks}/remove`)],
      ["subtask-remove", team(`activities/${cart}/subtasks/${await activityId("Promo code field")}/remove`)],
      ["activity-edit", team(`activities/${rounding}/edit`)],
      ["activity-delete", team(`activities/${rounding}/delete`)],
      ["sprints", team("sprints")],
      ["sprint", team(`sprints/${sprint}`)],
      ["documents", team("documents?q=rounding")],
      ["document", team(`documents/${documents[0]?.id}`)],
      ["document-edit", team(`documents/${documents[0]?.id}/edit`)],
      ["links", team("links")],
      ["ask", team("ask")],
      ["account", `${server.url}/account`],
      ["revoke-key", `${server.url}/account/keys/${demo.keyId}/revoke`],
    ];
    // axe-core once per page, on the desktop; the phone's pass checks the layout.
    for (const page of [captain, await signedIn({ email: demo.user.email, password: demo.password }, PHONE)]) {
      const axe = page === captain;
      if (!axe) await check(page, "board", axe);
      for (const [name, url] of views) {
        const answer = await page.goto(url);
        expect(answer?.status(), name).toBe(200);
        await check(page, name, axe);
      }
      // An answer with its sources, linked.
      await page.goto(team("ask"));
      await page.getByLabel("Question").fill("What is blocked?");
      await page.getByRole("button", { name: "Ask" }).click();
      await page.waitForURL(/\/ask\?answer=/);
      await expect(page.locator("ol.sources a").first().getAttribute("href")).resolves.toMatch(new RegExp(`^/t/${demo.team.id}/`));
      await check(page, "ask-answer", axe);
    }
    // Revoking the demo key asks first: its confirmation page revokes nothing.
    await captain.goto(`${server.url}/account/keys/${demo.keyId}/revoke`);
    await expect(captain.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Revoke this key?");
    expectStatus(await api.get("/api/v1/me"), 200);
    // A refusal is a page too: another team's board.
    const refused = await captain.goto(`${server.url}/t/${demo.sprintIds[0]}/board`);
    expect(refused?.status()).toBe(403);
    await check(captain, "refused");
    // The sign-in page, signed out.
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const signIn = await context.newPage();
    await signIn.goto(`${server.url}/signin`);
    await check(signIn, "sign-in");
    expect(cspViolations).toEqual([]);
  }, 120_000);

  it("loads the board with one script and one stylesheet, well under 200 KB compressed", async () => {
    const page = captain;
    await page.goto(team("board"));
    const assets = (await page.evaluate('[...document.querySelectorAll("script[src], link[rel=stylesheet]")].map((e) => e.src || e.href)')) as string[];
    expect(assets).toHaveLength(2);
    let raw = 0;
    let compressed = 0;
    for (const url of assets) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      raw += body.length;
      compressed += gzipSync(body).length;
    }
    expect(compressed).toBeLessThanOrEqual(200 * 1024);
    // Sent uncompressed today, and under the budget even so.
    expect(raw).toBeLessThanOrEqual(200 * 1024);
  }, 60_000);
});
