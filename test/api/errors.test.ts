// The error envelope everywhere: unknown routes, bad JSON, oversize bodies, bad query values, router
// errors, and unexpected failures (500, no details leaked). X-Request-Id on every response.
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus, request, type ApiResponse } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, sharedServer, type ServerHandle } from "../support/start-server.js";

describe.each(testEngines())("errors and request ids (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const sprints = () => `/api/v1/teams/${team.id}/sprints`;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
  });

  it("gives every response a distinct req_ id, equal to the body's on errors", async () => {
    const responses = [
      await team.captain.api.get("/api/v1/me"),
      await team.captain.api.post(sprints(), { name: "x" }),
      await team.captain.api.post(sprints(), {}),
      await request(server.url, "GET", "/api/v1/me"),
      await team.member.api.post(sprints(), { name: "x" }),
      await team.captain.api.get("/api/v1/sprints/nope"),
      await request(server.url, "GET", "/nowhere"),
      await request(server.url, "GET", "/healthz"),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 201, 400, 401, 403, 404, 404, 200]);
    const ids = responses.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-Za-z]{24}$/);
    // Every response but the health check carries the rate-limit headers, errors and unknown routes included.
    for (const r of responses.slice(0, -1)) expect(r.headers.get("x-ratelimit-remaining"), String(r.status)).toMatch(/^\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of responses.filter((x) => x.status >= 400)) expect(r.body.request_id).toBe(r.headers.get("x-request-id"));
  });

  it("answers unknown routes and methods with 404 not_found_error", async () => {
    expectError(await request(server.url, "GET", "/api/v1/nope"), 404, "not_found_error", "route_not_found");
    expectError(await team.captain.api.request("DELETE", `/api/v1/teams/${team.id}`), 404, "not_found_error", "route_not_found");
    // `/` is the board's (test/web/board-pages.test.ts); anything else outside the API is not found.
    expectError(await request(server.url, "GET", "/nope"), 404, "not_found_error", "route_not_found");
  });

  it("answers malformed, empty, non-object and poisoned JSON with 400", async () => {
    const raw = (rawBody: string) => team.captain.api.request("POST", sprints(), { rawBody });
    expectError(await raw("{bad"), 400, "invalid_request_error", "invalid_json", "body");
    expectError(await raw(""), 400, "invalid_request_error", "invalid_json", "body");
    expectError(await raw('{"name": "x",}'), 400, "invalid_request_error", "invalid_json", "body");
    expectError(await raw('"just a string"'), 400, "invalid_request_error", "parameter_invalid", "body");
    expectError(await raw("null"), 400, "invalid_request_error", "parameter_invalid", "body");
    expectError(await raw('{"name":"x","__proto__":{"admin":true}}'), 400, "invalid_request_error", "invalid_json", "body");
    expectError(await raw('{"name":"x","constructor":{"prototype":{"admin":true}}}'), 400, "invalid_request_error", "invalid_json", "body");
  });

  it("refuses JSON nested deeper than 64 levels, however deep, with a 400", async () => {
    for (const depth of [65, 1000, 200_000]) {
      const raw = `{"name":"x","goal":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      expectError(await team.captain.api.request("POST", sprints(), { rawBody: raw }), 400, "invalid_request_error", "invalid_json", "body");
    }
    const ok = `{"name":"x","goal":${"[".repeat(62)}${"]".repeat(62)}}`;
    expectError(await team.captain.api.request("POST", sprints(), { rawBody: ok }), 400, "invalid_request_error", "parameter_invalid", "goal");
    expectStatus(await team.captain.api.request("POST", sprints(), { rawBody: '{"name":"brackets [[[{{ in a string"}' }), 201);
  });

  it("refuses NUL characters in text with a 400 naming the field, never a 500", async () => {
    expectError(await team.captain.api.post(sprints(), { name: "a\u0000b" }), 400, "invalid_request_error", "parameter_invalid", "name");
    expectError(await team.captain.api.post(sprints(), { name: "ok", "go\u0000al": "x" }), 400, "invalid_request_error", "parameter_invalid", "go\u0000al");
    expectError(await team.captain.api.get(`${sprints()}?starting_after=a%00b`), 400, "invalid_request_error", "parameter_invalid", "starting_after");
    const sprint = await makeSprint(team);
    expectError(
      await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: "x", sprintId: sprint.id, description: "line\u0000" }),
      400,
      "invalid_request_error",
      "parameter_invalid",
      "description",
    );
  });

  it("refuses lone surrogates in text with a 400 naming the field (UTF-8 cannot store them; they came back as U+FFFD)", async () => {
    const raw = (rawBody: string) => team.captain.api.request("POST", sprints(), { rawBody });
    expectError(await raw('{"name":"\\ud800"}'), 400, "invalid_request_error", "parameter_invalid", "name");
    expectError(await raw('{"name":"ok","goal":"a\\udfffb"}'), 400, "invalid_request_error", "parameter_invalid", "goal");
    expectError(await raw('{"name":"ok","\\udc00\\ud800":"x"}'), 400, "invalid_request_error", "parameter_invalid", "\udc00\ud800");
    const paired = await raw('{"name":"\\ud83d\\ude00 launch"}');
    expectStatus(paired, 201);
    expect((await team.captain.api.get(`/api/v1/sprints/${paired.body.id}`)).body.name).toBe("😀 launch");
  });

  it("refuses a JSON object that names a key twice with 400 invalid_json naming the key, never keeping either value", async () => {
    const raw = (rawBody: string) => team.captain.api.request("POST", sprints(), { rawBody });
    const before = (await team.captain.api.get(`${sprints()}?limit=100`)).body.data.length;
    expectError(await raw('{"name":"a","name":"b"}'), 400, "invalid_request_error", "invalid_json", "name");
    expectError(await raw('{"name":"a","goal":"g","n\\u0061me":"b"}'), 400, "invalid_request_error", "invalid_json", "name");
    expectError(await raw('{"name":"a","goal":{"x":1,"x":2}}'), 400, "invalid_request_error", "invalid_json", "goal.x");
    expectError(await raw('{"name":"a","goal":[{"x":1},{"y":1,"y":2}]}'), 400, "invalid_request_error", "invalid_json", "goal.1.y");
    expectError(await raw('{"":1,"":2}'), 400, "invalid_request_error", "invalid_json", "body");
    expect((await team.captain.api.get(`${sprints()}?limit=100`)).body.data).toHaveLength(before);
    // The same key in sibling objects, or a key's text inside a string, is no duplicate.
    expectError(await raw('{"name":"a","goal":[{"x":1},{"x":2}]}'), 400, "invalid_request_error", "parameter_invalid", "goal");
    expectStatus(await raw('{"name":"\\"name\\": twice","goal":"\\"name\\":"}'), 201);
  });

  it("takes JSON in UTF-8 only: another declared charset is 415, bytes that are not UTF-8 are 400 (they were stored as U+FFFD)", async () => {
    const send = async (body: Uint8Array, contentType: string): Promise<ApiResponse> => {
      const res = await fetch(`${server.url}${sprints()}`, {
        method: "POST",
        headers: { authorization: `Bearer ${team.captain.key}`, "content-type": contentType },
        body,
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
    };
    const latin1 = new Uint8Array(Buffer.from('{"name":"café"}', "latin1"));
    const utf8 = new Uint8Array(Buffer.from('{"name":"café"}', "utf8"));
    expectError(await send(latin1, "application/json"), 400, "invalid_request_error", "invalid_json", "body");
    for (const type of ["application/json; charset=latin1", "application/json; charset=ISO-8859-1", "application/json; charset=utf-16", "application/json; charset="]) {
      expectError(await send(utf8, type), 415, "invalid_request_error", "unsupported_media_type");
    }
    for (const type of ["application/json; charset=utf-8", 'application/json; charset="UTF-8"', "application/json;charset=utf8"]) {
      const res = await send(utf8, type);
      expectStatus(res, 201);
      expect(res.body.name).toBe("café");
    }
  });

  it("names the part of the request when a field's name is empty", async () => {
    expectError(await team.captain.api.post(sprints(), { name: "x", "": 1 }), 400, "invalid_request_error", "unknown_parameter", "body");
    expectError(await team.captain.api.get(`${sprints()}?=1`), 400, "invalid_request_error", "unknown_parameter", "query");
  });

  it("refuses a DELETE's body as any other: not JSON is 415, malformed JSON is 400", async () => {
    const sprint = await makeSprint(team);
    const del = (rawBody: string, contentType: string) =>
      team.captain.api.request("DELETE", `/api/v1/sprints/${sprint.id}`, { rawBody, headers: { "content-type": contentType } });
    expectError(await del("x", "text/plain"), 415, "invalid_request_error", "unsupported_media_type");
    expectError(await del("{bad", "application/json"), 400, "invalid_request_error", "invalid_json", "body");
    expectStatus(await del("{}", "application/json"), 204);
  });

  it("refuses bodies over 2 MiB with 413 and other media types with 415", async () => {
    const big = JSON.stringify({ name: "x", description: "y".repeat(2 * 1024 * 1024) });
    expectError(await team.captain.api.request("POST", sprints(), { rawBody: big }), 413, "invalid_request_error", "request_too_large");
    expectError(
      await team.captain.api.request("POST", sprints(), { rawBody: "name=x", headers: { "content-type": "text/plain" } }),
      415,
      "invalid_request_error",
      "unsupported_media_type",
    );
  });

  it.each([
    ["limit=0", "parameter_invalid", "limit"],
    ["limit=101", "parameter_invalid", "limit"],
    ["limit=1.5", "parameter_invalid", "limit"],
    ["limit=abc", "parameter_invalid", "limit"],
    ["limit=1&limit=2", "parameter_invalid", "limit"],
    ["starting_after=zzz", "invalid_cursor", "starting_after"],
    ["starting_after=WyJub3QtYS11dWlkIl0", "invalid_cursor", "starting_after"],
    ["color=red", "unknown_parameter", "color"],
  ])("rejects ?%s on a list", async (query, code, param) => {
    expectError(await team.captain.api.get(`${sprints()}?${query}`), 400, "invalid_request_error", code, param);
  });

  it.each([
    ["limit=ten", "'limit' must be an integer from 1 to 100; got 'ten'."],
    ["limit=", "'limit' must be an integer from 1 to 100; got ''."],
    ["limit=0", "'limit' must be an integer from 1 to 100; got '0'."],
    ["limit=1.5", "'limit' must be an integer from 1 to 100; got '1.5'."],
    ["limit=1&limit=2", `'limit' must be an integer from 1 to 100; got '["1","2"]'.`],
  ])("says what ?%s sent, and the whole rule of the number", async (query, message) => {
    const res = await team.captain.api.get(`${sprints()}?${query}`);
    expectError(res, 400, "invalid_request_error", "parameter_invalid", "limit");
    expect(res.body.error.message).toBe(message);
  });

  it("states a body number's rule, null included where it is allowed, with what was sent", async () => {
    const sprint = await makeSprint(team);
    const activities = `/api/v1/teams/${team.id}/activities`;
    const res = await team.captain.api.post(activities, { title: "x", sprintId: sprint.id, points: "three" });
    expectError(res, 400, "invalid_request_error", "parameter_invalid", "points");
    expect(res.body.error.message).toBe("'points' must be an integer from 0 to 100, or null; got 'three'.");
  });

  it("accepts limit at both edges", async () => {
    await makeSprint(team);
    expect((await team.captain.api.get(`${sprints()}?limit=1`)).body.data).toHaveLength(1);
    expectStatus(await team.captain.api.get(`${sprints()}?limit=100`), 200);
  });

  it("keeps router errors in the envelope", async () => {
    const long = await team.captain.api.get(`/api/v1/sprints/${"a".repeat(1200)}`);
    expectError(long, 414, "invalid_request_error", "uri_too_long");
    expect(long.headers.get("x-ratelimit-limit")).not.toBeNull();
    expectError(await team.captain.api.get("/api/v1/sprints/%E0%A4%A"), 400, "invalid_request_error", "invalid_url", "path");
  });

  it("turns an unexpected failure into 500 api_error without details", async () => {
    const broken = await startServer(engine);
    const t = await makeTeam(broken);
    await broken.services.db.close();
    const res = await t.captain.api.get("/api/v1/me");
    expectError(res, 500, "api_error", "internal_error");
    expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(res.text).not.toMatch(/sqlite|postgres|pool|stack|at .*\.ts/i);
    await expect(broken.close()).resolves.toBeUndefined();
  });
});
