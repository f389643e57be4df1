// Hostile clients over raw sockets: one that sends its request headers a byte a second and never
// finishes them, and one that sends its headers and then trickles its body, are cut off with a 408 in
// the error envelope once SPRINTROOM_HEADERS_TIMEOUT_MS or SPRINTROOM_REQUEST_TIMEOUT_MS has passed
// (checked every second); bytes that are not HTTP get the envelope too. While such clients hold
// connections, normal requests are answered at once, and they cannot hold a shutdown open.
// The database plays no part here: SQLite only.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/client.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { NO_LIMITS } from "../support/start-server.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";

/** How late the server may cut a client off: Node checks time-outs every second, and CI machines are slow. */
const CHECK_AND_SLACK_MS = 1_000 + 4_000;

interface Trickler {
  socket: Socket;
  /** Resolves when the server has closed the connection: what it answered, and when. */
  closed: Promise<{ elapsedMs: number; received: string; sent: number }>;
}

/** Connects, sends `head`, then one byte of `drip` every `intervalMs` (a client that never finishes). */
function trickle(port: number, head: string, intervalMs = 1_000, drip = "a".repeat(1_000)): Trickler {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let sent = 0;
  let connectedAt = Date.now();
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => undefined);
  const timer = setInterval(() => {
    if (socket.writable && sent < drip.length) socket.write(drip[sent++] as string);
  }, intervalMs);
  socket.once("connect", () => {
    connectedAt = Date.now();
    socket.write(head);
  });
  const closed = new Promise<{ elapsedMs: number; received: string; sent: number }>((resolve) =>
    socket.once("close", () => {
      clearInterval(timer);
      resolve({ elapsedMs: Date.now() - connectedAt, received, sent });
    }),
  );
  return { socket, closed };
}

/** A raw HTTP/1.1 answer: status, headers (lower-case names) and the JSON body. */
function parseAnswer(raw: string) {
  const [head = "", body = ""] = raw.split("\r\n\r\n", 2);
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { statusLine, headers, body: body === "" ? undefined : JSON.parse(body) };
}

function expectEnvelope(raw: string, statusLine: string, code: string): void {
  const answer = parseAnswer(raw);
  expect(answer.statusLine, raw).toBe(statusLine);
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(answer.headers.connection).toBe("close");
  expect(answer.body).toEqual({ error: { type: "invalid_request_error", code, message: expect.any(String) }, request_id: expect.stringMatching(/^req_[0-9A-Za-z]{24}$/) });
  expect(answer.headers["x-request-id"]).toBe(answer.body.request_id);
}

const headerTrickle = (port: number) => trickle(port, "GET /api/v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
const bodyTrickle = (port: number, seed: SeededDatabase) =>
  trickle(
    port,
    `POST /api/v1/teams/${seed.teamId}/sprints HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${seed.key}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"name":"',
  );

async function start(env: Record<string, string>) {
  const seed = await seedDatabase("sqlite");
  const child = await spawnServer({ DATABASE_URL: seed.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS, ...env });
  return { seed, child, port: Number(new URL(child.url).port) };
}

describe("with a 2 s headers and 4 s request time-out", () => {
  const HEADERS_TIMEOUT_MS = 2_000;
  const REQUEST_TIMEOUT_MS = 4_000;
  let seed: SeededDatabase;
  let child: ChildServer;
  let port: number;
  beforeAll(async () => {
    ({ seed, child, port } = await start({ SPRINTROOM_HEADERS_TIMEOUT_MS: `${HEADERS_TIMEOUT_MS}`, SPRINTROOM_REQUEST_TIMEOUT_MS: `${REQUEST_TIMEOUT_MS}` }));
  });
  afterAll(async () => {
    await child?.kill();
    await seed?.drop();
  });

  it("cuts off a client that never finishes its headers: 408 in the envelope, then the connection closes", async () => {
    const { elapsedMs, received, sent } = await headerTrickle(port).closed;
    expect(sent).toBeGreaterThan(0);
    expect(elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + CHECK_AND_SLACK_MS);
    expectEnvelope(received, "HTTP/1.1 408 Request Timeout", "request_timeout");
  });

  it("cuts off a client that trickles its body the same way, writes nothing and logs no error", async () => {
    const { elapsedMs, received, sent } = await bodyTrickle(port, seed).closed;
    expect(sent).toBeGreaterThan(HEADERS_TIMEOUT_MS / 1_000);
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_AND_SLACK_MS);
    expectEnvelope(received, "HTTP/1.1 408 Request Timeout", "request_timeout");
    const sprints = await request(child.url, "GET", `/api/v1/teams/${seed.teamId}/sprints`, { key: seed.key });
    expect(sprints.body.data).toEqual([]);
    const errors = child.stdout().split("\n").filter((line) => line.startsWith("{") && JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });

  it("answers bytes that are not HTTP, and headers too large, in the envelope too", async () => {
    const garbage = trickle(port, "HELLO THERE\r\n\r\n");
    expectEnvelope((await garbage.closed).received, "HTTP/1.1 400 Bad Request", "invalid_http");
    const huge = trickle(port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`);
    expectEnvelope((await huge.closed).received, "HTTP/1.1 431 Request Header Fields Too Large", "headers_too_large");
  });
});

describe("with 10 s time-outs", () => {
  let seed: SeededDatabase;
  let child: ChildServer;
  let port: number;
  const tricklers: Trickler[] = [];
  beforeAll(async () => {
    ({ seed, child, port } = await start({ SPRINTROOM_HEADERS_TIMEOUT_MS: "10000", SPRINTROOM_REQUEST_TIMEOUT_MS: "10000" }));
  });
  afterAll(async () => {
    for (const t of tricklers) t.socket.destroy();
    await child?.kill();
    await seed?.drop();
  });

  it("answers normal requests at once while 25 slow clients hold connections", async () => {
    const slow = [...Array.from({ length: 20 }, () => headerTrickle(port)), ...Array.from({ length: 5 }, () => bodyTrickle(port, seed))];
    tricklers.push(...slow);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => request(child.url, "GET", "/api/v1/me", { key: seed.key })),
      ...Array.from({ length: 5 }, (_, i) => request(child.url, "POST", `/api/v1/teams/${seed.teamId}/sprints`, { key: seed.key, body: { name: `Normal ${i}` } })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), ...Array(5).fill(201)]);
    // Served without waiting for any slow client to be cut off: every one is still connected.
    expect(slow.filter((t) => t.socket.destroyed)).toEqual([]);
    for (const t of slow.slice(20)) t.socket.destroy();
  });

  it("closes connections still sending their headers at once on SIGTERM, and exits 0", async () => {
    const slow = Array.from({ length: 20 }, () => headerTrickle(port));
    tricklers.push(...slow);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    child.process.kill("SIGTERM");
    const closed = await Promise.all(slow.map((t) => t.closed));
    expect(closed.map((c) => c.received)).toEqual(Array(20).fill(""));
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.stdout()).toContain('"msg":"shutdown complete"');
  });
});
