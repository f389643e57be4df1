// `npm run bench`: in one sitting, the ceiling (bench/ceiling.js, a bare node:http server with a
// prebuilt 2 KB answer) and then Sprintroom's scenarios on SQLite and, with BENCH_DATABASE_URL, on
// PostgreSQL; then the scale scenario (1,000,000 activities in one team against 1,000, every tenth
// blocked: the first page of lists, filters, ready and blocked; BENCH_SCALE=0 skips it;
// BENCH_ONLY=scale runs only it) and the CLI's start-up. Server on one core, load on the other, 50 connections. Prints
// markdown for docs/benchmarks.md: each scenario's rps, p50, p99 and share of the ceiling, RSS and
// the worst event-loop delay the server saw.
import { measurePlannerWorstCase } from "./ai-bounds.js";
import { measureCliStartup } from "./cli-startup.js";
import { CONNECTIONS, SECONDS, load, pinLoadGenerator, probe, sittingHeading, spawnPinned, stopProcess, waitForOutput, type LoadResult } from "./harness.js";
import { seedActivities } from "./seed-scale.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const SCALE = Number(process.env.BENCH_SCALE ?? 1_000_000);
/** `scale`: only the scale scenario (and the CLI start-up). */
const ONLY = process.env.BENCH_ONLY;
const out: string[] = [];
const print = (line = "") => {
  out.push(line);
  process.stderr.write(`${line}\n`);
};

async function measureCeiling(): Promise<LoadResult> {
  const child = spawnPinned(["bench/ceiling.js"], process.env);
  const [, port] = await waitForOutput(child, /^(\d+)\n/);
  const result = await load({ url: `http://127.0.0.1:${port}/` });
  await stopProcess(child);
  return result;
}

const cursorAfter = (id: string) => Buffer.from(JSON.stringify([id])).toString("base64url");
const STATUSES = ["PENDING", "TODO", "IN_PROGRESS", "BLOCKED", "NEEDS_HELP", "REVIEW", "COMPLETED"];

async function scenarios(engine: "sqlite" | "postgres", ceiling: LoadResult): Promise<Map<string, LoadResult>> {
  const database = await createBenchDatabase(engine === "postgres" ? POSTGRES_URL : undefined);
  const tenant = createTenant(database.url, "bench");
  const server = await startSprintroom(database.url);
  const call = api(server.base, tenant.key);
  const t = `/api/v1/teams/${tenant.teamId}`;
  const sprint = await call<{ id: string }>("POST", `${t}/sprints`, { name: "Bench sprint", startDate: "2026-12-07", endDate: "2026-12-18" });
  let activityId = "";
  for (let batch = 0; batch < 100; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const n = batch * 10 + i;
        const body = { title: `Bench activity ${n}`, sprintId: sprint.id, status: STATUSES[n % STATUSES.length], points: n % 8, assignedTo: n % 3 === 0 ? tenant.userId : null };
        activityId = (await call<{ id: string }>("POST", `${t}/activities`, body)).id;
      }),
    );
  }
  for (let n = 0; n < 30; n++) {
    const content = `Notes ${n}. The VAT rounding rules for invoices: round half up per line, then sum. Owner reviews rounding every sprint. `.repeat(20);
    await call("POST", `${t}/documents`, { title: `Doc ${n} ${n % 3 === 0 ? "rounding" : "notes"}`, content, sprintId: sprint.id });
  }

  const headers = { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" };
  const list: Array<{ name: string; path: string; method?: "POST"; body?: string }> = [
    { name: "GET activity by id", path: `/api/v1/activities/${activityId}` },
    { name: "GET /me", path: "/api/v1/me" },
    { name: "GET list of 25", path: `${t}/activities` },
    { name: "GET filtered list", path: `${t}/activities?status=BLOCKED,NEEDS_HELP&sprintId=${sprint.id}&limit=25` },
    { name: "GET document search", path: `${t}/documents?q=rounding` },
    { name: "POST activity", path: `${t}/activities`, method: "POST", body: JSON.stringify({ title: "Bench", sprintId: sprint.id, points: 3 }) },
  ];
  await probe(server.child, "reset");
  const results = new Map<string, LoadResult>();
  print(`### ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}`);
  print();
  print("| Scenario | req/s | p50 ms | p99 ms | share of ceiling | non-2xx |");
  print("|---|---|---|---|---|---|");
  for (const s of list) {
    const r = await load({ url: server.base + s.path, method: s.method, headers, body: s.body });
    results.set(s.name, r);
    print(`| ${s.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)}% | ${r.non2xx} |`);
  }
  const stats = await probe(server.child, "stats");
  print();
  print(`RSS at the end: ${Math.round(stats?.rssMb ?? 0)} MB; worst event-loop delay: ${stats?.maxDelayMs.toFixed(1)} ms (p99 ${stats?.p99DelayMs.toFixed(1)} ms).`);
  print();
  await server.stop();
  await database.drop();
  return results;
}

