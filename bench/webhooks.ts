// `npm run bench:webhooks`: webhook delivery, on SQLite (and on PostgreSQL with BENCH_DATABASE_URL).
//
// 1. Isolation: team X has 16 endpoints whose receivers accept connections and never answer, and
//    writes 100 sprints (1,600 deliveries that each hang until the 10 s deadline); team Y writes a
//    sprint every 250 ms for 30 s to one healthy receiver. Reported: the time from each of Y's
//    writes being answered to its delivery arriving (p50, p99, max), and how many arrived.
// 2. Throughput: team Z has 16 endpoints on one receiver that answers at once, and 8 writers make
//    sprints for 10 s. Reported: deliveries per second, from the first write to the last delivery.
// The server runs as a user runs it (compiled, `serve`), pinned to core 0; this process (the
// receivers and the writers) to core 1. Prints markdown for docs/benchmarks.md.
import { once } from "node:events";
import { createServer } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { pinLoadGenerator, probe } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const print = (line = "") => process.stdout.write(`${line}\n`);

async function listen(server: ReturnType<typeof createServer> | ReturnType<typeof createTcpServer>): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

/** A receiver that answers 204 at once and notes when each sprint's delivery arrived. */
async function startReceiver() {
  const arrived = new Map<string, number>();
  let count = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      count++;
      const id = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: { object: { id: string } } }).data.object.id;
      if (!arrived.has(id)) arrived.set(id, performance.now());
      response.writeHead(204).end();
    });
  });
  const url = await listen(server);
  return { url, arrived, count: () => count, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function startTarpit() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  const url = await listen(server);
  return {
    url,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function bench(engine: "sqlite" | "postgres"): Promise<void> {
  const database = await createBenchDatabase(engine === "postgres" ? POSTGRES_URL : undefined);
  const [x, y, z] = ["x", "y", "z"].map((name) => createTenant(database.url, `hooks-${name}`)) as [ReturnType<typeof createTenant>, ReturnType<typeof createTenant>, ReturnType<typeof createTenant>];
  const server = await startSprintroom(database.url, { SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "true" });
  const [callX, callY, callZ] = [api(server.base, x.key), api(server.base, y.key), api(server.base, z.key)];
  const sprint = (call: typeof callX, teamId: string, name: string) => call<{ id: string }>("POST", `/api/v1/teams/${teamId}/sprints`, { name });

  // 1. Isolation.
  const tarpits = await Promise.all(Array.from({ length: 16 }, () => startTarpit()));
  for (const tarpit of tarpits) await callX("POST", `/api/v1/teams/${x.teamId}/webhooks`, { url: tarpit.url, events: ["*"] });
  const healthy = await startReceiver();
  await callY("POST", `/api/v1/teams/${y.teamId}/webhooks`, { url: healthy.url, events: ["sprint.created"] });
  await probe(server.child, "reset");
  const flood = (async () => {
    for (let i = 0; i < 100; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => sprint(callX, x.teamId, `Flood ${i + j}`)));
  })();
  const written = new Map<string, number>();
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    const made = await sprint(callY, y.teamId, "Victim");
    written.set(made.id, performance.now());
    await sleep(250);
  }
  await flood;
  await sleep(5_000);
  const stats = await probe(server.child, "stats");
  const latencies = [...written].filter(([id]) => healthy.arrived.has(id)).map(([id, at]) => (healthy.arrived.get(id) as number) - at).sort((a, b) => a - b);
  const max = (d: number | undefined) => (d === undefined ? "?" : Math.round(d));
  print(`| ${engine} | isolation: Y's deliveries while X's 16 endpoints never answer | ${latencies.length} of ${written.size} delivered | p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms, max ${Math.round(latencies.at(-1) ?? NaN)} ms | worst event-loop delay ${max(stats?.maxDelayMs)} ms |`);
  await Promise.all(tarpits.map((t) => t.close()));

  // 2. Throughput.
  const instant = await startReceiver();
  for (let i = 0; i < 16; i++) await callZ("POST", `/api/v1/teams/${z.teamId}/webhooks`, { url: `${instant.url}/${i}`, events: ["sprint.created"] });
  await probe(server.child, "reset");
  const started = performance.now();
  let writes = 0;
  const writeUntil = started + 10_000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < writeUntil) {
        await sprint(callZ, z.teamId, "Throughput");
        writes++;
      }
    }),
  );
  const expected = writes * 16;
  const drainBy = performance.now() + 120_000;
  let last = instant.count();
  let lastChange = performance.now();
  while (instant.count() < expected && performance.now() < drainBy) {
    await sleep(100);
    if (instant.count() !== last) [last, lastChange] = [instant.count(), performance.now()];
  }
  const seconds = (lastChange - started) / 1000;
  const throughput = await probe(server.child, "stats");
  print(`| ${engine} | throughput: 16 endpoints, one instant receiver | ${instant.count()} of ${expected} delivered (${writes} writes) | ${Math.round(instant.count() / seconds)} deliveries/s over ${seconds.toFixed(1)} s | worst event-loop delay ${max(throughput?.maxDelayMs)} ms |`);

  await server.stop();
  await healthy.close();
  await instant.close();
  await database.drop();
}

pinLoadGenerator();
print("| Engine | Scenario | Delivered | Result | Server |");
print("|---|---|---|---|---|");
await bench("sqlite");
if (POSTGRES_URL !== undefined) await bench("postgres");
