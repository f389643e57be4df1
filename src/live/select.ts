// Which change feed a deployment gets (SPRINTROOM_CHANGE_FEED, default `auto`): Redis pub/sub when
// REDIS_URL is set (the instances already share it), else PostgreSQL LISTEN/NOTIFY on PostgreSQL,
// else in memory (SQLite: one process).
import type { Config } from "../config.js";
import type { Db } from "../storage/database.js";
import { type ChangeFeed, createMemoryChangeFeed } from "./change-feed.js";
import { createPostgresChangeFeed } from "./postgres-change-feed.js";
import { createRedisChangeFeed } from "./redis-change-feed.js";

export type FeedKind = "memory" | "postgres" | "redis";

export function feedKind(config: Pick<Config, "changeFeed" | "redisUrl">, engine: Db["engine"]): FeedKind {
  if (config.changeFeed !== "auto") return config.changeFeed;
  if (config.redisUrl !== undefined) return "redis";
  return engine === "postgres" ? "postgres" : "memory";
}

export function createChangeFeed(config: Pick<Config, "changeFeed" | "redisUrl" | "redisPrefix" | "databaseUrl">, db: Db, onError: (error: Error) => void): ChangeFeed {
  const kind = feedKind(config, db.engine);
  if (kind === "redis") {
    if (config.redisUrl === undefined) throw new Error("Invalid configuration: SPRINTROOM_CHANGE_FEED=redis needs REDIS_URL");
    return createRedisChangeFeed({ url: config.redisUrl, prefix: config.redisPrefix, onError });
  }
  if (kind === "postgres") {
    if (db.engine !== "postgres") throw new Error("Invalid configuration: SPRINTROOM_CHANGE_FEED=postgres needs a PostgreSQL DATABASE_URL");
    return createPostgresChangeFeed({ url: config.databaseUrl, db, onError });
  }
  return createMemoryChangeFeed();
}
