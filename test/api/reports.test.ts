// The sprint report and the team insights over a known sequence of changes made at known times (the
// server's clock is the test's): exact numbers day by day, the same after every event is pruned,
// insights over several sprints with their filters, and another team's sprint refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratorFor, runMigrator } from "../../src/storage/migrate.js";
import { pruneEvents } from "../../src/storage/repos/events.js";
import { expectError, expectStatus, type Answer } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeSprint, makeTeam, type Activity, type Sprint, type TestTeam } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { startServer, type TestServer } from "../support/start-server.js";

type Report = Answer<"getSprintReport">;
type Insights = Answer<"getTeamInsights">;

const day = (date: string, scopePoints: number, scopeCount: number, donePoints: number, doneCount: number, addedPoints = 0, removedPoints = 0) => ({
  date,
  scopePoints,
  scopeCount,
  donePoints,
  doneCount,
  addedPoints,
  removedPoints,
});

describe.each(testEngines())("sprint report and team insights (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let s1: Sprint;
  let s2: Sprint;
  const ids: Record<string, string> = {};
  const at = (timestamp: string) => {
    const clock = new Date(timestamp);
    server.services.now = () => clock;
  };
  const api = () => team.captain.api;
  const create = async (name: string, sprintId: string, body: Record<string, unknown> = {}) => {
    const res = await api().post<Activity>(`/api/v1/teams/${team.id}/activities`, { title: name, sprintId, ...body });
    expectStatus(res, 201);
    ids[name] = res.body.id;
  };
  const change = async (name: string, body: Record<string, unknown>) => expectStatus(await api().patch(`/api/v1/activities/${ids[name]}`, body), 200);
  const report = async (sprint: Sprint) => {
    const res = await api().get<Report>(`/api/v1/sprints/${sprint.id}/report`);
    expectStatus(res, 200);
    return res.body;
  };
  const insights = async (query = "") => {
    const res = await api().get<Insights>(`/api/v1/teams/${team.id}/insights${query}`);
    expectStatus(res, 200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server);
    at("2025-02-27T09:00:00.000Z");
    s1 = await makeSprint(team, { name: "Sprint 1", startDate: "2025-03-03", endDate: "2025-03-07" });
    s2 = await makeSprint(team, { name: "Sprint 2", startDate: "2025-03-10", endDate: "2025-03-14" });
    await makeSprint(team, { name: "Sprint 3", startDate: "2025-04-07", endDate: "2025-04-11" });

    // Before the start.
    at("2025-02-28T09:00:00.000Z");
    await create("A", s1.id, { points: 3 });
    at("2025-02-28T10:00:00.000Z");
    await create("B", s1.id, { points: 5, assignedTo: team.member.id });
    at("2025-02-28T11:00:00.000Z");
    await create("C", s2.id, { points: 2 });
    // The first day: planning.
    at("2025-03-03T09:00:00.000Z");
    await create("D", s1.id, { points: 1 });
    at("2025-03-03T10:00:00.000Z");
    await change("A", { status: "IN_PROGRESS" });
    // Finished; work added.
    at("2025-03-04T09:00:00.000Z");
    await change("A", { status: "DONE" });
    at("2025-03-04T10:00:00.000Z");
    await create("E", s1.id, { points: 4 });
    // Points changed after finishing; moved in from another sprint; finished.
    at("2025-03-05T09:00:00.000Z");
    await change("A", { points: 5 });
    at("2025-03-05T10:00:00.000Z");
    await change("C", { sprintId: s1.id });
    at("2025-03-05T11:00:00.000Z");
    await change("B", { status: "IN_PROGRESS" });
    at("2025-03-05T12:00:00.000Z");
    await change("B", { status: "COMPLETED" });
    // Reopened; moved out; deleted.
    at("2025-03-06T09:00:00.000Z");
    await change("B", { status: "REOPENED" });
    at("2025-03-06T10:00:00.000Z");
    await change("E", { sprintId: s2.id });
    at("2025-03-06T11:00:00.000Z");
    expectStatus(await api().request("DELETE", `/api/v1/activities/${ids.D}`), 204);
    // After the sprint's end: not in its numbers.
    at("2025-03-10T09:00:00.000Z");
    await change("C", { status: "DONE" });
    // Sprint 2.
    at("2025-03-11T09:00:00.000Z");
    await change("E", { status: "IN_PROGRESS" });
    at("2025-03-12T09:00:00.000Z");
    await change("E", { status: "DONE" });
    at("2025-03-13T09:00:00.000Z");
    await create("F", s2.id, { points: 3, status: "IN_PROGRESS", assignedTo: team.member.id, labels: ["api"] });
    at("2025-03-20T09:00:00.000Z");
  });

  afterAll(async () => {
    await server?.close();
  });

  const SPRINT_1_DAYS = [
    day("2025-03-03", 9, 3, 0, 0),
    day("2025-03-04", 13, 4, 3, 1, 4, 0),
    day("2025-03-05", 17, 5, 10, 2, 4, 0),
    day("2025-03-06", 12, 3, 5, 1, 0, 5),
    day("2025-03-07", 12, 3, 5, 1),
  ];

  const expectSprint1 = (body: Report) => {
    expect(body).toEqual({
      object: "sprint_report",
      sprintId: s1.id,
      from: "2025-03-03",
      to: "2025-03-07",
      days: SPRINT_1_DAYS,
      now: {
        byStatus: [
          { status: "DONE", count: 2, points: 7 },
          { status: "REOPENED", count: 1, points: 5 },
        ],
        byAssignee: [
          { assignedTo: team.member.id, count: 1, points: 5, openCount: 1, openPoints: 5 },
          { assignedTo: null, count: 2, points: 7, openCount: 0, openPoints: 0 },
        ],
      },
      carriedOver: { count: 2, points: 7 },
      committedPoints: 9,
      completedPoints: 5,
    });
  };

  it("replays a sprint day by day: committed on the first day, added, finished, reopened, points changed after finishing, moved, deleted", async () => {
    expectSprint1(await report(s1));
  });

  it("counts work moved in before the start as committed, and what is added later on its day", async () => {
    expect(await report(s2)).toMatchObject({
      from: "2025-03-10",
      to: "2025-03-14",
      days: [
        day("2025-03-10", 4, 1, 0, 0),
        day("2025-03-11", 4, 1, 0, 0),
        day("2025-03-12", 4, 1, 4, 1),
        day("2025-03-13", 7, 2, 4, 1, 3, 0),
        day("2025-03-14", 7, 2, 4, 1),
      ],
      carriedOver: { count: 1, points: 3 },
      committedPoints: 4,
      completedPoints: 4,
    });
  });

  it("gives a sprint that has not started no days", async () => {
    const later = await makeSprint(team, { name: "Later", startDate: "2025-05-05" });
    expect(await report(later)).toMatchObject({ from: "2025-05-05", to: "2025-03-20", days: [], committedPoints: 0, completedPoints: 0 });
  });

  it("measures velocity, cycle and lead time and throughput over the last started sprints, oldest first", async () => {
    expect(await insights()).toEqual({
      object: "team_insights",
      teamId: team.id,
      assignedTo: null,
      label: [],
      sprints: [
        {
          sprintId: s1.id,
          name: "Sprint 1",
          from: "2025-03-03",
          to: "2025-03-07",
          committedPoints: 9,
          completedPoints: 5,
          completedCount: 1,
          cycleTimeDays: { count: 1, p50: 0.96, p85: 0.96 },
          leadTimeDays: { count: 1, p50: 4, p85: 4 },
        },
        {
          sprintId: s2.id,
          name: "Sprint 2",
          from: "2025-03-10",
          to: "2025-03-14",
          committedPoints: 4,
          completedPoints: 4,
          completedCount: 1,
          cycleTimeDays: { count: 1, p50: 1, p85: 1 },
          leadTimeDays: { count: 1, p50: 7.96, p85: 7.96 },
        },
      ],
      velocity: { averageCommittedPoints: 6.5, averageCompletedPoints: 4.5 },
      throughput: [
        { weekStart: "2025-03-03", count: 1, points: 5 },
        { weekStart: "2025-03-10", count: 1, points: 4 },
      ],
      workInProgress: { count: 1, points: 3 },
    });
    const last = await insights("?sprints=1");
    expect(last.sprints.map((s) => s.sprintId)).toEqual([s2.id]);
  });

  it("narrows every number to the activities assigned to someone, or labelled, now", async () => {
    const mine = await team.member.api.get<Insights>(`/api/v1/teams/${team.id}/insights?assignedTo=me`);
    expectStatus(mine, 200);
    expect(mine.body.assignedTo).toBe(team.member.id);
    expect(mine.body.sprints.map((s) => [s.committedPoints, s.completedPoints])).toEqual([
      [5, 0],
      [0, 0],
    ]);
    expect(mine.body.workInProgress).toEqual({ count: 1, points: 3 });
    const labelled = await insights("?label=API");
    expect(labelled.label).toEqual(["API"]);
    expect(labelled.sprints.map((s) => [s.committedPoints, s.completedPoints, s.completedCount])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(labelled.throughput.map((w) => w.count)).toEqual([0, 0]);
    expect(labelled.workInProgress).toEqual({ count: 1, points: 3 });
  });

  it("is exactly the same after every event is pruned", async () => {
    const before = await insights();
    for (let pruned = 1; pruned > 0; ) pruned = await pruneEvents(server.services.db.kysely, "2100-01-01T00:00:00.000Z", 500);
    const events = await api().get(`/api/v1/teams/${team.id}/events`);
    expectStatus(events, 200);
    expect(events.body.data).toEqual([]);
    expectSprint1(await report(s1));
    expect(await insights()).toEqual(before);
  });

  it("is exactly the same after migration 0015 rebuilds the sprints' aggregate from the change log (down to 0014 and up)", async () => {
    const before = { s1: await report(s1), s2: await report(s2), insights: await insights(), filtered: await insights(`?assignedTo=${team.member.id}`) };
    const migrator = await migratorFor(server.services.db);
    const down = await runMigrator(() => migrator.migrateTo("0014-activity-changes"));
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
      ["0016-lean-activity-insert", "Down", "Success"],
      ["0015-sprint-days", "Down", "Success"],
    ]);
    const up = await runMigrator(() => migrator.migrateToLatest());
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
      ["0015-sprint-days", "Up", "Success"],
      ["0016-lean-activity-insert", "Up", "Success"],
    ]);
    expect({ s1: await report(s1), s2: await report(s2), insights: await insights(), filtered: await insights(`?assignedTo=${team.member.id}`) }).toEqual(before);
    expectSprint1(before.s1);
  });

  it("lets ask answer from the reports, citing the sprint", async () => {
    const ask = async (question: string) => {
      const res = await api().post<Answer<"askTeam">>(`/api/v1/teams/${team.id}/ai/ask`, { question });
      expectStatus(res, 200);
      return res.body;
    };
    const onTrack = await ask("Are we on track?");
    expect(onTrack.answer).toContain("Sprint 2: 4 of 7 points done (57%) as of 2025-03-14; 4 committed on 2025-03-10, 3 added and 0 removed since.");
    expect(onTrack.answer).toContain("It ended on 2025-03-14 with 3 points (1 activities) not finished.");
    expect(onTrack.sources.map((source) => [source.object, source.id])).toEqual([["sprint", s2.id]]);
    const velocity = await ask("What is our velocity?");
    expect(velocity.answer).toContain("Velocity over the last 2 sprints: 4.5 points completed a sprint on average (6.5 committed).");
    expect(velocity.sources.map((source) => source.id)).toEqual([s1.id, s2.id]);
    const busiest = await ask("Who has the most open work in Sprint 1?");
    expect(busiest.answer).toContain(`${team.member.name} has the most open work in Sprint 1:\n- ${team.member.name}: 5 points in 1 activities`);
  });

  it("answers the same over MCP, in the reports toolset", async () => {
    const mcp = await mcpClient(server.url, team.captain.key, "?toolsets=reports");
    try {
      const names = (await mcp.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(["get_sprint_report", "get_team_insights"]));
      const reported = await mcp.callTool({ name: "get_sprint_report", arguments: { sprintId: s1.id } });
      expect(reported.structuredContent).toEqual(await report(s1));
      const measured = await mcp.callTool({ name: "get_team_insights", arguments: { teamId: team.id, sprints: 2, label: ["api"] } });
      expect(measured.structuredContent).toEqual(await insights("?sprints=2&label=api"));
      const refused = await mcp.callTool({ name: "get_team_insights", arguments: { teamId: team.id, sprints: 99 } });
      expect(toolError(refused).error).toMatchObject({ code: "parameter_invalid", param: "sprints" });
    } finally {
      await mcp.close();
    }
  });

  it("refuses another team's sprint and team, and says which parameter is wrong", async () => {
    expectError(await team.outsider.api.get(`/api/v1/sprints/${s1.id}/report`), 404, "not_found_error", "resource_not_found");
    expectError(await api().get(`/api/v1/sprints/not-a-uuid/report`), 404, "not_found_error", "resource_not_found");
    expectError(await team.outsider.api.get(`/api/v1/teams/${team.id}/insights`), 403, "permission_error", "not_team_member");
    expectError(await api().get(`/api/v1/teams/${team.id}/insights?sprints=0`), 400, "invalid_request_error", "parameter_invalid", "sprints");
    expectError(await api().get(`/api/v1/teams/${team.id}/insights?sprints=13`), 400, "invalid_request_error", "parameter_invalid", "sprints");
    expectError(await api().get(`/api/v1/teams/${team.id}/insights?assignedTo=nobody`), 400, "invalid_request_error", "parameter_invalid", "assignedTo");
    expectError(await api().get(`/api/v1/teams/${team.id}/insights?label=a,,b`), 400, "invalid_request_error", "parameter_invalid", "label");
    expectError(await api().get(`/api/v1/teams/${team.id}/insights?week=1`), 400, "invalid_request_error", "unknown_parameter", "week");
  });
});
