import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, INVALID_UUIDS } from "../support/cases.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

type Body = Record<string, unknown>;

describe.each(testEngines())("comments and resources (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let other: TestTeam;
  let activityId: string;
  let foreignActivityId: string;

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    activityId = (await makeActivity(team, (await makeSprint(team)).id)).id;
    foreignActivityId = (await makeActivity(other, (await makeSprint(other)).id)).id;
  });
  afterAll(async () => server?.close());

  describe("comments", () => {
    const path = (id = activityId) => `/api/v1/activities/${id}/comments`;

    it("any member adds a comment; the thread reads oldest first", async () => {
      const thread = (await makeActivity(team, (await makeSprint(team)).id)).id;
      const first = await team.member.api.post(path(thread), { content: "first" });
      expectStatus(first, 201);
      expect(first.body).toEqual({
        object: "comment",
        id: expect.any(String),
        activityId: thread,
        authorId: team.member.id,
        content: "first",
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: first.body.createdAt,
      });
      const second = (await team.staff.api.post(path(thread), { content: "second" })).body;
      const third = (await team.captain.api.post(path(thread), { content: "third" })).body;
      const list = await team.member.api.get(path(thread));
      expect(list.body).toEqual({ data: [first.body, second, third], has_more: false, next_cursor: null });
      const page = await team.member.api.get(`${path(thread)}?limit=2`);
      expect(page.body.data.map((c: { id: string }) => c.id)).toEqual([first.body.id, second.id]);
      const rest = await team.member.api.get(`${path(thread)}?limit=2&starting_after=${page.body.next_cursor}`);
      expect(rest.body).toEqual({ data: [third], has_more: false, next_cursor: null });
    });

    it.each([
      ["content of 1", { content: "x" }],
      ["content of 5000", { content: "x".repeat(5000) }],
    ])("accepts %s", async (_label, body) => {
      expectStatus(await team.member.api.post(path(), body), 201);
    });

    it.each([
      ["missing content", {}, "parameter_missing", "content"],
      ["empty content", { content: "" }, "parameter_invalid", "content"],
      ["content of 5001", { content: "x".repeat(5001) }, "parameter_invalid", "content"],
      ["content not a string", { content: 5 }, "parameter_invalid", "content"],
      ["unknown field", { content: "x", authorId: ABSENT_ID }, "unknown_parameter", "authorId"],
    ] as Array<[string, Body, string, string]>)("rejects %s and writes nothing", async (_label, body, code, param) => {
      const before = (await team.member.api.get(`${path()}?limit=100`)).body;
      expectError(await team.member.api.post(path(), body), 400, "invalid_request_error", code, param);
      expect((await team.member.api.get(`${path()}?limit=100`)).body).toEqual(before);
    });

    it("needs write scope; 404 for a missing, malformed or other team's activity; bad cursors are 400", async () => {
      expectError(await team.readOnly.post(path(), { content: "x" }), 403, "permission_error", "insufficient_scope");
      expectStatus(await team.readOnly.get(path()), 200);
      for (const id of [ABSENT_ID, "nope", foreignActivityId]) {
        expectError(await team.member.api.get(path(id)), 404, "not_found_error", "resource_not_found");
        expectError(await team.member.api.post(path(id), { content: "x" }), 404, "not_found_error", "resource_not_found");
      }
      expectError(await team.member.api.get(`${path()}?starting_after=garbage`), 400, "invalid_request_error", "invalid_cursor", "starting_after");
    });
  });

  describe("resources", () => {
    const path = (teamId?: string) => `/api/v1/teams/${teamId ?? team.id}/resources`;

    it("adds a link with CONTRACT's defaults", async () => {
      const res = await team.member.api.post(path(), { title: "Designs", url: "https://example.com/designs" });
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "resource",
        id: expect.any(String),
        teamId: team.id,
        title: "Designs",
        url: "https://example.com/designs",
        type: "LINK",
        activityId: null,
        createdBy: team.member.id,
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: res.body.createdAt,
      });
    });

    const accepted: Array<[string, Body]> = [
      ["title of 1", { title: "a" }],
      ["title of 300", { title: "a".repeat(300) }],
      ["http URL", { url: "http://example.com" }],
      ["URL of 2048", { url: `https://example.com/${"a".repeat(2048 - 20)}` }],
      ["an activity link", { activityId: "ACTIVITY" }],
      ["a null activity link", { activityId: null }],
      ...["PDF", "DOCUMENT", "PRESENTATION", "IMAGE", "VIDEO", "LINK", "DRIVE", "YOUTUBE", "NOTE"].map((t): [string, Body] => [`type ${t}`, { type: t }]),
    ];
    it.each(accepted)("accepts %s", async (_label, body) => {
      const withActivity = body.activityId === "ACTIVITY" ? { ...body, activityId } : body;
      const res = await team.member.api.post(path(), { title: "t", url: "https://example.com", ...withActivity });
      expectStatus(res, 201);
      expect(res.body).toMatchObject(withActivity);
    });

    const rejected: Array<[string, Body, string, string]> = [
      ["missing title", { title: undefined }, "parameter_missing", "title"],
      ["empty title", { title: "" }, "parameter_invalid", "title"],
      ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
      ["missing url", { url: undefined }, "parameter_missing", "url"],
      ["ftp URL", { url: "ftp://example.com/file" }, "parameter_invalid", "url"],
      ["javascript URL", { url: "javascript:alert(1)" }, "parameter_invalid", "url"],
      ["relative URL", { url: "/designs" }, "parameter_invalid", "url"],
      ["URL without host", { url: "http://" }, "parameter_invalid", "url"],
      ["URL of 2049", { url: `https://example.com/${"a".repeat(2049 - 20)}` }, "parameter_invalid", "url"],
      ["unknown type", { type: "SPREADSHEET" }, "parameter_invalid", "type"],
      ["lowercase type", { type: "pdf" }, "parameter_invalid", "type"],
      ["unknown field", { resourceType: "PDF" }, "unknown_parameter", "resourceType"],
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`activityId '${u}'`, { activityId: u }, "parameter_invalid", "activityId"]),
      ["activityId of nothing", { activityId: ABSENT_ID }, "resource_missing", "activityId"],
      ["activityId of another team", { activityId: "FOREIGN" }, "resource_missing", "activityId"],
    ];
    it.each(rejected)("rejects %s and writes nothing", async (_label, body, code, param) => {
      const withActivity = body.activityId === "FOREIGN" ? { ...body, activityId: foreignActivityId } : body;
      const before = (await team.member.api.get(`${path()}?limit=100`)).body;
      expectError(await team.member.api.post(path(), { title: "t", url: "https://example.com", ...withActivity }), 400, "invalid_request_error", code, param);
      expect((await team.member.api.get(`${path()}?limit=100`)).body).toEqual(before);
    });

    it("lists newest first, filtered by activity and type", async () => {
      const fresh = await makeTeam(server);
      const act = (await makeActivity(fresh, (await makeSprint(fresh)).id)).id;
      const add = async (body: Body) => (await fresh.member.api.post(path(fresh.id), { title: "t", url: "https://example.com", ...body })).body.id as string;
      const link = await add({});
      const pdf = await add({ type: "PDF", activityId: act });
      const video = await add({ type: "VIDEO" });
      const ids = async (q: string) => (await fresh.member.api.get(`${path(fresh.id)}${q}`)).body.data.map((r: { id: string }) => r.id);
      expect(await ids("")).toEqual([video, pdf, link]);
      expect(await ids(`?activityId=${act}`)).toEqual([pdf]);
      expect(await ids("?type=VIDEO")).toEqual([video]);
      expect(await ids(`?type=PDF&activityId=${act}`)).toEqual([pdf]);
      expectError(await fresh.member.api.get(`${path(fresh.id)}?type=nope`), 400, "invalid_request_error", "parameter_invalid", "type");
      expectError(await fresh.member.api.get(`${path(fresh.id)}?activityId=nope`), 400, "invalid_request_error", "parameter_invalid", "activityId");
    });

    it("needs write scope and membership", async () => {
      expectError(await team.readOnly.post(path(), { title: "t", url: "https://example.com" }), 403, "permission_error", "insufficient_scope");
      for (const teamId of [other.id, ABSENT_ID, "nope"]) {
        expectError(await team.member.api.get(path(teamId)), 403, "permission_error", "not_team_member");
        expectError(await team.member.api.post(path(teamId), { title: "t", url: "https://example.com" }), 403, "permission_error", "not_team_member");
      }
    });
  });
});
