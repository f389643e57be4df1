// Concurrency over HTTP on both engines: parallel PATCHes of one activity lose no field and answer
// consistent records; parallel comments are all kept, once each; requests pipelined on one connection
// are answered in order, each whole (decision 0030); the rate limit allows exactly its
// budget under a burst, in-process and through Redis. (The AI quota under 50 parallel calls is in
// test/ai/ai-api.test.ts; racing If-Match and idempotency keys in test/api/etags and idempotency.)
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addMember, createTeam } from "../../src/domain/operator/admin.js";
import { expectStatus, type ApiResponse } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, makeUser, type TestTeam } from "../support/factories.js";
import { startServer, sharedServer, type ServerHandle, type TestServer } from "../support/start-server.js";

const ROUNDS = 8;

describe.each(testEngines())("concurrent writes (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let sprintId: string;
  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
  });

  it("parallel PATCHes of different fields of one activity all land: no lost update", async () => {
    const activity = await makeActivity(team, sprintId, { title: "start" });
    const path = `/api/v1/activities/${activity.id}`;
    for (let round = 0; round < ROUNDS; round++) {
      const changes: Array<Record<string, unknown>> = [
        { title: `title ${round}` },
        { description: `description ${round}` },
        { points: round + 1 },
        { priority: round % 2 ? "HIGH" : "LOW" },
        { dueDate: `2027-01-${String(round + 10).padStart(2, "0")}` },
        { status: round % 2 ? "IN_PROGRESS" : "BLOCKED" },
        { assignedTo: [team.captain.id, team.staff.id, team.member.id][round % 3] },
      ];
      const callers = [team.captain, team.staff, team.member];
      const answers = await Promise.all(changes.map((change, i) => (callers[i % 3] ?? team.captain).api.patch(path, change)));
      answers.forEach((res, i) => {
        expectStatus(res, 200);
        // Each answer is the record right after its own write: it shows its own change.
        expect(res.body).toMatchObject(changes[i] as object);
      });
      const final = await team.captain.api.get(path);
      expect(final.body).toMatchObject(Object.assign({}, ...changes));
      // The last write's answer is the stored record, updatedAt included.
      const latest = answers.map((r) => r.body).sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0)).at(-1);
      expect(final.body.updatedAt).toBe(latest.updatedAt);
    }
  });

  it("parallel PATCHes of the same fields answer whole records, and the stored one is one of them", async () => {
    const activity = await makeActivity(team, sprintId, { title: "start" });
    const path = `/api/v1/activities/${activity.id}`;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => team.staff.api.patch(path, { title: `writer ${i}`, description: `by writer ${i}`, points: i })),
    );
    for (const [i, res] of answers.entries()) {
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ title: `writer ${i}`, description: `by writer ${i}`, points: i });
    }
    const final = (await team.captain.api.get(path)).body;
    const writer = Number(/^writer (\d+)$/.exec(final.title)?.[1]);
    // Never a mix of two writers' fields.
    expect(final).toMatchObject({ description: `by writer ${writer}`, points: writer });
  });

  it("parallel PATCHes of a sprint and a document lose no field", async () => {
    const sprint = await makeSprint(team, { name: "start" });
    const document = (await team.captain.api.post(`/api/v1/teams/${team.id}/documents`, { title: "start", content: "start" })).body;
    for (let round = 0; round < ROUNDS; round++) {
      const sprintChanges = [{ name: `name ${round}` }, { description: `description ${round}` }, { goal: `goal ${round}` }, { status: round % 2 ? "ACTIVE" : "PLANNED" }];
      const documentChanges = [{ title: `title ${round}` }, { content: `content ${round}` }, { sprintId: round % 2 ? sprint.id : null }];
      const answers = await Promise.all([
        ...sprintChanges.map((change) => team.staff.api.patch(`/api/v1/sprints/${sprint.id}`, change)),
        ...documentChanges.map((change) => team.member.api.patch(`/api/v1/documents/${document.id}`, change)),
      ]);
      for (const res of answers) expectStatus(res, 200);
      expect((await team.captain.api.get(`/api/v1/sprints/${sprint.id}`)).body).toMatchObject(Object.assign({}, ...sprintChanges));
      expect((await team.captain.api.get(`/api/v1/documents/${document.id}`)).body).toMatchObject(Object.assign({}, ...documentChanges));
    }
  });

  it("two PATCHes of a sprint's dates, each valid alone but not together: one wins, the other is 400", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sprint = await makeSprint(team, { name: "dates", startDate: "2027-01-01", endDate: "2027-01-31" });
      const path = `/api/v1/sprints/${sprint.id}`;
      const [end, start] = await Promise.all([team.captain.api.patch(path, { endDate: "2027-01-05" }), team.staff.api.patch(path, { startDate: "2027-01-20" })]);
      const statuses = [end.status, start.status].sort();
      expect(statuses, `${end.text}\n${start.text}`).toEqual([200, 400]);
      const refused = end.status === 400 ? end : start;
      expect(refused.body.error).toMatchObject({ type: "invalid_request_error", code: "invalid_date_range" });
      const final = (await team.captain.api.get(path)).body;
      expect(final.startDate <= final.endDate, JSON.stringify(final)).toBe(true);
    }
  });

  it("parallel comments from every member are all kept, once each, in thread order", async () => {
    const activity = await makeActivity(team, sprintId);
    const path = `/api/v1/activities/${activity.id}/comments`;
    const authors = [team.captain, team.staff, team.member];
    const answers: ApiResponse[] = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (authors[i % 3] ?? team.captain).api.post(path, { content: `comment ${i}` })),
    );
    for (const [i, res] of answers.entries()) {
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ object: "comment", activityId: activity.id, content: `comment ${i}`, authorId: authors[i % 3]?.id });
    }
    const listed: Array<{ id: string; content: string }> = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse = await team.member.api.get(`${path}?limit=7${cursor ? `&starting_after=${cursor}` : ""}`);
      expectStatus(page, 200);
      listed.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(listed.map((c) => c.id)).toEqual(answers.map((r) => r.body.id as string).sort());
    expect(new Set(listed.map((c) => c.content)).size).toBe(60);
  });

  it("answers requests pipelined on one connection in their order, each whole, however their turns group them", async () => {
    const activities = await Promise.all([1, 2, 3].map((n) => makeActivity(team, sprintId, { title: `pipelined ${n}` })));
    const paths = activities.map((activity) => `/api/v1/activities/${activity.id}`);
    const sent = [paths[0], `/api/v1/activities/${randomUUID()}`, paths[1], "/api/v1/me", paths[2]] as string[];
    const socket = connect({ port: Number(new URL(server.url).port), host: "127.0.0.1" });
    await once(socket, "connect");
    // Every request in one write: the server reads them in one turn and answers them in order.
    socket.write(sent.map((path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${team.member.key}\r\n\r\n`).join(""));
    let received = Buffer.alloc(0);
    const answers: Array<{ status: number; body: { object?: string; id?: string; error?: { code: string } } }> = [];
    for await (const chunk of socket) {
      received = Buffer.concat([received, chunk as Buffer]);
      for (;;) {
        const end = received.indexOf("\r\n\r\n");
        if (end < 0) break;
        const head = received.subarray(0, end).toString("latin1");
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
        if (received.length < end + 4 + length) break;
        answers.push({ status: Number(head.split(" ")[1]), body: JSON.parse(received.subarray(end + 4, end + 4 + length).toString("utf8")) });
        received = received.subarray(end + 4 + length);
      }
      if (answers.length === sent.length) break;
    }
    socket.destroy();
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.id ?? answer.body.object ?? answer.body.error?.code)).toEqual([
      activities[0]?.id,
      "resource_not_found",
      activities[1]?.id,
      "identity",
      activities[2]?.id,
    ]);
  });

  it("parallel creates in one sprint are all kept with distinct ids", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => team.member.api.post(`/api/v1/teams/${team.id}/activities`, { title: `parallel ${i}`, sprintId })),
    );
    for (const res of answers) expectStatus(res, 201);
    const ids = new Set(answers.map((r) => r.body.id as string));
    expect(ids.size).toBe(40);
    const listed = await team.member.api.get(`/api/v1/teams/${team.id}/activities?sprintId=${sprintId}&limit=100`);
    const titles = listed.body.data.map((a: { title: string }) => a.title).filter((t: string) => t.startsWith("parallel "));
    expect(titles.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `parallel ${i}`).sort());
  });
});

const redisUrl = inject("redisUrl");
const stores: Array<[string, Record<string, string>]> = [["in-process", {}]];
if (redisUrl) stores.push(["Redis", { REDIS_URL: redisUrl }]);

describe.each(stores)("the rate limit under a burst (%s store)", (_store, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { ...env, SPRINTROOM_REDIS_PREFIX: `sprintroom-test:${randomUUID()}:`, SPRINTROOM_RATE_LIMITS: "FREE=25" });
  });
  afterAll(async () => server?.close());

  it("allows exactly the limit of 80 parallel requests, and the 429s say so", async () => {
    const user = await makeUser(server);
    const team = await createTeam(server.services, { name: "Burst", plan: "FREE" });
    await addMember(server.services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const answers = await Promise.all(Array.from({ length: 80 }, () => user.api.get(`/api/v1/teams/${team.id}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    // Every allowed answer saw a different remaining count: 24 down to 0, once each.
    const remaining = answers.filter((r) => r.status === 200).map((r) => Number(r.headers.get("x-ratelimit-remaining")));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});
