// `npm run bench:batch`: atomic batches, on SQLite (and on PostgreSQL with BENCH_DATABASE_URL).
//
// 1. Wall time: 100 activity creates as 100 single POSTs sent one after another by one client,
//    against one batch of the same 100 creates (POST /api/v1/batch). Each is timed in WARM_ROUNDS
//    rounds while the server's JIT settles, then in ROUNDS more; reported: the median of each and
//    their ratio, for the settled rounds (the claim) and for the warm-up rounds (shown beside it).
// 2. Alongside reads: one client sends batches of 100 creates back to back while autocannon reads an
//    activity by id (BENCH_CONNECTIONS connections) for SECONDS. Reported: the GETs' rps, p50 and p99,
//    the batches sent and their median time, and the worst event-loop delay the server saw.
// The server runs as a user runs it (compiled, `serve`), pinned to core 0; this process to core 1.
// Prints markdown for docs/benchmarks.md.
import { CONNECTIONS, SECONDS, load, pinLoadGenerator, probe, sittingHeading } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 10);
const ITEMS = 100;
const print = (line = "") => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function scenario(engine: "sqlite" | "postgres"): Promise<void> {
  const database = await createBenchDatabase(engine === "postgres" ? POSTGRES_URL : undefined);
  const tenant = createTenant(database.url, "batch");
  const server = await startSprintroom(database.url);
  const call = api(server.base, tenant.key);
  const t = `/api/v1/teams/${tenant.teamId}`;
  const sprint = await call<{ id: string }>("POST", `${t}/sprints`, { name: "Bench sprint" });
  const body = (n: number) => ({ title: `Batch bench ${n}`, sprintId: sprint.id, points: n % 8, labels: ["bench"] });
  const operations = Array.from({ length: ITEMS }, (_, n) => ({ operation: "create_activity", params: { teamId: tenant.teamId }, body: body(n) }));
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const singles = async () => {
    for (let n = 0; n < ITEMS; n++) await call("POST", `${t}/activities`, body(n));
  };
  const batch = () => call<{ results: unknown[] }>("POST", "/api/v1/batch", { operations });
  // Warm-up: the JIT, the statement caches. The singles' path has run 100 requests by then; a
  // server's first batches still warm up, at 2-3 times the server CPU of later ones (a median of 31
  // ms for the 2nd to 7th, 12 ms from the 8th on; docs/decisions/0031), so the batch's path runs ten.
  await singles();
  for (let n = 0; n < 10; n++) await batch();
  // Then the rounds themselves, the first WARM_ROUNDS while the JIT settles: in them the server's
  // main thread spends 15-20 ms of CPU on a batch (code not yet optimised, compilers sharing its
  // core), in the later ones 9-10 ms (per-thread CPU from /proc, docs/benchmarks.md, "Batches in a
  // settled server"). The settled rounds are what a server that has run a while does.
  const single: number[] = [];
  const batched: number[] = [];
  // Each is timed from an idle server: the search indexer and the WAL checkpoint catch up on the
  // previous 100 creates within about 200 ms, and would otherwise run inside the next timing (the
  // batch's, after the singles: 41–45 ms of CPU against 28–38 for batches that follow batches).
  const idle = () => new Promise((resolve) => setTimeout(resolve, 500));
  for (let round = 0; round < WARM_ROUNDS + ROUNDS; round++) {
    await idle();
    single.push(await timed(singles));
    await idle();
    batched.push(await timed(batch));
  }
  const [warmSingle, warmBatched] = [single.splice(0, WARM_ROUNDS), batched.splice(0, WARM_ROUNDS)];
  const [s, b] = [median(single), median(batched)];
  print(`### ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}`);
  print();
  print(`| ${ITEMS} activity creates, one client, settled server | median of ${ROUNDS} (ms) | min–max (ms) |`);
  print("|---|---|---|");
  print(`| ${ITEMS} single POSTs, one after another | ${s.toFixed(0)} | ${Math.min(...single).toFixed(0)}–${Math.max(...single).toFixed(0)} |`);
  print(`| one batch of ${ITEMS} | ${b.toFixed(0)} | ${Math.min(...batched).toFixed(0)}–${Math.max(...batched).toFixed(0)} |`);
  print();
  print(`The batch takes ${(s / b).toFixed(1)}× less wall time.`);
  print();
  if (WARM_ROUNDS > 0) {
    const [ws, wb] = [median(warmSingle), median(warmBatched)];
    print(
      `While the JIT settled (the ${WARM_ROUNDS} rounds before these): singles ${ws.toFixed(0)} ms (${Math.min(...warmSingle).toFixed(0)}–${Math.max(...warmSingle).toFixed(0)}), batch ${wb.toFixed(0)} ms (${Math.min(...warmBatched).toFixed(0)}–${Math.max(...warmBatched).toFixed(0)}), ${(ws / wb).toFixed(1)}×.`,
    );
    print();
  }

  const activity = await call<{ id: string }>("POST", `${t}/activities`, body(0));
  const alone = await load({ url: `${server.base}/api/v1/activities/${activity.id}`, headers: { authorization: `Bearer ${tenant.key}` }, seconds: SECONDS });
  await probe(server.child, "reset");
  let running = true;
  const batchTimes: number[] = [];
  const writer = (async () => {
    while (running) batchTimes.push(await timed(batch));
  })();
  const reads = await load({ url: `${server.base}/api/v1/activities/${activity.id}`, headers: { authorization: `Bearer ${tenant.key}` }, seconds: SECONDS });
  running = false;
  await writer;
  const stats = await probe(server.child, "stats");
  print(`| GET activity by id, ${CONNECTIONS} connections | req/s | p50 ms | p99 ms | non-2xx |`);
  print("|---|---|---|---|---|");
  print(`| alone | ${alone.rps} | ${alone.p50} | ${alone.p99} | ${alone.non2xx} |`);
  print(`| while batches of ${ITEMS} creates run back to back | ${reads.rps} | ${reads.p50} | ${reads.p99} | ${reads.non2xx} |`);
  print();
  print(
    `Batches meanwhile: ${batchTimes.length} (${batchTimes.length * ITEMS} activities), median ${median(batchTimes).toFixed(0)} ms each; worst event-loop delay ${stats?.maxDelayMs.toFixed(1)} ms (p99 ${stats?.p99DelayMs.toFixed(1)} ms).`,
  );
  print();
  await server.stop();
  await database.drop();
}

async function main(): Promise<void> {
  const pinned = pinLoadGenerator();
  print(sittingHeading("Batches"));
  print();
  print(`${pinned ? "Server on core 0, this client on core 1 (taskset)" : "No taskset: server and client share the cores"}, node ${process.version}.`);
  print();
  await scenario("sqlite");
  if (POSTGRES_URL) await scenario("postgres");
}

await main();
