// `npm run bench:insights`: the sprint report and the team insights over real HTTP on SQLite, against
// issue 26's bound (each ≤ 50 ms). One sprint of 500 activities and 20,000 events (each a status
// change, so each also writes a change-log row and moves the sprints' aggregate), five more sprints
// of 100 activities and 400 events, all started; then GET /sprints/{id}/report on the big sprint and GET
// /teams/{id}/insights?sprints=6, each timed over RUNS sequential calls (median and p90).
import { sittingHeading } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

const RUNS = 50;
const STATUSES = ["IN_PROGRESS", "IN_REVIEW", "DONE", "REOPENED"] as const;
const PER_BATCH = 100;

type Call = { operation: string; params: Record<string, unknown>; body: Record<string, unknown> };

/** A sprint of `activities` activities and `events` events in all: their creation, then status changes in turn. */
async function seedSprint(call: ReturnType<typeof api>, teamId: string, name: string, startDate: string, activities: number, events: number): Promise<string> {
  const sprint = await call<{ id: string }>("POST", `/api/v1/teams/${teamId}/sprints`, { name, startDate });
  const ids: string[] = [];
  for (let start = 0; start < activities; start += PER_BATCH) {
    const operations: Call[] = [];
    for (let i = start; i < Math.min(activities, start + PER_BATCH); i++) {
      operations.push({ operation: "create_activity", params: { teamId }, body: { title: `${name} ${i}`, sprintId: sprint.id, points: 1 + (i % 8) } });
    }
    const done = await call<{ results: Array<{ record: { id: string } }> }>("POST", "/api/v1/batch", { operations });
    ids.push(...done.results.map((r) => r.record.id));
  }
  const updates: Call[] = [];
  for (let n = 0; n < events - activities; n++) {
    const id = ids[n % ids.length] as string;
    const status = STATUSES[Math.floor(n / ids.length) % STATUSES.length] as string;
    updates.push({ operation: "update_activity", params: { activityId: id }, body: { status } });
  }
  for (let start = 0; start < updates.length; start += PER_BATCH) {
    await call("POST", "/api/v1/batch", { operations: updates.slice(start, start + PER_BATCH) });
  }
  return sprint.id;
}

async function time(label: string, request: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  const p90 = times[Math.floor(RUNS * 0.9)] as number;
  console.log(`| ${label} | ${median.toFixed(1)} | ${p90.toFixed(1)} | ${median <= 50 ? "yes" : "no"} |`);
}

const database = await createBenchDatabase(undefined);
try {
  const tenant = createTenant(database.url, "insights");
  const server = await startSprintroom(database.url);
  try {
    const call = api(server.base, tenant.key);
    const seeding = performance.now();
    const big = await seedSprint(call, tenant.teamId, "Big", "2026-10-05", 500, 20_000);
    for (let s = 1; s <= 5; s++) await seedSprint(call, tenant.teamId, `Sprint ${s}`, `2026-0${s + 3}-01`, 100, 500);
    console.log(sittingHeading("Sprint report and team insights (SQLite, over HTTP)"));
    console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s.\n`);
    console.log("| Request | median ms | p90 ms | median ≤ 50 ms |\n|---|---|---|---|");
    await time("GET /sprints/{id}/report (500 activities, 20,000 events)", () => call("GET", `/api/v1/sprints/${big}/report`));
    await time("GET /teams/{id}/insights?sprints=6", () => call("GET", `/api/v1/teams/${tenant.teamId}/insights?sprints=6`));
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
