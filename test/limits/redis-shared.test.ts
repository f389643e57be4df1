// Several instances, one budget: two server processes sharing one Redis allow exactly the limit
// together. And without Redis, requests are still served.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { expectError, expectStatus, request } from "../support/client.js";
import { keyFor, makeUser } from "../support/factories.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { prepareDatabase, startServer } from "../support/start-server.js";

const redisUrl = inject("redisUrl");

describe.runIf(redisUrl)("two instances sharing Redis", () => {
  const children: ChildServer[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => c.stop()));
    for (const cleanup of cleanups) await cleanup();
  });

  it("allow exactly the limit between them", async () => {
    const database = await prepareDatabase("sqlite");
    cleanups.push(database.drop);
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    await migrateToLatest(services.db);
    const user = await createUser(services, { email: "shared@example.test", name: "Shared" });
    const team = await createTeam(services, { name: "Shared", plan: "FREE" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const key = await keyFor(services, user.id);
    await services.close();

    const env = {
      DATABASE_URL: database.databaseUrl,
      REDIS_URL: redisUrl as string,
      SPRINTROOM_REDIS_PREFIX: `sprintroom-test:${randomUUID()}:`,
      SPRINTROOM_RATE_LIMITS: "FREE=10",
      SPRINTROOM_DEMO: "0",
    };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    children.push(a, b);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await request(i % 2 ? b.url : a.url, "GET", "/api/v1/me", { key: key.key });
      statuses.push(res.status);
      if (res.status === 200) expect(Number(res.headers.get("x-ratelimit-remaining"))).toBe(9 - i);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429, 429, 429]);
    const ready = await request(a.url, "GET", "/readyz");
    expect(ready.body).toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
  });
});

describe("an instance whose Redis is unreachable", () => {
  it("still serves requests and reports it on /readyz", async () => {
    const server = await startServer("sqlite", { REDIS_URL: "redis://127.0.0.1:1", SPRINTROOM_RATE_LIMITS: "FREE=3" });
    try {
      const user = await makeUser(server);
      for (let i = 0; i < 3; i++) expectStatus(await user.api.get("/api/v1/me"), 200);
      expectError(await user.api.get("/api/v1/me"), 429, "rate_limit_error", "rate_limited");
      const ready = await request(server.url, "GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "degraded", checks: { database: "ok", redis: "unavailable" } });
      expectStatus(await request(server.url, "GET", "/healthz"), 200);
    } finally {
      await server.close();
    }
  });
});
