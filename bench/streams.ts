// `npm run bench:streams`: the change stream (issue 25), on SQLite (and on PostgreSQL with
// BENCH_DATABASE_URL). Two scenarios against one server started as a user starts it:
// 1. 1,000 idle streams: the server's RSS before and after opening them (the bound: 50 MB more).
// 2. 100 streams of one team while autocannon POSTs activities to it: events delivered per second
//    (summed over the streams), the POSTs' rate and p99, and the worst event-loop delay.
// Prints markdown for docs/benchmarks.md.
import { request, type ClientRequest } from "node:http";
import { CONNECTIONS, SECONDS, load, pinLoadGenerator, probe, sittingHeading } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

const IDLE = Number(process.env.BENCH_IDLE_STREAMS ?? 1_000);
const BUSY = Number(process.env.BENCH_BUSY_STREAMS ?? 100);
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

  const busy = Array.from({ length: BUSY }, () => hold(server.base, `${t}/events/stream`, tenant.key));
  await Promise.all(busy.map((s) => s.opened));
  await probe(server.child, "reset");
  const started = performance.now();
  const posts = await load({
    url: `${server.base}${t}/activities`,
    method: "POST",
    headers: { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Streamed", sprintId: sprint.id, points: 1 }),
  });
  // The last events' messages are still on their way when autocannon stops.
  await settle(1_000);
  const seconds = (performance.now() - started) / 1000;
  const stats = await probe(server.child, "stats");
  const delivered = busy.reduce((sum, s) => sum + s.messages, 0);
  const fewest = Math.min(...busy.map((s) => s.messages));
  for (const s of busy) s.request.destroy();
  print();
  print(`| ${BUSY} streams while POSTs run (${CONNECTIONS} connections, ${SECONDS} s + 1 s warm-up) | value |`);
  print("|---|---|");
  print(`| POST activity req/s | ${posts.rps} |`);
  print(`| POST activity p99 ms | ${posts.p99} |`);
  print(`| events delivered per second, all streams | ${Math.round(delivered / seconds)} |`);
  print(`| events a stream got (fewest of the ${BUSY}) | ${fewest} |`);
  print(`| worst event-loop delay ms | ${stats?.maxDelayMs.toFixed(1)} (p99 ${stats?.p99DelayMs.toFixed(1)}) |`);
  print(`| RSS at the end MB | ${Math.round(stats?.rssMb ?? 0)} |`);
  print();
  await server.stop();
  await database.drop();
}

pinLoadGenerator();
print(sittingHeading("Change streams (npm run bench:streams)"));
print();
await run("sqlite");
if (POSTGRES_URL) await run("postgres");
