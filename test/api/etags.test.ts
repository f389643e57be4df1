// Optimistic concurrency: ETags on single records, If-None-Match → 304, If-Match → 412 when stale,
// and two racing PATCHes with the same If-Match: exactly one wins, on both engines.
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

describe.each(testEngines())("ETags and conditional requests (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
  });

  it("every single-record GET, POST and PATCH carries a strong ETag that changes on every write", async () => {
    const created = await team.captain.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Tagged" });
    const tag = created.headers.get("etag");
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    const read = await team.captain.api.get(`/api/v1/sprints/${created.body.id}`);
    expect(read.headers.get("etag")).toBe(tag);
    const patched = await team.captain.api.patch(`/api/v1/sprints/${created.body.id}`, { name: "Tagged again" });
    expect(patched.headers.get("etag")).not.toBe(tag);
    expect((await team.captain.api.get(`/api/v1/sprints/${created.body.id}`)).headers.get("etag")).toBe(patched.headers.get("etag"));
    expect((await team.captain.api.patch(`/api/v1/sprints/${created.body.id}`, {})).headers.get("etag")).toBe(patched.headers.get("etag"));
    expect((await team.captain.api.get(`/api/v1/teams/${team.id}/sprints`)).headers.get("etag")).toBeNull();
  });

  it("GET with If-None-Match of the current tag is 304 with no body", async () => {
    const activity = await makeActivity(team, (await makeSprint(team)).id);
    const tag = (await team.member.api.get(`/api/v1/activities/${activity.id}`)).headers.get("etag") as string;
    const res = await team.member.api.get(`/api/v1/activities/${activity.id}`, { headers: { "if-none-match": tag } });
    expect(res.status).toBe(304);
    expect(res.text).toBe("");
    expectStatus(await team.member.api.get(`/api/v1/activities/${activity.id}`, { headers: { "if-none-match": '"stale"' } }), 200);
  });

  it("PATCH with a stale If-Match is 412 and writes nothing; with the current one it writes", async () => {
    const doc = await team.member.api.post(`/api/v1/teams/${team.id}/documents`, { title: "v1", content: "one" });
    const v1 = doc.headers.get("etag") as string;
    const v2 = await team.member.api.patch(`/api/v1/documents/${doc.body.id}`, { content: "two" }, { headers: { "if-match": v1 } });
    expectStatus(v2, 200);
    const stale = await team.member.api.patch(`/api/v1/documents/${doc.body.id}`, { content: "three" }, { headers: { "if-match": v1 } });
    expectError(stale, 412, "invalid_request_error", "precondition_failed");
    expect((await team.member.api.get(`/api/v1/documents/${doc.body.id}`)).body.content).toBe("two");
    expectStatus(await team.member.api.patch(`/api/v1/documents/${doc.body.id}`, { content: "any" }, { headers: { "if-match": "*" } }), 200);
    expectStatus(await team.member.api.patch(`/api/v1/documents/${doc.body.id}`, { content: "none" }), 200);
  });

  it("of two PATCHes racing with the same If-Match, exactly one wins and the record holds its change", async () => {
    for (let round = 0; round < 5; round++) {
      const activity = await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: "race", sprintId: (await makeSprint(team)).id });
      const tag = activity.headers.get("etag") as string;
      const [a, b] = await Promise.all(
        ["alpha", "beta"].map((title) => team.captain.api.patch(`/api/v1/activities/${activity.body.id}`, { title }, { headers: { "if-match": tag } })),
      );
      const statuses = [a?.status, b?.status].sort();
      expect(statuses).toEqual([200, 412]);
      const winner = a?.status === 200 ? a : b;
      expect((await team.captain.api.get(`/api/v1/activities/${activity.body.id}`)).body.title).toBe(winner?.body.title);
    }
  });
});
