// A fresh database (SQLite file or PostgreSQL schema) with one team and its captain's key, made
// through the admin functions the CLI uses, for suites that start `sprintroom serve` on it themselves.
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import type { Engine } from "../../src/storage/database.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { keyFor } from "./factories.js";
import { prepareDatabase } from "./start-server.js";

export interface SeededDatabase {
  engine: Engine;
  databaseUrl: string;
  teamId: string;
  userId: string;
  /** The captain's API key (read, write). */
  key: string;
  drop(): Promise<void>;
}

/**
 * `ownDatabase` (PostgreSQL): a database of its own rather than a schema in the shared one, so that
 * pg_stat_database counts the sessions of this test's server and of no other.
 */
export async function seedDatabase(engine: Engine, options: { ownDatabase?: boolean } = {}): Promise<SeededDatabase> {
  const database = engine === "postgres" && options.ownDatabase ? await createOwnDatabase() : await prepareDatabase(engine);
  const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
  try {
    await migrateToLatest(services.db);
    const user = await createUser(services, { email: `captain-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`, name: "Cora Captain" });
    const team = await createTeam(services, { name: "Reliability", plan: "MAX" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const key = await keyFor(services, user.id);
    return { engine, databaseUrl: database.databaseUrl, teamId: team.id, userId: user.id, key: key.key, drop: database.drop };
  } finally {
    await services.close();
  }
}

async function createOwnDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const base = inject("postgresUrl");
  if (!base) throw new Error("PostgreSQL is not available for this run");
  const name = `sr_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}
