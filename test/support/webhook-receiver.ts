// Real webhook receivers for the tests: an HTTP server on 127.0.0.1 that keeps every delivery it
// gets (headers and raw body), answers with the status `answer` decides, and counts attempts of one
// delivery that overlapped; and a tarpit that accepts connections and never answers.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The answer given to it. */
  status: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status to answer the next delivery with (given the deliveries so far); 204 by default. */
  answer: (received: Received[]) => number;
  /** How long to take before answering. */
  delayMs: number;
  /** Requests being answered now. */
  active: number;
  /** How many times a request came while another with the same webhook-id was being answered. */
  overlaps: number;
  /** Waits until `predicate` holds over what was received, up to `timeoutMs`. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    received: [],
    answer: () => 204,
    delayMs: 0,
    active: 0,
    overlaps: 0,
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver.received)) {
        if (Date.now() > deadline) throw new Error(`the receiver did not get what was expected in ${timeoutMs} ms; got ${receiver.received.length} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receiver.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const answering = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const id = String(request.headers["webhook-id"]);
    if ((answering.get(id) ?? 0) > 0) receiver.overlaps++;
    answering.set(id, (answering.get(id) ?? 0) + 1);
    receiver.active++;
    response.on("close", () => {
      answering.set(id, (answering.get(id) ?? 1) - 1);
      receiver.active--;
    });
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = receiver.answer(receiver.received);
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      setTimeout(() => response.writeHead(status).end(), receiver.delayMs);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

export interface Tarpit {
  url: string;
  /** Connections accepted so far, and open now. */
  accepted: number;
  open: number;
  close(): Promise<void>;
}

/** Accepts every connection and never answers. */
export async function startTarpit(): Promise<Tarpit> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    tarpit.accepted++;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  const tarpit: Tarpit = {
    url: "",
    accepted: 0,
    get open() {
      return sockets.size;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  tarpit.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return tarpit;
}
