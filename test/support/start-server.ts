// A real server on a random port over a fresh database: a temporary SQLite file, or a PostgreSQL
// schema of its own so parallel test files never see each other's rows. Suites that need no setting
// of their own share one server per engine in each worker (sharedServer); each makes its own team.
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createSprintroom } from "../../src/main.js";
import { createServices, type Services } from "../../src/services.js";
import type { Engine } from "../../src/storage/database.js";

/** A running server, shared or not: what the factories and clients need. */
export interface ServerHandle {
  engine: Engine;
  url: string;
  databaseUrl: string;
  services: Services;
}

export interface TestServer extends ServerHandle {
  close(): Promise<void>;
}

/**
 * A fresh database in this run's scratch space (support/global-setup.ts), which the run removes at
 * its end even when `drop` is never called.
 */
export async function prepareDatabase(engine: Engine): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(inject("scratchFolder"), "db-"));
    return { databaseUrl: `sqlite:${join(dir, "test.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = inject("postgresUrl");
  if (!base) throw new Error("PostgreSQL is not available for this run");
  const schema = `${inject("schemaPrefix")}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Rate limits and AI quotas no API suite or load test reaches; limits are tested on their own (test/limits/). */
export const NO_LIMITS = {
  SPRINTROOM_RATE_LIMITS: "FREE=1000000,ESSENTIAL=1000000,PRO=1000000,MAX=1000000",
  SPRINTROOM_AI_QUOTAS: "FREE=1000000,ESSENTIAL=1000000,PRO=1000000,MAX=1000000",
};

/**
 * A server on a fresh database. `lookupHost` stands in for DNS (the one outside service a test may
 * replace: a resolver that answers slowly, or names a test's own).
 */
export async function startServer(engine: Engine, env: Record<string, string> = {}, options: { lookupHost?: Services["lookupHost"] } = {}): Promise<TestServer> {
  const database = await prepareDatabase(engine);
  const config = loadConfig({
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: "silent",
    SPRINTROOM_DEMO: "0",
    SPRINTROOM_RATE_LIMITS: NO_LIMITS.SPRINTROOM_RATE_LIMITS,
    // Webhook receivers in the tests listen on 127.0.0.1; the SSRF tests turn this off again.
    SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "true",
    ...env,
  });
  const services = createServices(config);
  if (options.lookupHost !== undefined) services.lookupHost = options.lookupHost;
  const running = await createSprintroom(services);
  const url = await running.listen({ port: 0, host: "127.0.0.1" });
  return {
    engine,
    url,
    databaseUrl: database.databaseUrl,
    services,
    async close() {
      await running.close();
      await services.close();
      await database.drop();
    },
  };
}

const shared = new Map<Engine, Promise<TestServer>>();

/**
 * This worker's server on `engine`, with the settings of `startServer(engine)`, for every suite that
 * needs no setting of its own: started on first use, it serves the worker's suites one after
 * another (vitest.config.ts: isolate false) and ends with the worker; the run removes its database.
 */
export function sharedServer(engine: Engine): Promise<ServerHandle> {
  let server = shared.get(engine);
  if (!server) {
    server = startServer(engine);
    shared.set(engine, server);
  }
  return server;
}