async function scale(engine: "sqlite" | "postgres"): Promise<void> {
  const database = await createBenchDatabase(engine === "postgres" ? POSTGRES_URL : undefined);
  const small = createTenant(database.url, "small");
  const big = createTenant(database.url, "big");
  const started = Date.now();
  const seeds = { small: await seedActivities(database.url, small.teamId, small.userId, 1000), big: await seedActivities(database.url, big.teamId, big.userId, SCALE) };
  process.stderr.write(`seeded ${SCALE} activities in ${Math.round((Date.now() - started) / 1000)} s\n`);
  const server = await startSprintroom(database.url);
  await probe(server.child, "reset");
  const path = (tenant: typeof small, seed: typeof seeds.small) => ({
    "first page": `/api/v1/teams/${tenant.teamId}/activities`,
    "deep cursor (90% down)": `/api/v1/teams/${tenant.teamId}/activities?starting_after=${cursorAfter(seed.deepId)}`,
    "filtered (two statuses)": `/api/v1/teams/${tenant.teamId}/activities?status=BLOCKED,NEEDS_HELP`,
    "filtered (sprint, status, assignee)": `/api/v1/teams/${tenant.teamId}/activities?sprintId=${seed.sprintId}&status=REVIEW&assignedTo=me`,
    "ready=true": `/api/v1/teams/${tenant.teamId}/activities?ready=true`,
    "blocked=true": `/api/v1/teams/${tenant.teamId}/activities?blocked=true`,
  });
  const smallPaths = path(small, seeds.small);
  const bigPaths = path(big, seeds.big);
  print(`### Scale, ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}: a team of ${SCALE.toLocaleString("en")} activities against one of 1,000`);
  print();
  const size = SCALE >= 1_000_000 && SCALE % 1_000_000 === 0 ? `${SCALE / 1_000_000}M` : SCALE.toLocaleString("en");
  print(`| List | 1k: req/s, p50, p99 ms | ${size}: req/s, p50, p99 ms | ${size} latency ÷ 1k (p50) |`);
  print("|---|---|---|---|");
  for (const name of Object.keys(smallPaths) as Array<keyof typeof smallPaths>) {
    const a = await load({ url: server.base + smallPaths[name], headers: { authorization: `Bearer ${small.key}` }, seconds: Math.max(3, SECONDS / 2) });
    const b = await load({ url: server.base + bigPaths[name], headers: { authorization: `Bearer ${big.key}` }, seconds: Math.max(3, SECONDS / 2) });
    print(`| ${name} | ${a.rps}, ${a.p50}, ${a.p99} | ${b.rps}, ${b.p50}, ${b.p99} | ${(b.p50 / Math.max(a.p50, 0.5)).toFixed(2)}× (rps ${(a.rps / Math.max(b.rps, 1)).toFixed(2)}×) |`);
  }
  const stats = await probe(server.child, "stats");
  print();
  print(`RSS at the end: ${Math.round(stats?.rssMb ?? 0)} MB; worst event-loop delay: ${stats?.maxDelayMs.toFixed(1)} ms.`);
  print();
  await server.stop();
  await database.drop();
}

async function main(): Promise<void> {
  const pinned = pinLoadGenerator();
  print(sittingHeading());
  print();
  print(`${CONNECTIONS} connections, ${SECONDS} s per scenario, ${pinned ? "server on core 0, load on core 1 (taskset)" : "no taskset: server and load share the cores"}, node ${process.version}.`);
  print();
  if (ONLY !== "scale") {
    const ceiling = await measureCeiling();
    print(`Ceiling (bare node:http, prebuilt 2 KB JSON): ${ceiling.rps} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`);
    print();
    const sqlite = await scenarios("sqlite", ceiling);
    if (POSTGRES_URL) {
      const postgres = await scenarios("postgres", ceiling);
      print("PostgreSQL as a share of SQLite: " + [...postgres].map(([name, r]) => `${name} ${((100 * r.rps) / (sqlite.get(name)?.rps ?? 1)).toFixed(0)}%`).join(", ") + ".");
      print();
    }
  }
  if (SCALE > 0) {
    await scale("sqlite");
    if (POSTGRES_URL) await scale("postgres");
  }
  print("### CLI start-up (median of 15)");
  print();
  for (const r of measureCliStartup()) print(`- \`${r.command}\`: ${r.medianMs} ms (fastest ${r.minMs} ms)`);
  print();
  const planner = measurePlannerWorstCase();
  print(`Local planner, pathological 20,000-character texts: worst ${planner.cpuMs} ms of CPU ("${planner.name}"; budget 200 ms).`);
  process.stdout.write(`${out.join("\n")}\n`);
}

await main();
