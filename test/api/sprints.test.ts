import { beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, INVALID_DATES, VALID_DATES } from "../support/cases.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

describe.each(testEngines())("sprints (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const sprintsPath = () => `/api/v1/teams/${team.id}/sprints`;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
  });

  describe("POST /teams/{teamId}/sprints", () => {
    it("creates a sprint with defaults and returns the full record", async () => {
      const res = await team.captain.api.post(sprintsPath(), { name: "Sprint 1" });
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "sprint",
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        teamId: team.id,
        name: "Sprint 1",
        description: null,
        goal: null,
        startDate: null,
        endDate: null,
        status: "PLANNED",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: res.body.createdAt,
      });
      const read = await team.captain.api.get(`/api/v1/sprints/${res.body.id}`);
      expectStatus(read, 200);
      expect(read.body).toEqual(res.body);
    });

    it("stores every writable field", async () => {
      const body = { name: "Full", description: "d", goal: "g", startDate: "2026-11-24", endDate: "2026-12-05", status: "ACTIVE" };
      const res = await team.staff.api.post(sprintsPath(), body);
      expectStatus(res, 201);
      expect(res.body).toMatchObject(body);
    });

    const accepted: Array<[string, Record<string, unknown>]> = [
      ["name length 1", { name: "a" }],
      ["name length 200", { name: "a".repeat(200) }],
      ...VALID_DATES.map((d): [string, Record<string, unknown>] => [`startDate ${d}`, { name: "d", startDate: d }]),
      ...["PLANNED", "ACTIVE", "PAUSED", "REVIEW", "COMPLETED"].map((s): [string, Record<string, unknown>] => [`status ${s}`, { name: "s", status: s }]),
      ["equal dates", { name: "d", startDate: "2026-01-01", endDate: "2026-01-01" }],
      ["null optionals", { name: "n", description: null, goal: null, startDate: null, endDate: null }],
    ];
    it.each(accepted)("accepts %s", async (_label, body) => {
      expectStatus(await team.captain.api.post(sprintsPath(), body), 201);
    });

    const rejected: Array<[string, Record<string, unknown>, string, string]> = [
      ["missing name", {}, "parameter_missing", "name"],
      ["empty name", { name: "" }, "parameter_invalid", "name"],
      ["name of 201", { name: "a".repeat(201) }, "parameter_invalid", "name"],
      ["name not a string", { name: 5 }, "parameter_invalid", "name"],
      ["name null", { name: null }, "parameter_invalid", "name"],
      ["unknown status", { name: "x", status: "DONE" }, "parameter_invalid", "status"],
      ["lowercase status", { name: "x", status: "active" }, "parameter_invalid", "status"],
      ["unknown field", { name: "x", colour: "red" }, "unknown_parameter", "colour"],
      ["id is not writable", { name: "x", id: "x" }, "unknown_parameter", "id"],
      ...INVALID_DATES.map((d): [string, Record<string, unknown>, string, string] => [`startDate '${d}'`, { name: "x", startDate: d }, "parameter_invalid", "startDate"]),
      ...INVALID_DATES.map((d): [string, Record<string, unknown>, string, string] => [`endDate '${d}'`, { name: "x", endDate: d }, "parameter_invalid", "endDate"]),
      ["start after end", { name: "x", startDate: "2026-12-06", endDate: "2026-12-05" }, "invalid_date_range", "endDate"],
    ];
    it.each(rejected)("rejects %s", async (_label, body, code, param) => {
      const before = await team.captain.api.get(`${sprintsPath()}?limit=100`);
      const res = await team.captain.api.post(sprintsPath(), body);
      expectError(res, 400, "invalid_request_error", code, param);
      const after = await team.captain.api.get(`${sprintsPath()}?limit=100`);
      expect(after.body.data).toEqual(before.body.data);
    });

    it("rejects a body that is not JSON, or not an object", async () => {
      expectError(await team.captain.api.request("POST", sprintsPath(), { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
      expectError(await team.captain.api.request("POST", sprintsPath(), { rawBody: "[1]" }), 400, "invalid_request_error", "parameter_invalid", "body");
    });

    it("needs the write scope", async () => {
      expectError(await team.readOnly.post(sprintsPath(), { name: "x" }), 403, "permission_error", "insufficient_scope");
    });

    it("needs CAPTAIN or STAFF", async () => {
      expectError(await team.member.api.post(sprintsPath(), { name: "x" }), 403, "permission_error", "insufficient_role");
    });

    it.each([
      ["another team", () => team.outsiderTeamId],
      ["a random UUID", () => ABSENT_ID],
      ["a non-UUID string", () => "not-a-team"],
    ])("answers 403 not_team_member for %s", async (_label, teamId) => {
      expectError(await team.captain.api.post(`/api/v1/teams/${teamId()}/sprints`, { name: "x" }), 403, "permission_error", "not_team_member");
      expectError(await team.captain.api.get(`/api/v1/teams/${teamId()}/sprints`), 403, "permission_error", "not_team_member");
    });
  });

  describe("GET and PATCH /sprints/{sprintId}", () => {
    it("PATCH is partial: omitted fields stay, null clears", async () => {
      const sprint = await makeSprint(team, { name: "P", goal: "keep", description: "clear me", startDate: "2026-01-01" });
      const res = await team.staff.api.patch(`/api/v1/sprints/${sprint.id}`, { description: null, status: "ACTIVE" });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ name: "P", goal: "keep", description: null, startDate: "2026-01-01", status: "ACTIVE" });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(sprint.updatedAt));
      expect((await team.member.api.get(`/api/v1/sprints/${sprint.id}`)).body).toEqual(res.body);
    });

    it("an empty PATCH returns the record unchanged", async () => {
      const sprint = await makeSprint(team);
      const res = await team.captain.api.patch(`/api/v1/sprints/${sprint.id}`, {});
      expectStatus(res, 200);
      expect(res.body).toEqual(sprint);
    });

    it("checks the date range after the update is applied", async () => {
      const sprint = await makeSprint(team, { startDate: "2026-01-10", endDate: "2026-01-20" });
      expectError(
        await team.captain.api.patch(`/api/v1/sprints/${sprint.id}`, { startDate: "2026-01-21" }),
        400,
        "invalid_request_error",
        "invalid_date_range",
        "startDate",
      );
      expectStatus(await team.captain.api.patch(`/api/v1/sprints/${sprint.id}`, { endDate: null, startDate: "2026-01-21" }), 200);
      expect((await team.captain.api.get(`/api/v1/sprints/${sprint.id}`)).body).toMatchObject({ startDate: "2026-01-21", endDate: null });
    });

    it("rejects invalid fields and changes nothing", async () => {
      const sprint = await makeSprint(team, { name: "Stay" });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: "" }, "parameter_invalid", "name"],
        [{ name: null }, "parameter_invalid", "name"],
        [{ status: null }, "parameter_invalid", "status"],
        [{ endDate: "2026-02-30" }, "parameter_invalid", "endDate"],
        [{ teamId: team.outsiderTeamId }, "unknown_parameter", "teamId"],
      ];
      for (const [body, code, param] of cases) {
        expectError(await team.captain.api.patch(`/api/v1/sprints/${sprint.id}`, body), 400, "invalid_request_error", code, param);
      }
      expect((await team.captain.api.get(`/api/v1/sprints/${sprint.id}`)).body).toEqual(sprint);
    });

    it("MEMBER may read but not update", async () => {
      const sprint = await makeSprint(team);
      expectStatus(await team.member.api.get(`/api/v1/sprints/${sprint.id}`), 200);
      expectError(await team.member.api.patch(`/api/v1/sprints/${sprint.id}`, { name: "x" }), 403, "permission_error", "insufficient_role");
    });

    it("answers 404 for a missing id, a non-UUID id and another team's sprint", async () => {
      const sprint = await makeSprint(team);
      for (const id of [ABSENT_ID, "nope", "123"]) {
        expectError(await team.captain.api.get(`/api/v1/sprints/${id}`), 404, "not_found_error", "resource_not_found");
        expectError(await team.captain.api.patch(`/api/v1/sprints/${id}`, { name: "x" }), 404, "not_found_error", "resource_not_found");
      }
      expectError(await team.outsider.api.get(`/api/v1/sprints/${sprint.id}`), 404, "not_found_error", "resource_not_found");
      expectError(await team.outsider.api.patch(`/api/v1/sprints/${sprint.id}`, { name: "x" }), 404, "not_found_error", "resource_not_found");
    });

    it("finds a sprint by an upper-case id", async () => {
      const sprint = await makeSprint(team);
      expect((await team.captain.api.get(`/api/v1/sprints/${sprint.id.toUpperCase()}`)).body.id).toBe(sprint.id);
    });
  });
});
