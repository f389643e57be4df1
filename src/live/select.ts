// Which change feed a deployment gets (SPRINTROOM_CHANGE_FEED, default `auto`): Redis pub/sub when
// REDIS_URL is set (the instances already share it), else PostgreSQL LISTEN/NOTIFY on PostgreSQL,
// else in memory (SQLite: one process).
import type { Config } from "../config.js";
import type { Db } from "../storage/database.js";
import { type ChangeFeed, createMemoryChangeFeed, feedKind } from "./change-feed.js";
import { createPostgresChangeFeed } from "./postgres-change-feed.js";
import { createRedisChangeFeed } from "./redis-change-feed.js";


/** How often a server on SQLite looks for another process's commits (a `sprintroom` command's): a statement of a few microseconds. */
const OTHER_WRITERS_EVERY_MS = 250;

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
  const watch = db.watchOtherWriters;
  return createMemoryChangeFeed(watch === undefined ? undefined : (onCommit) => watch(OTHER_WRITERS_EVERY_MS, onCommit));
}
