// PostgreSQL's plans for the work graph's list filters, on a team whose activities are mostly finished
// (so a scan of the team's newest activities would read nearly all of them before a page filled):
// ready, blocked and top-level lists walk their partial index; a parent's sub-tasks walk
// activities_parent_idx. PostgreSQL's plans depend on statistics, so the table is analysed first.
import pg from "pg";
import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { listActivityRows, type ActivityFilter } from "../../src/storage/repos/activities.js";
import type { Database } from "../../src/storage/tables.js";
import { testEngines } from "../support/databases.js";
import { prepareDatabase } from "../support/start-server.js";

const ROWS = 20_000;

describe.runIf(testEngines().includes("postgres"))("work graph query plans (PostgreSQL)", () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  const ran: CompiledQuery[] = [];
  let teamId = "";
  let parentId = "";

  beforeAll(async () => {
    database = await prepareDatabase("postgres");
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    try {
      await migrateToLatest(services.db);
      const user = await createUser(services, { email: `gp-${uuidv7()}@example.test`, name: "Gil" });
      teamId = (await createTeam(services, { name: "Graph plans" })).id;
      const sprintId = uuidv7();
      parentId = uuidv7();
      const now = new Date().toISOString();
      await services.db.kysely.insertInto("sprints").values({ id: sprintId, team_id: teamId, name: "S", description: null, goal: null, start_date: null, end_date: null, status: "ACTIVE", created_at: now, updated_at: now }).execute();
      // All but every 500th finished; every 700th blocked; every 3rd a sub-task of one parent.
      await runSql(database.databaseUrl, `
        INSERT INTO activities (id, team_id, sprint_id, title, status, labels, created_by, created_at, updated_at, unresolved_blockers, parent_id)
        SELECT gen_random_uuid(), $1, $2, 'A ' || i, CASE WHEN i % 500 = 0 THEN 'TODO' ELSE 'DONE' END, '[]', $3, now(), now(),
               CASE WHEN i % 700 = 0 THEN 1 ELSE 0 END, NULL
        FROM generate_series(1, ${ROWS}) AS i`, [teamId, sprintId, user.id]);
      await runSql(database.databaseUrl, `
        INSERT INTO activities (id, team_id, sprint_id, title, status, labels, created_by, created_at, updated_at)
        VALUES ($1, $2, $3, 'Parent', 'TODO', '[]', $4, now(), now())`, [parentId, teamId, sprintId, user.id]);
      await runSql(database.databaseUrl, `UPDATE activities SET parent_id = $1 WHERE team_id = $2 AND id <> $1 AND title LIKE '%3'`, [parentId, teamId]);
      await runSql(database.databaseUrl, "ANALYZE activities");
    } finally {
      await services.close();
    }
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void (event.level === "query" && ran.push(event.query)) });
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function plan(filter: ActivityFilter): Promise<string> {
    ran.length = 0;
    await listActivityRows(db, teamId, filter, { limit: 25 });
    const [query] = ran;
    const rows = (await pool.query(`EXPLAIN ${query!.sql}`, query!.parameters as unknown[])).rows as Array<{ "QUERY PLAN": string }>;
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it.each([
    ["ready", { ready: true }, "activities_ready_idx"],
    ["blocked", { blocked: true }, "activities_blocked_idx"],
    ["top-level", { parentId: null }, "activities_top_level_idx"],
  ] as const)("lists %s activities through %s, newest first, without sorting", async (_name, filter, index) => {
    const text = await plan(filter);
    expect(text).toMatch(new RegExp(`Index Scan Backward using ${index}`));
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it("lists a parent's sub-tasks through activities_parent_idx", async () => {
    const text = await plan({ parentId });
    expect(text).toMatch(/activities_parent_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

async function runSql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}
