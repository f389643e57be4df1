// MCP at /api/mcp with the SDK's own client over real HTTP: the tool list against CONTRACT, REST↔MCP
// parity on the same data, errors as the REST error body, and credentials, limits and quota as REST.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, CONTRACT_TOOLS, DEFAULT_TOOLS } from "../support/cases.js";
import { expectError, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeKey, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { startServer, sharedServer, type ServerHandle } from "../support/start-server.js";

const structured = (result: unknown) => (result as { structuredContent: Record<string, unknown> }).structuredContent;

describe.each(testEngines())("MCP over HTTP (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let captain: Client;
  const clients: Client[] = [];
  const connect = async (key: string, query = "") => {
    const c = await mcpClient(server.url, key, query);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    captain = await connect(team.captain.key);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  describe("tools/list", () => {
    it("offers CONTRACT's tools by default, each with input and output schemas, under 20 KB; the rest on request", async () => {
      const all = await connect(team.captain.key, "?toolsets=all");
      expect((await all.listTools()).tools.map((t) => t.name).sort()).toEqual([...CONTRACT_TOOLS].sort());
      const { tools } = await captain.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...DEFAULT_TOOLS].sort());
      for (const tool of tools) {
        expect(tool.inputSchema.type, tool.name).toBe("object");
        expect(tool.outputSchema?.type, tool.name).toBe("object");
        expect(Object.keys(tool.outputSchema?.properties ?? {}).length, tool.name).toBeGreaterThan(0);
        expect(tool.description?.length, tool.name).toBeGreaterThan(10);
        expect(tool.annotations, tool.name).toBeDefined();
      }
      const create = tools.find((t) => t.name === "create_activity");
      expect(Object.keys(create?.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["teamId", "title", "sprintId", "points"]));
      expect(create?.inputSchema.required).toEqual(expect.arrayContaining(["teamId", "title", "sprintId"]));
      // Hints left out take their protocol default (false for readOnly and idempotent).
      expect(create?.annotations).toEqual({ destructiveHint: false, openWorldHint: false });
      // A read-only tool says only that: destructive and idempotent mean something only for writes.
      expect(tools.find((t) => t.name === "list_activities")?.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
      expect(tools.find((t) => t.name === "update_sprint")?.annotations).toEqual({ destructiveHint: false, idempotentHint: true, openWorldHint: false });
      expect(tools.some((t) => t.annotations?.destructiveHint)).toBe(false);
      const deleting = (await all.listTools()).tools.find((t) => t.name === "delete_activity");
      expect(deleting?.annotations).toEqual({ destructiveHint: true, idempotentHint: true, openWorldHint: false });
      const size = Buffer.byteLength(JSON.stringify({ tools }));
      expect(size).toBeLessThan(20 * 1024);
    });

    it("publishes the values of every closed-set filter as an enum", async () => {
      const { tools } = await (await connect(team.captain.key, "?toolsets=all")).listTools();
      const enums = (tool: string, field: string) => {
        type Schema = { enum?: string[]; items?: { enum?: string[] }; anyOf?: Schema[] };
        const schema = tools.find((t) => t.name === tool)?.inputSchema.properties?.[field] as Schema;
        return [schema, ...(schema.anyOf ?? [])].flatMap((s) => [s.enum, s.items?.enum]).filter((e) => e !== undefined);
      };
      expect(enums("list_activities", "status")).toContainEqual(expect.arrayContaining(["PENDING", "IN_PROGRESS", "BLOCKED", "DONE"]));
      expect(enums("list_activities", "priority")).toContainEqual(["LOW", "MEDIUM", "HIGH", "CRITICAL"]);
      expect(enums("list_events", "type")).toContainEqual(expect.arrayContaining(["activity.created", "activity.*"]));
      expect(enums("list_resources", "type").length).toBeGreaterThan(0);
      const bad = await captain.callTool({ name: "list_activities", arguments: { teamId: team.id, status: ["PENDING", "NOPE"] } });
      expect(toolError(bad).error).toMatchObject({ code: "parameter_invalid", param: "status" });
    });

    it("refuses a toolset that does not exist, naming those that do", async () => {
      const res = await request(server.url, "POST", "/api/mcp?toolsets=activities,bogus", {
        key: team.captain.key,
        headers: { accept: "application/json, text/event-stream" },
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      });
      expectError(res, 400, "invalid_request_error", "parameter_invalid", "toolsets");
      expect(res.body.error.message).toContain("'bogus'");
      expect(res.body.error.message).toContain("teams, membership, sprints, activities, relations, documents, resources, ai, reports, events, webhooks, bulk, account");
    });

    it("narrows to toolsets, keeping the identity and team tools, and adds deleting tools only when asked", async () => {
      const working = ["list_activities", "get_activity", "create_activity", "update_activity", "create_relation", "list_comments", "add_comment", "ask_team", "plan_sprint_from_text"];
      const subset = await connect(team.captain.key, "?toolsets=activities,ai");
      expect((await subset.listTools()).tools.map((t) => t.name).sort()).toEqual(["whoami", "list_teams", "get_team", ...working].sort());
      const instructions = subset.getInstructions() ?? "";
      expect(instructions).toContain("Start with whoami, list_teams, get_team");
      expect(instructions).toContain("activities: ");
      expect(instructions).not.toContain("list_sprints");
      expect(instructions).toContain("?toolsets=activities,deletes");
      const deleted = await subset.callTool({ name: "delete_activity", arguments: { activityId: ABSENT_ID } });
      expect(toolError(deleted).error.code).toBe("tool_not_found");
      const withDeletes = await connect(team.captain.key, "?toolsets=activities,ai,deletes");
      expect((await withDeletes.listTools()).tools.map((t) => t.name).sort()).toEqual(
        ["whoami", "list_teams", "get_team", ...working, "delete_activity", "delete_comment"].sort(),
      );
      expect(withDeletes.getInstructions()).not.toContain("?toolsets=activities,deletes");
      const readonly = await connect(team.captain.key, "?readonly=true");
      const names = (await readonly.listTools()).tools.map((t) => t.name);
      expect(names).toContain("list_sprints");
      expect(names).toContain("ask_team");
      for (const name of ["create_sprint", "update_activity", "add_comment", "plan_sprint_from_text", "delete_sprint"]) expect(names).not.toContain(name);
      const result = await readonly.callTool({ name: "create_sprint", arguments: { teamId: team.id, name: "x" } });
      expect(toolError(result).error.code).toBe("tool_not_found");
    });
  });

  describe("the work graph", () => {
    it("creates a blocking relation and lists ready and blocked activities, with sub-tasks, by tool", async () => {
      const sprint = await makeSprint(team, { name: "Graph by MCP" });
      const first = await makeActivity(team, sprint.id, { title: "Lay the track" });
      const second = await makeActivity(team, sprint.id, { title: "Run the train" });
      const sub = structured(await captain.callTool({ name: "create_activity", arguments: { teamId: team.id, sprintId: sprint.id, title: "Order sleepers", parentId: first.id } }));
      expect(sub.parentId).toBe(first.id);
      const edge = structured(await captain.callTool({ name: "create_relation", arguments: { activityId: second.id, type: "blocked_by", relatedActivityId: first.id } }));
      expect(edge).toMatchObject({ object: "relation", type: "blocked_by", activityId: second.id, relatedActivityId: first.id });
      const list = async (args: Record<string, unknown>) =>
        (structured(await captain.callTool({ name: "list_activities", arguments: { teamId: team.id, sprintId: sprint.id, ...args } })).data as Array<{ id: string }>).map((a) => a.id);
      expect(await list({ ready: true })).toEqual([sub.id, first.id]);
      expect(await list({ blocked: true })).toEqual([second.id]);
      expect(await list({ parentId: first.id })).toEqual([sub.id]);
      const record = structured(await captain.callTool({ name: "get_activity", arguments: { activityId: second.id } }));
      expect(record.blockedBy).toEqual([{ id: first.id, title: "Lay the track", status: "PENDING" }]);
      const cycle = await captain.callTool({ name: "create_relation", arguments: { activityId: second.id, type: "blocks", relatedActivityId: first.id } });
      expect(toolError(cycle).error).toMatchObject({ code: "dependency_cycle", type: "invalid_request_error" });
    });
  });

  describe("parity with REST", () => {
    it("every read tool returns the same record as its REST twin", async () => {
      const sprint = await makeSprint(team, { name: "Parity", goal: "Same everywhere" });
      const activity = await makeActivity(team, sprint.id, { title: "Parity task", priority: "HIGH" });
      await team.captain.api.post(`/api/v1/activities/${activity.id}/comments`, { content: "A comment" });
      const doc = (await team.captain.api.post(`/api/v1/teams/${team.id}/documents`, { title: "Parity doc", content: "words here" })).body;
      await team.captain.api.post(`/api/v1/teams/${team.id}/resources`, { title: "Link", url: "https://example.com" });
      const pairs: Array<[string, Record<string, unknown>, string]> = [
        ["whoami", {}, "/api/v1/me"],
        ["list_teams", {}, "/api/v1/teams"],
        ["get_team", { teamId: team.id }, `/api/v1/teams/${team.id}`],
        ["list_members", { teamId: team.id }, `/api/v1/teams/${team.id}/members`],
        ["list_sprints", { teamId: team.id, limit: 2 }, `/api/v1/teams/${team.id}/sprints?limit=2`],
        ["get_sprint", { sprintId: sprint.id }, `/api/v1/sprints/${sprint.id}`],
        ["list_activities", { teamId: team.id, status: "PENDING", assignedTo: undefined }, `/api/v1/teams/${team.id}/activities?status=PENDING`],
        ["get_activity", { activityId: activity.id }, `/api/v1/activities/${activity.id}`],
        ["list_comments", { activityId: activity.id }, `/api/v1/activities/${activity.id}/comments`],
        ["search_documents", { teamId: team.id, q: "words" }, `/api/v1/teams/${team.id}/documents?q=words`],
        ["get_document", { documentId: doc.id }, `/api/v1/documents/${doc.id}`],
        ["list_resources", { teamId: team.id, type: "LINK" }, `/api/v1/teams/${team.id}/resources?type=LINK`],
        ["get_usage", { teamId: team.id }, `/api/v1/teams/${team.id}/usage`],
        ["list_events", { teamId: team.id, type: ["activity.*", "comment.created"], limit: 3 }, `/api/v1/teams/${team.id}/events?type=activity.*,comment.created&limit=3`],
        ["get_activity_history", { activityId: activity.id }, `/api/v1/activities/${activity.id}/history`],
      ];
      const everything = await connect(team.captain.key, "?toolsets=all");
      for (const [name, args, path] of pairs) {
        const result = await everything.callTool({ name, arguments: JSON.parse(JSON.stringify(args)) });
        expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
        const rest = await team.captain.api.get(path);
        expect(structured(result), name).toEqual(rest.body);
        expect(JSON.parse((result.content as Array<{ text: string }>)[0]?.text ?? "")).toEqual(rest.body);
      }
    });

    it("every write tool makes the record REST then reads back", async () => {
      const call = async (name: string, args: Record<string, unknown>, path: (r: Record<string, unknown>) => string) => {
        const record = structured(await everything.callTool({ name, arguments: args }));
        expect((await team.captain.api.get(path(record))).body, name).toEqual(record);
        return record;
      };
      const everything = await connect(team.captain.key, "?toolsets=all");
      const sprintPath = (r: Record<string, unknown>) => `/api/v1/sprints/${r.id}`;
      const activityPath = (r: Record<string, unknown>) => `/api/v1/activities/${r.id}`;
      const documentPath = (r: Record<string, unknown>) => `/api/v1/documents/${r.id}`;
      const sprint = await call("create_sprint", { teamId: team.id, name: "Via MCP", startDate: "2026-12-01" }, sprintPath);
      expect((await call("update_sprint", { sprintId: sprint.id, status: "ACTIVE" }, sprintPath)).status).toBe("ACTIVE");
      const activity = await call("create_activity", { teamId: team.id, sprintId: sprint.id, title: "MCP task", points: 3 }, activityPath);
      expect((await call("update_activity", { activityId: activity.id, status: "COMPLETED" }, activityPath)).completedAt).not.toBeNull();
      const doc = await call("create_document", { teamId: team.id, title: "MCP doc", content: "text" }, documentPath);
      expect((await call("update_document", { documentId: doc.id, content: "new text" }, documentPath)).content).toBe("new text");

      const comment = structured(await everything.callTool({ name: "add_comment", arguments: { activityId: activity.id, content: "From an agent" } }));
      expect((await team.captain.api.get(`/api/v1/activities/${activity.id}/comments`)).body.data).toEqual([comment]);
      const resource = structured(await everything.callTool({ name: "add_resource", arguments: { teamId: team.id, title: "Spec", url: "https://example.com/spec", activityId: activity.id } }));
      expect((await team.captain.api.get(`/api/v1/teams/${team.id}/resources?activityId=${activity.id}`)).body.data).toEqual([resource]);

      const deletions: Array<[string, Record<string, unknown>, string, string]> = [
        ["delete_comment", { commentId: comment.id }, "comment", `/api/v1/activities/${activity.id}/comments`],
        ["delete_resource", { resourceId: resource.id }, "resource", `/api/v1/teams/${team.id}/resources`],
        ["delete_document", { documentId: doc.id }, "document", `/api/v1/documents/${doc.id}`],
        ["delete_activity", { activityId: activity.id }, "activity", `/api/v1/activities/${activity.id}`],
        ["delete_sprint", { sprintId: sprint.id }, "sprint", `/api/v1/sprints/${sprint.id}`],
      ];
      for (const [name, args, object, path] of deletions) {
        const id = Object.values(args)[0];
        expect(structured(await everything.callTool({ name, arguments: args })), name).toEqual({ object, id, deleted: true });
        const after = await team.captain.api.get(path);
        if (after.status === 200) expect(JSON.stringify(after.body), name).not.toContain(String(id));
        else expect(after.status, name).toBe(404);
      }
    });

    it("the AI tools answer like their REST twins and use the quota", async () => {
      const before = (await team.captain.api.get(`/api/v1/teams/${team.id}/usage`)).body.ai.used;
      const answer = structured(await captain.callTool({ name: "ask_team", arguments: { teamId: team.id, question: "Who is on the team?" } }));
      const rest = (await team.captain.api.post(`/api/v1/teams/${team.id}/ai/ask`, { question: "Who is on the team?" })).body;
      expect(answer).toEqual(rest);
      const planned = structured(await captain.callTool({ name: "plan_sprint_from_text", arguments: { teamId: team.id, text: "- One\n- Two" } }));
      expect(planned).toMatchObject({ object: "sprint_plan", committed: false });
      expect((await team.captain.api.get(`/api/v1/teams/${team.id}/usage`)).body.ai.used).toBe(before + 3);
    });
  });

  describe("errors, as the REST error body", () => {
    it("unknown id, invalid input with param, missing scope, role too low, other team", async () => {
      const sprint = await makeSprint(team);
      const cases: Array<[Client, string, Record<string, unknown>, string, string, string?]> = [
        [captain, "get_sprint", { sprintId: ABSENT_ID }, "not_found_error", "resource_not_found"],
        [captain, "create_activity", { teamId: team.id, sprintId: sprint.id, title: "x", points: 101 }, "invalid_request_error", "parameter_invalid", "points"],
        [captain, "create_activity", { teamId: team.id, title: "x" }, "invalid_request_error", "parameter_missing", "sprintId"],
        [captain, "create_sprint", { teamId: team.id, name: "x", colour: "red" }, "invalid_request_error", "unknown_parameter", "colour"],
        [captain, "list_activities", { teamId: team.id, limit: 0 }, "invalid_request_error", "parameter_invalid", "limit"],
        [await connect(team.member.key), "create_sprint", { teamId: team.id, name: "x" }, "permission_error", "insufficient_role"],
        [await connect(team.outsider.key), "list_sprints", { teamId: team.id }, "permission_error", "not_team_member"],
      ];
      const readOnly = await makeKey(server, team.captain.id, { scopes: "read" });
      cases.push([await connect(readOnly.secret), "create_sprint", { teamId: team.id, name: "x" }, "permission_error", "insufficient_scope"]);
      for (const [client, name, args, type, code, param] of cases) {
        const body = toolError(await client.callTool({ name, arguments: args }));
        expect(body.error, `${name} ${JSON.stringify(args)}`).toMatchObject({ type, code });
        expect(body.error.param).toBe(param);
        expect(body).toHaveProperty("request_id");
      }
    });

    it("a number argument that is not one is quoted as sent, with the field's rule", async () => {
      const body = toolError(await captain.callTool({ name: "list_activities", arguments: { teamId: team.id, limit: "ten" } }));
      expect(body.error).toEqual({
        type: "invalid_request_error",
        code: "parameter_invalid",
        param: "limit",
        message: "'limit' must be an integer from 1 to 100; got 'ten'.",
      });
    });

    it("a missing or bad credential is HTTP 401 with the envelope and WWW-Authenticate", async () => {
      const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } };
      const headers = { accept: "application/json, text/event-stream" };
      for (const key of [null, "sr_sk_bad"]) {
        const res = await request(server.url, "POST", "/api/mcp", { key, body: init, headers });
        expectError(res, 401, "authentication_error", key ? "invalid_credential" : "missing_credential");
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      }
    });

    it("a malformed message gets a JSON-RPC error", async () => {
      const headers = { accept: "application/json, text/event-stream" };
      const bad = await request(server.url, "POST", "/api/mcp", { key: team.captain.key, rawBody: "{nope", headers });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 }, id: null });
      const notRpc = await request(server.url, "POST", "/api/mcp", { key: team.captain.key, body: { hello: "world" }, headers });
      expect(notRpc.status).toBe(400);
      expect(notRpc.body).toMatchObject({ jsonrpc: "2.0", error: { code: expect.any(Number) } });
    });

    it("refuses a client that does not accept both JSON and SSE", async () => {
      const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } };
      const res = await request(server.url, "POST", "/api/mcp", { key: team.captain.key, body: init, headers: { accept: "text/html" } });
      expect(res.status).toBe(406);
    });
  });
});

describe("MCP rate limit and quota, per tool call", () => {
  it("every tool call counts against the caller's rate limit", async () => {
    const server = await startServer("sqlite", { SPRINTROOM_RATE_LIMITS: "FREE=1000,PRO=10" });
    try {
      const team = await makeTeam(server, { plan: "PRO" });
      const headers = { accept: "application/json, text/event-stream" };
      const call = (id: number) =>
        request(server.url, "POST", "/api/mcp", {
          key: team.captain.key,
          headers,
          body: { jsonrpc: "2.0", id, method: "tools/call", params: { name: "whoami", arguments: {} } },
        });
      const first = await call(1);
      expect(first.status).toBe(200);
      const remaining = Number(first.headers.get("x-ratelimit-remaining"));
      expect(Number(first.headers.get("x-ratelimit-limit"))).toBe(10);
      for (let i = 2; i <= remaining + 1; i++) expect((await call(i)).status).toBe(200);
      expectError(await call(99), 429, "rate_limit_error", "rate_limited");
    } finally {
      await server.close();
    }
  });
});
