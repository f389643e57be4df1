// The change stream over real HTTP on both engines (issue 25): every committed write and no
// rolled-back one, resuming with Last-Event-ID under write load ends with exactly what /events
// lists, access rechecked (a revoked key, a member who left), another team's stream, a cursor no
// longer kept, the per-user limit, the filter, heartbeats, and one request of the rate limit.
import { connect } from "node:net";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeMembership } from "../../src/domain/operator/admin.js";
import { expectError, expectStatus, request, walkPages } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeExpiringKey, makeKey, makeSprint, makeTeam, revokeKey, type TestTeam } from "../support/factories.js";
import { eventsOf, openStream, type SseStream } from "../support/sse.js";
import { startServer, type TestServer } from "../support/start-server.js";

// FREE's two requests a minute show a held stream counted once; every other team is MAX.
const SETTINGS = {
  SPRINTROOM_STREAM_HEARTBEAT: "100ms",
  SPRINTROOM_STREAM_RECHECK: "200ms",
  SPRINTROOM_STREAMS_PER_USER: "3",
  SPRINTROOM_RATE_LIMITS: "FREE=2,ESSENTIAL=1000000,PRO=1000000,MAX=1000000",
};

describe.each(testEngines())("GET /teams/{teamId}/events/stream (%s)", (engine) => {
  let server: TestServer;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    server = await startServer(engine, SETTINGS);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
  });

  const open = async (team: TestTeam, key: string, query = "", headers: Record<string, string> = {}) => {
    const stream = await openStream(server.url, `/api/v1/teams/${team.id}/events/stream${query}`, key, headers);
    streams.push(stream);
    return stream;
  };
  /** Every event id /events lists for the team, oldest first. */
  const listed = async (team: TestTeam) => (await walkPages(team.captain.api, `/api/v1/teams/${team.id}/events`, 100)).ids.reverse();
  const sorted = (ids: string[]) => [...ids].sort();

  it("sends every committed write, once, and none that rolled back", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const before = new Set(await listed(team));
    const stream = await open(team, team.member.key);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const api = team.captain.api;
    const sprint = await makeSprint(team, { name: "Streamed" });
    // A batch whose last operation fails writes nothing; a dry run writes nothing.
    const failed = await api.post("/api/v1/batch", {
      operations: [
        { operation: "create_activity", params: { teamId: team.id }, body: { title: "Rolled back", sprintId: sprint.id } },
        { operation: "create_activity", params: { teamId: team.id }, body: { title: "", sprintId: sprint.id } },
      ],
    });
    expectError(failed, 400, "invalid_request_error", "parameter_invalid", "operations.1.body.title");
    expectStatus(
      await api.post("/api/v1/batch", { operations: [{ operation: "create_activity", params: { teamId: team.id }, body: { title: "Dry", sprintId: sprint.id } }], dryRun: true }),
      200,
    );
    const committed = await api.post("/api/v1/batch", {
      operations: [
        { operation: "create_activity", params: { teamId: team.id }, body: { title: "One", sprintId: sprint.id } },
        { operation: "create_activity", params: { teamId: team.id }, body: { title: "Two", sprintId: sprint.id } },
      ],
    });
    expectStatus(committed, 200);
    const last = await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Last", sprintId: sprint.id });
    expectStatus(last, 201);
    const expected = (await listed(team)).filter((id) => !before.has(id));
    expect(expected).toHaveLength(4);
    const messages = await stream.waitFor((m) => eventsOf(m).length >= expected.length);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = eventsOf(stream.messages);
    expect(events.map((e) => e.id)).toEqual(expected);
    expect(messages.every((m) => m.event === "message")).toBe(true);
    expect(stream.messages.map((m) => m.id)).toEqual(expected);
    // Each message carries the event exactly as GET /events/{id} presents it.
    const one = await api.get(`/api/v1/events/${expected[0]}`);
    expect(JSON.parse(stream.messages[0]?.data ?? "")).toEqual(one.body);
    expect(events.map((e) => e.type)).toEqual(["sprint.created", "activity.created", "activity.created", "activity.created"]);
    expect(JSON.stringify(events)).not.toContain("Rolled back");
    expect(JSON.stringify(events)).not.toContain('"Dry"');
    expect(stream.retry).toBe(2000);
    expect(stream.comments).toBeGreaterThan(0);
  });

  it("resumed with Last-Event-ID after a cut under write load, ends with exactly what /events lists", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const sprint = await makeSprint(team);
    const before = new Set(await listed(team));
    const first = await open(team, team.captain.key);
    const api = team.captain.api;
    let written = 0;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; i < 15; i++) {
        expectStatus(await api.post(`/api/v1/teams/${team.id}/activities`, { title: `w${w}-${i}`, sprintId: sprint.id }), 201);
        written++;
      }
    });
    await first.waitFor((m) => m.length >= 10, 10_000);
    first.close();
    const received = first.messages.map((m) => m.id as string);
    const resumed = await open(team, team.captain.key, "", { "last-event-id": received.at(-1) as string });
    expect(resumed.status).toBe(200);
    await Promise.all(writers);
    expect(written).toBe(60);
    const expected = (await listed(team)).filter((id) => !before.has(id));
    expect(expected).toHaveLength(60);
    await resumed.waitFor((m) => received.length + m.length >= expected.length, 10_000);
    const all = [...received, ...resumed.messages.map((m) => m.id as string)];
    expect(all).toHaveLength(new Set(all).size);
    expect(sorted(all)).toEqual(sorted(expected));
    // `?after=` resumes the same way.
    const again = await open(team, team.captain.key, `?after=${received.at(-1)}`);
    await again.waitFor((m) => received.length + m.length >= expected.length);
    expect(sorted([...received, ...again.messages.map((m) => m.id as string)])).toEqual(sorted(expected));
  });

  it.skipIf(engine !== "postgres")(
    "opened at the head, sends exactly what commits after it opens, though an older transaction was still running (PostgreSQL)",
    async () => {
      const team = await makeTeam(server, { plan: "MAX" });
      const sprint = await makeSprint(team);
      const api = team.captain.api;
      // A transaction on a connection of its own takes its id first and commits last, with an event of the team.
      const held = new pg.Client({ connectionString: server.databaseUrl });
      await held.connect();
      try {
        const heldId = uuidv7();
        await held.query("BEGIN");
        await held.query(
          `INSERT INTO events (id, team_id, type, object_id, activity_id, related_activity_id, actor_user_id, actor_credential_type, actor_credential_id, data, request_id, created_at)
           SELECT $1, team_id, type, object_id, activity_id, related_activity_id, actor_user_id, actor_credential_type, actor_credential_id, data, request_id, created_at
           FROM events WHERE team_id = $2 ORDER BY id LIMIT 1`,
          [heldId, team.id],
        );
        // A younger transaction commits before the stream opens: its event is no news to the stream.
        expectStatus(await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Before the stream", sprintId: sprint.id }), 201);
        const known = new Set(await listed(team));
        const stream = await open(team, team.captain.key);
        expect(stream.status).toBe(200);
        await held.query("COMMIT");
        expectStatus(await api.post(`/api/v1/teams/${team.id}/activities`, { title: "After the stream", sprintId: sprint.id }), 201);
        const expected = (await listed(team)).filter((id) => !known.has(id));
        expect(expected).toHaveLength(2);
        expect(expected[0]).toBe(heldId);
        await stream.waitFor((m) => m.length >= 2);
        // Anything sent again would arrive by now: the stream reads every 50 ms while it waits, and at every recheck.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(stream.messages.map((m) => m.id)).toEqual(expected);
      } finally {
        await held.end();
      }
    },
  );

  it("sends only the types asked for", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const stream = await open(team, team.captain.key, "?type=sprint.*,comment.created");
    const sprint = await makeSprint(team, { name: "Filtered" });
    const activity = await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: "Not sent", sprintId: sprint.id });
    expectStatus(await team.captain.api.post(`/api/v1/activities/${activity.body.id}/comments`, { content: "Sent" }), 201);
    await stream.waitFor((m) => m.length >= 2);
    expect(eventsOf(stream.messages).map((e) => e.type)).toEqual(["sprint.created", "comment.created"]);
    const bad = await request(server.url, "GET", `/api/v1/teams/${team.id}/events/stream?type=nope`, { key: team.captain.key });
    expectError(bad, 400, "invalid_request_error", "parameter_invalid", "type");
  });

  it("ends a revoked key's stream, and a stream of a member who left", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const key = await makeKey(server, team.member.id);
    const stream = await open(team, key.secret);
    const staffStream = await open(team, team.staff.key);
    expect([stream.status, staffStream.status]).toEqual([200, 200]);
    await revokeKey(server, key.id);
    await stream.ended;
    const error = stream.messages.at(-1);
    expect(error?.event).toBe("error");
    expect(JSON.parse(error?.data ?? "").error).toMatchObject({ type: "authentication_error", code: "credential_revoked" });
    await removeMembership(server.services, { team: team.id, user: team.staff.id });
    await staffStream.ended;
    expect(JSON.parse(staffStream.messages.at(-1)?.data ?? "").error).toMatchObject({ type: "permission_error", code: "not_team_member" });
  });

  it("ends the stream of a credential that expires", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const key = await makeExpiringKey(server, team.member.id, 1_000);
    const stream = await open(team, key.secret);
    expect(stream.status).toBe(200);
    await stream.ended;
    expect(JSON.parse(stream.messages.at(-1)?.data ?? "").error).toMatchObject({ type: "authentication_error", code: "credential_expired" });
  });

  it("refuses another team's stream, a missing scope and no credential as every read does", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const path = `/api/v1/teams/${team.id}/events/stream`;
    expectError(await request(server.url, "GET", path, { key: team.outsider.key }), 403, "permission_error", "not_team_member");
    expectError(await request(server.url, "GET", `/api/v1/teams/not-a-uuid/events/stream`, { key: team.outsider.key }), 403, "permission_error", "not_team_member");
    expectError(await request(server.url, "GET", path), 401, "authentication_error", "missing_credential");
    const writeOnly = await makeKey(server, team.captain.id, { scopes: "write" });
    expectError(await request(server.url, "GET", path, { key: writeOnly.secret }), 403, "permission_error", "insufficient_scope");
  });

  it("answers 410 event_expired for a cursor the log no longer keeps, and 400 for one that is no id", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const path = `/api/v1/teams/${team.id}/events/stream`;
    const gone = "018f0000-0000-7000-8000-000000000000";
    expectError(await request(server.url, "GET", `${path}?after=${gone}`, { key: team.captain.key }), 410, "invalid_request_error", "event_expired", "after");
    const header = await request(server.url, "GET", path, { key: team.captain.key, headers: { "last-event-id": gone } });
    expectError(header, 410, "invalid_request_error", "event_expired", "Last-Event-ID");
    // Another team's event is no event of this team either.
    expectStatus(await team.outsider.api.post(`/api/v1/teams/${team.outsiderTeamId}/sprints`, { name: "Theirs" }), 201);
    const theirs = (await walkPages(team.outsider.api, `/api/v1/teams/${team.outsiderTeamId}/events`)).ids[0] as string;
    expectError(await request(server.url, "GET", `${path}?after=${theirs}`, { key: team.captain.key }), 410, "invalid_request_error", "event_expired", "after");
    expectError(await request(server.url, "GET", `${path}?after=nope`, { key: team.captain.key }), 400, "invalid_request_error", "parameter_invalid", "after");
    expectError(await request(server.url, "GET", `${path}?since=1`, { key: team.captain.key }), 400, "invalid_request_error", "unknown_parameter", "since");
  });

  it("holds at most SPRINTROOM_STREAMS_PER_USER streams per user, and counts each once against the rate limit", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const held = [await open(team, team.captain.key), await open(team, team.captain.key), await open(team, team.captain.key)];
    expect(held.map((s) => s.status)).toEqual([200, 200, 200]);
    const over = await request(server.url, "GET", `/api/v1/teams/${team.id}/events/stream`, { key: team.captain.key });
    expectError(over, 429, "rate_limit_error", "too_many_streams");
    // Another user's budget of streams is their own.
    expect((await open(team, team.member.key)).status).toBe(200);
    held[0]?.close();
    await held[0]?.ended;
    const deadline = Date.now() + 2_000;
    let reopened = await open(team, team.captain.key);
    while (reopened.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await open(team, team.captain.key);
    }
    expect(reopened.status).toBe(200);
  });

  it("counts a stream once against the rate limit, however long it is held", async () => {
    // FREE: two requests a minute. The stream is one; held through heartbeats, it spends no more.
    const team = await makeTeam(server, { plan: "FREE" });
    const stream = await open(team, team.staff.key);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("x-ratelimit-remaining")).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(stream.comments).toBeGreaterThan(1);
    const second = await team.staff.api.get("/api/v1/me");
    expectStatus(second, 200);
    expect(second.headers.get("x-ratelimit-remaining")).toBe("0");
    expectError(await team.staff.api.get("/api/v1/me"), 429, "rate_limit_error", "rate_limited");
  });
});

