import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_TYPES } from "../../src/schemas/resources.js";
import { ROLES } from "../../src/schemas/common.js";
import { ABSENT_ID, INVALID_UUIDS, VALID_UUID_SHAPES } from "../support/cases.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Body = Record<string, unknown>;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** `https://example.com/` is 20 characters; this pads a URL to an exact length. */
const urlOfLength = (length: number) => `https://example.com/${"a".repeat(length - 20)}`;

describe.each(testEngines())("resources (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let activityId: string;
  let foreignActivityId: string;
  const resourcesPath = (teamId?: string) => `/api/v1/teams/${teamId ?? team.id}/resources`;
  const valid = { title: "Designs", url: "https://example.com/designs" };

  /** Placeholders in a table row become the ids made in beforeAll. */
  const resolve = (body: Body): Body => ({
    ...body,
    ...(body.activityId === "OWN" ? { activityId } : {}),
    ...(body.activityId === "FOREIGN" ? { activityId: foreignActivityId } : {}),
  });

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    activityId = (await makeActivity(team, (await makeSprint(team)).id)).id;
    foreignActivityId = (await makeActivity(other, (await makeSprint(other)).id)).id;
  });

  describe("POST /teams/{teamId}/resources", () => {
    it("creates a link with the default type and returns the full record", async () => {
      const res = await team.member.api.post(resourcesPath(), valid);
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "resource",
        id: expect.stringMatching(UUID_V7),
        teamId: team.id,
        title: "Designs",
        url: "https://example.com/designs",
        type: "LINK",
        activityId: null,
        createdBy: team.member.id,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: res.body.createdAt,
      });
      const list = await team.captain.api.get(`${resourcesPath()}?limit=1`);
      expect(list.body.data).toEqual([res.body]);
    });

    it("stores every writable field", async () => {
      const body = { title: "Spec", url: "https://example.com/spec.pdf", type: "PDF", activityId };
      const res = await team.staff.api.post(resourcesPath(), body);
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ ...body, createdBy: team.staff.id, teamId: team.id });
    });

    it.each(ROLES)("a %s may add a resource", async (role) => {
      const res = await team.roles[role].api.post(resourcesPath(), { ...valid, title: role });
      expectStatus(res, 201);
      expect(res.body.createdBy).toBe(team.roles[role].id);
    });

    it("stores an upper-case activityId in lower case", async () => {
      const res = await team.member.api.post(resourcesPath(), { ...valid, activityId: activityId.toUpperCase() });
      expectStatus(res, 201);
      expect(res.body.activityId).toBe(activityId);
    });

    const accepted: Array<[string, Body]> = [
      ["title of 1", { title: "a" }],
      ["title of 300", { title: "a".repeat(300) }],
      ["title of 300 emoji", { title: "📎".repeat(300) }],
      ["an http URL", { url: "http://example.com" }],
      ["an https URL with path, query and fragment", { url: "https://example.com/a/b?x=1&y=%20#top" }],
      ["a URL with a port", { url: "http://localhost:3000/x" }],
      ["an IP address", { url: "http://127.0.0.1/" }],
      ["an IPv6 address", { url: "http://[::1]:8080/" }],
      ["an upper-case scheme and host", { url: "HTTPS://EXAMPLE.COM/Docs" }],
      ["an international domain and path", { url: "https://例え.jp/パス" }],
      ["a URL of 2048", { url: urlOfLength(2048) }],
      ["an activity link", { activityId: "OWN" }],
      ["a null activity link", { activityId: null }],
      ...RESOURCE_TYPES.map((t): [string, Body] => [`type ${t}`, { type: t }]),
    ];
    it.each(accepted)("accepts %s, stored as sent", async (_label, row) => {
      const body = resolve(row);
      const res = await team.member.api.post(resourcesPath(), { ...valid, ...body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject(body);
    });

    it("the nine types are exactly those docs/api.md lists", () => {
      expect([...RESOURCE_TYPES].sort()).toEqual(["DOCUMENT", "DRIVE", "IMAGE", "LINK", "NOTE", "PDF", "PRESENTATION", "VIDEO", "YOUTUBE"]);
    });

    const rejected: Array<[string, Body, string, string]> = [
      ["missing title", { title: undefined }, "parameter_missing", "title"],
      ["title of 0", { title: "" }, "parameter_invalid", "title"],
      ["title of 301", { title: "a".repeat(301) }, "parameter_invalid", "title"],
      ["title null", { title: null }, "parameter_invalid", "title"],
      ["title a number", { title: 7 }, "parameter_invalid", "title"],
      ["a NUL character in the title", { title: "a\u0000b" }, "parameter_invalid", "title"],
      ["missing url", { url: undefined }, "parameter_missing", "url"],
      ["url null", { url: null }, "parameter_invalid", "url"],
      ["url empty", { url: "" }, "parameter_invalid", "url"],
      ["url an object", { url: { href: "https://example.com" } }, "parameter_invalid", "url"],
      ["an ftp URL", { url: "ftp://example.com/file" }, "parameter_invalid", "url"],
      ["a javascript: URL", { url: "javascript:alert(1)" }, "parameter_invalid", "url"],
      ["a data: URL", { url: "data:text/html,<b>x</b>" }, "parameter_invalid", "url"],
      ["a file: URL", { url: "file:///etc/passwd" }, "parameter_invalid", "url"],
      ["a mailto: URL", { url: "mailto:someone@example.com" }, "parameter_invalid", "url"],
      ["a relative URL", { url: "/x" }, "parameter_invalid", "url"],
      ["a scheme-relative URL", { url: "//example.com/x" }, "parameter_invalid", "url"],
      ["a bare host", { url: "example.com" }, "parameter_invalid", "url"],
      ["http:// without a host", { url: "http://" }, "parameter_invalid", "url"],
      ["https:// without a host", { url: "https://" }, "parameter_invalid", "url"],
      ["http: without slashes", { url: "http:example.com" }, "parameter_invalid", "url"],
      ["https:/ with one slash", { url: "https:/example.com" }, "parameter_invalid", "url"],
      ["backslashes for slashes", { url: "https:\\\\example.com" }, "parameter_invalid", "url"],
      ["a space in the host", { url: "https://exa mple.com" }, "parameter_invalid", "url"],
      ["a leading space", { url: " https://example.com" }, "parameter_invalid", "url"],
      ["a trailing newline", { url: "https://example.com\n" }, "parameter_invalid", "url"],
      ["an embedded newline", { url: "https://exa\nmple.com" }, "parameter_invalid", "url"],
      ["an embedded tab", { url: "https://example.com/\tx" }, "parameter_invalid", "url"],
      ["a NUL character", { url: "https://example.com/\u0000" }, "parameter_invalid", "url"],
      ["a URL of 2049", { url: urlOfLength(2049) }, "parameter_invalid", "url"],
      ["an unknown type", { type: "SPREADSHEET" }, "parameter_invalid", "type"],
      ["a lower-case type", { type: "pdf" }, "parameter_invalid", "type"],
      ["an empty type", { type: "" }, "parameter_invalid", "type"],
      ["type null", { type: null }, "parameter_invalid", "type"],
      ["unknown field", { description: "x" }, "unknown_parameter", "description"],
      ["resourceType instead of type", { resourceType: "PDF" }, "unknown_parameter", "resourceType"],
      ["teamId is not writable", { teamId: ABSENT_ID }, "unknown_parameter", "teamId"],
      ["createdBy is not writable", { createdBy: ABSENT_ID }, "unknown_parameter", "createdBy"],
      ...INVALID_UUIDS.map((u): [string, Body, string, string] => [`activityId '${u}'`, { activityId: u }, "parameter_invalid", "activityId"]),
      ["activityId a number", { activityId: 1 }, "parameter_invalid", "activityId"],
      // Well-formed UUIDs pass the format check and then name no activity of the team.
      ...VALID_UUID_SHAPES.map((u): [string, Body, string, string] => [`activityId '${u}' (no such activity)`, { activityId: u }, "resource_missing", "activityId"]),
      ["activityId of another team", { activityId: "FOREIGN" }, "resource_missing", "activityId"],
    ];
    it.each(rejected)("rejects %s and writes nothing", async (_label, row, code, param) => {
      const before = await team.member.api.get(`${resourcesPath()}?limit=100`);
      const res = await team.member.api.post(resourcesPath(), { ...valid, ...resolve(row) });
      expectError(res, 400, "invalid_request_error", code, param);
      expect((await team.member.api.get(`${resourcesPath()}?limit=100`)).body).toEqual(before.body);
    });

    it("rejects a body that is not JSON, or not an object", async () => {
      expectError(await team.member.api.request("POST", resourcesPath(), { rawBody: "{oops" }), 400, "invalid_request_error", "invalid_json", "body");
      expectError(await team.member.api.request("POST", resourcesPath(), { rawBody: "[]" }), 400, "invalid_request_error", "parameter_invalid", "body");
    });

    it("needs the write scope", async () => {
      const before = await team.member.api.get(`${resourcesPath()}?limit=100`);
      expectError(await team.readOnly.post(resourcesPath(), valid), 403, "permission_error", "insufficient_scope");
      expect((await team.member.api.get(`${resourcesPath()}?limit=100`)).body).toEqual(before.body);
    });

    it.each([
      ["another team", () => other.id],
      ["a random UUID", () => ABSENT_ID],
      ["a non-UUID string", () => "not-a-team"],
      ["an id with a NUL character", () => "a%00b"],
    ])("answers 403 not_team_member for %s", async (_label, teamId) => {
      expectError(await team.member.api.post(resourcesPath(teamId()), valid), 403, "permission_error", "not_team_member");
      expectError(await team.member.api.get(resourcesPath(teamId())), 403, "permission_error", "not_team_member");
    });

    it("an outsider can neither list nor add to the team's resources", async () => {
      const before = await team.member.api.get(`${resourcesPath()}?limit=100`);
      expectError(await team.outsider.api.post(resourcesPath(), valid), 403, "permission_error", "not_team_member");
      expectError(await team.outsider.api.get(resourcesPath()), 403, "permission_error", "not_team_member");
      expect((await team.member.api.get(`${resourcesPath()}?limit=100`)).body).toEqual(before.body);
    });
  });

  describe("GET /teams/{teamId}/resources", () => {
    let fresh: TestTeam;
    let act: string;
    let otherAct: string;
    const ids: Record<string, string> = {};
    const listIds = async (query: string) => {
      const res = await fresh.member.api.get(`${resourcesPath(fresh.id)}${query}`);
      expectStatus(res, 200);
      return res.body.data.map((r: { id: string }) => r.id);
    };

    beforeAll(async () => {
      fresh = await makeTeam(server);
      const sprint = (await makeSprint(fresh)).id;
      act = (await makeActivity(fresh, sprint)).id;
      otherAct = (await makeActivity(fresh, sprint)).id;
      const add = async (body: Body) => {
        const res = await fresh.member.api.post(resourcesPath(fresh.id), { title: "t", url: "https://example.com", ...body });
        expectStatus(res, 201);
        return res.body.id as string;
      };
      ids.link = await add({});
      ids.pdf = await add({ type: "PDF", activityId: act });
      ids.video = await add({ type: "VIDEO" });
      ids.pdf2 = await add({ type: "PDF" });
      ids.note = await add({ type: "NOTE", activityId: act });
      ids.drive = await add({ type: "DRIVE", activityId: otherAct });
      // Another team's resources on the same server never show up here.
      await other.member.api.post(resourcesPath(other.id), { title: "theirs", url: "https://example.com", type: "PDF" });
    });

    it("lists the team's resources newest first", async () => {
      expect(await listIds("")).toEqual([ids.drive, ids.note, ids.pdf2, ids.video, ids.pdf, ids.link]);
      const res = await fresh.readOnly.get(resourcesPath(fresh.id));
      expectStatus(res, 200);
      expect(res.body.has_more).toBe(false);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.data.every((r: Body) => r.teamId === fresh.id && r.object === "resource")).toBe(true);
    });

    it("filters by activityId", async () => {
      expect(await listIds(`?activityId=${act}`)).toEqual([ids.note, ids.pdf]);
      expect(await listIds(`?activityId=${otherAct}`)).toEqual([ids.drive]);
      expect(await listIds(`?activityId=${act.toUpperCase()}`)).toEqual([ids.note, ids.pdf]);
    });

    it("filters by type", async () => {
      expect(await listIds("?type=PDF")).toEqual([ids.pdf2, ids.pdf]);
      expect(await listIds("?type=LINK")).toEqual([ids.link]);
      expect(await listIds("?type=YOUTUBE")).toEqual([]);
    });

    it("combines the filters and pagination", async () => {
      expect(await listIds(`?type=PDF&activityId=${act}`)).toEqual([ids.pdf]);
      expect(await listIds(`?type=VIDEO&activityId=${act}`)).toEqual([]);
      const page1 = await fresh.member.api.get(`${resourcesPath(fresh.id)}?type=PDF&limit=1`);
      expect(page1.body).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
      expect(page1.body.data.map((r: Body) => r.id)).toEqual([ids.pdf2]);
      const page2 = await fresh.member.api.get(`${resourcesPath(fresh.id)}?type=PDF&limit=1&starting_after=${page1.body.next_cursor}`);
      expect(page2.body).toMatchObject({ has_more: false, next_cursor: null });
      expect(page2.body.data.map((r: Body) => r.id)).toEqual([ids.pdf]);
    });

    it("walks every resource exactly once, in order", async () => {
      const all = await listIds("?limit=100");
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=4${cursor ? `&starting_after=${cursor}` : ""}`;
        const res = await fresh.member.api.get(`${resourcesPath(fresh.id)}${query}`);
        expectStatus(res, 200);
        seen.push(...res.body.data.map((r: { id: string }) => r.id));
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all);
    });

    it("an activity of another team, or of nobody, matches nothing", async () => {
      expect(await listIds(`?activityId=${foreignActivityId}`)).toEqual([]);
      expect(await listIds(`?activityId=${ABSENT_ID}`)).toEqual([]);
    });

    it.each([
      ["type=nope", "parameter_invalid", "type"],
      ["type=pdf", "parameter_invalid", "type"],
      ["type=", "parameter_invalid", "type"],
      ["activityId=nope", "parameter_invalid", "activityId"],
      ["activityId=", "parameter_invalid", "activityId"],
      ["limit=0", "parameter_invalid", "limit"],
      ["limit=101", "parameter_invalid", "limit"],
      ["starting_after=garbage", "invalid_cursor", "starting_after"],
      ["kind=PDF", "unknown_parameter", "kind"],
    ])("rejects ?%s", async (query, code, param) => {
      expectError(await fresh.member.api.get(`${resourcesPath(fresh.id)}?${query}`), 400, "invalid_request_error", code, param);
    });
  });
});
