// The board and a team's views over plain HTTP, as a browser without script sends them (and as the
// board's script asks for JSON): who gets in, moves under If-Match, what each role may do (the
// API's own refusals, nothing written), every form's refusal naming its field, post/redirect/get,
// CSRF, and the files served from the package. Both engines; the browser suite (board.test.ts)
// drives the same pages in Chromium.
import { beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { etagOf } from "../../src/domain/runtime/etag.js";
import { expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, makeUser, type TestTeam, type TestUser } from "../support/factories.js";
import { Browser, csrfOf, pageErrorCode, TEST_PASSWORD, type FormAnswer } from "../support/oauth.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

/** The refusal a page shows: its status, code and field. */
function expectRefusal(res: FormAnswer, status: number, code: string, param?: string): void {
  expect(res.status, res.text.slice(0, 3000)).toBe(status);
  expect(pageErrorCode(res.text), res.text.slice(0, 3000)).toBe(code);
  if (param !== undefined) expect(/data-param="([^"]+)"/.exec(res.text)?.[1]).toBe(param);
}

/** The redirect a successful form answers with. */
function expectRedirect(res: FormAnswer, location: string | RegExp): void {
  expect(res.status, res.text.slice(0, 3000)).toBe(303);
  expect(res.headers.get("location")).toMatch(typeof location === "string" ? new RegExp(`^${location.replace(/[?.*+()[\]]/g, "\\$&")}$`) : location);
}

/** What the board's script sends: the form, asking for JSON. */
async function postJson(browser: Browser, path: string, form: Record<string, string>): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: await response.json() };
}

