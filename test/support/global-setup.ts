// Probes PostgreSQL once. Locally a missing server skips the PostgreSQL half of the suite with a
// warning; with CI=true it fails the run, so CI never goes green on SQLite alone.
import pg from "pg";
import type { TestProject } from "vitest/node";

export const PG_URL = process.env.SPRINTROOM_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    project.provide("postgresUrl", PG_URL);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === "true") throw new Error(`PostgreSQL at ${PG_URL} is unreachable (${reason}); CI=true requires it.`);
    console.warn(`\n[sprintroom tests] PostgreSQL at ${PG_URL} is unreachable (${reason}): PostgreSQL runs are skipped.\n`);
    project.provide("postgresUrl", null);
  } finally {
    await client.end().catch(() => undefined);
  }
}
