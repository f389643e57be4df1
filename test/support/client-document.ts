// A client's web host, for the tests of Client ID Metadata Documents: an https server on
// 127.0.0.1, with the run's localhost certificate (support/test-tls.ts), that serves whatever a test
// puts at a path (a document, a status, headers, a delay) and counts the requests for each path.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { inject } from "vitest";

export interface Served {
  status?: number;
  body: string | object;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface DocumentHost {
  /** https://localhost:<port> */
  origin: string;
  serve(path: string, answer: Served): void;
  /** How many requests came for a path. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** Whether the run has its test certificate authority (support/global-setup.ts): no openssl, no https host. */
export const documentHostAvailable = (): boolean => inject("testTls") !== null;

export async function startDocumentHost(): Promise<DocumentHost> {
  const tls = inject("testTls");
  if (tls === null) throw new Error("This run has no test certificate authority (see support/global-setup.ts).");
  const answers = new Map<string, Served>();
  const hits = new Map<string, number>();
  const server: Server = createServer({ key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) }, (req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (answer === undefined) {
      res.writeHead(404).end();
      return;
    }
    const send = () => {
      const body = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers }).end(body);
    };
    if (answer.delayMs === undefined) send();
    else setTimeout(send, answer.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    serve: (path, answer) => void answers.set(path, answer),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
