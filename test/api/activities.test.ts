import { beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, INVALID_DATES, INVALID_UUIDS, VALID_DATES, VALID_UUID_SHAPES } from "../support/cases.js";
import { expectError, expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Body = Record<string, unknown>;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(testEngines())("activities (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let sprintId: string;
  let foreignSprintId: string;
  const listPath = () => `/api/v1/teams/${team.id}/activities`;
  const create = (api: Client, body: Body) => api.post(listPath(), { sprintId, title: "T", ...body });

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
    foreignSprintId = (await makeSprint(other)).id;
  });

  describe("POST /teams/{teamId}/activities", () => {
    it("creates an activity with the documented defaults", async () => {
      const res = await team.member.api.post(listPath(), { title: "Write tests", sprintId });
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "activity",
        id: expect.stringMatching(UUID_V7),
        teamId: team.id,
        sprintId,
        title: "Write tests",
        description: null,
        status: "PENDING",
        priority: null,
        points: null,
        dueDate: null,
        assignedTo: null,
        reviewStatus: null,
        labels: [],
        createdBy: team.member.id,
        completedAt: null,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: res.body.createdAt,
        parentId: null,
        subtasks: { total: 0, done: 0, points: 0, pointsDone: 0 },
        blockedBy: [],
        blocks: [],
      });
      expect((await team.captain.api.get(`/api/v1/activities/${res.body.id}`)).body).toEqual(res.body);
    });

    it("stores every writable field", async () => {
      const body = { title: "Full", description: "d", status: "IN_PROGRESS", priority: "HIGH", points: 8, dueDate: "2026-12-01", assignedTo: team.member.id };
      const res = await create(team.staff.api, body);
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ ...body, sprintId });
    });

    const accepted: Array<[string, Body]> = [
      ["title of 1", { title: "a" }],
      ["title of 300", { title: "a".repeat(300) }],
      ["points 0", { points: 0 }],
      ["points 100", { points: 100 }],
      ["points null", { points: null }],
      ...["LOW", "MEDIUM", "HIGH", "CRITICAL"].map((p): [string, Body] => [`priority ${p}`, { priority: p }]),
      ...["PENDING", "SUGGESTED", "ASSIGNED", "IN_PROGRESS", "NEEDS_HELP", "BLOCKED", "REVIEW", "BACKLOG", "TODO", "IN_REVIEW", "DONE", "REOPENED"].map(
        (s): [string, Body] => [`status ${s}`, { status: s }],
      ),
      ...VALID_DATES.map((d): [string, Body] => [`dueDate ${d}`, { dueDate: d }]),
    ];
    it.each(accepted)("accepts %s", async (_label, body) => {
      expectStatus(await create(team.member.api, body), 201);
    });

    const rejected: Array<[string, Body, string, string]> = [
      ["missing title", { title: undefined }, "parameter_missing", "title"],
      ["empty title", { title: "" }, "parameter_invalid", "title"],
      ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
      ["title null", { title: null }, "parameter_invalid", "title"],
      ["title not a string", { title: 5 }, "parameter_invalid", "title"],
      ["missing sprintId", { sprintId: undefined }, "parameter_missing", "sprintId"],
      ["sprintId null", { sprintId: null }, "parameter_invalid", "sprintId"],
      ["status null", { status: null }, "parameter_invalid", "status"],
      ["lowercase status", { status: "done" }, "parameter_invalid", "status"],
      ["lowercase priority", { priority: "high" }, "parameter_invalid", "priority"],
      ["points true", { points: true }, "parameter_invalid", "points"],
      ["points -1", { points: -1 }, "parameter_invalid", "points"],
      ["points 101", { points: 101 }, "parameter_invalid", "points"],
      ["points 1.5", { points: 1.5 }, "parameter_invalid", "points"],
      ["points as a string", { points: "5" }, "parameter_invalid", "points"],
      ["unknown priority", { priority: "URGENT" }, "parameter_invalid", "priority"],
      ["unknown status", { status: "FINISHED" }, "parameter_invalid", "status"],
      ["reviewStatus on create", { reviewStatus: "APPROVED" }, "unknown_parameter", "reviewStatus"],
      ["unknown field", { owner: "x" }, "unknown_parameter", "owner"],
      ...INVALID_DATES.map((d): [string, Body, string, string] => [`dueDate '${d}'`, { dueDate: d }, "parameter_invalid", "dueDate"]),
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`sprintId '${u}'`, { sprintId: u }, "parameter_invalid", "sprintId"]),
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`assignedTo '${u}'`, { assignedTo: u }, "parameter_invalid", "assignedTo"]),
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`sprintId '${u}' (no such sprint)`, { sprintId: u }, "resource_missing", "sprintId"]),
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`assignedTo '${u}' (no such member)`, { assignedTo: u }, "resource_missing", "assignedTo"]),
    ];
    it.each(rejected)("rejects %s and writes nothing", async (_label, body, code, param) => {
      const before = (await team.captain.api.get(`${listPath()}?limit=100`)).body.data;
      expectError(await create(team.captain.api, body), 400, "invalid_request_error", code, param);
      expect((await team.captain.api.get(`${listPath()}?limit=100`)).body.data).toEqual(before);
    });

    it("refuses references into another team and writes nothing", async () => {
      const before = (await team.captain.api.get(`${listPath()}?limit=100`)).body.data;
      expectError(await create(team.captain.api, { sprintId: foreignSprintId }), 400, "invalid_request_error", "resource_missing", "sprintId");
      expectError(await create(team.captain.api, { assignedTo: other.member.id }), 400, "invalid_request_error", "resource_missing", "assignedTo");
      expectError(await create(team.captain.api, { assignedTo: team.outsider.id }), 400, "invalid_request_error", "resource_missing", "assignedTo");
      expect((await team.captain.api.get(`${listPath()}?limit=100`)).body.data).toEqual(before);
    });

    it("assigns to any member of the team, whatever their role", async () => {
      for (const user of [team.captain, team.staff, team.member]) {
        const res = await create(team.member.api, { assignedTo: user.id });
        expectStatus(res, 201);
        expect(res.body.assignedTo).toBe(user.id);
      }
    });

    it("accepts upper-case ids in the body and stores them in lowercase", async () => {
      const res = await create(team.member.api, { sprintId: sprintId.toUpperCase(), assignedTo: team.staff.id.toUpperCase() });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ sprintId, assignedTo: team.staff.id });
    });

    it("rejects a body that is not JSON, or not an object", async () => {
      expectError(await team.captain.api.request("POST", listPath(), { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
      expectError(await team.captain.api.request("POST", listPath(), { rawBody: "[1]" }), 400, "invalid_request_error", "parameter_invalid", "body");
    });

    it("needs write scope, and team membership whatever the team id", async () => {
      expectError(await create(team.readOnly, {}), 403, "permission_error", "insufficient_scope");
      for (const teamId of [other.id, ABSENT_ID, "not-a-uuid"]) {
        expectError(await team.captain.api.post(`/api/v1/teams/${teamId}/activities`, { title: "x", sprintId }), 403, "permission_error", "not_team_member");
        expectError(await team.captain.api.get(`/api/v1/teams/${teamId}/activities`), 403, "permission_error", "not_team_member");
      }
    });
  });

  describe("the COMPLETED and reviewStatus rule", () => {
    it.each([
      ["CAPTAIN", true],
      ["STAFF", true],
      ["MEMBER", false],
    ] as const)("%s may complete and review: %s", async (role, allowed) => {
      const api = team.roles[role].api;
      const created = await create(api, { status: "COMPLETED" });
      const activity = await makeActivity(team, sprintId);
      const completed = await api.patch(`/api/v1/activities/${activity.id}`, { status: "COMPLETED" });
      const reviewed = await api.patch(`/api/v1/activities/${activity.id}`, { reviewStatus: "APPROVED" });
      if (allowed) {
        expectStatus(created, 201);
        expectStatus(completed, 200);
        expect(completed.body.completedAt).not.toBeNull();
        expectStatus(reviewed, 200);
        expect(reviewed.body.reviewStatus).toBe("APPROVED");
      } else {
        for (const res of [created, completed, reviewed]) expectError(res, 403, "permission_error", "insufficient_role");
        expect((await api.get(`/api/v1/activities/${activity.id}`)).body).toEqual(activity);
      }
    });

    it("a MEMBER may set any other status, DONE included, and resend the current reviewStatus", async () => {
      const activity = await makeActivity(team, sprintId);
      for (const status of ["IN_PROGRESS", "BLOCKED", "DONE", "REOPENED"]) {
        expectStatus(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { status }), 200);
      }
      expectStatus(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { reviewStatus: null }), 200);
    });

    it("a refused COMPLETED or reviewStatus change writes nothing, even alongside allowed fields", async () => {
      const before = (await team.captain.api.get(`${listPath()}?limit=100`)).body.data;
      expectError(await create(team.member.api, { title: "sneaky", status: "COMPLETED" }), 403, "permission_error", "insufficient_role");
      expect((await team.captain.api.get(`${listPath()}?limit=100`)).body.data).toEqual(before);

      const activity = await makeActivity(team, sprintId, { title: "Stay", points: 2 });
      const path = `/api/v1/activities/${activity.id}`;
      expectError(await team.member.api.patch(path, { title: "Moved", status: "COMPLETED" }), 403, "permission_error", "insufficient_role");
      expectError(await team.member.api.patch(path, { points: 5, reviewStatus: "CHANGES_REQUESTED" }), 403, "permission_error", "insufficient_role");
      expect((await team.captain.api.get(path)).body).toEqual(activity);
    });

    it("a MEMBER may not clear a reviewStatus, but may resend it unchanged", async () => {
      const activity = await makeActivity(team, sprintId);
      const path = `/api/v1/activities/${activity.id}`;
      const reviewed = (await team.staff.api.patch(path, { reviewStatus: "APPROVED" })).body;
      expect(reviewed.reviewStatus).toBe("APPROVED");
      expectError(await team.member.api.patch(path, { reviewStatus: null }), 403, "permission_error", "insufficient_role");
      expectError(await team.member.api.patch(path, { reviewStatus: "REJECTED" }), 403, "permission_error", "insufficient_role");
      expect((await team.captain.api.get(path)).body).toEqual(reviewed);
      const same = await team.member.api.patch(path, { reviewStatus: "APPROVED", title: "Still approved" });
      expectStatus(same, 200);
      expect(same.body).toMatchObject({ reviewStatus: "APPROVED", title: "Still approved" });
    });

    it("a MEMBER may create and update activities", async () => {
      const created = await create(team.member.api, { title: "Mine", status: "IN_PROGRESS", priority: "LOW", points: 1 });
      expectStatus(created, 201);
      expect(created.body).toMatchObject({ status: "IN_PROGRESS", createdBy: team.member.id, completedAt: null });
      const updated = await team.member.api.patch(`/api/v1/activities/${created.body.id}`, { status: "DONE", priority: "CRITICAL", assignedTo: team.member.id });
      expectStatus(updated, 200);
      expect(updated.body).toMatchObject({ status: "DONE", priority: "CRITICAL", assignedTo: team.member.id, createdBy: team.member.id });
    });

    it("a read-only CAPTAIN key may read but not write", async () => {
      const activity = await makeActivity(team, sprintId);
      expect((await team.readOnly.get(`/api/v1/activities/${activity.id}`)).body).toEqual(activity);
      expectStatus(await team.readOnly.get(listPath()), 200);
      expectError(await team.readOnly.patch(`/api/v1/activities/${activity.id}`, { title: "x" }), 403, "permission_error", "insufficient_scope");
      expectError(await team.readOnly.patch(`/api/v1/activities/${activity.id}`, { reviewStatus: "APPROVED" }), 403, "permission_error", "insufficient_scope");
      expectError(await create(team.readOnly, { status: "COMPLETED" }), 403, "permission_error", "insufficient_scope");
      expect((await team.captain.api.get(`/api/v1/activities/${activity.id}`)).body).toEqual(activity);
    });

    it("a read-only CAPTAIN key cannot complete", async () => {
      const activity = await makeActivity(team, sprintId);
      expectError(await team.readOnly.patch(`/api/v1/activities/${activity.id}`, { status: "COMPLETED" }), 403, "permission_error", "insufficient_scope");
    });
  });

  describe("PATCH /activities/{activityId}", () => {
    it("is partial: omitted fields stay, null clears", async () => {
      const activity = await makeActivity(team, sprintId, { description: "d", priority: "LOW", points: 3, dueDate: "2026-12-01", assignedTo: team.staff.id });
      const res = await team.member.api.patch(`/api/v1/activities/${activity.id}`, { priority: null, assignedTo: null, title: "Renamed" });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ title: "Renamed", description: "d", priority: null, points: 3, dueDate: "2026-12-01", assignedTo: null });
      expect((await team.captain.api.get(`/api/v1/activities/${activity.id}`)).body).toEqual(res.body);
    });

    it("an empty PATCH returns the record unchanged", async () => {
      const activity = await makeActivity(team, sprintId);
      const res = await team.member.api.patch(`/api/v1/activities/${activity.id}`, {});
      expectStatus(res, 200);
      expect(res.body).toEqual(activity);
      expect((await team.captain.api.get(`/api/v1/activities/${activity.id}`)).body).toEqual(activity);
    });

    it("clears every nullable field with null", async () => {
      const activity = await makeActivity(team, sprintId, {
        description: "d",
        priority: "HIGH",
        points: 5,
        dueDate: "2026-12-01",
        assignedTo: team.member.id,
      });
      const path = `/api/v1/activities/${activity.id}`;
      expectStatus(await team.captain.api.patch(path, { reviewStatus: "APPROVED" }), 200);
      const res = await team.captain.api.patch(path, { description: null, priority: null, points: null, dueDate: null, assignedTo: null, reviewStatus: null });
      expectStatus(res, 200);
      expect(res.body).toEqual({
        ...activity,
        description: null,
        priority: null,
        points: null,
        dueDate: null,
        assignedTo: null,
        reviewStatus: null,
        updatedAt: expect.stringMatching(TIMESTAMP),
      });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(activity.updatedAt));
      expect((await team.member.api.get(path)).body).toEqual(res.body);
    });

    const patchAccepted: Array<[string, Body]> = [
      ["title of 1", { title: "a" }],
      ["title of 300", { title: "a".repeat(300) }],
      ["points 0", { points: 0 }],
      ["points 100", { points: 100 }],
      ["points null", { points: null }],
      ...["LOW", "MEDIUM", "HIGH", "CRITICAL", null].map((p): [string, Body] => [`priority ${p}`, { priority: p }]),
      ...["PENDING", "APPROVED", "REJECTED", "CHANGES_REQUESTED", null].map((r): [string, Body] => [`reviewStatus ${r}`, { reviewStatus: r }]),
      ...["PENDING", "SUGGESTED", "ASSIGNED", "IN_PROGRESS", "NEEDS_HELP", "BLOCKED", "REVIEW", "COMPLETED", "BACKLOG", "TODO", "IN_REVIEW", "DONE", "REOPENED"].map(
        (s): [string, Body] => [`status ${s}`, { status: s }],
      ),
      ...VALID_DATES.map((d): [string, Body] => [`dueDate ${d}`, { dueDate: d }]),
      ["dueDate null", { dueDate: null }],
    ];
    it.each(patchAccepted)("a CAPTAIN may set %s", async (_label, body) => {
      const activity = await makeActivity(team, sprintId);
      const res = await team.captain.api.patch(`/api/v1/activities/${activity.id}`, body);
      expectStatus(res, 200);
      expect(res.body).toMatchObject(body);
      expect((await team.captain.api.get(`/api/v1/activities/${activity.id}`)).body).toEqual(res.body);
    });

    const patchRejected: Array<[string, Body, string, string]> = [
      ["empty title", { title: "" }, "parameter_invalid", "title"],
      ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
      ["title null", { title: null }, "parameter_invalid", "title"],
      ["status null", { status: null }, "parameter_invalid", "status"],
      ["unknown status", { status: "FINISHED" }, "parameter_invalid", "status"],
      ["unknown priority", { priority: "URGENT" }, "parameter_invalid", "priority"],
      ["unknown reviewStatus", { reviewStatus: "DONE" }, "parameter_invalid", "reviewStatus"],
      ["lowercase reviewStatus", { reviewStatus: "approved" }, "parameter_invalid", "reviewStatus"],
      ["empty reviewStatus", { reviewStatus: "" }, "parameter_invalid", "reviewStatus"],
      ["points -1", { points: -1 }, "parameter_invalid", "points"],
      ["points 101", { points: 101 }, "parameter_invalid", "points"],
      ["points 1.5", { points: 1.5 }, "parameter_invalid", "points"],
      ["points as a string", { points: "5" }, "parameter_invalid", "points"],
      ["unknown field", { owner: "x" }, "unknown_parameter", "owner"],
      ["teamId is not writable", { teamId: "x" }, "unknown_parameter", "teamId"],
      ["completedAt is not writable", { completedAt: null }, "unknown_parameter", "completedAt"],
      ...INVALID_DATES.map((d): [string, Body, string, string] => [`dueDate '${d}'`, { dueDate: d }, "parameter_invalid", "dueDate"]),
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`sprintId '${u}'`, { sprintId: u }, "parameter_invalid", "sprintId"]),
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`assignedTo '${u}'`, { assignedTo: u }, "parameter_invalid", "assignedTo"]),
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`sprintId '${u}' (no such sprint)`, { sprintId: u }, "resource_missing", "sprintId"]),
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`assignedTo '${u}' (no such member)`, { assignedTo: u }, "resource_missing", "assignedTo"]),
    ];
    describe("rejections", () => {
      let target: Record<string, unknown>;
      beforeAll(async () => {
        target = await makeActivity(team, sprintId, { title: "Untouched", points: 3, assignedTo: team.member.id });
      });
      it.each(patchRejected)("rejects %s and changes nothing", async (_label, body, code, param) => {
        const path = `/api/v1/activities/${String(target.id)}`;
        expectError(await team.captain.api.patch(path, { title: "Changed", ...body }), 400, "invalid_request_error", code, param);
        expect((await team.captain.api.get(path)).body).toEqual(target);
      });

      it("rejects a body that is not JSON, or not an object", async () => {
        const path = `/api/v1/activities/${String(target.id)}`;
        expectError(await team.captain.api.request("PATCH", path, { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
        expectError(await team.captain.api.request("PATCH", path, { rawBody: "[1]" }), 400, "invalid_request_error", "parameter_invalid", "body");
        expect((await team.captain.api.get(path)).body).toEqual(target);
      });
    });

    it("moves an activity to another sprint of the team, never of another team", async () => {
      const activity = await makeActivity(team, sprintId);
      const next = await makeSprint(team);
      expect((await team.member.api.patch(`/api/v1/activities/${activity.id}`, { sprintId: next.id })).body.sprintId).toBe(next.id);
      expectError(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { sprintId: foreignSprintId }), 400, "invalid_request_error", "resource_missing", "sprintId");
      expectError(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { assignedTo: other.captain.id }), 400, "invalid_request_error", "resource_missing", "assignedTo");
      expectError(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { sprintId: null }), 400, "invalid_request_error", "parameter_invalid", "sprintId");
      expect((await team.member.api.get(`/api/v1/activities/${activity.id}`)).body.sprintId).toBe(next.id);
    });

    it("sets completedAt on COMPLETED or DONE, keeps it between them, clears it on leaving", async () => {
      const activity = await makeActivity(team, sprintId);
      const path = `/api/v1/activities/${activity.id}`;
      const done = (await team.captain.api.patch(path, { status: "COMPLETED" })).body;
      expect(done.completedAt).toMatch(/Z$/);
      expect((await team.captain.api.patch(path, { status: "DONE" })).body.completedAt).toBe(done.completedAt);
      expect((await team.captain.api.patch(path, { title: "still done" })).body.completedAt).toBe(done.completedAt);
      expect((await team.captain.api.patch(path, { status: "REOPENED" })).body.completedAt).toBeNull();
      expect((await create(team.member.api, { status: "DONE" })).body.completedAt).toMatch(/Z$/);
    });

    it("keeps completedAt from DONE to COMPLETED, and sets a fresh one after reopening", async () => {
      const activity = await makeActivity(team, sprintId, { status: "DONE" });
      expect(activity.completedAt).toMatch(TIMESTAMP);
      const path = `/api/v1/activities/${activity.id}`;
      expect((await team.staff.api.patch(path, { status: "COMPLETED" })).body.completedAt).toBe(activity.completedAt);
      expect((await team.staff.api.patch(path, { status: "IN_PROGRESS" })).body.completedAt).toBeNull();
      const again = (await team.member.api.patch(path, { status: "DONE" })).body;
      expect(again.completedAt).toMatch(TIMESTAMP);
      expect(Date.parse(again.completedAt)).toBeGreaterThanOrEqual(Date.parse(activity.completedAt as string));
      expect((await team.captain.api.get(path)).body).toEqual(again);
    });

    it("sets completedAt when an activity is created COMPLETED", async () => {
      const res = await create(team.captain.api, { status: "COMPLETED" });
      expectStatus(res, 201);
      expect(res.body.completedAt).toBe(res.body.createdAt);
    });

    it("answers 404 for a missing id, a non-UUID id and another team's activity", async () => {
      const foreign = await makeActivity(other, foreignSprintId);
      for (const id of [ABSENT_ID, "nope", "123"]) {
        expectError(await team.captain.api.get(`/api/v1/activities/${id}`), 404, "not_found_error", "resource_not_found");
        expectError(await team.captain.api.patch(`/api/v1/activities/${id}`, { title: "x" }), 404, "not_found_error", "resource_not_found");
      }
      expectError(await team.captain.api.get(`/api/v1/activities/${foreign.id}`), 404, "not_found_error", "resource_not_found");
      expectError(await team.captain.api.patch(`/api/v1/activities/${foreign.id}`, { title: "x" }), 404, "not_found_error", "resource_not_found");
      expect((await other.captain.api.get(`/api/v1/activities/${foreign.id}`)).body).toEqual(foreign);
    });

    it("finds an activity by an upper-case id", async () => {
      const activity = await makeActivity(team, sprintId);
      expect((await team.member.api.get(`/api/v1/activities/${activity.id.toUpperCase()}`)).body).toEqual(activity);
    });
  });

  describe("GET /teams/{teamId}/activities filters", () => {
    let filterTeam: TestTeam;
    let a: Record<string, string>;
    beforeAll(async () => {
      filterTeam = await makeTeam(server);
      const s1 = (await makeSprint(filterTeam)).id;
      const s2 = (await makeSprint(filterTeam)).id;
      a = {
        blocked: (await makeActivity(filterTeam, s1, { status: "BLOCKED", assignedTo: filterTeam.member.id })).id,
        help: (await makeActivity(filterTeam, s1, { status: "NEEDS_HELP" })).id,
        mine: (await makeActivity(filterTeam, s2, { status: "BLOCKED", assignedTo: filterTeam.captain.id })).id,
        s1,
        s2,
      };
    });
    const ids = async (query: string, api: Client = filterTeam.captain.api) => {
      const res = await api.get(`/api/v1/teams/${filterTeam.id}/activities${query}`);
      expectStatus(res, 200);
      return res.body.data.map((x: { id: string }) => x.id);
    };

    it("lists newest first and filters by sprint, status(es) and assignee", async () => {
      expect(await ids("")).toEqual([a.mine, a.help, a.blocked]);
      expect(await ids(`?sprintId=${a.s1}`)).toEqual([a.help, a.blocked]);
      expect(await ids("?status=BLOCKED")).toEqual([a.mine, a.blocked]);
      expect(await ids("?status=BLOCKED,NEEDS_HELP")).toEqual([a.mine, a.help, a.blocked]);
      expect(await ids(`?assignedTo=${filterTeam.member.id}`)).toEqual([a.blocked]);
      expect(await ids("?assignedTo=me")).toEqual([a.mine]);
      expect(await ids("?assignedTo=me", filterTeam.member.api)).toEqual([a.blocked]);
      expect(await ids(`?status=BLOCKED&sprintId=${a.s2}`)).toEqual([a.mine]);
      expect(await ids(`?sprintId=${foreignSprintId}`)).toEqual([]);
      expect(await ids(`?assignedTo=${filterTeam.member.id.toUpperCase()}`)).toEqual([a.blocked]);
      expect(await ids("?assignedTo=me", filterTeam.staff.api)).toEqual([]);
      expect(await ids("?status=DONE")).toEqual([]);
    });

    it("answers the list envelope with full records", async () => {
      const res = await filterTeam.member.api.get(`/api/v1/teams/${filterTeam.id}/activities?status=NEEDS_HELP`);
      expectStatus(res, 200);
      expect(res.body).toEqual({ data: [(await filterTeam.member.api.get(`/api/v1/activities/${a.help}`)).body], has_more: false, next_cursor: null });
    });

    it.each([
      ["status=blocked", "status"],
      ["status=BLOCKED,NOPE", "status"],
      ["status=", "status"],
      ["status=BLOCKED,", "status"],
      ["assignedTo=you", "assignedTo"],
      ["assignedTo=ME", "assignedTo"],
      ["assignedTo=", "assignedTo"],
      ["assignedTo=0190a1b2-c3d4-4e5f-ca0b-1c2d3e4f5a6b", "assignedTo"],
      ["sprintId=nope", "sprintId"],
      ["owner=me", "owner"],
    ])("rejects ?%s", async (query, param) => {
      const res = await filterTeam.captain.api.get(`/api/v1/teams/${filterTeam.id}/activities?${query}`);
      expectError(res, 400, "invalid_request_error", param === "owner" ? "unknown_parameter" : "parameter_invalid", param);
    });
  });
});
