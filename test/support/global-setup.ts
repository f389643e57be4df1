// Builds dist/ once (the tests that spawn bin/sprintroom.js run it, and parallel spawns must not each
// rebuild it), then probes PostgreSQL and Redis once. Locally a missing server skips the tests that need it, with a
// warning; with CI=true it fails the run, so CI never goes green on SQLite or in-process limits alone.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import type { TestProject } from "vitest/node";

export const PG_URL = process.env.SPRINTROOM_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.SPRINTROOM_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    redisUrl: string | null;
  }
}

function unavailable(what: string, url: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  if (process.env.CI === "true") throw new Error(`${what} at ${url} is unreachable (${reason}); CI=true requires it.`);
  console.warn(`\n[sprintroom tests] ${what} at ${url} is unreachable (${reason}): the tests that need it are skipped.\n`);
}

async function probeRedis(project: TestProject): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    project.provide("redisUrl", REDIS_URL);
  } catch (error) {
    unavailable("Redis", REDIS_URL, error);
    project.provide("redisUrl", null);
  } finally {
    redis.disconnect();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  execFileSync(process.execPath, [fileURLToPath(new URL("../../scripts/build.js", import.meta.url))], { stdio: "inherit" });
  await probeRedis(project);
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    project.provide("postgresUrl", PG_URL);
  } catch (error) {
    unavailable("PostgreSQL", PG_URL, error);
    project.provide("postgresUrl", null);
  } finally {
    await client.end().catch(() => undefined);
  }
}