describe.each(testEngines())("the board's pages (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let sprintId: string;
  const browsers = new Map<string, Browser>();

  async function as(user: TestUser): Promise<Browser> {
    const known = browsers.get(user.id);
    if (known) return known;
    const browser = new Browser(server.url);
    expectStatus(await browser.signIn(user.email, TEST_PASSWORD, "/"), 303);
    browsers.set(user.id, browser);
    return browser;
  }

  const path = (rest: string) => `/t/${team.id}/${rest}`;

  async function activity(api: Client, fields: Record<string, unknown> = {}): Promise<{ id: string; etag: string }> {
    const res = await api.post(`/api/v1/teams/${team.id}/activities`, { title: `Card ${Math.random().toString(36).slice(2, 8)}`, sprintId, ...fields });
    expectStatus(res, 201);
    return { id: res.body.id, etag: res.headers.get("etag") as string };
  }

  const read = async (id: string) => (await team.captain.api.get(`/api/v1/activities/${id}`)).body;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    for (const user of [team.captain, team.staff, team.member, team.outsider]) await setPassword(server.services, user.id, TEST_PASSWORD);
    const sprint = await team.captain.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Sprint Zero", status: "ACTIVE", startDate: "2026-11-02", endDate: "2026-11-13" });
    expectStatus(sprint, 201);
    sprintId = sprint.body.id;
  });

  it("opens the user's team at /, sends strangers to sign in and back, and keeps other teams out", async () => {
    const stranger = new Browser(server.url);
    expectRedirect(await stranger.get("/"), "/signin?next=%2F");
    expectRedirect(await stranger.get(`${path("list")}?q=tax`), `/signin?next=${encodeURIComponent(`${path("list")}?q=tax`)}`);
    expectRedirect(await stranger.signIn(team.captain.email, TEST_PASSWORD, `${path("list")}?q=tax`), `${path("list")}?q=tax`);

    const captain = await as(team.captain);
    expectRedirect(await captain.get("/"), path("board"));
    const board = await captain.get(path("board"));
    expectStatus(board, 200);
    expect(board.text).toContain("Board: <bdi>Sprint Zero</bdi>");
    expect(board.text).toContain("Showing the active sprint");

    const outsider = await as(team.outsider);
    for (const view of ["board", "list", "sprints", "documents", "links", "plan", "ask"]) expectRefusal(await outsider.get(path(view)), 403, "not_team_member");
    expectRefusal(await outsider.get("/t/not-a-team/board"), 403, "not_team_member");
    // The outsider's own team is theirs to open, and the switcher lists only their teams.
    expectRedirect(await outsider.get("/"), `/t/${team.outsiderTeamId}/board`);
    expect((await outsider.get(`/t/${team.outsiderTeamId}/board`)).text).not.toContain(team.name);

    const newcomer = await makeUser(server);
    await setPassword(server.services, newcomer.id, TEST_PASSWORD);
    const fresh = new Browser(server.url);
    await fresh.signIn(newcomer.email, TEST_PASSWORD, "/");
    const welcome = await fresh.get("/");
    expectStatus(welcome, 200);
    expect(welcome.text).toContain("You are in no team yet");
    expectRefusal(await fresh.submit("/", "/teams", { name: " " }), 400, "parameter_invalid", "name");
    const made = await fresh.submit("/", "/teams", { name: "Newcomers" });
    expectRedirect(made, /^\/t\/[0-9a-f-]{36}\/board$/);
    expect((await fresh.get(made.headers.get("location") as string)).text).toContain("This team has no sprint yet");
  });

  it("serves pages whose only script is our file: CSP without inline script, no inline handlers", async () => {
    const board = await (await as(team.captain)).get(path("board"));
    expect(board.headers.get("content-security-policy")).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    const scripts = board.text.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" src="\/assets\/board\.js\?v=[\w-]{12}"><\/script>$/);
    expect(board.text).not.toMatch(/\son[a-z]+=|javascript:|style=/i);
    expect(board.headers.get("x-frame-options")).toBe("DENY");
    expect(board.headers.get("cache-control")).toBe("no-store");
  });

  it("moves a card under If-Match: the new status, an older version refused (412) with nothing written, and the script's JSON", async () => {
    const captain = await as(team.captain);
    const card = await activity(team.captain.api, { status: "TODO" });
    const board = await captain.get(path("board"));
    // The card's Move form carries the activity's ETag, the one the API gives.
    expect(board.text).toContain(`name="etag" value="${card.etag.replaceAll('"', "&quot;")}"`);

    expectRedirect(await captain.request("POST", path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "IN_PROGRESS" }), `${path("board")}?notice=moved`);
    expect((await read(card.id)).status).toBe("IN_PROGRESS");

    // The same, older version again: refused, the board shown with the refusal, nothing written.
    const stale = await captain.request("POST", path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "DONE" });
    expectRefusal(stale, 412, "precondition_failed");
    expect(stale.text).toContain("nothing was written");
    expect((await read(card.id)).status).toBe("IN_PROGRESS");

    // The script's request: JSON, and with a refusal the card as it now is, to show in its place.
    await team.captain.api.patch(`/api/v1/activities/${card.id}`, { title: "Renamed by an agent" });
    const conflict = await postJson(captain, path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "DONE" });
    expect(conflict.status).toBe(412);
    expect(conflict.body.error).toMatchObject({ type: "invalid_request_error", code: "precondition_failed" });
    expect(conflict.body.request_id).toMatch(/^req_/);
    expect(conflict.body).toMatchObject({ stage: "in_progress", card: expect.stringContaining("Renamed by an agent") });
    const current = await read(card.id);
    expect(current.status).toBe("IN_PROGRESS");
    const moved = await postJson(captain, path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: etagOf(current), status: "IN_REVIEW" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ object: "board_move", stage: "in_review", message: "Moved “Renamed by an agent” to In review." });
    expect(moved.body.card).toContain(`id="card-${card.id}"`);
    expect((await read(card.id)).status).toBe("IN_REVIEW");

    expectRefusal(await captain.request("POST", path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), status: "" }), 400, "parameter_invalid", "status");
  });

  it("refuses a MEMBER the statuses and reviews the role table keeps for CAPTAIN and STAFF, with the API's 403, nothing written", async () => {
    const member = await as(team.member);
    const card = await activity(team.member.api, { status: "IN_REVIEW" });
    const board = await member.get(path("board"));
    expect(board.text).toContain("Only a CAPTAIN or STAFF can set an activity&#39;s status to COMPLETED; your role is MEMBER.");

    const refused = await member.request("POST", path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "COMPLETED" });
    expectRefusal(refused, 403, "insufficient_role");
    expect(refused.text).toContain("Only a CAPTAIN or STAFF can set an activity&#39;s status to COMPLETED; your role is MEMBER.");
    const json = await postJson(member, path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "COMPLETED" });
    expect(json.status).toBe(403);
    expect(json.body.error).toMatchObject({ type: "permission_error", code: "insufficient_role" });
    expect((await read(card.id)).status).toBe("IN_REVIEW");
    expectRedirect(await member.request("POST", path(`activities/${card.id}/move`), { _csrf: csrfOf(board.text), etag: card.etag, status: "DONE" }), `${path("board")}?notice=moved`);

    // Review: the MEMBER sees the state, not the buttons; a review sent anyway is the API's 403.
    const page = await member.get(path(`activities/${card.id}`));
    expect(page.text).not.toContain('name="decision"');
    expect(page.text).toContain("Only a CAPTAIN or STAFF can change an activity&#39;s reviewStatus; your role is MEMBER.");
    const forged = await member.request("POST", path(`activities/${card.id}/review`), { _csrf: csrfOf(page.text), decision: "APPROVED" });
    expectRefusal(forged, 403, "insufficient_role");
    expect((await read(card.id)).reviewStatus).toBeNull();

    const staff = await as(team.staff);
    const staffPage = await staff.get(path(`activities/${card.id}`));
    expect(staffPage.text).toContain('name="decision" value="APPROVED"');
    const etag = etagOf(await read(card.id));
    expectRedirect(await staff.request("POST", path(`activities/${card.id}/review`), { _csrf: csrfOf(staffPage.text), decision: "CHANGES_REQUESTED", etag }), `${path(`activities/${card.id}`)}?notice=review_changes_requested`);
    expect((await read(card.id)).reviewStatus).toBe("CHANGES_REQUESTED");
    expectRefusal(await staff.request("POST", path(`activities/${card.id}/review`), { _csrf: csrfOf(staffPage.text), decision: "APPROVED", etag }), 412, "precondition_failed");
    expectRefusal(await staff.request("POST", path(`activities/${card.id}/review`), { _csrf: csrfOf(staffPage.text), decision: "MAYBE" }), 400, "parameter_invalid", "reviewStatus");
    expect((await read(card.id)).reviewStatus).toBe("CHANGES_REQUESTED");

    // The CAPTAIN reviews too: reject.
    const captain = await as(team.captain);
    const captainPage = await captain.get(path(`activities/${card.id}`));
    expect(captainPage.text).toContain('name="decision" value="REJECTED"');
    expectRedirect(
      await captain.request("POST", path(`activities/${card.id}/review`), { _csrf: csrfOf(captainPage.text), decision: "REJECTED", etag: etagOf(await read(card.id)) }),
      `${path(`activities/${card.id}`)}?notice=review_rejected`,
    );
    expect((await read(card.id)).reviewStatus).toBe("REJECTED");
  });

  it("comments, edits and deletes an activity: post/redirect/get, and each refusal names its field", async () => {
    const member = await as(team.member);
    const done = await activity(team.captain.api, { status: "COMPLETED", description: "# Notes\n\n<script>alert(1)</script> [x](javascript:alert(1))" });
    const url = path(`activities/${done.id}`);
    const page = await member.get(url);
    expect(page.text).toContain("<h3>Notes</h3>");
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.text).not.toContain('href="javascript:');

    const empty = await member.submit(url, path(`activities/${done.id}/comments`), { content: "" });
    expectRefusal(empty, 400, "parameter_invalid", "content");
    const said = await member.submit(url, path(`activities/${done.id}/comments`), { content: "Looks **good** to me" });
    expectRedirect(said, `${url}?notice=commented#comments`);
    const comments = await team.captain.api.get(`/api/v1/activities/${done.id}/comments`);
    expect(comments.body.data.map((c: { content: string }) => c.content)).toEqual(["Looks **good** to me"]);
    const after = await member.get(url);
    expect(after.text).toContain("Looks <strong>good</strong> to me");
    expect(after.text).toContain("commented");

    // A MEMBER may retitle a COMPLETED activity: the form sends only what changed.
    const edit = await member.get(`${url}/edit`);
    const fields = { title: "Renamed", description: "", status: "COMPLETED", priority: "", points: "", dueDate: "", assignedTo: "", labels: "", sprintId };
    const etag = etagOf(await read(done.id));
    expectRedirect(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag, ...fields }), `${url}?notice=saved`);
    expect(await read(done.id)).toMatchObject({ title: "Renamed", status: "COMPLETED", description: null });

    const current = etagOf(await read(done.id));
    const bad = await member.request("POST", url, { _csrf: csrfOf(edit.text), etag: current, ...fields, points: "lots" });
    expectRefusal(bad, 400, "parameter_invalid", "points");
    expect(bad.text).toContain('value="lots"');
    expectRefusal(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag: current, ...fields, dueDate: "2026-02-30" }), 400, "parameter_invalid", "dueDate");
    expectRefusal(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag: current, ...fields, labels: "ok, bad\u0007label" }), 400, "parameter_invalid", "labels.1");
    expectRefusal(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag: current, ...fields, assignedTo: team.outsider.id }), 400, "resource_missing", "assignedTo");
    expectRefusal(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag, ...fields, title: "Older" }), 412, "precondition_failed");
    const saved = { ...fields, title: "Tidy", points: "5", priority: "HIGH", dueDate: "2026-11-20", assignedTo: team.staff.id, labels: "ops, Ops, infra" };
    expectRedirect(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag: current, ...saved }), `${url}?notice=saved`);
    expect(await read(done.id)).toMatchObject({ title: "Tidy", points: 5, priority: "HIGH", dueDate: "2026-11-20", assignedTo: team.staff.id, labels: ["ops", "infra"] });

    const confirm = await member.get(`${url}/delete`);
    expectStatus(confirm, 200);
    expect(confirm.text).toContain("Delete this activity?");
    expect(confirm.text).toContain("<bdi>Tidy</bdi>");
    expect((await team.captain.api.get(`/api/v1/activities/${done.id}`)).status).toBe(200);
    expectRedirect(await member.request("POST", `${url}/delete`, { _csrf: csrfOf(confirm.text) }), `${path("board")}?sprint=${sprintId}&notice=deleted`);
    expect((await team.captain.api.get(`/api/v1/activities/${done.id}`)).status).toBe(404);
  });

  it("lists with the API's filters, search and cursors, and a refused filter names its field", async () => {
    const captain = await as(team.captain);
    const other = await team.captain.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Sprint List" });
    const api = team.captain.api;
    const mine = await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Reconcile ledger totals", sprintId: other.body.id, status: "BLOCKED", priority: "HIGH", labels: ["finance"], assignedTo: team.captain.id });
    await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Ledger export", sprintId: other.body.id, status: "TODO", labels: ["finance"] });
    for (let i = 0; i < 25; i++) await api.post(`/api/v1/teams/${team.id}/activities`, { title: `Filler ${i}`, sprintId: other.body.id });

    const list = (query: string) => captain.get(`${path("list")}?sprint=${other.body.id}&${query}`);
    const titles = (page: FormAnswer) => [...page.text.matchAll(/<td data-label="Title"><a [^>]+><bdi>([^<]+)<\/bdi>/g)].map((m) => m[1]);
    expect(titles(await list("status=BLOCKED&status=TODO&label=finance"))).toEqual(["Ledger export", "Reconcile ledger totals"]);
    expect(titles(await list("assignee=me"))).toEqual(["Reconcile ledger totals"]);
    expect(titles(await list("q=ledger&priority=HIGH"))).toEqual(["Reconcile ledger totals"]);
    expect(titles(await list(`q=ledger&assignee=${team.captain.id}&label=FINANCE`))).toEqual(["Reconcile ledger totals"]);

    const first = await list("");
    expect(titles(first)).toHaveLength(25);
    const next = /<a href="([^"]+)" rel="next">Next page<\/a>/.exec(first.text)?.[1]?.replaceAll("&amp;", "&") as string;
    expect(next).toContain("starting_after=");
    const second = await captain.get(next);
    expect(titles(second)).toEqual(["Ledger export", "Reconcile ledger totals"]);
    expect(second.text).toContain(">First page</a>");
    expect(mine.status).toBe(201);

    expectRefusal(await list("status=NOPE"), 400, "parameter_invalid", "status");
    expectRefusal(await list("starting_after=garbage"), 400, "invalid_cursor", "starting_after");
    expectRefusal(await list("assignee=someone"), 400, "parameter_invalid", "assignedTo");
  });

  it("shows the work graph: blocked markers and sub-task progress on cards, ready and blocked filters, sub-tasks and dependencies added and removed", async () => {
    const api = team.captain.api;
    const captain = await as(team.captain);
    const graphSprint = (await api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Sprint Graph" })).body.id as string;
    const make = async (title: string, fields: Record<string, unknown> = {}) => {
      const res = await api.post(`/api/v1/teams/${team.id}/activities`, { title, sprintId: graphSprint, status: "TODO", ...fields });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const parent = await make("Ship invoices");
    const blocker = await make("Tax rules <first>");
    const other = await make("Write the changelog");
    await make("Design the page", { parentId: parent, status: "DONE" });
    const sketch = await make("Sketch totals", { parentId: parent });
    expectStatus(await api.post(`/api/v1/activities/${blocker}/relations`, { type: "blocks", relatedActivityId: parent }), 201);

    // The card: blocked by its unfinished blocker (named, escaped), 1 of 2 sub-tasks done.
    const board = await captain.get(`${path("board")}?sprint=${graphSprint}`);
    const card = board.text.slice(board.text.indexOf(`id="card-${parent}"`), board.text.indexOf("</li>", board.text.indexOf(`id="card-${parent}"`)));
    expect(card).toContain('<span class="blocked-by" data-blocked="1">Blocked by <bdi>Tax rules &lt;first&gt;</bdi></span>');
    expect(card).toContain('data-subtasks="1/2"');
    expect(card).toContain("1/2 sub-tasks done");
    expect(board.text).toMatch(new RegExp(`<li class="card-item attention" id="card-${parent}"`));

    // The list's ready and blocked filters are the API's.
    const titles = (page: FormAnswer) => [...page.text.matchAll(/<td data-label="Title"><a [^>]+><bdi>([^<]+)<\/bdi>/g)].map((m) => m[1]);
    const list = (query: string) => captain.get(`${path("list")}?sprint=${graphSprint}&${query}`);
    const blockedList = await list("blocked=true");
    expect(titles(blockedList)).toEqual(["Ship invoices"]);
    expect(blockedList.text).toContain('id="f-blocked" name="blocked" value="true" checked');
    expect(titles(await list("ready=true"))).toEqual(["Sketch totals", "Write the changelog", "Tax rules &lt;first&gt;"]);
    expectRefusal(await list("ready=yes"), 400, "parameter_invalid", "ready");

    // The activity's page: its sub-tasks, and what blocks it.
    const url = path(`activities/${parent}`);
    const page = await captain.get(url);
    expect(page.text).toContain('<h2 id="graph-title">Sub-tasks and dependencies</h2>');
    expect(page.text).toContain(`<a href="${path(`activities/${sketch}`)}"><bdi>Sketch totals</bdi></a>`);
    expect(page.text).toMatch(/<li data-relation="blocked_by"><span>Blocked by <a [^>]+><bdi>Tax rules &lt;first&gt;<\/bdi><\/a> <span class="muted small">\(unfinished\)<\/span>/);

    // A sub-task added: createActivity under it, in its sprint; a refusal names its field.
    expectRefusal(await captain.submit(url, `${url}/subtasks`, { title: "" }), 400, "parameter_invalid", "title");
    expectRedirect(await captain.submit(url, `${url}/subtasks`, { title: "Send a test invoice" }), `${url}?notice=subtask_added#graph`);
    const children = (await api.get(`/api/v1/teams/${team.id}/activities?parentId=${parent}`)).body.data as Array<{ title: string; sprintId: string }>;
    expect(children.map((c) => c.title)).toContain("Send a test invoice");
    expect(children.every((c) => c.sprintId === graphSprint)).toBe(true);

    // A dependency added: the operation's rules and refusals, nothing written twice.
    expectRedirect(await captain.submit(url, `${url}/relations`, { type: "blocks", relatedActivityId: other }), `${url}?notice=relation_added#graph`);
    expectRefusal(await captain.submit(url, `${url}/relations`, { type: "blocks", relatedActivityId: other }), 409, "relation_exists");
    expectRefusal(await captain.submit(url, `${url}/relations`, { type: "blocked_by", relatedActivityId: "" }), 400, "parameter_invalid", "relatedActivityId");
    expectRefusal(await captain.submit(url, `${url}/relations`, { type: "blocked_by", relatedActivityId: other }), 409, "dependency_cycle");
    const relations = (await api.get(`/api/v1/activities/${parent}/relations`)).body.data as Array<{ id: string; type: string; relatedActivityId: string }>;
    expect(relations.map((r) => [r.type, r.relatedActivityId]).sort()).toEqual([["blocked_by", blocker], ["blocks", other]].sort());

    // Removing a relation asks first; the confirmation writes nothing; the POST removes it.
    const blockedBy = relations.find((r) => r.type === "blocked_by") as { id: string };
    const confirm = await captain.get(`${url}/relations/${blockedBy.id}/remove`);
    expectStatus(confirm, 200);
    expect(confirm.text).toContain("Remove this relation?");
    expect(confirm.text).toContain("“<bdi>Ship invoices</bdi>” blocked by “<bdi>Tax rules &lt;first&gt;</bdi>”");
    expect((await api.get(`/api/v1/activities/${parent}/relations`)).body.data).toHaveLength(2);
    expectRedirect(await captain.request("POST", `${url}/relations/${blockedBy.id}/remove`, { _csrf: csrfOf(confirm.text) }), `${url}?notice=relation_removed#graph`);
    expect((await read(parent)).blockedBy).toEqual([]);
    // Another activity's relation is not found here.
    const elsewhere = (await api.post(`/api/v1/activities/${blocker}/relations`, { type: "relates_to", relatedActivityId: sketch })).body.id as string;
    expectRefusal(await captain.get(`${url}/relations/${elsewhere}/remove`), 404, "resource_not_found");

    // Removing a sub-task asks first, then takes it out from under the parent (it is not deleted).
    const confirmChild = await captain.get(`${url}/subtasks/${sketch}/remove`);
    expect(confirmChild.text).toContain("Remove this sub-task?");
    expect((await read(sketch)).parentId).toBe(parent);
    expectRedirect(await captain.request("POST", `${url}/subtasks/${sketch}/remove`, { _csrf: csrfOf(confirmChild.text) }), `${url}?notice=subtask_removed#graph`);
    expect(await read(sketch)).toMatchObject({ parentId: null, title: "Sketch totals" });
    expectRefusal(await captain.get(`${url}/subtasks/${other}/remove`), 404, "resource_not_found");

    // The history says it all in words: no raw event type in the text.
    const after = await captain.get(url);
    const history = after.text.slice(after.text.indexOf('id="history"'));
    const words = history.replace(/<[^>]+>/g, "");
    expect(words).toContain("added a dependency: blocked by “Tax rules &lt;first&gt;”");
    expect(words).toContain("added a dependency: this blocks “Write the changelog”");
    expect(words).toContain("removed a dependency: blocked by “Tax rules &lt;first&gt;”");
    expect(words).not.toMatch(/\b(relation|activity|comment)\.(created|updated|deleted)\b/);
    const childHistory = (await captain.get(path(`activities/${sketch}`))).text;
    expect(childHistory).toContain("changed the parent from <q>Ship invoices</q> to <q>none</q>");

    // A move's answer names what the moved card blocks, and each such card is fetched as it now is.
    const cardOf = async (id: string) => {
      const res = await fetch(`${server.url}${path(`activities/${id}/card`)}?sprint=${graphSprint}`, {
        headers: { accept: "application/json", cookie: [...captain.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { object: string; id: string; card: string; stage: string };
    };
    const before = await cardOf(other);
    expect(before).toMatchObject({ object: "board_card", id: other, stage: "todo" });
    expect(before.card).toContain("Blocked by <bdi>Ship invoices</bdi>");
    expect(before.card).toContain(`name="sprint" value="${graphSprint}"`);
    const moved = await postJson(captain, path(`activities/${parent}/move`), { _csrf: csrfOf(after.text), etag: etagOf(await read(parent)), status: "DONE" });
    expect(moved.status).toBe(200);
    expect(moved.body.blocks).toEqual([other]);
    expect((await cardOf(other)).card).not.toContain("blocked-by");
    expectRefusal(await captain.get(path("activities/0190a5f2-0000-7000-8000-000000000000/card")), 404, "resource_not_found");
    expectRefusal(await (await as(team.outsider)).get(path(`activities/${other}/card`)), 403, "not_team_member");
  });

  it("sprints: CAPTAIN and STAFF create, edit and change status; a MEMBER gets the API's 403; reversed dates are 400", async () => {
    const staff = await as(team.staff);
    const page = await staff.get(path("sprints"));
    expectRefusal(await staff.request("POST", path("sprints"), { _csrf: csrfOf(page.text), name: "Backwards", startDate: "2026-12-10", endDate: "2026-12-01" }), 400, "invalid_date_range", "endDate");
    const created = await staff.request("POST", path("sprints"), { _csrf: csrfOf(page.text), name: "Sprint Two", goal: "Ship it", startDate: "2026-12-01", endDate: "", description: "" });
    expectRedirect(created, /\/sprints\/[0-9a-f-]{36}\?notice=created$/);
    const id = /sprints\/([0-9a-f-]{36})/.exec(created.headers.get("location") as string)?.[1] as string;
    const sprint = (await team.captain.api.get(`/api/v1/sprints/${id}`)).body;
    expect(sprint).toMatchObject({ name: "Sprint Two", goal: "Ship it", startDate: "2026-12-01", endDate: null, status: "PLANNED" });

    const url = path(`sprints/${id}`);
    const view = await staff.get(url);
    expectRedirect(await staff.request("POST", `${url}/status`, { _csrf: csrfOf(view.text), etag: etagOf(sprint), status: "ACTIVE" }), `${url}?notice=status`);
    expectRefusal(await staff.request("POST", `${url}/status`, { _csrf: csrfOf(view.text), etag: etagOf(sprint), status: "PAUSED" }), 412, "precondition_failed");
    const active = (await team.captain.api.get(`/api/v1/sprints/${id}`)).body;
    expect(active.status).toBe("ACTIVE");
    expectRedirect(await staff.request("POST", url, { _csrf: csrfOf(view.text), etag: etagOf(active), name: "Sprint Two (renamed)", goal: "Ship it", description: "", startDate: "2026-12-01", endDate: "2026-12-12" }), `${url}?notice=saved`);
    expect((await team.captain.api.get(`/api/v1/sprints/${id}`)).body).toMatchObject({ name: "Sprint Two (renamed)", endDate: "2026-12-12", status: "ACTIVE" });

    const member = await as(team.member);
    const memberPage = await member.get(path("sprints"));
    expect(memberPage.text).toContain("Only a CAPTAIN or STAFF can create, update or delete sprints; your role is MEMBER.");
    expect(memberPage.text).not.toContain("Create the sprint");
    expectRefusal(await member.request("POST", path("sprints"), { _csrf: csrfOf(memberPage.text), name: "Mine" }), 403, "insufficient_role");
    expectRefusal(await member.request("POST", `${url}/status`, { _csrf: csrfOf(memberPage.text), status: "COMPLETED" }), 403, "insufficient_role");
    expect((await team.captain.api.get(`/api/v1/sprints/${id}`)).body.status).toBe("ACTIVE");
  });

  it("documents: search with snippets, read rendered safely, edit under If-Match; links: add, and a bad URL named", async () => {
    const member = await as(team.member);
    const docs = await member.get(path("documents"));
    expectRefusal(await member.request("POST", path("documents"), { _csrf: csrfOf(docs.text), title: "" }), 400, "parameter_invalid", "title");
    const created = await member.request("POST", path("documents"), { _csrf: csrfOf(docs.text), title: "Tax rounding" });
    expectRedirect(created, /\/documents\/[0-9a-f-]{36}\/edit$/);
    const editUrl = created.headers.get("location") as string;
    const url = editUrl.replace(/\/edit$/, "");
    const id = url.split("/").pop() as string;
    const edit = await member.get(editUrl);
    const etag = etagOf((await team.captain.api.get(`/api/v1/documents/${id}`)).body);
    const content = "## Rule\n\nRound the **VAT** per order. <iframe src=x></iframe> [spec](https://example.com/vat)";
    expectRedirect(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag, title: "Tax rounding", content }), `${url}?notice=saved`);
    expectRefusal(await member.request("POST", url, { _csrf: csrfOf(edit.text), etag, title: "Tax rounding", content: "older" }), 412, "precondition_failed");
    expect((await team.captain.api.get(`/api/v1/documents/${id}`)).body.content).toBe(content);

    const read = await member.get(url);
    expect(read.text).toContain("<h3>Rule</h3>");
    expect(read.text).toContain("<strong>VAT</strong>");
    expect(read.text).toContain("&lt;iframe src=x&gt;&lt;/iframe&gt;");
    expect(read.text).toContain('<a href="https://example.com/vat" rel="nofollow noopener noreferrer">spec</a>');
    const found = await member.get(`${path("documents")}?q=vat`);
    expect(found.text).toContain("Best matches for <q>vat</q>");
    expect(found.text).toMatch(/<p class="snippet">[^<]*Round the \*\*VAT\*\* per order/);

    const links = await member.get(path("links"));
    expectRefusal(await member.request("POST", path("links"), { _csrf: csrfOf(links.text), title: "Spec", url: "javascript:alert(1)", type: "LINK" }), 400, "parameter_invalid", "url");
    expectRedirect(await member.request("POST", path("links"), { _csrf: csrfOf(links.text), title: "VAT spec", url: "https://example.com/vat", type: "DOCUMENT" }), `${path("links")}?notice=added`);
    const listed = await member.get(path("links"));
    expect(listed.text).toContain('<a href="https://example.com/vat" rel="nofollow noopener noreferrer"><bdi>VAT spec</bdi></a>');
  });

  it("plans from text: a preview shown after a redirect (a reload uses no AI unit), then created; a MEMBER may not create a sprint", async () => {
    const captain = await as(team.captain);
    const usage = async () => (await team.captain.api.get(`/api/v1/teams/${team.id}/usage`)).body.ai.used as number;
    const text = "Sprint 9: Invoices\nGoal: invoices in one click\n- Design the invoice page (3 pts)\n  - Sketch the totals\n- Fix VAT rounding P1 after the invoice page";
    const before = await usage();
    const page = await captain.get(path("plan"));
    expectRefusal(await captain.request("POST", path("plan"), { _csrf: csrfOf(page.text), text: "" }), 400, "parameter_invalid", "text");
    const previewed = await captain.request("POST", path("plan"), { _csrf: csrfOf(page.text), text, sprintId: "", startDate: "", endDate: "" });
    expectRedirect(previewed, /\/plan\?preview=[\w-]{24}$/);
    const preview = await captain.get(previewed.headers.get("location") as string);
    expect(preview.text).toContain("Preview: nothing is created yet");
    expect(preview.text).toContain("<bdi>Design the invoice page</bdi>");
    expect(preview.text).toContain('<bdi>Sketch the totals</bdi><br><span class="muted small">sub-task of <bdi>Design the invoice page</bdi></span>');
    expect(preview.text).toContain('<bdi>Fix VAT rounding</bdi><br><span class="muted small">after <bdi>Design the invoice page</bdi></span>');
    await captain.get(previewed.headers.get("location") as string);
    expect(await usage()).toBe(before + 1);
    // Another session cannot see it.
    expect((await (await as(team.staff)).get(previewed.headers.get("location") as string)).text).not.toContain("<bdi>Design the invoice page</bdi>");

    const committed = await captain.request("POST", path("plan/commit"), { _csrf: csrfOf(preview.text), text, sprintId: "", startDate: "", endDate: "" });
    expectRedirect(committed, /\/board\?sprint=[0-9a-f-]{36}&notice=planned$/);
    const board = await captain.get(committed.headers.get("location") as string);
    expect(board.text).toContain("Board: <bdi>Sprint 9: Invoices</bdi>");
    expect(board.text).toContain("Fix VAT rounding");

    const member = await as(team.member);
    const memberPage = await member.get(path("plan"));
    expectRefusal(await member.request("POST", path("plan/commit"), { _csrf: csrfOf(memberPage.text), text }), 403, "insufficient_role");
  });

  it("asks, and links each source the answer cites", async () => {
    const captain = await as(team.captain);
    const card = await activity(team.captain.api, { title: "Unblock the payment provider", status: "BLOCKED" });
    const page = await captain.get(path("ask"));
    const asked = await captain.request("POST", path("ask"), { _csrf: csrfOf(page.text), question: "What is blocked?", sprintId: "" });
    expectRedirect(asked, /\/ask\?answer=[\w-]{24}$/);
    const answer = await captain.get(asked.headers.get("location") as string);
    expect(answer.text).toContain("<h2 id=\"answer-title\">What is blocked?</h2>");
    expect(answer.text).toContain(`<a href="${path(`activities/${card.id}`)}"><bdi>Unblock the payment provider</bdi></a>`);
    expectRefusal(await captain.request("POST", path("ask"), { _csrf: csrfOf(page.text), question: "" }), 400, "parameter_invalid", "question");
    const expired = await captain.get(`${path("ask")}?answer=nope`);
    expect(expired.text).toContain("has expired");
  });

  it("refuses every change without the page's CSRF token, writing nothing", async () => {
    const captain = await as(team.captain);
    const card = await activity(team.captain.api, { status: "TODO" });
    const child = await activity(team.captain.api, { parentId: card.id });
    const relation = await team.captain.api.post(`/api/v1/activities/${card.id}/relations`, { type: "relates_to", relatedActivityId: child.id });
    expectStatus(relation, 201);
    const forms: Array<[string, Record<string, string>]> = [
      [path("board/activities"), { title: "Sneaky", sprint: sprintId }],
      [path(`activities/${card.id}/move`), { status: "DONE" }],
      [path(`activities/${card.id}`), { title: "Sneaky" }],
      [path(`activities/${card.id}/comments`), { content: "Sneaky" }],
      [path(`activities/${card.id}/review`), { decision: "APPROVED" }],
      [path(`activities/${card.id}/delete`), {}],
      [path(`activities/${card.id}/subtasks`), { title: "Sneaky" }],
      [path(`activities/${card.id}/relations`), { type: "blocks", relatedActivityId: card.id }],
      [path(`activities/${card.id}/relations/${relation.body.id}/remove`), {}],
      [path(`activities/${card.id}/subtasks/${child.id}/remove`), {}],
      [path("sprints"), { name: "Sneaky" }],
      [path(`sprints/${sprintId}`), { name: "Sneaky" }],
      [path(`sprints/${sprintId}/status`), { status: "COMPLETED" }],
      [path("documents"), { title: "Sneaky" }],
      [path("links"), { title: "Sneaky", url: "https://example.com" }],
      [path("plan"), { text: "- Sneaky" }],
      [path("plan/commit"), { text: "- Sneaky" }],
      [path("ask"), { question: "Sneaky?" }],
      ["/teams", { name: "Sneaky" }],
    ];
    for (const [action, form] of forms) {
      for (const token of [undefined, "forged"]) {
        const res = await captain.request("POST", action, token === undefined ? form : { ...form, _csrf: token });
        expectRefusal(res, 403, "csrf_token_invalid");
      }
    }
    expect(await read(card.id)).toMatchObject({ status: "TODO", reviewStatus: null, title: expect.stringMatching(/^Card /) });
    expect((await team.captain.api.get(`/api/v1/activities/${card.id}/comments`)).body.data).toEqual([]);
    expect((await team.captain.api.get(`/api/v1/activities/${card.id}/relations`)).body.data).toHaveLength(1);
    expect((await read(child.id)).parentId).toBe(card.id);
    expect((await team.captain.api.get(`/api/v1/sprints/${sprintId}`)).body).toMatchObject({ name: "Sprint Zero", status: "ACTIVE" });
    const sneaky = await team.captain.api.get(`/api/v1/teams/${team.id}/activities?q=sneaky`);
    expect(sneaky.body.data).toEqual([]);
  });

  it("serves the icon, the stylesheet and the script from the package", async () => {
    const browser = new Browser(server.url);
    for (const [file, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/assets/board.js", "text/javascript; charset=utf-8"],
      ["/assets/sprintroom.css", "text/css; charset=utf-8"],
    ] as const) {
      const res = await browser.get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type"), file).toBe(type);
      expect(res.headers.get("cache-control"), file).toBe("public, max-age=86400");
    }
  });
});
