import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, INVALID_UUIDS } from "../support/cases.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

type Body = Record<string, unknown>;

describe.each(testEngines())("documents (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let other: TestTeam;
  let sprintId: string;
  let activityId: string;
  let foreignSprintId: string;
  const listPath = (teamId?: string) => `/api/v1/teams/${teamId ?? team.id}/documents`;

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
    activityId = (await makeActivity(team, sprintId)).id;
    foreignSprintId = (await makeSprint(other)).id;
  });
  afterAll(async () => server?.close());

  it("creates a document (content defaults to empty) and reads it with its content", async () => {
    const res = await team.member.api.post(listPath(), { title: "Notes" });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      object: "document",
      id: expect.any(String),
      teamId: team.id,
      title: "Notes",
      content: "",
      sprintId: null,
      activityId: null,
      createdBy: team.member.id,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: res.body.createdAt,
    });
    expect((await team.captain.api.get(`/api/v1/documents/${res.body.id}`)).body).toEqual(res.body);
  });

  it("lists without content, with a snippet cut at a word", async () => {
    const fresh = await makeTeam(server);
    const long = `${"word ".repeat(100)}end`;
    const created = (await fresh.member.api.post(listPath(fresh.id), { title: "Long", content: long, sprintId: undefined })).body;
    const list = await fresh.member.api.get(listPath(fresh.id));
    const { content: _content, ...rest } = created;
    expect(list.body.data).toEqual([{ ...rest, snippet: expect.stringMatching(/^word( word)+…$/) }]);
    expect(list.body.data[0].snippet.length).toBeLessThanOrEqual(201);
  });

  const accepted: Array<[string, Body]> = [
    ["title of 1", { title: "a" }],
    ["title of 300", { title: "a".repeat(300) }],
    ["content of 1,000,000", { content: "x".repeat(1_000_000) }],
    ["links", { sprintId: "SPRINT", activityId: "ACTIVITY" }],
    ["null links", { sprintId: null, activityId: null }],
  ];
  it.each(accepted)("accepts %s", async (_label, body) => {
    const links = { ...body, ...(body.sprintId === "SPRINT" ? { sprintId } : {}), ...(body.activityId === "ACTIVITY" ? { activityId } : {}) };
    expectStatus(await team.member.api.post(listPath(), { title: "t", ...links }), 201);
  });

  const rejected: Array<[string, Body, string, string]> = [
    ["missing title", { title: undefined }, "parameter_missing", "title"],
    ["empty title", { title: "" }, "parameter_invalid", "title"],
    ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
    ["content of 1,000,001", { content: "x".repeat(1_000_001) }, "parameter_invalid", "content"],
    ["content null", { content: null }, "parameter_invalid", "content"],
    ["unknown field", { body: "x" }, "unknown_parameter", "body"],
    ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`sprintId '${u}'`, { sprintId: u }, "parameter_invalid", "sprintId"]),
    ["sprintId of nothing", { sprintId: ABSENT_ID }, "resource_missing", "sprintId"],
    ["sprintId of another team", { sprintId: "FOREIGN" }, "resource_missing", "sprintId"],
    ["activityId of nothing", { activityId: ABSENT_ID }, "resource_missing", "activityId"],
  ];
  it.each(rejected)("rejects %s and writes nothing", async (_label, body, code, param) => {
    const payload = { title: "t", ...body, ...(body.sprintId === "FOREIGN" ? { sprintId: foreignSprintId } : {}) };
    const before = (await team.member.api.get(`${listPath()}?limit=100`)).body;
    expectError(await team.member.api.post(listPath(), payload), 400, "invalid_request_error", code, param);
    expect((await team.member.api.get(`${listPath()}?limit=100`)).body).toEqual(before);
  });

  it("PATCH is partial, null clears a link, references stay in the team", async () => {
    const doc = (await team.member.api.post(listPath(), { title: "P", content: "keep", sprintId, activityId })).body;
    const path = `/api/v1/documents/${doc.id}`;
    const res = await team.member.api.patch(path, { title: "Renamed", sprintId: null });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ title: "Renamed", content: "keep", sprintId: null, activityId });
    expectError(await team.member.api.patch(path, { sprintId: foreignSprintId }), 400, "invalid_request_error", "resource_missing", "sprintId");
    expectError(await team.member.api.patch(path, { title: null }), 400, "invalid_request_error", "parameter_invalid", "title");
    expect((await team.member.api.get(path)).body).toEqual(res.body);
    expect((await team.member.api.patch(path, {})).body).toEqual(res.body);
  });

  it("answers 403 for other teams and 404 for other teams' documents", async () => {
    const foreign = (await other.member.api.post(listPath(other.id), { title: "secret" })).body;
    for (const id of [ABSENT_ID, "nope", foreign.id]) {
      expectError(await team.member.api.get(`/api/v1/documents/${id}`), 404, "not_found_error", "resource_not_found");
      expectError(await team.member.api.patch(`/api/v1/documents/${id}`, { title: "x" }), 404, "not_found_error", "resource_not_found");
    }
    for (const teamId of [other.id, ABSENT_ID, "nope"]) {
      expectError(await team.member.api.get(listPath(teamId)), 403, "permission_error", "not_team_member");
    }
    expectError(await team.readOnly.post(listPath(), { title: "x" }), 403, "permission_error", "insufficient_scope");
  });

  describe("search and filters", () => {
    let s: TestTeam;
    let ids: Record<string, string>;
    beforeAll(async () => {
      s = await makeTeam(server);
      const sp = (await makeSprint(s)).id;
      const act = (await makeActivity(s, sp)).id;
      const add = async (title: string, content: string, links: Body = {}) =>
        (await s.member.api.post(listPath(s.id), { title, content, ...links })).body.id as string;
      ids = {
        titleHit: await add("Rounding rules", "How we treat cents.", { sprintId: sp }),
        contentHit: await add("Tax notes", "Totals use rounding per order, never per line. Rounding matters.", { activityId: act }),
        planning: await add("Planning guide", "We are planning the launch carefully."),
        unrelated: await add("Lunch menu", "Soup and bread."),
        sp,
        act,
      };
      await other.member.api.post(listPath(other.id), { title: "Rounding secrets", content: "rounding rounding rounding" });
    });
    const search = async (query: string) => {
      const res = await s.member.api.get(`${listPath(s.id)}?${query}`);
      expectStatus(res, 200);
      return res;
    };

    it("finds words in title and content, best first, never another team's", async () => {
      const res = await search("q=rounding");
      expect(res.body.data.map((d: { id: string }) => d.id).sort()).toEqual([ids.titleHit, ids.contentHit].sort());
      expect(res.body.data[0].id).toBe(ids.titleHit);
      expect(res.text).not.toContain("secrets");
      const hit = res.body.data.find((d: { id: string }) => d.id === ids.contentHit);
      expect(hit.snippet).toContain("rounding");
      expect(hit).not.toHaveProperty("content");
    });

    it("matches word prefixes and forms, needs every word, and finds nothing when nothing matches", async () => {
      expect((await search("q=plan")).body.data.map((d: { id: string }) => d.id)).toEqual([ids.planning]);
      expect((await search("q=round")).body.data).toHaveLength(2);
      expect((await search("q=rounding%20order")).body.data.map((d: { id: string }) => d.id)).toEqual([ids.contentHit]);
      expect((await search("q=zebra")).body).toEqual({ data: [], has_more: false, next_cursor: null });
      expect((await search(`q=${encodeURIComponent("\"'); DROP TABLE documents; --")}`)).body.data).toEqual([]);
    });

    it("combines search with the sprint and activity filters; filters alone list newest first", async () => {
      expect((await search(`q=rounding&sprintId=${ids.sp}`)).body.data.map((d: { id: string }) => d.id)).toEqual([ids.titleHit]);
      expect((await search(`q=rounding&activityId=${ids.act}`)).body.data.map((d: { id: string }) => d.id)).toEqual([ids.contentHit]);
      expect((await search(`activityId=${ids.act}`)).body.data.map((d: { id: string }) => d.id)).toEqual([ids.contentHit]);
      expect((await search("")).body.data.map((d: { id: string }) => d.id)).toEqual([ids.unrelated, ids.planning, ids.contentHit, ids.titleHit]);
    });

    it("finds new words after an update, and not the old ones", async () => {
      await s.member.api.patch(`/api/v1/documents/${ids.unrelated}`, { content: "Pancakes with syrup." });
      expect((await search("q=pancakes")).body.data.map((d: { id: string }) => d.id)).toEqual([ids.unrelated]);
      expect((await search("q=soup")).body.data).toEqual([]);
    });

    it("pages through many matches, each exactly once", async () => {
      const many = await makeTeam(server);
      const created: string[] = [];
      for (let i = 0; i < 30; i++) {
        const content = `launch ${"checklist ".repeat(1 + (i % 5))} item ${i}`;
        created.push((await many.member.api.post(listPath(many.id), { title: `Doc ${i}`, content })).body.id);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let scores = 0;
      do {
        const query: string = `q=checklist&limit=7${cursor ? `&starting_after=${cursor}` : ""}`;
        const res = await many.member.api.get(`${listPath(many.id)}?${query}`);
        expectStatus(res, 200);
        seen.push(...res.body.data.map((d: { id: string }) => d.id));
        cursor = res.body.next_cursor;
        scores++;
      } while (cursor);
      expect(scores).toBe(5);
      expect(seen.sort()).toEqual(created.sort());
    });

    it.each([
      ["q=", "parameter_invalid", "q"],
      ["q=x&starting_after=abc", "invalid_cursor", "starting_after"],
      ["sprintId=nope", "parameter_invalid", "sprintId"],
      ["search=x", "unknown_parameter", "search"],
    ])("rejects ?%s", async (query, code, param) => {
      expectError(await s.member.api.get(`${listPath(s.id)}?${query}`), 400, "invalid_request_error", code, param);
    });
  });
});
