// Keep-alive connections opened and used once beforehand, for suites that need requests to reach a
// server that is already reading them, in a known order. (fetch's pool may connect, and so send,
// requests in any order, and a connection the server has only just accepted is read a loop turn or
// two later than one it already reads.)
import { once } from "node:events";
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RawConnection {
  /** Writes one GET at once and resolves with its answer (which must carry a Content-Length). */
  get(path: string, key?: string): Promise<RawAnswer>;
  close(): void;
}

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = connect({ port, host: "127.0.0.1", noDelay: true });
  await once(socket, "connect");
  const connection: RawConnection = {
    get(path, key) {
      let received = Buffer.alloc(0);
      const answer = new Promise<RawAnswer>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          received = Buffer.concat([received, chunk]);
          const end = received.indexOf("\r\n\r\n");
          if (end < 0) return;
          const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
          const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
          const body = received.subarray(end + 4);
          if (body.length < Number(headers["content-length"])) return;
          socket.off("data", onData);
          socket.off("error", reject);
          resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body.length === 0 ? undefined : JSON.parse(body.toString("utf8")) });
        };
        socket.on("data", onData);
        socket.once("error", reject);
      });
      const auth = key === undefined ? "" : `Authorization: Bearer ${key}\r\n`;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}\r\n`);
      return answer;
    },
    close: () => socket.destroy(),
  };
  await connection.get("/healthz");
  return connection;
}
