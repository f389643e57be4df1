// PostgreSQL LISTEN/NOTIFY, for the change feed (src/live/postgres-change-feed.ts): one connection
// of its own that listens on a channel (and listens again after it is lost), and NOTIFY sent on the
// pool. A notification is delivered to every listener of the database once the sender's statement
// commits; NOTIFY outside a transaction commits at once.
import { sql } from "kysely";
import pg from "pg";
import type { Executor } from "./database.js";

export interface Listener {
  close(): Promise<void>;
}

/** Channel names are identifiers: ours are fixed lower-case words. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function listen(url: string, channel: string, onMessage: (payload: string) => void, onError: (error: Error) => void): Listener {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs: number) => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on("error", (error) => {
      onError(error);
      again(next, delayMs);
    });
    next.on("end", () => again(next, delayMs));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void (await next.end());
      client = next;
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      again(next, delayMs);
    }
  };
  const again = (lost: pg.Client, delayMs: number) => {
    if (closed || retry !== undefined || (client !== undefined && client !== lost)) return;
    client = undefined;
    lost.removeAllListeners("end");
    lost.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      void connect(Math.min(delayMs * 2, 5_000));
    }, delayMs);
    retry.unref();
  };
  void connect(200);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners("end");
      await current?.end().catch(() => undefined);
    },
  };
}

export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
}
