import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/schemas/common.js";
import { ABSENT_ID, INVALID_UUIDS, VALID_UUID_SHAPES } from "../support/cases.js";
import { expectError, expectStatus, walkPages, type ApiResponse, type Client, type Page } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Body = Record<string, unknown>;
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** About 1,000,000 characters of distinct words: far more to index than one repeated letter. */
const VARIED_MILLION = Array.from({ length: 170_000 }, (_, i) => `w${i.toString(36)}`).join(" ").slice(0, 1_000_000);

const idsOf = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((d) => d.id);

/** A list record: the document without its content, with a snippet. */
const summaryOf = (doc: Doc) => {
  const { content: _content, ...rest } = doc;
  return { ...rest, snippet: expect.any(String) };
};

describe.each(testEngines())("documents (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let sprintId: string;
  let activityId: string;
  let foreignSprintId: string;
  let foreignActivityId: string;
  const documentsPath = (teamId?: string) => `/api/v1/teams/${teamId ?? team.id}/documents`;
  const documentPath = (id: string) => `/api/v1/documents/${id}`;

  /** Placeholders in a table row become the ids made in beforeAll. */
  const resolve = (body: Body): Body => {
    const ids: Record<string, () => string> = {
      SPRINT: () => sprintId,
      ACTIVITY: () => activityId,
      FOREIGN_SPRINT: () => foreignSprintId,
      FOREIGN_ACTIVITY: () => foreignActivityId,
    };
    const out: Body = { ...body };
    for (const field of ["sprintId", "activityId"]) {
      const value = out[field];
      if (typeof value === "string" && ids[value]) out[field] = ids[value]();
    }
    return out;
  };

  const createDoc = async (api: Client, body: Body, teamId?: string): Promise<Doc> => {
    const res = await api.post(documentsPath(teamId), body);
    expectStatus(res, 201);
    return res.body;
  };

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
    activityId = (await makeActivity(team, sprintId)).id;
    foreignSprintId = (await makeSprint(other)).id;
    foreignActivityId = (await makeActivity(other, foreignSprintId)).id;
  });

  describe("POST /teams/{teamId}/documents", () => {
    it("creates a document with defaults and returns the full record", async () => {
      const res = await team.member.api.post(documentsPath(), { title: "Notes" });
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "document",
        id: expect.stringMatching(UUID_V7),
        teamId: team.id,
        title: "Notes",
        content: "",
        sprintId: null,
        activityId: null,
        createdBy: team.member.id,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: res.body.createdAt,
      });
      const read = await team.captain.api.get(documentPath(res.body.id));
      expectStatus(read, 200);
      expect(read.body).toEqual(res.body);
    });

    it("stores every writable field", async () => {
      const body = { title: "Runbook", content: "# Steps\n\n1. Deploy\n2. Check", sprintId, activityId };
      const created = await createDoc(team.staff.api, body);
      expect(created).toMatchObject({ ...body, teamId: team.id, createdBy: team.staff.id });
      expect((await team.member.api.get(documentPath(created.id))).body).toEqual(created);
    });

    it.each(ROLES)("a %s may create a document", async (role) => {
      const created = await createDoc(team.roles[role].api, { title: role });
      expect(created.createdBy).toBe(team.roles[role].id);
    });

    it("stores upper-case link ids in lower case", async () => {
      const created = await createDoc(team.member.api, { title: "Upper", sprintId: sprintId.toUpperCase(), activityId: activityId.toUpperCase() });
      expect(created).toMatchObject({ sprintId, activityId });
    });

    const accepted: Array<[string, Body]> = [
      ["title of 1", { title: "a" }],
      ["title of 300", { title: "a".repeat(300) }],
      ["title of 300 emoji", { title: "📄".repeat(300) }],
      ["empty content", { content: "" }],
      ["content of 1,000,000", { content: "x".repeat(1_000_000) }],
      // 2,000,000 bytes of UTF-8: still under the 2 MiB body limit.
      ["content of 1,000,000 two-byte letters", { content: "é".repeat(1_000_000) }],
      ["content of 1,000,000 varied words", { content: VARIED_MILLION }],
      ["a sprint link", { sprintId: "SPRINT" }],
      ["an activity link", { activityId: "ACTIVITY" }],
      ["both links", { sprintId: "SPRINT", activityId: "ACTIVITY" }],
      ["null links", { sprintId: null, activityId: null }],
    ];
    it.each(accepted)("accepts %s", async (_label, row) => {
      const body = resolve({ title: "t", ...row });
      const created = await createDoc(team.member.api, body);
      expect(created).toMatchObject(body);
      const read = await team.member.api.get(documentPath(created.id));
      expect(read.body.content).toBe(body.content ?? "");
    });

    const rejected: Array<[string, Body, string, string]> = [
      ["missing title", { title: undefined }, "parameter_missing", "title"],
      ["title of 0", { title: "" }, "parameter_invalid", "title"],
      ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
      ["title null", { title: null }, "parameter_invalid", "title"],
      ["title a number", { title: 1 }, "parameter_invalid", "title"],
      // 1,000,001 characters is about 1 MB of JSON: under the 2 MiB body limit, so the field rule answers.
      ["content of 1,000,001", { content: "x".repeat(1_000_001) }, "parameter_invalid", "content"],
      ["content null", { content: null }, "parameter_invalid", "content"],
      ["content a number", { content: 42 }, "parameter_invalid", "content"],
      ["a NUL character in the title", { title: "a\u0000b" }, "parameter_invalid", "title"],
      ["a NUL character in the content", { content: "text\u0000" }, "parameter_invalid", "content"],
      ["unknown field", { body: "x" }, "unknown_parameter", "body"],
      ["teamId is not writable", { teamId: ABSENT_ID }, "unknown_parameter", "teamId"],
      ["createdBy is not writable", { createdBy: ABSENT_ID }, "unknown_parameter", "createdBy"],
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`sprintId '${u}'`, { sprintId: u }, "parameter_invalid", "sprintId"]),
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`activityId '${u}'`, { activityId: u }, "parameter_invalid", "activityId"]),
      ["sprintId a number", { sprintId: 7 }, "parameter_invalid", "sprintId"],
      // Well-formed UUIDs pass the format check and then name nothing in the team.
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`sprintId '${u}' (no such sprint)`, { sprintId: u }, "resource_missing", "sprintId"]),
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`activityId '${u}' (no such activity)`, { activityId: u }, "resource_missing", "activityId"]),
      ["sprintId of another team", { sprintId: "FOREIGN_SPRINT" }, "resource_missing", "sprintId"],
      ["activityId of another team", { activityId: "FOREIGN_ACTIVITY" }, "resource_missing", "activityId"],
      ["an activity's id as sprintId", { sprintId: "ACTIVITY" }, "resource_missing", "sprintId"],
      ["a sprint's id as activityId", { activityId: "SPRINT" }, "resource_missing", "activityId"],
      ["a good sprint with a foreign activity", { sprintId: "SPRINT", activityId: "FOREIGN_ACTIVITY" }, "resource_missing", "activityId"],
    ];
    it.each(rejected)("rejects %s and writes nothing", async (_label, row, code, param) => {
      const before = await team.member.api.get(`${documentsPath()}?limit=100`);
      expectError(await team.member.api.post(documentsPath(), resolve({ title: "t", ...row })), 400, "invalid_request_error", code, param);
      expect((await team.member.api.get(`${documentsPath()}?limit=100`)).body).toEqual(before.body);
    });

    it("answers 413 for a body over 2 MiB, whatever its content, and writes nothing", async () => {
      const before = await team.member.api.get(`${documentsPath()}?limit=100`);
      expectError(await team.member.api.post(documentsPath(), { title: "t", content: "x".repeat(2_200_000) }), 413, "invalid_request_error", "request_too_large");
      // 400,000 control characters are within the content rule, but \u0001 takes six bytes of JSON each.
      expectError(await team.member.api.post(documentsPath(), { title: "t", content: "\u0001".repeat(400_000) }), 413, "invalid_request_error", "request_too_large");
      expect((await team.member.api.get(`${documentsPath()}?limit=100`)).body).toEqual(before.body);
    });

    it("rejects a body that is not JSON, or not an object", async () => {
      expectError(await team.member.api.request("POST", documentsPath(), { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
      expectError(await team.member.api.request("POST", documentsPath(), { rawBody: "[1]" }), 400, "invalid_request_error", "parameter_invalid", "body");
    });

    it("needs the write scope", async () => {
      const before = await team.member.api.get(`${documentsPath()}?limit=100`);
      expectError(await team.readOnly.post(documentsPath(), { title: "x" }), 403, "permission_error", "insufficient_scope");
      expect((await team.member.api.get(`${documentsPath()}?limit=100`)).body).toEqual(before.body);
    });

    it.each([
      ["another team", () => other.id],
      ["a random UUID", () => ABSENT_ID],
      ["a non-UUID string", () => "not-a-team"],
      ["an id with a NUL character", () => "a%00b"],
    ])("answers 403 not_team_member for %s", async (_label, teamId) => {
      expectError(await team.member.api.post(documentsPath(teamId()), { title: "x" }), 403, "permission_error", "not_team_member");
      expectError(await team.member.api.get(documentsPath(teamId())), 403, "permission_error", "not_team_member");
      expectError(await team.member.api.get(`${documentsPath(teamId())}?q=x`), 403, "permission_error", "not_team_member");
    });
  });

  describe("GET and PATCH /documents/{documentId}", () => {
    it("GET returns the document with its content, to any member and a read-only key", async () => {
      const created = await createDoc(team.captain.api, { title: "Full", content: "The whole text.\n\nEvery word." });
      for (const api of [team.member.api, team.staff.api, team.readOnly]) {
        const res = await api.get(documentPath(created.id));
        expectStatus(res, 200);
        expect(res.body).toEqual(created);
      }
    });

    it("PATCH is partial: omitted fields stay", async () => {
      const doc = await createDoc(team.member.api, { title: "P", content: "keep", sprintId, activityId });
      const renamed = await team.staff.api.patch(documentPath(doc.id), { title: "Renamed" });
      expectStatus(renamed, 200);
      expect(renamed.body).toEqual({ ...doc, title: "Renamed", updatedAt: expect.stringMatching(TIMESTAMP) });
      expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(doc.updatedAt));
      const rewritten = await team.captain.api.patch(documentPath(doc.id), { content: "new text" });
      expectStatus(rewritten, 200);
      expect(rewritten.body).toMatchObject({ title: "Renamed", content: "new text", sprintId, activityId, createdBy: team.member.id, createdAt: doc.createdAt });
      expect((await team.member.api.get(documentPath(doc.id))).body).toEqual(rewritten.body);
    });

    it("PATCH null clears a link; an id sets one", async () => {
      const doc = await createDoc(team.member.api, { title: "L", sprintId, activityId });
      const noSprint = await team.member.api.patch(documentPath(doc.id), { sprintId: null });
      expect(noSprint.body).toMatchObject({ sprintId: null, activityId });
      const noLinks = await team.member.api.patch(documentPath(doc.id), { activityId: null });
      expect(noLinks.body).toMatchObject({ sprintId: null, activityId: null });
      const relinked = await team.member.api.patch(documentPath(doc.id), { sprintId: sprintId.toUpperCase(), activityId });
      expect(relinked.body).toMatchObject({ sprintId, activityId });
      expect((await team.member.api.get(documentPath(doc.id))).body).toEqual(relinked.body);
    });

    it("PATCH may empty the content", async () => {
      const doc = await createDoc(team.member.api, { title: "E", content: "something" });
      expect((await team.member.api.patch(documentPath(doc.id), { content: "" })).body.content).toBe("");
    });

    it("an empty PATCH returns the record unchanged", async () => {
      const doc = await createDoc(team.member.api, { title: "Same", content: "c" });
      const res = await team.member.api.patch(documentPath(doc.id), {});
      expectStatus(res, 200);
      expect(res.body).toEqual(doc);
    });

    it.each(ROLES)("a %s may update any member's document", async (role) => {
      const doc = await createDoc(team.captain.api, { title: "Shared" });
      const res = await team.roles[role].api.patch(documentPath(doc.id), { title: `by ${role}` });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ title: `by ${role}`, createdBy: team.captain.id });
    });

    it("rejects invalid fields and changes nothing", async () => {
      const doc = await createDoc(team.member.api, { title: "Stay", content: "stay", sprintId });
      const cases: Array<[Body, string, string]> = [
        [{ title: "" }, "parameter_invalid", "title"],
        [{ title: "a".repeat(301) }, "parameter_invalid", "title"],
        [{ title: null }, "parameter_invalid", "title"],
        [{ content: null }, "parameter_invalid", "content"],
        [{ content: "x".repeat(1_000_001) }, "parameter_invalid", "content"],
        [{ content: "a\u0000b" }, "parameter_invalid", "content"],
        [{ sprintId: "nope" }, "parameter_invalid", "sprintId"],
        [{ activityId: 5 }, "parameter_invalid", "activityId"],
        [{ sprintId: foreignSprintId }, "resource_missing", "sprintId"],
        [{ activityId: foreignActivityId }, "resource_missing", "activityId"],
        [{ sprintId: ABSENT_ID }, "resource_missing", "sprintId"],
        [{ title: "ok", activityId: ABSENT_ID }, "resource_missing", "activityId"],
        [{ teamId: other.id }, "unknown_parameter", "teamId"],
        [{ snippet: "x" }, "unknown_parameter", "snippet"],
      ];
      for (const [body, code, param] of cases) {
        expectError(await team.member.api.patch(documentPath(doc.id), body), 400, "invalid_request_error", code, param);
      }
      expect((await team.member.api.get(documentPath(doc.id))).body).toEqual(doc);
    });

    it("PATCH needs the write scope, checked first", async () => {
      const doc = await createDoc(team.member.api, { title: "RO" });
      expectError(await team.readOnly.patch(documentPath(doc.id), { title: "x" }), 403, "permission_error", "insufficient_scope");
      expectError(await team.readOnly.patch(documentPath(ABSENT_ID), { title: "x" }), 403, "permission_error", "insufficient_scope");
      expect((await team.member.api.get(documentPath(doc.id))).body).toEqual(doc);
    });

    it("answers 404 for a missing id, a non-UUID id and another team's document", async () => {
      const foreign = await createDoc(other.member.api, { title: "secret", content: "classified" }, other.id);
      for (const id of [ABSENT_ID, "nope", "123", "a%00b", foreign.id]) {
        expectError(await team.member.api.get(documentPath(id)), 404, "not_found_error", "resource_not_found");
        expectError(await team.captain.api.patch(documentPath(id), { title: "x" }), 404, "not_found_error", "resource_not_found");
      }
      expect((await other.member.api.get(documentPath(foreign.id))).body).toEqual(foreign);
      const mine = await createDoc(team.member.api, { title: "mine" });
      expectError(await team.outsider.api.get(documentPath(mine.id)), 404, "not_found_error", "resource_not_found");
      expectError(await team.outsider.api.patch(documentPath(mine.id), { title: "x" }), 404, "not_found_error", "resource_not_found");
      expect((await team.member.api.get(documentPath(mine.id))).body).toEqual(mine);
    });

    it("finds a document by an upper-case id", async () => {
      const doc = await createDoc(team.member.api, { title: "Upper" });
      expect((await team.member.api.get(documentPath(doc.id.toUpperCase()))).body).toEqual(doc);
    });
  });

  describe("GET /teams/{teamId}/documents without q", () => {
    let t: TestTeam;
    let sp: string;
    let act: string;
    let docs: { empty: Doc; spaced: Doc; long: Doc; both: Doc };
    const list = async (query = "") => {
      const res = await t.member.api.get(`${documentsPath(t.id)}${query}`);
      expectStatus(res, 200);
      return res;
    };

    beforeAll(async () => {
      t = await makeTeam(server);
      sp = (await makeSprint(t)).id;
      act = (await makeActivity(t, sp)).id;
      docs = {
        empty: await createDoc(t.member.api, { title: "Empty" }, t.id),
        spaced: await createDoc(t.member.api, { title: "Spaced", content: "  Line one\n\n\tLine   two  ", sprintId: sp }, t.id),
        long: await createDoc(t.member.api, { title: "Long", content: `${"word ".repeat(100)}end`, activityId: act }, t.id),
        both: await createDoc(t.member.api, { title: "Both", content: "linked", sprintId: sp, activityId: act }, t.id),
      };
      await createDoc(other.member.api, { title: "Theirs" }, other.id);
    });

    it("lists newest first, without content, with a snippet", async () => {
      const res = await list();
      expect(res.body).toEqual({
        data: [summaryOf(docs.both), summaryOf(docs.long), summaryOf(docs.spaced), summaryOf(docs.empty)],
        has_more: false,
        next_cursor: null,
      });
      for (const d of res.body.data) expect(d).not.toHaveProperty("content");
    });

    it("the snippet is the head of the content, whitespace collapsed, cut at a word", async () => {
      const byId = new Map<string, string>(((await list()).body.data as Doc[]).map((d) => [d.id, d.snippet]));
      expect(byId.get(docs.empty.id)).toBe("");
      expect(byId.get(docs.spaced.id)).toBe("Line one Line two");
      expect(byId.get(docs.both.id)).toBe("linked");
      const long = byId.get(docs.long.id) as string;
      expect(long).toMatch(/^word( word)+…$/);
      expect(long.length).toBeLessThanOrEqual(201);
    });

    it("filters by sprintId and activityId, alone or together", async () => {
      expect(idsOf(await list(`?sprintId=${sp}`))).toEqual([docs.both.id, docs.spaced.id]);
      expect(idsOf(await list(`?activityId=${act}`))).toEqual([docs.both.id, docs.long.id]);
      expect(idsOf(await list(`?sprintId=${sp}&activityId=${act}`))).toEqual([docs.both.id]);
      expect(idsOf(await list(`?sprintId=${sp.toUpperCase()}`))).toEqual([docs.both.id, docs.spaced.id]);
    });

    it("a sprint or activity of another team, or of nobody, matches nothing", async () => {
      for (const query of [`?sprintId=${foreignSprintId}`, `?activityId=${foreignActivityId}`, `?sprintId=${ABSENT_ID}`]) {
        expect((await list(query)).body).toEqual({ data: [], has_more: false, next_cursor: null });
      }
    });

    it("pages newest first, each document once", async () => {
      const all = idsOf(await list());
      for (const limit of [1, 3]) {
        const { ids, pages } = await walkPages(t.member.api, documentsPath(t.id), limit);
        expect(ids).toEqual(all);
        expect(pages).toBe(Math.ceil(all.length / limit));
      }
      expect((await walkPages(t.member.api, `${documentsPath(t.id)}?activityId=${act}`, 1)).ids).toEqual([docs.both.id, docs.long.id]);
    });

    it.each([
      ["sprintId=nope", "parameter_invalid", "sprintId"],
      ["activityId=", "parameter_invalid", "activityId"],
      ["limit=0", "parameter_invalid", "limit"],
      ["limit=101", "parameter_invalid", "limit"],
      ["limit=2.5", "parameter_invalid", "limit"],
      ["starting_after=abc", "invalid_cursor", "starting_after"],
      ["search=x", "unknown_parameter", "search"],
      ["title=x", "unknown_parameter", "title"],
    ])("rejects ?%s", async (query, code, param) => {
      expectError(await t.member.api.get(`${documentsPath(t.id)}?${query}`), 400, "invalid_request_error", code, param);
    });
  });

  describe("full-text search (q)", () => {
    let s: TestTeam;
    let sp: string;
    let act: string;
    let ids: { titleHit: string; contentMany: string; contentOne: string; planning: string; rounding: string; unrelated: string };
    const search = async (q: string, extra = "") => {
      const res = await s.member.api.get(`${documentsPath(s.id)}?q=${encodeURIComponent(q)}${extra}`);
      expectStatus(res, 200);
      return res;
    };
    const found = async (q: string, extra = "") => idsOf(await search(q, extra));
    const add = async (title: string, content: string, links: Body = {}) => (await createDoc(s.member.api, { title, content, ...links }, s.id)).id as string;

    beforeAll(async () => {
      s = await makeTeam(server);
      sp = (await makeSprint(s)).id;
      act = (await makeActivity(s, sp)).id;
      // Ranking: a title match outranks any number of content matches; more matches rank higher,
      // however long the document.
      ids = {
        titleHit: await add("Zephyr rollout", "Notes about the plan.", { sprintId: sp }),
        contentMany: await add("Weekly notes", `zephyr zephyr and ${"filler ".repeat(300)} zephyr, zephyr.`, { activityId: act }),
        contentOne: await add("Misc", "One zephyr mention."),
        planning: await add("Planning guide", "We are planning the launch carefully."),
        rounding: await add("Rounding rules", "How we treat cents."),
        unrelated: await add("Lunch menu", "Soup and bread."),
      };
      // Another team's documents match better than any of these, and must never show.
      await createDoc(other.member.api, { title: "Zephyr zephyr secrets", content: "zephyr ".repeat(50) }, other.id);
      await createDoc(other.member.api, { title: "Rounding rules", content: "How we treat cents. Rounding rounding." }, other.id);
    });

    it("finds words in titles and content, best first, as list records", async () => {
      const res = await search("zephyr");
      expect(res.body).toMatchObject({ has_more: false, next_cursor: null });
      expect(idsOf(res)).toEqual([ids.titleHit, ids.contentMany, ids.contentOne]);
      for (const d of res.body.data) {
        expect(d).not.toHaveProperty("content");
        expect(d).toMatchObject({ object: "document", teamId: s.id, snippet: expect.any(String) });
      }
      const full = (await s.member.api.get(documentPath(ids.contentOne))).body;
      expect(res.body.data[2]).toEqual(summaryOf(full));
      expect(res.body.data[2].snippet).toContain("zephyr");
    });

    it("ignores case and matches word prefixes and word forms", async () => {
      expect(await found("ZEPHYR")).toEqual([ids.titleHit, ids.contentMany, ids.contentOne]);
      expect(await found("zeph")).toEqual([ids.titleHit, ids.contentMany, ids.contentOne]);
      expect(await found("plan")).toEqual([ids.planning, ids.titleHit]);
      expect(await found("planned")).toEqual([ids.planning, ids.titleHit]);
      expect(await found("round")).toEqual([ids.rounding]);
      expect(await found("cent")).toEqual([ids.rounding]);
      expect(await found("Soup")).toEqual([ids.unrelated]);
    });

    it("needs every word, and leaves common words out", async () => {
      expect(await found("zephyr mention")).toEqual([ids.contentOne]);
      expect(await found("zephyr soup")).toEqual([]);
      expect(await found("the rounding rules")).toEqual([ids.rounding]);
      expect(await found("rules of rounding")).toEqual([ids.rounding]);
      expect(await found("the")).toEqual([]);
      expect(await found("of and the")).toEqual([]);
    });

    it("an unmatched search is an empty list", async () => {
      for (const q of ["xylophone", "!!!", "\"'); DROP TABLE documents; --", "zzz* OR qqq", "NEAR(xylo phone)"]) {
        expect((await search(q)).body, q).toEqual({ data: [], has_more: false, next_cursor: null });
      }
    });

    it("never interprets query syntax: only the words count", async () => {
      expect(await found("zephyr NOT zephyr")).toEqual([ids.titleHit, ids.contentMany, ids.contentOne]);
      expect(await found("zephyr -rollout")).toEqual([ids.titleHit]);
      expect(await found("title:zephyr*")).toEqual([]);
      expect(await found("rollout:zephyr")).toEqual([ids.titleHit]);
      expect(await found("\"zephyr rollout\"")).toEqual([ids.titleHit]);
    });

    it("never returns another team's documents", async () => {
      for (const q of ["zephyr", "secrets", "rounding", "cents"]) {
        const res = await search(q, "&limit=100");
        for (const d of res.body.data) expect(d.teamId).toBe(s.id);
      }
      expect(await found("secrets")).toEqual([]);
      // And the other team finds only its own.
      const theirs = await other.member.api.get(`${documentsPath(other.id)}?q=rounding`);
      expect(theirs.body.data.map((d: Doc) => d.teamId)).toEqual([other.id]);
    });

    it("combines with the sprint and activity filters", async () => {
      expect(await found("zephyr", `&sprintId=${sp}`)).toEqual([ids.titleHit]);
      expect(await found("zephyr", `&activityId=${act}`)).toEqual([ids.contentMany]);
      expect(await found("zephyr", `&sprintId=${sp}&activityId=${act}`)).toEqual([]);
      expect(await found("zephyr", `&sprintId=${foreignSprintId}`)).toEqual([]);
    });

    it("finds the new words after a PATCH, and not the old ones", async () => {
      const id = await add("Alpaca facts", "The quokka lives on islands.");
      expect(await found("quokka")).toEqual([id]);
      expectStatus(await s.staff.api.patch(documentPath(id), { content: "The wombat digs burrows." }), 200);
      expect(await found("wombat")).toEqual([id]);
      expect(await found("quokka")).toEqual([]);
      expect(await found("alpaca")).toEqual([id]);
      expectStatus(await s.staff.api.patch(documentPath(id), { title: "Llama facts" }), 200);
      expect(await found("llama")).toEqual([id]);
      expect(await found("alpaca")).toEqual([]);
      expect(await found("wombat")).toEqual([id]);
    });

    it("searches a document of 1,000,000 characters", async () => {
      const id = await add("Huge", `needle ${VARIED_MILLION}`.slice(0, 1_000_000));
      expect(await found("needle")).toEqual([id]);
    });

    it.each([
      ["q=", "parameter_invalid", "q"],
      [`q=${"a".repeat(501)}`, "parameter_invalid", "q"],
      ["q=x&starting_after=abc", "invalid_cursor", "starting_after"],
      ["q=a%00b", "parameter_invalid", "q"],
      ["q=x&sprintId=nope", "parameter_invalid", "sprintId"],
      ["q=x&limit=0", "parameter_invalid", "limit"],
      ["q=x&query=y", "unknown_parameter", "query"],
    ])("rejects ?%s", async (query, code, param) => {
      expectError(await s.member.api.get(`${documentsPath(s.id)}?${query}`), 400, "invalid_request_error", code, param);
    });

    it("accepts a q of 500 characters", async () => {
      expect((await search("a".repeat(500))).body.data).toEqual([]);
    });
  });

  describe("search pagination", () => {
    it("pages 30 matches 7 at a time: every document once, best first, ties newest first", async () => {
      const many = await makeTeam(server);
      const created: Array<{ id: string; hits: number }> = [];
      for (let i = 0; i < 30; i++) {
        const hits = 1 + (i % 5);
        const content = `launch ${"checklist ".repeat(hits)} ${"filler ".repeat(i % 7)} item ${i}`;
        created.push({ id: (await createDoc(many.member.api, { title: `Doc ${i}`, content }, many.id)).id, hits });
      }
      const expected = [...created].sort((a, b) => b.hits - a.hits || (a.id < b.id ? 1 : -1)).map((d) => d.id);
      const { ids, pages } = await walkPages(many.member.api, `${documentsPath(many.id)}?q=checklist`, 7);
      expect(pages).toBe(5);
      expect(ids).toEqual(expected);
      expect((await walkPages(many.member.api, `${documentsPath(many.id)}?q=checklist`, 100)).ids).toEqual(expected);
    });

    it("equal scores page by id, newest first", async () => {
      const same = await makeTeam(server);
      const created: string[] = [];
      for (let i = 0; i < 12; i++) created.push((await createDoc(same.member.api, { title: "Same", content: "identical words here" }, same.id)).id);
      const { ids, pages } = await walkPages(same.member.api, `${documentsPath(same.id)}?q=identical`, 5);
      expect(pages).toBe(3);
      expect(ids).toEqual([...created].reverse());
    });

    it("pages stay exact while other documents are written, in this team and others", async () => {
      const quiet = await makeTeam(server);
      const created: string[] = [];
      for (let i = 0; i < 21; i++) {
        const content = `${"beacon ".repeat(1 + (i % 4))} ${"padding ".repeat(i * 3)} end`;
        created.push((await createDoc(quiet.member.api, { title: `Doc ${i}`, content }, quiet.id)).id);
      }
      const expected = (await walkPages(quiet.member.api, `${documentsPath(quiet.id)}?q=beacon`, 100)).ids;
      expect([...expected].sort()).toEqual([...created].sort());
      const seen: string[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const res: ApiResponse<Page> = await quiet.member.api.get(`${documentsPath(quiet.id)}?q=beacon&limit=5${cursor ? `&starting_after=${cursor}` : ""}`);
        expectStatus(res, 200);
        seen.push(...idsOf(res));
        cursor = res.body.next_cursor;
        // Between pages: other teams write matching documents, this team writes unrelated ones.
        round++;
        await createDoc(other.member.api, { title: "beacon", content: `${"beacon ".repeat(round * 20)}${"noise ".repeat(round * 200)}` }, other.id);
        await createDoc(quiet.member.api, { title: "Unrelated", content: "lorem ".repeat(round * 500) }, quiet.id);
      } while (cursor);
      expect(seen).toEqual(expected);
    });

    it("a search cursor and a list cursor are not interchangeable", async () => {
      const t = await makeTeam(server);
      for (let i = 0; i < 3; i++) await createDoc(t.member.api, { title: `Topic ${i}`, content: "topic" }, t.id);
      const searchCursor = (await t.member.api.get(`${documentsPath(t.id)}?q=topic&limit=1`)).body.next_cursor;
      const listCursor = (await t.member.api.get(`${documentsPath(t.id)}?limit=1`)).body.next_cursor;
      expect(typeof searchCursor).toBe("string");
      expect(typeof listCursor).toBe("string");
      expectError(await t.member.api.get(`${documentsPath(t.id)}?starting_after=${searchCursor}`), 400, "invalid_request_error", "invalid_cursor", "starting_after");
      expectError(await t.member.api.get(`${documentsPath(t.id)}?q=topic&starting_after=${listCursor}`), 400, "invalid_request_error", "invalid_cursor", "starting_after");
    });
  });
});