describe("a server that shuts down", () => {
  it("ends its open streams and closes without waiting for their clients", async () => {
    const server = await startServer("sqlite");
    const team = await makeTeam(server, { plan: "MAX" });
    const stream = await openStream(server.url, `/api/v1/teams/${team.id}/events/stream`, team.member.key);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await server.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("a reader that does not read", () => {
  it("is dropped once more than SPRINTROOM_STREAM_MAX_BUFFER waits for it, and its slot is free again", async () => {
    const server = await startServer("sqlite", { SPRINTROOM_STREAM_MAX_BUFFER: "1024", SPRINTROOM_STREAMS_PER_USER: "1" });
    try {
      const team = await makeTeam(server, { plan: "MAX" });
      const sprint = await makeSprint(team);
      const { hostname: host, port } = new URL(server.url);
      // A client that sends its request and then never reads: the answer piles up in the buffers.
      const socket = connect(Number(port), host);
      socket.on("error", () => undefined);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(`GET /api/v1/teams/${team.id}/events/stream HTTP/1.1\r\nhost: ${host}\r\nauthorization: Bearer ${team.member.key}\r\n\r\n`);
      socket.pause();
      const path = `/api/v1/teams/${team.id}/events/stream`;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expectError(await request(server.url, "GET", path, { key: team.member.key }), 429, "rate_limit_error", "too_many_streams");
      // 200 events of 100,000 characters each: 20 MB, more than the socket buffers hold.
      const description = "x".repeat(100_000);
      for (let i = 0; i < 20; i++) {
        const operations = Array.from({ length: 10 }, (_, n) => ({ operation: "create_activity", params: { teamId: team.id }, body: { title: `Big ${i}-${n}`, sprintId: sprint.id, description } }));
        expectStatus(await team.captain.api.post("/api/v1/batch", { operations }), 200);
      }
      const deadline = Date.now() + 10_000;
      let again = await openStream(server.url, path, team.member.key);
      while (again.status === 429 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await openStream(server.url, path, team.member.key);
      }
      expect(again.status).toBe(200);
      again.close();
      socket.destroy();
    } finally {
      await server.close();
    }
  });
});
