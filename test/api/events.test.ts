// Events: every successful write, through REST and MCP, appends exactly one event (a committed plan
// one per record it made) in the write's own transaction, with the record after the change and, for
// an update, the changed fields' old values; a refused write appends none. Listing, filters, one
// event, an activity's history, and isolation between teams. Both engines, real HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { mcpClient } from "../support/mcp-client.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("events (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let api: Client;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    api = team.captain.api;
  });

  const events = async (query = ""): Promise<Json[]> => {
    const res = await api.get(`/api/v1/teams/${team.id}/events?${query.includes("limit=") ? "" : "limit=100"}${query}`);
    expectStatus(res, 200);
    return res.body.data;
  };

  /** Runs `write` and returns the events it appended (newest first), checking the request id on each. */
  async function eventsOf(write: () => Promise<{ headers: Headers } | void>): Promise<Json[]> {
    const [newest] = await events("&limit=1");
    const answer = await write();
    const after = await events();
    const added = newest === undefined ? after : after.slice(0, after.findIndex((e) => e.id === newest.id));
    const requestId = answer?.headers.get("x-request-id");
    if (requestId) for (const event of added) expect(event.request_id).toBe(requestId);
    return added;
  }

  function expectEvent(event: Json | undefined, type: string, object: Json, previous?: Json): void {
    expect(event).toMatchObject({
      object: "event",
      type,
      teamId: team.id,
      actor: { userId: team.captain.id, credential: { type: "api_key", id: team.captain.keyId } },
      data: { object },
    });
    expect(event?.data.previous).toEqual(previous);
    expect(event?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }

  it("records each REST write once, with the record after it and what an update changed", async () => {
    let sprint: Json = {};
    let res = await api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Events sprint" });
    sprint = res.body;
    let added = await eventsOf(async () => (res = await api.patch(`/api/v1/sprints/${sprint.id}`, { goal: "Ship", status: "ACTIVE" })));
    expect(added).toHaveLength(1);
    expectEvent(added[0], "sprint.updated", res.body, { goal: null, status: "PLANNED", updatedAt: sprint.updatedAt });

    let activity: Json = {};
    added = await eventsOf(async () => {
      res = await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Evented", sprintId: sprint.id });
      activity = res.body;
      return res;
    });
    expect(added).toHaveLength(1);
    expectEvent(added[0], "activity.created", activity);

    added = await eventsOf(async () => (res = await api.patch(`/api/v1/activities/${activity.id}`, { status: "DONE", points: 3 })));
    expect(added).toHaveLength(1);
    expectEvent(added[0], "activity.updated", res.body, { status: "PENDING", points: null, completedAt: null, updatedAt: activity.updatedAt });

    let comment: Json = {};
    added = await eventsOf(async () => {
      res = await api.post(`/api/v1/activities/${activity.id}/comments`, { content: "Noted" });
      comment = res.body;
      return res;
    });
    expectEvent(added[0], "comment.created", comment);
    added = await eventsOf(() => api.request("DELETE", `/api/v1/comments/${comment.id}`));
    expect(added).toHaveLength(1);
    expectEvent(added[0], "comment.deleted", comment);

    let document: Json = {};
    added = await eventsOf(async () => {
      res = await api.post(`/api/v1/teams/${team.id}/documents`, { title: "Doc", content: "Long content ".repeat(100) });
      document = res.body;
      return res;
    });
    const { content: _content, ...summary } = document;
    expectEvent(added[0], "document.created", { ...summary, snippet: expect.stringMatching(/^Long content Long content/) });
    expect(added[0]?.data.object.content).toBeUndefined();
    added = await eventsOf(async () => (res = await api.patch(`/api/v1/documents/${document.id}`, { title: "Doc 2" })));
    expect(added[0]?.type).toBe("document.updated");
    expect(added[0]?.data.previous).toEqual({ title: "Doc", updatedAt: document.updatedAt });
    added = await eventsOf(() => api.request("DELETE", `/api/v1/documents/${document.id}`));
    expect(added.map((e) => e.type)).toEqual(["document.deleted"]);

    let resource: Json = {};
    added = await eventsOf(async () => {
      res = await api.post(`/api/v1/teams/${team.id}/resources`, { title: "Link", url: "https://example.com/x" });
      resource = res.body;
      return res;
    });
    expectEvent(added[0], "resource.created", resource);
    added = await eventsOf(() => api.request("DELETE", `/api/v1/resources/${resource.id}`));
    expectEvent(added[0], "resource.deleted", resource);

    const current = (await api.get(`/api/v1/activities/${activity.id}`)).body;
    added = await eventsOf(() => api.request("DELETE", `/api/v1/activities/${activity.id}`));
    expect(added).toHaveLength(1);
    expectEvent(added[0], "activity.deleted", current);

    const lastSprint = (await api.get(`/api/v1/sprints/${sprint.id}`)).body;
    added = await eventsOf(() => api.request("DELETE", `/api/v1/sprints/${sprint.id}`));
    expectEvent(added[0], "sprint.deleted", lastSprint);
  });

  it("records nothing for a refused write, a no-op update or a read", async () => {
    const sprint = await makeSprint(team);
    const added = await eventsOf(async () => {
      expectError(await api.patch(`/api/v1/sprints/${sprint.id}`, { startDate: "2026-12-10", endDate: "2026-12-01" }), 400, "invalid_request_error", "invalid_date_range", "startDate");
      expectError(await team.member.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "No" }), 403, "permission_error", "insufficient_role");
      expectError(await api.post(`/api/v1/teams/${team.id}/activities`, { title: "x", sprintId: "0190a1b2-c3d4-7e5f-8a0b-1c2d3e4f5a6b" }), 400, "invalid_request_error", "resource_missing", "sprintId");
      expectStatus(await api.patch(`/api/v1/sprints/${sprint.id}`, {}), 200);
      expectStatus(await api.get(`/api/v1/sprints/${sprint.id}`), 200);
    });
    expect(added).toEqual([]);
  });

  it("records a committed plan as the sprint and each activity it made; a preview records nothing", async () => {
    const text = "Sprint 9: Events\n- Write the docs\n- Ship the feature";
    expect(await eventsOf(() => api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text }))).toEqual([]);
    let plan: Json = {};
    const added = await eventsOf(async () => {
      const res = await api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text, commit: true });
      plan = res.body;
      return res;
    });
    expect(added.map((e) => e.type).sort()).toEqual(["activity.created", "activity.created", "sprint.created"]);
    expect(added.find((e) => e.type === "sprint.created")?.data.object).toEqual(plan.sprint);
    expect(added.filter((e) => e.type === "activity.created").map((e) => e.data.object.id).sort()).toEqual(plan.activities.map((a: Json) => a.id).sort());
  });

  it("records MCP writes the same way, with the MCP request's id", async () => {
    const sprint = await makeSprint(team);
    const mcp = await mcpClient(server.url, team.captain.key);
    const added = await eventsOf(async () => {
      await mcp.callTool({ name: "create_activity", arguments: { teamId: team.id, title: "Via MCP", sprintId: sprint.id } });
    });
    await mcp.close();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: "activity.created", data: { object: { title: "Via MCP" } }, request_id: expect.stringMatching(/^req_/) });
  });

  it("filters by type, kind and record, pages newest first, and gives one event by id", async () => {
    const sprint = await makeSprint(team, { name: "Filters" });
    const activity = await makeActivity(team, sprint.id, { title: "Filtered" });
    await api.patch(`/api/v1/activities/${activity.id}`, { title: "Filtered 2" });
    await api.post(`/api/v1/activities/${activity.id}/comments`, { content: "c" });

    const ofActivity = await events(`&objectId=${activity.id}`);
    expect(ofActivity.map((e) => e.type)).toEqual(["activity.updated", "activity.created"]);
    expect((await events("&type=sprint.created,comment.created&limit=2")).map((e) => e.type)).toEqual(["comment.created", "sprint.created"]);
    const kinds = await events("&type=activity.*");
    expect(kinds.length).toBeGreaterThan(0);
    for (const e of kinds) expect(e.type).toMatch(/^activity\./);

    const first = await api.get(`/api/v1/teams/${team.id}/events?limit=1`);
    expect(first.body.has_more).toBe(true);
    const second = await api.get(`/api/v1/teams/${team.id}/events?limit=1&starting_after=${first.body.next_cursor}`);
    expect(second.body.data[0].id < first.body.data[0].id).toBe(true);

    const one = await api.get(`/api/v1/events/${first.body.data[0].id}`);
    expectStatus(one, 200);
    expect(one.body).toEqual(first.body.data[0]);

    expectError(await api.get(`/api/v1/teams/${team.id}/events?type=activity.renamed`), 400, "invalid_request_error", "parameter_invalid", "type");
    expectError(await api.get(`/api/v1/teams/${team.id}/events?type=task.*`), 400, "invalid_request_error", "parameter_invalid", "type");
    expectError(await api.get(`/api/v1/teams/${team.id}/events?objectId=nope`), 400, "invalid_request_error", "parameter_invalid", "objectId");
    expectError(await api.get(`/api/v1/teams/${team.id}/events?starting_after=zzz`), 400, "invalid_request_error", "invalid_cursor", "starting_after");
  });

  it("gives an activity's history, its comments' included, oldest first", async () => {
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id, { title: "Storied" });
    await api.patch(`/api/v1/activities/${activity.id}`, { status: "IN_PROGRESS" });
    const comment = (await api.post(`/api/v1/activities/${activity.id}/comments`, { content: "Started" })).body;
    await api.request("DELETE", `/api/v1/comments/${comment.id}`);
    await makeActivity(team, sprint.id, { title: "Another" });
    const history = await team.member.api.get(`/api/v1/activities/${activity.id}/history`);
    expectStatus(history, 200);
    expect(history.body.data.map((e: Json) => e.type)).toEqual(["activity.created", "activity.updated", "comment.created", "comment.deleted"]);
    const page = await api.get(`/api/v1/activities/${activity.id}/history?limit=2`);
    const rest = await api.get(`/api/v1/activities/${activity.id}/history?limit=2&starting_after=${page.body.next_cursor}`);
    expect([...page.body.data, ...rest.body.data].map((e: Json) => e.type)).toEqual(history.body.data.map((e: Json) => e.type));
  });

  it("never shows another team's events", async () => {
    const [mine] = await events("&limit=1");
    expectError(await team.outsider.api.get(`/api/v1/teams/${team.id}/events`), 403, "permission_error", "not_team_member");
    expectError(await team.outsider.api.get(`/api/v1/events/${mine?.id}`), 404, "not_found_error", "resource_not_found");
    const theirs = await team.outsider.api.get(`/api/v1/teams/${team.outsiderTeamId}/events`);
    expect(theirs.body.data.every((e: Json) => e.teamId === team.outsiderTeamId)).toBe(true);
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id);
    expectError(await team.outsider.api.get(`/api/v1/activities/${activity.id}/history`), 404, "not_found_error", "resource_not_found");
  });
});
