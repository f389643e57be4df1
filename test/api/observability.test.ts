// What an operator sees: one structured log line per request (never a secret in it), and the
// security headers every answer carries.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { request } from "../support/client.js";
import { keyFor } from "../support/factories.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { prepareDatabase } from "../support/start-server.js";

describe("logs and headers", () => {
  let child: ChildServer;
  let key: string;
  let userId: string;
  let teamId: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await prepareDatabase("sqlite");
    drop = database.drop;
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    await migrateToLatest(services.db);
    const user = await createUser(services, { email: `log-${randomUUID()}@example.test`, name: "Logged" });
    const team = await createTeam(services, { name: "Logs" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    key = (await keyFor(services, user.id)).key;
    userId = user.id;
    teamId = team.id;
    await services.close();
    child = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", LOG_LEVEL: "info" });
  }, 60_000);
  afterAll(async () => {
    await child?.stop();
    await drop?.();
  });

  it("writes one JSON line per request with its id, user, team, route, status and duration, and no secret", async () => {
    const ok = await request(child.url, "GET", `/api/v1/teams/${teamId}/sprints`, { key });
    const denied = await request(child.url, "GET", "/api/v1/me", { key: `sr_sk_${"z".repeat(40)}` });
    await request(child.url, "GET", "/healthz");
    const mcp = await request(child.url, "POST", "/api/mcp", {
      key,
      headers: { accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    const lines = await (async () => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = child.stdout().split("\n").filter((l) => l.includes('"msg":"request"'));
        if (found.length >= 4 || Date.now() > deadline) return found.map((l) => JSON.parse(l));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const byId = (id: string | null) => lines.filter((l) => l.requestId === id);
    expect(byId(ok.headers.get("x-request-id"))).toEqual([
      expect.objectContaining({ method: "GET", route: "/api/v1/teams/:teamId/sprints", status: 200, userId, teamId, durationMs: expect.any(Number) }),
    ]);
    expect(byId(denied.headers.get("x-request-id"))).toEqual([expect.objectContaining({ status: 401, userId: null })]);
    expect(byId(mcp.headers.get("x-request-id"))).toEqual([expect.objectContaining({ route: "/api/mcp", userId })]);
    expect(child.stdout()).not.toContain(key);
    expect(child.stdout()).not.toContain("z".repeat(40));
  });

  it("sends nosniff everywhere and no-store on authenticated answers", async () => {
    const authed = await request(child.url, "GET", "/api/v1/me", { key });
    expect(authed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(authed.headers.get("cache-control")).toBe("no-store");
    const error = await request(child.url, "GET", "/api/v1/sprints/nope", { key });
    expect(error.headers.get("cache-control")).toBe("no-store");
    const open = await request(child.url, "GET", "/healthz");
    expect(open.headers.get("x-content-type-options")).toBe("nosniff");
    expect(open.headers.get("cache-control")).toBeNull();
    expect(open.headers.get("access-control-allow-origin")).toBeNull();
  });
});
