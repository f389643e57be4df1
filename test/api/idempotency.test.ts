// Idempotent retries over REST and MCP: one record per key, replays flagged, a reused key refused,
// racing retries never creating two records; per user; on both engines. And over time: a key left
// in progress by a dead process is taken over after 15 minutes, a key is forgotten after 24 hours,
// and the answer is kept in the write's own transaction (a committed AI plan included).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { STALE_AFTER_MS } from "../../src/domain/runtime/idempotency.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { startServer, sharedServer, type ServerHandle, type TestServer } from "../support/start-server.js";

describe.each(testEngines())("idempotency keys (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let sprintId: string;
  const path = () => `/api/v1/teams/${team.id}/activities`;
  const count = async (title: string) =>
    (await team.captain.api.get(`${path()}?limit=100`)).body.data.filter((a: { title: string }) => a.title === title).length;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
  });

  it("a retried POST with the same key and body creates one record and replays the first answer", async () => {
    const headers = { "idempotency-key": "create-once-1" };
    const first = await team.member.api.post(path(), { title: "Once", sprintId }, { headers });
    expectStatus(first, 201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const retry = await team.member.api.post(path(), { sprintId, title: "Once" }, { headers });
    expectStatus(retry, 201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await count("Once")).toBe(1);
  });

  it("the same key with a different request is 400 idempotency_key_reused", async () => {
    const headers = { "idempotency-key": "reuse-me" };
    expectStatus(await team.member.api.post(path(), { title: "A", sprintId }, { headers }), 201);
    expectError(await team.member.api.post(path(), { title: "B", sprintId }, { headers }), 400, "invalid_request_error", "idempotency_key_reused", "Idempotency-Key");
    expectError(
      await team.member.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "x" }, { headers }),
      400,
      "invalid_request_error",
      "idempotency_key_reused",
      "Idempotency-Key",
    );
    expect(await count("B")).toBe(0);
  });

  it("a PATCH and a DELETE honour the key too: a retry replays the first answer and changes nothing more", async () => {
    const activity = (await team.member.api.post(path(), { title: "Patched", sprintId })).body;
    const headers = { "idempotency-key": "patch-once" };
    const first = await team.member.api.patch(`/api/v1/activities/${activity.id}`, { title: "Patched once" }, { headers });
    expectStatus(first, 200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expectStatus(await team.member.api.patch(`/api/v1/activities/${activity.id}`, { title: "Patched since" }), 200);
    const retry = await team.member.api.patch(`/api/v1/activities/${activity.id}`, { title: "Patched once" }, { headers });
    expectStatus(retry, 200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect((await team.member.api.get(`/api/v1/activities/${activity.id}`)).body.title).toBe("Patched since");
    expectError(
      await team.member.api.patch(`/api/v1/activities/${activity.id}`, { title: "Other" }, { headers }),
      400,
      "invalid_request_error",
      "idempotency_key_reused",
      "Idempotency-Key",
    );

    const deleteHeaders = { "idempotency-key": "delete-once" };
    const deleted = await team.member.api.request("DELETE", `/api/v1/activities/${activity.id}`, { headers: deleteHeaders });
    expectStatus(deleted, 204);
    const deletedAgain = await team.member.api.request("DELETE", `/api/v1/activities/${activity.id}`, { headers: deleteHeaders });
    expectStatus(deletedAgain, 204);
    expect(deletedAgain.headers.get("idempotent-replayed")).toBe("true");
    expectError(await team.member.api.request("DELETE", `/api/v1/activities/${activity.id}`), 404, "not_found_error", "resource_not_found");
  });

  it("keys are per user, and a failed request keeps nothing", async () => {
    const headers = { "idempotency-key": "shared-words" };
    expectStatus(await team.member.api.post(path(), { title: "Mine", sprintId }, { headers }), 201);
    const other = await team.staff.api.post(path(), { title: "Mine", sprintId }, { headers });
    expectStatus(other, 201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await count("Mine")).toBe(2);

    const failing = { "idempotency-key": "fails-first" };
    expectError(await team.member.api.post(path(), { title: "", sprintId }, { headers: failing }), 400, "invalid_request_error", "parameter_invalid", "title");
    expectError(await team.member.api.post(path(), { title: "", sprintId }, { headers: failing }), 400, "invalid_request_error", "parameter_invalid", "title");
  });

  it("refuses keys that are empty, too long or not printable", async () => {
    for (const key of ["x".repeat(256), "tab\there", "caf\u00e9"]) {
      expectError(
        await team.member.api.post(path(), { title: "K", sprintId }, { headers: { "idempotency-key": key } }),
        400,
        "invalid_request_error",
        "parameter_invalid",
        "Idempotency-Key",
      );
    }
    expectStatus(await team.member.api.post(path(), { title: "K255", sprintId }, { headers: { "idempotency-key": "k".repeat(255) } }), 201);
  });

  it("racing requests with one key create exactly one record; the loser waits (409) or gets the replay", async () => {
    for (let round = 0; round < 4; round++) {
      const title = `Race ${round}`;
      const headers = { "idempotency-key": `race-${round}` };
      const results = await Promise.all([0, 1, 2].map(() => team.member.api.post(path(), { title, sprintId }, { headers })));
      const created = results.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const r of created) expect(r.body.id).toBe(created[0]?.body.id);
      for (const r of results.filter((x) => x.status !== 201)) expectError(r, 409, "invalid_request_error", "idempotency_in_progress");
      expect(await count(title)).toBe(1);
      const retry = await team.member.api.post(path(), { title, sprintId }, { headers });
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
    }
  });

  describe("over MCP", () => {
    let mcp: McpClient;
    beforeAll(async () => {
      mcp = await mcpClient(server.url, team.member.key);
    });
    afterAll(async () => mcp?.close());

    it("write tools take idempotencyKey with the same meaning", async () => {
      const args = { teamId: team.id, sprintId, title: "Via agent", idempotencyKey: "agent-1" };
      const first = (await mcp.callTool({ name: "create_activity", arguments: args })) as unknown as { structuredContent: { id: string } };
      const again = (await mcp.callTool({ name: "create_activity", arguments: args })) as unknown as { structuredContent: { id: string } };
      expect(again.structuredContent).toEqual(first.structuredContent);
      expect(await count("Via agent")).toBe(1);
      const reused = await mcp.callTool({ name: "create_activity", arguments: { ...args, title: "Other" } });
      expect(toolError(reused).error).toMatchObject({ code: "idempotency_key_reused", param: "Idempotency-Key" });
      const { tools } = await mcp.listTools();
      expect(tools.find((t) => t.name === "create_activity")?.inputSchema.properties).toHaveProperty("idempotencyKey");
      expect(tools.find((t) => t.name === "list_activities")?.inputSchema.properties).not.toHaveProperty("idempotencyKey");
      // The same policy as REST's: every write and every AI call, which spends a unit, takes a key.
      for (const name of ["update_activity", "ask_team", "plan_sprint_from_text"]) expect(tools.find((t) => t.name === name)?.inputSchema.properties, name).toHaveProperty("idempotencyKey");
    });
  });
});

