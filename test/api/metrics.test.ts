// GET /metrics as Prometheus scrapes it: parsed strictly (support/prometheus.ts), off unless asked
// for, behind the token when one is set, never rate-limited, and every counter moving by exactly what
// the requests in between did, on both engines.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, makeUser } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { parsePrometheus, valueOf, type Family } from "../support/prometheus.js";
import { startServer, sharedServer, type ServerHandle, type TestServer } from "../support/start-server.js";
import { startReceiver } from "../support/webhook-receiver.js";

async function scrape(server: TestServer, headers: Record<string, string> = {}): Promise<Map<string, Family>> {
  const res = await fetch(`${server.url}/metrics`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parsePrometheus(await res.text());
}

describe("GET /metrics off", () => {
  let server: ServerHandle;
  beforeAll(async () => {
    server = await sharedServer("sqlite");
  });

  it("is an unknown route unless SPRINTROOM_METRICS or a token turns it on", async () => {
    expectError(await request(server.url, "GET", "/metrics"), 404, "not_found_error", "route_not_found");
  });
});

describe.each(testEngines())("GET /metrics (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, {
      SPRINTROOM_METRICS: "true",
      SPRINTROOM_RATE_LIMITS: "FREE=3,ESSENTIAL=1000,PRO=1000,MAX=1000",
      SPRINTROOM_AI_QUOTAS: "FREE=1000,ESSENTIAL=1,PRO=1000,MAX=1000",
    });
  });
  afterAll(async () => server?.close());

  it("counts requests by route template, method and status, with their latency", async () => {
    const { captain } = await makeTeam(server, { plan: "MAX" });
    const sprintId = randomUUID();
    const before = await scrape(server);
    expectStatus(await captain.api.get("/api/v1/me"), 200);
    expectStatus(await captain.api.get("/api/v1/me"), 200);
    expectStatus(await captain.api.get(`/api/v1/sprints/${sprintId}`), 404);
    expectStatus(await captain.api.get(`/api/v1/no-such-route/${sprintId}`), 404);
    const after = await scrape(server);

    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(after.get("sprintroom_http_requests_total")?.type).toBe("counter");
    expect(moved("sprintroom_http_requests_total", { method: "GET", route: "/api/v1/me", status: "200" })).toBe(2);
    expect(moved("sprintroom_http_requests_total", { method: "GET", route: "/api/v1/sprints/:sprintId", status: "404" })).toBe(1);
    expect(moved("sprintroom_http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(1);
    // The scrape before this one is counted too, once it has been answered.
    expect(moved("sprintroom_http_requests_total", { method: "GET", route: "/metrics", status: "200" })).toBe(1);

    expect(after.get("sprintroom_http_request_duration_seconds")?.type).toBe("histogram");
    const me = { method: "GET", route: "/api/v1/me" };
    expect(moved("sprintroom_http_request_duration_seconds_count", me)).toBe(2);
    expect(moved("sprintroom_http_request_duration_seconds_sum", me)).toBeGreaterThan(0);
    expect(moved("sprintroom_http_request_duration_seconds_bucket", { ...me, le: "+Inf" })).toBe(2);

    // Labels carry templates, never the ids or paths a client sent.
    const labelValues = [...after.values()].flatMap((f) => f.samples.flatMap((s) => Object.values(s.labels)));
    expect(labelValues.filter((value) => value.includes(sprintId))).toEqual([]);
  });

  it("counts 429 rate_limited, and is itself never rate-limited nor asks for a credential", async () => {
    const before = await scrape(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await request(server.url, "GET", "/api/v1/me")).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    let after = before;
    for (let i = 0; i < 5; i++) after = await scrape(server);
    expect(valueOf(after, "sprintroom_rate_limited_total") - valueOf(before, "sprintroom_rate_limited_total")).toBe(2);
  });

  it("counts 429 quota_exceeded from REST and from MCP", async () => {
    const team = await makeTeam(server, { plan: "ESSENTIAL" });
    const ask = `/api/v1/teams/${team.id}/ai/ask`;
    const before = await scrape(server);
    expectStatus(await team.captain.api.post(ask, { question: "What is blocked?" }), 200);
    expectError(await team.captain.api.post(ask, { question: "What is blocked?" }), 429, "rate_limit_error", "quota_exceeded");
    const mcp = await mcpClient(server.url, team.captain.key);
    try {
      const result = await mcp.callTool({ name: "ask_team", arguments: { teamId: team.id, question: "What is blocked?" } });
      expect(toolError(result).error.code).toBe("quota_exceeded");
    } finally {
      await mcp.close();
    }
    const after = await scrape(server);
    expect(valueOf(after, "sprintroom_ai_quota_exceeded_total") - valueOf(before, "sprintroom_ai_quota_exceeded_total")).toBe(2);
  });

  it("reports event-loop delay, and PostgreSQL's pool", async () => {
    await makeUser(server);
    const families = await scrape(server);
    expect(families.get("nodejs_eventloop_lag_p99_seconds")?.type).toBe("gauge");
    expect(valueOf(families, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThan(0);
    const pool = ["sprintroom_db_pool_connections", "sprintroom_db_pool_idle_connections", "sprintroom_db_pool_waiting_queries"];
    if (engine === "sqlite") {
      expect(pool.filter((name) => families.has(name))).toEqual([]);
      return;
    }
    const [total, idle, waiting] = pool.map((name) => valueOf(families, name));
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(idle).toBeLessThanOrEqual(total as number);
    expect(waiting).toBe(0);
  });
});

describe("GET /metrics with SPRINTROOM_METRICS_TOKEN", () => {
  const token = "scrape-token-0123456789";
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_METRICS_TOKEN: token });
  });
  afterAll(async () => server?.close());

  it("answers only the Bearer token: anything else is a 401 in the usual envelope", async () => {
    for (const authorization of [undefined, `Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, token, `Basic ${token}`]) {
      const res = await request(server.url, "GET", "/metrics", { headers: authorization === undefined ? {} : { authorization } });
      expectError(res, 401, "authentication_error", "invalid_credential");
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
    const families = await scrape(server, { authorization: `Bearer ${token}` });
    expect(valueOf(families, "sprintroom_http_requests_total", { route: "/metrics", status: "401" })).toBe(5);
  });
});

describe.each(testEngines())("GET /metrics and webhooks (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { SPRINTROOM_METRICS: "true", SPRINTROOM_WEBHOOK_RETRY_SCHEDULE: "100ms" });
  });
  afterAll(async () => server?.close());

  it("gauges the webhook deliveries given up on and those waiting", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const receiver = await startReceiver();
    receiver.answer = () => 500;
    const endpoint = (await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: receiver.url, events: ["sprint.created"] })).body;
    const gauge = (family: Map<string, Family>, status: string) => valueOf(family, "sprintroom_webhook_deliveries", { status });

    const before = await scrape(server);
    expectStatus(await team.captain.api.post(`/api/v1/teams/${team.id}/sprints`, { name: "Gauged" }), 201);
    // Tried, and tried once more (the schedule allows one retry): then given up.
    await receiver.waitFor((r) => r.length >= 2);
    let delivery: Record<string, unknown> = {};
    for (let i = 0; i < 50 && delivery.status !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [delivery] = (await team.captain.api.get(`/api/v1/webhooks/${endpoint.id}/deliveries`)).body.data;
    }
    const failed = await scrape(server);
    expect(failed.get("sprintroom_webhook_deliveries")?.type).toBe("gauge");
    expect(gauge(failed, "failed") - gauge(before, "failed")).toBe(1);
    expect(gauge(failed, "pending") - gauge(before, "pending")).toBe(0);

    // Sent again by hand while its endpoint is disabled: it waits for the endpoint.
    await team.captain.api.patch(`/api/v1/webhooks/${endpoint.id}`, { status: "disabled" });
    expectStatus(await team.captain.api.post(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`, {}), 200);
    const waiting = await scrape(server);
    expect(gauge(waiting, "failed") - gauge(failed, "failed")).toBe(-1);
    expect(gauge(waiting, "pending") - gauge(failed, "pending")).toBe(1);
    await receiver.close();
  });
});
