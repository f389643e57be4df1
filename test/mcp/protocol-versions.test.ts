// /api/mcp for both protocol eras, over real HTTP: the v2 SDK's client speaking 2026-07-28 (and, by
// default, the 2025 handshake), the v1 SDK's client (2025-11-25); what GET and DELETE answer; and
// resource subscriptions, where a v2 client is told of a change made through REST.
import { Client as ClientV2, SdkHttpError, StreamableHTTPClientTransport as HttpV2, type McpSubscription } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID, DEFAULT_TOOLS } from "../support/cases.js";
import { expectError, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, makeUser, revokeKey, type TestTeam } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { sharedServer, startServer, type ServerHandle } from "../support/start-server.js";

type Mode = "legacy" | "auto" | { pin: "2026-07-28" };

async function clientV2(baseUrl: string, key: string, mode: Mode = { pin: "2026-07-28" }, query = ""): Promise<ClientV2> {
  const client = new ClientV2({ name: "sprintroom-tests-v2", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(new HttpV2(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

/** A 2026-07-28 request as the protocol has it: the version and method in headers, the client in `_meta`. */
function modernPost(id: number, method: string, params: Record<string, unknown> = {}) {
  return {
    headers: { accept: "application/json, text/event-stream", "mcp-protocol-version": "2026-07-28", "mcp-method": method },
    body: {
      jsonrpc: "2.0",
      id,
      method,
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    },
  };
}

/** Resolves with each `notifications/resources/updated` a client gets, in order. */
function updates(client: ClientV2) {
  const seen: Array<{ uri: string; events: Array<{ id: string; type: string }> }> = [];
  const waiters: Array<() => void> = [];
  client.setNotificationHandler("notifications/resources/updated", (notification) => {
    const meta = notification.params._meta as Record<string, unknown> | undefined;
    seen.push({ uri: notification.params.uri, events: (meta?.["sprintroom/events"] ?? []) as Array<{ id: string; type: string }> });
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    seen,
    /** Waits until an update for `uri` has come (at most 10 s). */
    async next(uri: string) {
      const deadline = Date.now() + 10_000;
      while (!seen.some((u) => u.uri === uri)) {
        if (Date.now() > deadline) throw new Error(`no update for ${uri}; got ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
      return seen.find((u) => u.uri === uri);
    },
  };
}

describe.each(testEngines())("MCP protocol versions (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const clients: ClientV2[] = [];
  const v2 = async (key: string, mode?: Mode, query?: string) => {
    const client = await clientV2(server.url, key, mode, query);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  describe("a v2 client", () => {
    it("speaks 2026-07-28 when pinned or when it probes, and the 2025 handshake by default", async () => {
      expect((await v2(team.captain.key)).getProtocolEra()).toBe("modern");
      expect((await v2(team.captain.key, "auto")).getProtocolEra()).toBe("modern");
      expect((await v2(team.captain.key, "legacy")).getProtocolEra()).toBe("legacy");
    });

    it("lists the default tools within the budget and calls one, on either era", async () => {
      for (const mode of [{ pin: "2026-07-28" }, "legacy"] as const) {
        const client = await v2(team.captain.key, mode);
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name).sort(), String(mode)).toEqual([...DEFAULT_TOOLS].sort());
        expect(Buffer.byteLength(JSON.stringify({ tools }))).toBeLessThan(20 * 1024);
        const me = await client.callTool({ name: "whoami", arguments: {} });
        expect(me.structuredContent).toMatchObject({ object: "identity", user: { id: team.captain.id } });
      }
      // On the wire: a JSON answer, never cached, with the rate-limit headers of any request.
      const { headers, body } = modernPost(3, "tools/list");
      const raw = await request(server.url, "POST", "/api/mcp", { key: team.captain.key, headers, body });
      expect(raw.status).toBe(200);
      expect(raw.headers.get("cache-control")).toBe("no-store");
      expect(raw.headers.get("x-ratelimit-remaining")).not.toBeNull();
      expect((raw.body as { result: { tools: unknown[] } }).result.tools).toHaveLength(DEFAULT_TOOLS.length);
      const narrowed = await v2(team.captain.key, { pin: "2026-07-28" }, "?toolsets=activities&readonly=true");
      expect((await narrowed.listTools()).tools.map((t) => t.name)).toContain("list_activities");
      expect((await narrowed.listTools()).tools.map((t) => t.name)).not.toContain("create_activity");
    });

    it("gets errors as the REST error body", async () => {
      const client = await v2(team.captain.key);
      const missing = await client.callTool({ name: "get_activity", arguments: { activityId: ABSENT_ID } });
      expect(toolError(missing).error).toMatchObject({ type: "not_found_error", code: "resource_not_found" });
      const invalid = await client.callTool({ name: "list_activities", arguments: { teamId: team.id, limit: "ten" } });
      expect(toolError(invalid).error).toMatchObject({ code: "parameter_invalid", param: "limit" });
      const unknown = await client.callTool({ name: "no_such_tool", arguments: {} });
      expect(toolError(unknown).error.code).toBe("tool_not_found");
    });

    it("is refused with HTTP 401 and WWW-Authenticate without a good credential", async () => {
      for (const key of [null, "sr_sk_bad"]) {
        const { headers, body } = modernPost(1, "tools/list");
        const res = await request(server.url, "POST", "/api/mcp", { key, body, headers });
        expectError(res, 401, "authentication_error", key ? "invalid_credential" : "missing_credential");
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer .*resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"/);
      }
      const refused = clientV2(server.url, "sr_sk_bad");
      await expect(refused).rejects.toBeInstanceOf(SdkHttpError);
      await expect(refused).rejects.toMatchObject({ status: 401 });
    });

    it("answers a request for a version it does not speak with the versions it does", async () => {
      const { headers, body } = modernPost(7, "tools/list");
      const res = await request(server.url, "POST", "/api/mcp", {
        key: team.captain.key,
        headers: { ...headers, "mcp-protocol-version": "2099-01-01" },
        body: { ...body, params: { _meta: { ...body.params._meta, "io.modelcontextprotocol/protocolVersion": "2099-01-01" } } },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32022, data: { supported: ["2026-07-28"], requested: "2099-01-01" } } });
    });
  });

  describe("a v1 client (2025-11-25)", () => {
    it("lists, calls and gets errors as before", async () => {
      const client = await mcpClient(server.url, team.captain.key);
      try {
        expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...DEFAULT_TOOLS].sort());
        const me = await client.callTool({ name: "whoami", arguments: {} });
        expect(me.structuredContent).toMatchObject({ user: { id: team.captain.id } });
        const missing = await client.callTool({ name: "get_activity", arguments: { activityId: ABSENT_ID } });
        expect(toolError(missing).error.code).toBe("resource_not_found");
        // Resources are there to read; subscribing to them needs 2026-07-28.
        expect(client.getServerCapabilities()?.resources).toEqual({ subscribe: false, listChanged: false });
      } finally {
        await client.close();
      }
    });
  });

  describe("GET and DELETE", () => {
    it("are 405 with Allow: POST for every protocol version, with no stream and no rate-limit charge", async () => {
      const versions: Array<Record<string, string>> = [{}, { "mcp-protocol-version": "2025-11-25" }, { "mcp-protocol-version": "2025-06-18" }, { "mcp-protocol-version": "2026-07-28" }];
      for (const method of ["GET", "DELETE"] as const) {
        for (const version of versions) {
          const res = await request(server.url, method, "/api/mcp", { key: team.captain.key, headers: { accept: "text/event-stream, application/json", ...version } });
          expect(res.status, `${method} ${JSON.stringify(version)}`).toBe(405);
          expect(res.headers.get("allow")).toBe("POST");
          expect(res.headers.get("content-type")).toMatch(/^application\/json/);
          expect(res.headers.get("x-ratelimit-remaining")).toBeNull();
          expect(res.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 }, id: null });
        }
      }
    });
  });

  describe("subscriptions (2026-07-28)", () => {
    it("tell a v2 client of an activity changed through REST, and of its team's new events", async () => {
      const sprint = await makeSprint(team, { name: "Watched" });
      const watched = await makeActivity(team, sprint.id, { title: "Watch me" });
      const other = await makeActivity(team, sprint.id, { title: "Not watched" });
      const client = await v2(team.captain.key);
      const activityUri = `sprintroom://activities/${watched.id}`;
      const feedUri = `sprintroom://teams/${team.id}/events`;
      expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual([
        "sprintroom://activities/{activityId}",
        "sprintroom://teams/{teamId}/events",
      ]);
      const got = updates(client);
      const subscription = await client.listen({ resourceSubscriptions: [activityUri, feedUri] });
      try {
        expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [activityUri, feedUri] });

        // Another activity's change wakes the team's feed, not the watched activity.
        await team.captain.api.patch(`/api/v1/activities/${other.id}`, { title: "Still not watched" });
        const feed = await got.next(feedUri);
        expect(feed?.events.map((e) => e.type)).toEqual(["activity.updated"]);
        expect(got.seen.some((u) => u.uri === activityUri)).toBe(false);

        const patched = await team.captain.api.patch(`/api/v1/activities/${watched.id}`, { status: "IN_PROGRESS" });
        expect(patched.status).toBe(200);
        const update = await got.next(activityUri);
        const events = (await team.captain.api.get(`/api/v1/teams/${team.id}/events?objectId=${watched.id}&limit=1`)).body.data as Array<{ id: string }>;
        expect(update?.events).toEqual([{ id: events[0]?.id, type: "activity.updated" }]);
        const read = await client.readResource({ uri: activityUri });
        const [content] = read.contents as Array<{ text: string; mimeType: string }>;
        expect(content?.mimeType).toBe("application/json");
        expect(JSON.parse(content?.text ?? "{}")).toMatchObject({ object: "activity", id: watched.id, status: "IN_PROGRESS" });

        // A comment on the watched activity is a change to it too.
        const before = got.seen.filter((u) => u.uri === activityUri).length;
        await team.captain.api.post(`/api/v1/activities/${watched.id}/comments`, { content: "Seen?" });
        const deadline = Date.now() + 10_000;
        while (got.seen.filter((u) => u.uri === activityUri).length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(got.seen.filter((u) => u.uri === activityUri).at(-1)?.events.map((e) => e.type)).toEqual(["comment.created"]);
      } finally {
        await subscription.close();
      }
      expect(await subscription.closed).toBe("local");
    });

    it("refuses a resource the caller may not read, or that does not exist, naming it", async () => {
      const outsider = await makeUser(server);
      const client = await v2(outsider.key);
      const uri = `sprintroom://teams/${team.id}/events`;
      await expect(client.listen({ resourceSubscriptions: [uri] })).rejects.toMatchObject({ code: -32602, data: { uri, error: { code: "not_team_member" } } });
      const absent = `sprintroom://activities/${ABSENT_ID}`;
      await expect(client.listen({ resourceSubscriptions: [absent] })).rejects.toMatchObject({ code: -32602, data: { uri: absent, error: { code: "resource_not_found" } } });
      await expect(client.listen({ resourceSubscriptions: ["file:///etc/passwd"] })).rejects.toMatchObject({ code: -32602, data: { uri: "file:///etc/passwd" } });
      await expect(client.readResource({ uri })).rejects.toMatchObject({ code: -32602, data: { error: { code: "not_team_member" } } });
    });

    it("are at most 10 open streams per user; closing one makes room", async () => {
      const user = await makeUser(server);
      expect((await team.captain.api.post(`/api/v1/teams/${team.id}/members`, { email: user.email, role: "MEMBER" })).status).toBe(201);
      const client = await v2(user.key);
      const filter = { resourceSubscriptions: [`sprintroom://teams/${team.id}/events`] };
      const open: McpSubscription[] = [];
      for (let i = 0; i < 10; i++) open.push(await client.listen(filter));
      await expect(client.listen(filter)).rejects.toMatchObject({ code: -32603, message: expect.stringContaining("10 open subscription streams per user") });
      await open.pop()?.close();
      // The server sees the stream go when its connection closes.
      let again: McpSubscription | undefined;
      for (let tries = 0; again === undefined && tries < 20; tries++) again = await client.listen(filter).catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
      expect(again).toBeDefined();
      await Promise.all([...open, again as McpSubscription].map((s) => s.close()));
    });

    it("end when the member leaves the team", async () => {
      const member = await makeUser(server);
      expect((await team.captain.api.post(`/api/v1/teams/${team.id}/members`, { email: member.email, role: "MEMBER" })).status).toBe(201);
      const client = await v2(member.key);
      const subscription: McpSubscription = await client.listen({ resourceSubscriptions: [`sprintroom://teams/${team.id}/events`] });
      expect((await team.captain.api.request("DELETE", `/api/v1/teams/${team.id}/members/${member.id}`)).status).toBe(204);
      expect(await Promise.race([subscription.closed, new Promise((r) => setTimeout(() => r("still open"), 10_000))])).toBe("graceful");
    });
  });
});

describe("MCP subscriptions end with their credential and at shutdown", () => {
  it("a revoked key's stream ends within 30 s; a shutdown ends the open ones and is not held up by them", async () => {
    const server = await startServer("sqlite");
    let closed = false;
    try {
      const team = await makeTeam(server);
      const member = await makeUser(server);
      expect((await team.captain.api.post(`/api/v1/teams/${team.id}/members`, { email: member.email, role: "MEMBER" })).status).toBe(201);
      const feed = `sprintroom://teams/${team.id}/events`;
      const revoked = await clientV2(server.url, member.key);
      const held = await clientV2(server.url, team.captain.key);
      const doomed = await revoked.listen({ resourceSubscriptions: [feed] });
      const kept = await held.listen({ resourceSubscriptions: [feed] });
      await revokeKey(server, member.keyId);
      const started = Date.now();
      expect(await Promise.race([doomed.closed, new Promise((r) => setTimeout(() => r("still open"), 40_000))])).toBe("graceful");
      expect(Date.now() - started).toBeLessThan(31_000);

      const shutdown = Date.now();
      await server.close();
      closed = true;
      expect(Date.now() - shutdown).toBeLessThan(5_000);
      expect(await kept.closed).toBe("graceful");
      await Promise.all([revoked.close(), held.close()]);
    } finally {
      if (!closed) await server.close();
    }
  }, 60_000);
});