describe.each(testEngines())("idempotency keys across crashes and time (%s)", (engine) => {
  // A stand-in model endpoint that answers a plan, the next one after two seconds when `slowNext` is
  // set, so a request can be caught in flight.
  let slowNext = false;
  let standIn: Server;
  let server: TestServer;
  let team: TestTeam;
  const realNow = () => new Date();
  const later = (ms: number) => () => new Date(Date.now() + ms);
  const sprintsNamed = async (name: string) =>
    (await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body.data.filter((s: { name: string }) => s.name === name).length;

  beforeAll(async () => {
    standIn = createServer((_req, res) => {
      const plan = {
        sprint: { name: "Planned by the model", goal: null, startDate: null, endDate: null },
        activities: [{ title: "Model task", description: null, priority: null, points: null, dueDate: null, assignedTo: null }],
        warnings: [],
      };
      setTimeout(
        () => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(plan) } }] }));
        },
        slowNext ? 2000 : 0,
      );
      slowNext = false;
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    server = await startServer(engine, {
      SPRINTROOM_AI_PROVIDER: "openai",
      SPRINTROOM_AI_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`,
      SPRINTROOM_AI_TIMEOUT_MS: "20000",
    });
    team = await makeTeam(server, { plan: "PRO" });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => standIn?.close(resolve));
  });
  afterEach(() => {
    server.services.now = realNow;
  });

  it("a key is forgotten after 24 hours: it may then carry another request", async () => {
    const sprintId = (await makeSprint(team)).id;
    const path = `/api/v1/teams/${team.id}/activities`;
    const headers = { "idempotency-key": "a-day-long" };
    expectStatus(await team.member.api.post(path, { title: "Day one", sprintId }, { headers }), 201);
    expectError(await team.member.api.post(path, { title: "Day two", sprintId }, { headers }), 400, "invalid_request_error", "idempotency_key_reused", "Idempotency-Key");
    server.services.now = later(24 * 60 * 60 * 1000 + 1000);
    const next = await team.member.api.post(path, { title: "Day two", sprintId }, { headers });
    expectStatus(next, 201);
    expect(next.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a committed sprint plan is kept with its key: the retry replays it and creates nothing", async () => {
    const path = `/api/v1/teams/${team.id}/ai/plan-sprint`;
    const headers = { "idempotency-key": "plan-once" };
    const first = await team.captain.api.post(path, { text: "- one", commit: true }, { headers });
    expectStatus(first, 201);
    const retry = await team.captain.api.post(path, { text: "- one", commit: true }, { headers });
    expectStatus(retry, 201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await sprintsNamed("Planned by the model")).toBe(1);
  });

  it("a key held by a request in flight is 409 for 15 minutes, then a retry takes it over and the first one's write is undone", async () => {
    const path = `/api/v1/teams/${team.id}/ai/plan-sprint`;
    const body = { text: "- one", commit: true };
    const headers = { "idempotency-key": "slow-plan" };
    const before = await sprintsNamed("Planned by the model");
    // The first request waits on the model (as one whose process died would hold its key for ever).
    slowNext = true;
    const slow = team.captain.api.post(path, body, { headers });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expectError(await team.captain.api.post(path, body, { headers }), 409, "invalid_request_error", "idempotency_in_progress");
    server.services.now = later(STALE_AFTER_MS - 60_000);
    expectError(await team.captain.api.post(path, body, { headers }), 409, "invalid_request_error", "idempotency_in_progress");
    server.services.now = later(STALE_AFTER_MS + 60_000);
    const retry = await team.captain.api.post(path, body, { headers });
    expectStatus(retry, 201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    // The first one finishes after losing its key: its sprint is rolled back with the answer it could not keep.
    expectError(await slow, 409, "invalid_request_error", "idempotency_in_progress");
    expect(await sprintsNamed("Planned by the model")).toBe(before + 1);
    const replay = await team.captain.api.post(path, body, { headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(retry.body);
  });
});
