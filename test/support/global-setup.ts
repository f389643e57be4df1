// Builds dist/ once (the tests that spawn bin/sprintroom.js run it, and parallel spawns must not each
// rebuild it), then probes PostgreSQL and Redis once. Locally a missing server skips the tests that need it, with a
// warning; with CI=true it fails the run, so CI never goes green on SQLite or in-process limits alone.
// It names the run's scratch space (a folder for SQLite files, a prefix for PostgreSQL schemas) and
// removes it afterwards: the workers' shared servers (support/start-server.ts) are never closed,
// they end with their worker. It also makes the run's test certificate authority (support/test-tls.ts),
// which the workers trust through NODE_EXTRA_CA_CERTS.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { makeTestTls, type TestTls } from "./test-tls.js";

export const PG_URL = process.env.SPRINTROOM_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.SPRINTROOM_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    redisUrl: string | null;
    /** This run's folder for SQLite files, and the prefix of its PostgreSQL schemas. */
    scratchFolder: string;
    schemaPrefix: string;
    /** This run's https certificate for localhost, which the workers trust (support/test-tls.ts); null without openssl. */
    testTls: TestTls | null;
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

/** Drops every schema of this run (other runs on the same database keep theirs). */
async function dropSchemas(prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)", [prefix]);
    for (const { name } of rows) await client.query(`DROP SCHEMA ${name} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The run's certificate authority, trusted by the workers through NODE_EXTRA_CA_CERTS, which each
 * reads at its start, after this (they are forked with this process's environment). Without
 * `openssl`, the tests that serve https are skipped locally, and CI=true fails the run.
 */
function testCertificates(scratchFolder: string): TestTls | null {
  try {
    const tls = makeTestTls(scratchFolder, process.env.NODE_EXTRA_CA_CERTS);
    process.env.NODE_EXTRA_CA_CERTS = tls.caFile;
    return tls;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === "true") throw new Error(`The test certificate authority could not be made (${reason}); CI=true requires openssl.`);
    console.warn(`\n[sprintroom tests] no test certificate authority (${reason}): the tests that serve https are skipped.\n`);
    return null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [fileURLToPath(new URL("../../scripts/build.js", import.meta.url))], { stdio: "inherit" });
  await probeRedis(project);
  const scratchFolder = mkdtempSync(join(tmpdir(), "sprintroom-test-"));
  const schemaPrefix = `sr_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}_`;
  project.provide("scratchFolder", scratchFolder);
  project.provide("schemaPrefix", schemaPrefix);
  project.provide("testTls", testCertificates(scratchFolder));
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  let postgres = false;
  try {
    await client.connect();
    await client.query("SELECT 1");
    postgres = true;
    project.provide("postgresUrl", PG_URL);
  } catch (error) {
    unavailable("PostgreSQL", PG_URL, error);
    project.provide("postgresUrl", null);
  } finally {
    await client.end().catch(() => undefined);
  }
  return async () => {
    rmSync(scratchFolder, { recursive: true, force: true });
    if (postgres) await dropSchemas(schemaPrefix);
  };
}
