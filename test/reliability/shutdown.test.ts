// Graceful shutdown of `sprintroom serve` on SIGTERM: the requests already received are answered as
// usual (slow ones: AI calls held by a stand-in model until the test releases them), new connections
// are refused at once, idle connections are closed at once instead of holding the exit, and the
// process exits 0 within 10 s with its database pool and Redis connection closed. A request that
// outlives the 10 s deadline makes it exit 1 at the deadline. Searches over documents at the content
// limit in flight at the signal are answered, and the process still exits 0 well within the deadline
// (a search used to hold the process for minutes, the signal handler included).
import { randomUUID } from "node:crypto";
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { Redis } from "ioredis";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { createLargeDocuments, largeDocuments, NEEDLE } from "../support/large-documents.js";
import { openConnection } from "../support/raw-http.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { NO_LIMITS } from "../support/start-server.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";

const redisUrl = inject("redisUrl");
const postgresUrl = inject("postgresUrl");

/** A stand-in OpenAI-compatible endpoint that holds every completion until `release()`. */
async function heldModel() {
  const held: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () =>
      held.push(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ answer: "Held answer", sources: [] }) } }] }));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    waiting: () => held.length,
    release: () => held.splice(0).forEach((answer) => answer()),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A new TCP connection: "connected", or the error code it failed with. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<void>; received: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, closed, received: () => received }));
    socket.once("error", reject);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A POST over a keep-alive agent, so the connection would stay open after the answer. */
function post(url: string, path: string, agent: Agent, key: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { method: "POST", agent, headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

async function withPostgres<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl as string });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

const logLines = (child: ChildServer) =>
  child
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));

