import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/schemas/common.js";
import { ABSENT_ID } from "../support/cases.js";
import { expectError, expectStatus, walkPages, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Body = Record<string, unknown>;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(testEngines())("comments (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let sprintId: string;
  let activityId: string;
  let foreignActivityId: string;
  const commentsPath = (id = activityId) => `/api/v1/activities/${id}/comments`;

  /** A fresh activity, so a test owns its whole thread. */
  const newThread = async () => (await makeActivity(team, sprintId)).id as string;

  /** Adds comments one after another (ids, and so thread order, follow creation order). */
  async function addComments(api: Client, thread: string, contents: string[]): Promise<Body[]> {
    const created: Body[] = [];
    for (const content of contents) {
      const res = await api.post(commentsPath(thread), { content });
      expectStatus(res, 201);
      created.push(res.body);
    }
    return created;
  }

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
    activityId = (await makeActivity(team, sprintId)).id;
    foreignActivityId = (await makeActivity(other, (await makeSprint(other)).id)).id;
  });

  describe("POST /activities/{activityId}/comments", () => {
    it("creates a comment by the caller and returns the full record", async () => {
      const thread = await newThread();
      const res = await team.member.api.post(commentsPath(thread), { content: "Looks good to me." });
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "comment",
        id: expect.stringMatching(UUID_V7),
        activityId: thread,
        authorId: team.member.id,
        content: "Looks good to me.",
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: res.body.createdAt,
      });
      const list = await team.captain.api.get(commentsPath(thread));
      expectStatus(list, 200);
      expect(list.body).toEqual({ data: [res.body], has_more: false, next_cursor: null });
    });

    it.each(ROLES)("a %s may comment, and is the author", async (role) => {
      const thread = await newThread();
      const user = team.roles[role];
      const res = await user.api.post(commentsPath(thread), { content: `from ${role}` });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ activityId: thread, authorId: user.id, content: `from ${role}` });
    });

    it("stores the content exactly as sent: whitespace, markdown, other scripts", async () => {
      const content = "  Line one\n\n- **bold** `code`\n\t«quoted» 日本語 ✅  ";
      const res = await team.staff.api.post(commentsPath(await newThread()), { content });
      expectStatus(res, 201);
      expect(res.body.content).toBe(content);
      expect((await team.member.api.get(commentsPath(res.body.activityId))).body.data[0].content).toBe(content);
    });

    it("finds the activity by an upper-case id", async () => {
      const thread = await newThread();
      const res = await team.member.api.post(commentsPath(thread.toUpperCase()), { content: "x" });
      expectStatus(res, 201);
      expect(res.body.activityId).toBe(thread);
      expect((await team.member.api.get(commentsPath(thread.toUpperCase()))).body.data).toEqual([res.body]);
    });

    // Lengths are counted in characters (code points): an emoji is one.
    const accepted: Array<[string, string]> = [
      ["content of 1", "x"],
      ["content of 5000", "x".repeat(5000)],
      ["5000 accented letters", "é".repeat(5000)],
      ["5000 emoji", "😀".repeat(5000)],
      ["whitespace only", " "],
    ];
    it.each(accepted)("accepts %s", async (_label, content) => {
      const res = await team.member.api.post(commentsPath(), { content });
      expectStatus(res, 201);
      expect(res.body.content).toBe(content);
    });

    const rejected: Array<[string, Body, string, string]> = [
      ["missing content", {}, "parameter_missing", "content"],
      ["content of 0", { content: "" }, "parameter_invalid", "content"],
      ["content of 5001", { content: "x".repeat(5001) }, "parameter_invalid", "content"],
      ["5001 emoji", { content: "😀".repeat(5001) }, "parameter_invalid", "content"],
      ["content null", { content: null }, "parameter_invalid", "content"],
      ["content a number", { content: 5 }, "parameter_invalid", "content"],
      ["content an array", { content: ["x"] }, "parameter_invalid", "content"],
      ["content an object", { content: { text: "x" } }, "parameter_invalid", "content"],
      ["a NUL character in the content", { content: "a\u0000b" }, "parameter_invalid", "content"],
      ["unknown field", { content: "x", mood: "happy" }, "unknown_parameter", "mood"],
      ["a misspelt content", { contents: "x" }, "unknown_parameter", "contents"],
      ["authorId is not writable", { content: "x", authorId: ABSENT_ID }, "unknown_parameter", "authorId"],
      ["activityId is not writable", { content: "x", activityId: ABSENT_ID }, "unknown_parameter", "activityId"],
      ["id is not writable", { content: "x", id: ABSENT_ID }, "unknown_parameter", "id"],
    ];
    it.each(rejected)("rejects %s and writes nothing", async (_label, body, code, param) => {
      const before = await team.member.api.get(`${commentsPath()}?limit=100`);
      expectError(await team.member.api.post(commentsPath(), body), 400, "invalid_request_error", code, param);
      expect((await team.member.api.get(`${commentsPath()}?limit=100`)).body).toEqual(before.body);
    });

    it("rejects a body that is not JSON, or not an object", async () => {
      const thread = await newThread();
      expectError(await team.member.api.request("POST", commentsPath(thread), { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
      expectError(await team.member.api.request("POST", commentsPath(thread), { rawBody: "[1]" }), 400, "invalid_request_error", "parameter_invalid", "body");
      expectError(await team.member.api.request("POST", commentsPath(thread), { rawBody: '"text"' }), 400, "invalid_request_error", "parameter_invalid", "body");
      expect((await team.member.api.get(commentsPath(thread))).body.data).toEqual([]);
    });

    it("needs the write scope, and checks it first", async () => {
      const thread = await newThread();
      expectError(await team.readOnly.post(commentsPath(thread), { content: "x" }), 403, "permission_error", "insufficient_scope");
      expectError(await team.readOnly.post(commentsPath(ABSENT_ID), { content: "x" }), 403, "permission_error", "insufficient_scope");
      expect((await team.member.api.get(commentsPath(thread))).body.data).toEqual([]);
    });

    it.each([
      ["a missing activity", () => ABSENT_ID],
      ["a non-UUID id", () => "not-an-activity"],
      ["a number", () => "123"],
      ["an id with a NUL character", () => "a%00b"],
      ["another team's activity", () => foreignActivityId],
    ])("answers 404 resource_not_found for %s", async (_label, id) => {
      expectError(await team.member.api.post(commentsPath(id()), { content: "x" }), 404, "not_found_error", "resource_not_found");
      expectError(await team.captain.api.get(commentsPath(id())), 404, "not_found_error", "resource_not_found");
    });

    it("never writes into another team's thread", async () => {
      const before = (await other.member.api.get(commentsPath(foreignActivityId))).body;
      for (const user of [team.captain, team.staff, team.member]) {
        expectError(await user.api.post(commentsPath(foreignActivityId), { content: "hello" }), 404, "not_found_error", "resource_not_found");
      }
      expect((await other.member.api.get(commentsPath(foreignActivityId))).body).toEqual(before);
    });

    it("an outsider neither reads nor writes this team's thread", async () => {
      const thread = await newThread();
      await addComments(team.member.api, thread, ["private"]);
      expectError(await team.outsider.api.get(commentsPath(thread)), 404, "not_found_error", "resource_not_found");
      expectError(await team.outsider.api.post(commentsPath(thread), { content: "x" }), 404, "not_found_error", "resource_not_found");
      expect((await team.member.api.get(commentsPath(thread))).body.data.map((c: Body) => c.content)).toEqual(["private"]);
    });
  });

  describe("GET /activities/{activityId}/comments", () => {
    it("lists a thread oldest first, whoever wrote each comment", async () => {
      const thread = await newThread();
      const first = (await addComments(team.captain.api, thread, ["first"]))[0];
      const second = (await addComments(team.member.api, thread, ["second"]))[0];
      const third = (await addComments(team.staff.api, thread, ["third"]))[0];
      const res = await team.readOnly.get(commentsPath(thread));
      expectStatus(res, 200);
      expect(res.body).toEqual({ data: [first, second, third], has_more: false, next_cursor: null });
      expect(res.body.data.map((c: Body) => c.authorId)).toEqual([team.captain.id, team.member.id, team.staff.id]);
    });

    it("an activity without comments has an empty thread", async () => {
      expect((await team.member.api.get(commentsPath(await newThread()))).body).toEqual({ data: [], has_more: false, next_cursor: null });
    });

    it("keeps each activity's thread to itself", async () => {
      const a = await newThread();
      const b = await newThread();
      const [onA] = await addComments(team.member.api, a, ["on a"]);
      const [onB] = await addComments(team.member.api, b, ["on b"]);
      expect((await team.member.api.get(commentsPath(a))).body.data).toEqual([onA]);
      expect((await team.member.api.get(commentsPath(b))).body.data).toEqual([onB]);
    });

    it("pages with limit and starting_after", async () => {
      const thread = await newThread();
      const created = await addComments(team.member.api, thread, ["c1", "c2", "c3", "c4", "c5"]);
      const page1 = await team.member.api.get(`${commentsPath(thread)}?limit=2`);
      expectStatus(page1, 200);
      expect(page1.body).toEqual({ data: created.slice(0, 2), has_more: true, next_cursor: expect.any(String) });
      const page2 = await team.member.api.get(`${commentsPath(thread)}?limit=2&starting_after=${page1.body.next_cursor}`);
      expect(page2.body).toEqual({ data: created.slice(2, 4), has_more: true, next_cursor: expect.any(String) });
      const page3 = await team.member.api.get(`${commentsPath(thread)}?limit=2&starting_after=${page2.body.next_cursor}`);
      expect(page3.body).toEqual({ data: created.slice(4), has_more: false, next_cursor: null });
      // A page that ends exactly at the last comment says so.
      const exact = await team.member.api.get(`${commentsPath(thread)}?limit=5`);
      expect(exact.body).toEqual({ data: created, has_more: false, next_cursor: null });
      for (const limit of [1, 3, 100]) {
        const { ids, pages } = await walkPages(team.member.api, commentsPath(thread), limit);
        expect(ids).toEqual(created.map((c) => c.id));
        expect(pages).toBe(Math.ceil(created.length / limit));
      }
    });

    it("pages 25 at a time by default", async () => {
      const thread = await newThread();
      const created = await addComments(team.member.api, thread, Array.from({ length: 26 }, (_, i) => `n${i}`));
      const first = await team.member.api.get(commentsPath(thread));
      expect(first.body.data).toEqual(created.slice(0, 25));
      expect(first.body.has_more).toBe(true);
      const rest = await team.member.api.get(`${commentsPath(thread)}?starting_after=${first.body.next_cursor}`);
      expect(rest.body).toEqual({ data: created.slice(25), has_more: false, next_cursor: null });
    });

    it("a comment added while paging shows up on a later page", async () => {
      const thread = await newThread();
      const created = await addComments(team.member.api, thread, ["a", "b"]);
      const page1 = await team.member.api.get(`${commentsPath(thread)}?limit=1`);
      expect(page1.body).toEqual({ data: [created[0]], has_more: true, next_cursor: expect.any(String) });
      const [late] = await addComments(team.staff.api, thread, ["late"]);
      const rest = await team.member.api.get(`${commentsPath(thread)}?limit=10&starting_after=${page1.body.next_cursor}`);
      expect(rest.body).toEqual({ data: [created[1], late], has_more: false, next_cursor: null });
    });

    it.each([
      ["garbage", "garbage"],
      ["an empty cursor", ""],
      ["base64 of something else", Buffer.from('{"id":1}').toString("base64url")],
      ["a cursor holding a non-UUID", Buffer.from('["nope"]').toString("base64url")],
      ["a document search cursor", Buffer.from(JSON.stringify([1.5, ABSENT_ID])).toString("base64url")],
      ["padding and symbols", "abc=="],
    ])("rejects %s as starting_after with 400 invalid_cursor", async (_label, cursor) => {
      expectError(
        await team.member.api.get(`${commentsPath()}?starting_after=${encodeURIComponent(cursor)}`),
        400,
        "invalid_request_error",
        "invalid_cursor",
        "starting_after",
      );
    });

    it.each([
      ["limit=0", "parameter_invalid", "limit"],
      ["limit=101", "parameter_invalid", "limit"],
      ["limit=1.5", "parameter_invalid", "limit"],
      ["limit=ten", "parameter_invalid", "limit"],
      ["limit=-1", "parameter_invalid", "limit"],
      ["order=desc", "unknown_parameter", "order"],
    ])("rejects ?%s", async (query, code, param) => {
      expectError(await team.member.api.get(`${commentsPath()}?${query}`), 400, "invalid_request_error", code, param);
    });

    it("accepts limit 1 and 100", async () => {
      expectStatus(await team.member.api.get(`${commentsPath()}?limit=1`), 200);
      expectStatus(await team.member.api.get(`${commentsPath()}?limit=100`), 200);
    });
  });
});
