// How a process that writes but holds no stream (a `sprintroom` command) tells the servers' streams
// of its commits at once, through the deployment's change feed: NOTIFY on PostgreSQL, a publish on
// Redis. On SQLite it sends nothing: a server notices another process's commit to its file itself
// (the memory feed's watchOtherWriters). Without it, a command's writes would reach open streams
// only at their next periodic read of the log (SPRINTROOM_STREAM_RECHECK).
import { randomUUID } from "node:crypto";
import type { Config } from "../config.js";
import type { Db } from "../storage/database.js";
import { notify } from "../storage/notify.js";
import { type Announcer, encodeAnnouncement, feedKind } from "./change-feed.js";
import { CHANNEL } from "./postgres-change-feed.js";

/** How long close() waits for announcements still on their way: a command must not hang on an unreachable Redis. */
const SEND_GRACE_MS = 2_000;

type Send = (message: string) => Promise<unknown>;

/** Redis's publisher, loaded and connected only when the command announces something (most commands load no Redis client). */
function redisSender(url: string, prefix: string): { send: Send; close: () => void } {
  let publisher: Promise<{ publish(channel: string, message: string): Promise<unknown>; disconnect(): void }> | undefined;
  const connect = () =>
    (publisher ??= import("ioredis").then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1_000, lazyConnect: false })));
  return {
    send: async (message) => (await connect()).publish(`${prefix}events`, message),
    close: () => void publisher?.then((client) => client.disconnect()),
  };
}

export function createAnnouncer(config: Pick<Config, "changeFeed" | "redisUrl" | "redisPrefix">, db: Db, onError: (error: Error) => void): Announcer {
  const kind = feedKind(config, db.engine);
  const instanceId = randomUUID();
  const redis = kind === "redis" && config.redisUrl !== undefined ? redisSender(config.redisUrl, config.redisPrefix) : undefined;
  const send: Send | undefined = redis?.send ?? (kind === "postgres" ? (message) => notify(db.kysely, CHANNEL, message) : undefined);
  const pending = new Set<Promise<unknown>>();
  return {
    announce(teamIds) {
      const teams = [...new Set(teamIds)];
      if (teams.length === 0 || send === undefined) return;
      for (const message of encodeAnnouncement(instanceId, teams)) {
        const sent = send(message)
          .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
          .finally(() => pending.delete(sent));
        pending.add(sent);
      }
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => (timer = setTimeout(resolve, SEND_GRACE_MS)));
      await Promise.race([Promise.all(pending), grace]);
      clearTimeout(timer);
      redis?.close();
    },
  };
}
