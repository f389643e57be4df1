// `npm run bench:streams`: the change stream (issue 25), on SQLite (and on PostgreSQL with
// BENCH_DATABASE_URL). Against one server started as a user starts it:
// 1. 1,000 idle streams: the server's RSS before and after opening them (the bound: 50 MB more).
// 2. Streams of one team while autocannon POSTs activities to it, in one sitting: the POSTs as fast
//    as 50 connections go (saturating), then at a steady rate (half the saturating rate measured
//    without streams, or BENCH_POST_RATE), each without streams and with 100. The issue's bound on
//    the worst event-loop delay (100 ms) is judged at the steady rate: a saturating load alone
//    delays the loop by about its concurrency times a request's work, streams or not.
//    For each: the POSTs' rate and p99, events delivered per second (summed over the streams), the
//    fewest and the most events a stream got (equal when every stream got every event), and the
//    worst event-loop delay (warm-up excluded).
// Prints markdown for docs/benchmarks.md.
import { request, type ClientRequest } from "node:http";
import { CONNECTIONS, SECONDS, load, pinLoadGenerator, probe, sittingHeading, type LoadResult, type ProbeStats } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom, type RunningServer } from "./sprintroom.js";

const IDLE = Number(process.env.BENCH_IDLE_STREAMS ?? 1_000);
const BUSY = Number(process.env.BENCH_BUSY_STREAMS ?? 100);
const STEADY_RATE = process.env.BENCH_POST_RATE === undefined ? undefined : Number(process.env.BENCH_POST_RATE);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const print = (line = "") => process.stdout.write(`${line}\n`);

interface Held {
  request: ClientRequest;
  /** Messages (`id:` lines) received. */
  messages: number;
  opened: Promise<void>;
}

/** One stream, on a connection of its own, counting its messages. */
function hold(base: string, path: string, key: string): Held {
  const held = { messages: 0 } as Held;
  held.opened = new Promise((resolve, reject) => {
    held.request = request(`${base}${path}`, { headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let rest = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) if (line.startsWith("id:")) held.messages++;
        resolve();
      });
      res.on("error", () => undefined);
    });
    held.request.on("error", () => undefined);
    held.request.end();
  });
  return held;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the streams have received nothing more for 250 ms (at most `ms`): the messages of the writes so far have arrived. */
async function quiet(busy: Held[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let last = -1;
  for (;;) {
    const now = busy.reduce((sum, s) => sum + s.messages, 0);
    if (now === last || Date.now() > deadline) return;
    last = now;
    await settle(250);
  }
}

interface Busy {
  label: string;
  streams: number;
  posts: LoadResult;
  /** Messages received by all streams from the end of the warm-up until a second after the run. */
  delivered: number;
  fewest: number;
  most: number;
  stats: ProbeStats | undefined;
}

/** `streams` streams of the team while autocannon POSTs activities to it (at `rate` a second, or as fast as it goes). */
async function busyRun(server: RunningServer, key: string, t: string, sprintId: string, streams: number, rate: number | undefined): Promise<Omit<Busy, "label">> {
  const busy = Array.from({ length: streams }, () => hold(server.base, `${t}/events/stream`, key));
  await Promise.all(busy.map((s) => s.opened));
  const posts = await load({
    url: `${server.base}${t}/activities`,
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Streamed", sprintId, points: 1 }),
    rate,
    warmed: async () => {
      await quiet(busy, 5_000);
      for (const s of busy) s.messages = 0;
      await probe(server.child, "reset");
    },
  });
  // The last events' messages are still on their way when autocannon stops.
  await quiet(busy, 10_000);
  const stats = await probe(server.child, "stats");
  const delivered = busy.reduce((sum, s) => sum + s.messages, 0);
  const fewest = busy.length === 0 ? 0 : Math.min(...busy.map((s) => s.messages));
  const most = busy.length === 0 ? 0 : Math.max(...busy.map((s) => s.messages));
  for (const s of busy) s.request.destroy();
  await settle(1_000);
  return { streams, posts, delivered, fewest, most, stats };
}

async function run(engine: "sqlite" | "postgres"): Promise<void> {
  const database = await createBenchDatabase(engine === "postgres" ? POSTGRES_URL : undefined);
  const tenant = createTenant(database.url, "streams");
  const server = await startSprintroom(database.url, { SPRINTROOM_STREAMS_PER_USER: String(IDLE + BUSY) });
  const call = api(server.base, tenant.key);
  const t = `/api/v1/teams/${tenant.teamId}`;
  const sprint = await call<{ id: string }>("POST", `${t}/sprints`, { name: "Stream sprint" });
  print(`### ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}`);
  print();

  await settle(1_000);
  const before = await probe(server.child, "stats");
  const idle = Array.from({ length: IDLE }, () => hold(server.base, `${t}/events/stream`, tenant.key));
  await Promise.all(idle.map((s) => s.opened));
  await settle(3_000);
  const after = await probe(server.child, "stats");
  const added = (after?.rssMb ?? 0) - (before?.rssMb ?? 0);
  print(`${IDLE} idle streams: RSS ${Math.round(before?.rssMb ?? 0)} MB before, ${Math.round(after?.rssMb ?? 0)} MB with them open: **${added.toFixed(1)} MB more** (bound: 50 MB; ${((added * 1024) / IDLE).toFixed(1)} KB a stream).`);
  for (const s of idle) s.request.destroy();
  await settle(1_000);

  const results: Busy[] = [];
  const label = (streams: number) => `${streams === 0 ? "no" : streams} streams`;
  for (const streams of [0, BUSY]) results.push({ label: `saturating, ${label(streams)}`, ...(await busyRun(server, tenant.key, t, sprint.id, streams, undefined)) });
  const steady = STEADY_RATE ?? Math.max(1, Math.round((results[0]?.posts.rps ?? 2) / 2));
  for (const streams of [0, BUSY]) results.push({ label: `${steady} POST/s, ${label(streams)}`, ...(await busyRun(server, tenant.key, t, sprint.id, streams, steady)) });
  print();
  print(
    `POSTs from ${CONNECTIONS} connections, ${SECONDS} s after 1 s of warm-up: as fast as they go (saturating), then at a steady ${steady} POST/s (${STEADY_RATE === undefined ? "half the saturating rate without streams" : "BENCH_POST_RATE"}).`,
  );
  print();
  print(`| POST load, streams | POST req/s | POST p99 ms | events delivered per second, all streams | events a stream got, fewest / most | worst event-loop delay ms (p99) |`);
  print("|---|---|---|---|---|---|");
  for (const r of results) {
    print(
      `| ${r.label} | ${r.posts.rps} | ${r.posts.p99} | ${r.streams === 0 ? "—" : Math.round(r.delivered / SECONDS)} | ${r.streams === 0 ? "—" : `${r.fewest} / ${r.most}`} | ${r.stats?.maxDelayMs.toFixed(1)} (${r.stats?.p99DelayMs.toFixed(1)}) |`,
    );
  }
  print();
  print(`RSS at the end: ${Math.round(results.at(-1)?.stats?.rssMb ?? 0)} MB.`);
  print();
  await server.stop();
  await database.drop();
}

pinLoadGenerator();
print(sittingHeading("Change streams (npm run bench:streams)"));
print();
await run("sqlite");
if (POSTGRES_URL) await run("postgres");