describe("graceful shutdown", () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(engine: SeededDatabase["engine"], env: Record<string, string> = {}) {
    const seed = await seedDatabase(engine, { ownDatabase: true });
    cleanups.push(seed.drop);
    const model = await heldModel();
    cleanups.push(() => model.close());
    const child = await spawnServer({
      DATABASE_URL: seed.databaseUrl,
      SPRINTROOM_DEMO: "0",
      ...NO_LIMITS,
      SPRINTROOM_AI_PROVIDER: "openai",
      SPRINTROOM_AI_BASE_URL: model.url,
      SPRINTROOM_AI_TIMEOUT_MS: "60000",
      ...env,
    });
    cleanups.push(() => child.kill());
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    return { seed, model, child, agent, port: Number(new URL(child.url).port) };
  }

  describe.each(testEngines())("on %s", (engine) => {
    it("answers the requests in flight, refuses new connections, closes idle ones, and exits 0 with its pool and Redis closed", async () => {
      const name = `sr-shutdown-${randomUUID()}`;
      const redis = redisUrl ? new Redis(redisUrl) : undefined;
      cleanups.push(() => redis?.quit());
      const childRedisUrl = redisUrl ? new URL(redisUrl) : undefined;
      childRedisUrl?.searchParams.set("connectionName", name);
      const { seed, model, child, agent, port } = await start(
        engine,
        childRedisUrl ? { REDIS_URL: childRedisUrl.toString(), SPRINTROOM_REDIS_PREFIX: `${name}:` } : {},
      );
      const database = engine === "postgres" ? new URL(seed.databaseUrl).pathname.slice(1) : undefined;
      const redisClients = async () => ((await redis?.client("LIST")) as string | undefined)?.split("\n").filter((l) => l.includes(` name=${name} `)).length ?? 0;
      const backends = () =>
        withPostgres(async (c) => Number((await c.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [database])).rows[0].n));

      // Connected to both before the signal.
      expect((await request(child.url, "GET", "/api/v1/me", { key: seed.key })).status).toBe(200);
      const ready = await request(child.url, "GET", "/readyz");
      expect(ready.body.checks).toEqual({ database: "ok", redis: redis ? "ok" : "not configured" });
      // The rate limiter's connection, and the change feed's publisher and subscriber.
      if (redis) expect(await redisClients()).toBe(3);
      if (database) expect(await backends()).toBeGreaterThan(0);

      // An idle keep-alive connection (one answered request), and one that never sent a byte.
      const idle = await openSocket(port);
      idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await until("the keep-alive request is answered", () => idle.received().endsWith('{"status":"ok"}'));
      const silent = await openSocket(port);

      // Slow requests in flight on keep-alive connections: three REST calls and one MCP call.
      let settled = 0;
      const ask = () => post(child.url, `/api/v1/teams/${seed.teamId}/ai/ask`, agent, seed.key, { question: "What is held?" });
      const mcp = post(child.url, "/api/mcp", agent, seed.key, {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "ask_team", arguments: { teamId: seed.teamId, question: "What is held?" } },
      }, { accept: "application/json, text/event-stream" });
      const inFlight = [ask(), ask(), ask(), mcp].map((p) => p.finally(() => settled++));
      await until("the model holds all four calls", () => model.waiting() === 4);

      const signalledAt = Date.now();
      child.process.kill("SIGTERM");
      await child.waitFor(/"msg":"shutting down"/);

      // The listening socket closes as the shutdown begins: from then on, every new connection is
      // refused (not accepted and reset, not answered 503), while the requests in flight still run.
      let first = "connected";
      await until("new connections are refused", async () => (first = await tryConnect(port)) !== "connected", 5_000);
      expect(first).toBe("ECONNREFUSED");
      for (let i = 0; i < 3; i++) expect(await tryConnect(port)).toBe("ECONNREFUSED");
      const refused = await fetch(`${child.url}/healthz`).then(
        () => "answered",
        (error: TypeError & { cause?: NodeJS.ErrnoException }) => error.cause?.code,
      );
      expect(refused).toBe("ECONNREFUSED");

      // Idle connections are closed now, without an answer, rather than holding the exit.
      await idle.closed;
      await silent.closed;
      expect(silent.received()).toBe("");
      expect(settled).toBe(0);
      expect(child.process.exitCode).toBeNull();

      model.release();
      const answers = await Promise.all(inFlight);
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      for (const answer of answers.slice(0, 3)) {
        expect(JSON.parse(answer.text)).toMatchObject({ object: "ai_answer", answer: "Held answer", provider: "openai" });
        expect(answer.headers.connection).toBe("close");
      }
      // The MCP answer is a stream of server-sent events whose headers left before the signal: its
      // connection is closed once it ends (the exit below shows it was).
      const event = JSON.parse(answers[3]?.text.split("\n").find((line) => line.startsWith("data: "))?.slice(6) ?? "null");
      expect(event.result).toMatchObject({ structuredContent: { answer: "Held answer", provider: "openai" } });
      expect(event.result.isError).toBeUndefined();

      expect(await child.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      const lines = logLines(child);
      expect(lines.at(-1)).toMatchObject({ level: 30, msg: "shutdown complete" });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);

      // Closed by the server, not dropped by the exit: PostgreSQL counts a session whose client
      // vanished without saying goodbye as abandoned.
      if (redis) await until("the Redis connections are gone", async () => (await redisClients()) === 0, 5_000);
      if (database) {
        await until("the database sessions are gone", async () => (await backends()) === 0, 5_000);
        const stats = await withPostgres(async (c) => (await c.query("SELECT sessions, sessions_abandoned FROM pg_stat_database WHERE datname = $1", [database])).rows[0]);
        expect(Number(stats.sessions)).toBeGreaterThan(0);
        expect(Number(stats.sessions_abandoned)).toBe(0);
      }
    }, 60_000);
  });

  describe.each(testEngines())("with searches over large documents in flight, on %s", (engine) => {
    it("answers every search received and exits 0 within the deadline", async () => {
      const { seed, child, port } = await start(engine);
      const ids = await createLargeDocuments(child.url, seed.key, seed.teamId, largeDocuments());
      const searches = 30;
      const connections = await Promise.all(Array.from({ length: searches + 1 }, () => openConnection(port)));
      cleanups.push(() => connections.forEach((connection) => connection.close()));
      const health = connections.pop() as (typeof connections)[number];
      let settled = 0;
      const path = `/api/v1/teams/${seed.teamId}/documents?q=${NEEDLE}&limit=100`;
      const answers = connections.map((connection) => connection.get(path, seed.key).finally(() => settled++));
      // Answered, so read by the server, and so were the searches sent before it on their connections.
      expect((await health.get("/healthz")).body).toEqual({ status: "ok" });

      const signalledAt = Date.now();
      child.process.kill("SIGTERM");
      const inFlight = searches - settled;
      expect(inFlight).toBeGreaterThan(0);
      for (const answer of await Promise.all(answers)) {
        expect(answer.status).toBe(200);
        expect(answer.body.data.map((d: { id: string }) => d.id)).toEqual([...ids.slice(0, 10), ...ids.slice(10).reverse()]);
        expect(answer.body.data[0].snippet.toLowerCase()).toContain(NEEDLE);
      }
      expect(await child.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      const lines = logLines(child);
      expect(lines.at(-1)).toMatchObject({ level: 30, msg: "shutdown complete" });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    }, 120_000);
  });

  it("exits 1 at the 10 s deadline when a request is still running", async () => {
    const { seed, model, child, agent } = await start("sqlite");
    const stuck = post(child.url, `/api/v1/teams/${seed.teamId}/ai/ask`, agent, seed.key, { question: "Will this end?" }).then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    await until("the model holds the call", () => model.waiting() === 1);
    const signalledAt = Date.now();
    child.process.kill("SIGTERM");
    expect(await child.exited).toEqual({ code: 1, signal: null });
    const elapsed = Date.now() - signalledAt;
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(20_000);
    expect(logLines(child).at(-1)).toMatchObject({ level: 50, msg: "shutdown did not finish within 10 s" });
    expect(await stuck).toBe("ECONNRESET");
  }, 60_000);
});
