// `npx tsx bench/graph-plans.ts sqlite|postgres`: the first page of `ready` and `blocked` at the
// storage layer on a team of 1,000,000 activities seeded as the scale scenario seeds them (every
// tenth blocked), timed over 200 calls, and the plan each engine picks for it (EXPLAIN QUERY PLAN on
// SQLite; EXPLAIN ANALYZE, BUFFERS on PostgreSQL at BENCH_DATABASE_URL). No HTTP: what the query
// costs, apart from the load on the machine.
import { sql } from "kysely";
import { seedActivities } from "./seed-scale.js";
import { createBenchDatabase, createTenant } from "./sprintroom.js";
import { createDatabase } from "../src/storage/database.js";
import { listActivityRows } from "../src/storage/repos/activities.js";

const engine = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const COUNT = Number(process.env.BENCH_SCALE ?? 1_000_000);
const RUNS = 200;

const database = await createBenchDatabase(engine === "postgres" ? (process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : undefined);
try {
  const big = createTenant(database.url, "big");
  await seedActivities(database.url, big.teamId, big.userId, COUNT);
  const db = createDatabase(database.url);
  for (const filter of [{ ready: true }, { blocked: true }] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await listActivityRows(db.kysely, big.teamId, filter, { limit: 25 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${engine} ${COUNT} ${JSON.stringify(filter)}: median ${times[RUNS / 2]?.toFixed(3)} ms, p90 ${times[Math.floor(RUNS * 0.9)]?.toFixed(3)} ms`);
    // The predicates as the partial indexes name them (src/storage/repos/activities.ts, READY and BLOCKED).
    const where = "ready" in filter ? sql`unresolved_blockers = 0 AND status NOT IN ('COMPLETED', 'DONE')` : sql`unresolved_blockers > 0`;
    const explain = engine === "postgres" ? sql`EXPLAIN (ANALYZE, BUFFERS)` : sql`EXPLAIN QUERY PLAN`;
    const plan = await sql<Record<string, unknown>>`${explain} SELECT id FROM activities WHERE team_id = ${big.teamId} AND ${where} ORDER BY id DESC LIMIT 26`.execute(db.kysely);
    for (const row of plan.rows) console.log(`  ${Object.values(row).join(" | ")}`);
  }
  await db.close();
} finally {
  await database.drop();
}
