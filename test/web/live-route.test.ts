// GET /t/{teamId}/live, the board's change stream over plain HTTP on both engines: opened with the
// browser's session (no Bearer key), it carries the changes made through the REST API as the API's
// own stream does, resumes with Last-Event-ID, and is refused to a user outside the team (403
// not_team_member) and to a browser without a session (401, not a redirect an EventSource would
// follow); signing out ends it at the next recheck, and its streams count against the same per-user
// limit as the API's. The browser suite (live.test.ts) drives the board's listener in Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, type TestTeam, type TestUser } from "../support/factories.js";
import { Browser, csrfOf, pageErrorCode, TEST_PASSWORD } from "../support/oauth.js";
import { openStream } from "../support/sse.js";
import { startServer, type TestServer } from "../support/start-server.js";

/** A recheck every 200 ms shows a signed-out session's stream end; two streams a user show the shared limit. */
const SETTINGS = { SPRINTROOM_STREAM_RECHECK: "200ms", SPRINTROOM_STREAMS_PER_USER: "2" };

describe.each(testEngines())("the board's live stream (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let sprintId: string;

  async function signedIn(user: TestUser): Promise<Browser> {
    const browser = new Browser(server.url);
    expectStatus(await browser.signIn(user.email, TEST_PASSWORD, "/"), 303);
    return browser;
  }
  const cookieOf = (browser: Browser) => ({ cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") });
  const live = (teamId: string, query = "") => `/t/${teamId}/live${query}`;

  beforeAll(async () => {
    server = await startServer(engine, SETTINGS);
    team = await makeTeam(server);
    for (const user of [team.captain, team.outsider]) await setPassword(server.services, user.id, TEST_PASSWORD);
    const sprint = await team.captain.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Live", startDate: "2026-11-02", endDate: "2026-11-13" });
    expectStatus(sprint, 201);
    sprintId = sprint.body.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it("carries a change made through the REST API to the session's stream, and resumes with Last-Event-ID", async () => {
    const captain = await signedIn(team.captain);
    const stream = await openStream(server.url, live(team.id, `?type=${encodeURIComponent("activity.*,relation.*")}`), null, cookieOf(captain));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const made = await team.staff.api.post(`/api/v1/teams/${team.id}/activities`, { title: "Seen live", sprintId });
    expectStatus(made, 201);
    // A comment is not an activity or relation event: the filter leaves it out.
    expectStatus(await team.staff.api.post(`/api/v1/activities/${made.body.id}/comments`, { content: "not on the stream" }), 201);
    const moved = await team.staff.api.patch(`/api/v1/activities/${made.body.id}`, { status: "IN_PROGRESS" });
    expectStatus(moved, 200);
    const messages = await stream.waitFor((m) => m.length >= 2);
    const events = messages.map((m) => JSON.parse(m.data));
    expect(events.map((e) => [e.type, e.data.object.id])).toEqual([
      ["activity.created", made.body.id],
      ["activity.updated", made.body.id],
    ]);
    expect(messages.map((m) => m.id)).toEqual(events.map((e) => e.id));
    expect(events[1].actor.userId).toBe(team.staff.id);
    stream.close();

    // Missed while away: the stream resumes after the last event it sent.
    expectStatus(await team.staff.api.patch(`/api/v1/activities/${made.body.id}`, { status: "DONE" }), 200);
    const resumed = await openStream(server.url, live(team.id), null, { ...cookieOf(captain), "last-event-id": messages[1]?.id as string });
    expect(resumed.status).toBe(200);
    const missed = await resumed.waitFor((m) => m.length >= 1);
    expect(JSON.parse(missed[0]?.data as string)).toMatchObject({ type: "activity.updated", data: { object: { id: made.body.id, status: "DONE" } } });
    resumed.close();
  });

  it("refuses a user outside the team (403) and a browser without a session (401), writing nothing to them", async () => {
    const outsider = await signedIn(team.outsider);
    const refused = await outsider.get(live(team.id));
    expect(refused.status).toBe(403);
    expect(pageErrorCode(refused.text)).toBe("not_team_member");
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Their own team's stream is theirs.
    const own = await openStream(server.url, live(team.outsiderTeamId), null, cookieOf(outsider));
    expect(own.status).toBe(200);
    own.close();

    const stranger = new Browser(server.url);
    const anonymous = await stranger.get(live(team.id));
    expect(anonymous.status).toBe(401);
    expect(pageErrorCode(anonymous.text)).toBe("credential_expired");
    expect(anonymous.headers.get("location")).toBeNull();

    // A resume point that is no event of this team: the operation's 410.
    const captain = await signedIn(team.captain);
    const expired = await captain.request("GET", live(team.id, "?after=0195f1a0-0000-7000-8000-000000000001"));
    expect(expired.status).toBe(410);
    expect(pageErrorCode(expired.text)).toBe("event_expired");
  });

  it("ends the stream when the session signs out, and counts the board's streams with the API's against one limit", async () => {
    const captain = await signedIn(team.captain);
    const board = await openStream(server.url, live(team.id), null, cookieOf(captain));
    expect(board.status).toBe(200);
    const api = await openStream(server.url, `/api/v1/teams/${team.id}/events/stream`, team.captain.key);
    expect(api.status).toBe(200);
    // A third, from either route, is over SPRINTROOM_STREAMS_PER_USER.
    const third = await captain.get(live(team.id));
    expect(third.status).toBe(429);
    expect(pageErrorCode(third.text)).toBe("too_many_streams");
    api.close();
    await api.ended;

    const account = await captain.get("/account");
    expect((await captain.request("POST", "/signout", { _csrf: csrfOf(account.text) })).status).toBe(303);
    await board.ended;
    const last = board.messages.at(-1);
    expect(last?.event).toBe("error");
    expect(JSON.parse(last?.data as string).error.code).toBe("credential_expired");
  });
});
