// The sender checks the target address when it connects, after DNS: a name that resolves to a
// private address (or was made to, DNS rebinding) is not called, nor is a private literal address.
// And an attempt ends by its deadline whatever the receiver does, with garbage collections forced
// while it waits (a deadline that could be collected would never fire).
import { once } from "node:events";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook } from "../../src/webhooks/send.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

describe("sendWebhook", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const send = (url: string, allowPrivate: boolean) =>
    sendWebhook({ url, headers: {}, payload: "{}", allowPrivate, timeoutMs: 2_000, signal: new AbortController().signal });

  it("does not connect to a name that resolves to a private address", async () => {
    const result = await send(receiver.url.replace("127.0.0.1", "localhost"), false);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/);
    expect(receiver.received).toHaveLength(0);
  });

  it("does not connect to a private address written as one", async () => {
    const result = await send(receiver.url, false);
    expect(result).toMatchObject({ statusCode: null, error: "127.0.0.1 is not a public address" });
    expect(receiver.received).toHaveLength(0);
  });

  it("connects when private targets are allowed, and reports the receiver's answer", async () => {
    receiver.answer = () => 201;
    expect(await send(receiver.url, true)).toMatchObject({ statusCode: 201, error: null, timedOut: false });
    receiver.answer = () => 302;
    expect(await send(receiver.url, true)).toMatchObject({ statusCode: 302, error: "the receiver answered 302" });
    expect(receiver.received).toHaveLength(2);
  });
});

describe("sendWebhook's deadline", () => {
  const sockets = new Set<Socket>();
  const servers: Array<Server | HttpServer> = [];
  const listen = async (server: Server | HttpServer): Promise<string> => {
    servers.push(server);
    server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      // The sender hangs up at its deadline: not this test's failure.
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  };
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** Ten attempts at once, collecting garbage every 100 ms while they wait: each must end by its deadline. */
  async function sendTen(url: string, timeoutMs: number) {
    const collecting = setInterval(() => gc(), 100);
    const started = performance.now();
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => sendWebhook({ url, headers: {}, payload: "{}", allowPrivate: true, timeoutMs, signal: new AbortController().signal })),
      );
      return { results, elapsed: performance.now() - started };
    } finally {
      clearInterval(collecting);
    }
  }

  it.each([
    [
      "accepts the connection and never answers",
      () => createServer(() => undefined),
    ],
    [
      "drips its answer a byte a second",
      () =>
        createServer((socket) => {
          const answer = "HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}";
          let sent = 0;
          const drip = setInterval(() => {
            if (socket.destroyed || sent >= answer.length) return clearInterval(drip);
            socket.write(answer[sent++] as string);
          }, 1_000);
          socket.on("close", () => clearInterval(drip));
          socket.on("error", () => clearInterval(drip));
        }),
    ],
    [
      "answers its headers and stalls the body",
      () =>
        createHttpServer((request, response) => {
          request.resume();
          response.writeHead(200, { "content-length": "1000" });
          response.write("{");
        }),
    ],
  ])("ends at its deadline when the receiver %s", async (_name, make) => {
    const url = await listen(make());
    const { results, elapsed } = await sendTen(url, 1_500);
    for (const result of results) {
      expect(result).toMatchObject({ statusCode: null, error: "no answer within 1.5 s", timedOut: true });
    }
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    // Generous: the machine may be loaded; a deadline that never fired would hang the test instead.
    expect(elapsed).toBeLessThan(5_000);
  });

  it("ends at once when the server stops", async () => {
    const url = await listen(createServer(() => undefined));
    const stopping = new AbortController();
    const attempt = sendWebhook({ url, headers: {}, payload: "{}", allowPrivate: true, timeoutMs: 60_000, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 200);
    const started = performance.now();
    expect(await attempt).toMatchObject({ statusCode: null, error: "the server is stopping", timedOut: false });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
