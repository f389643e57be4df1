// The one wiring file: config → database → limits → the dependencies every adapter shares.
import type { Logger } from "pino";
import { createLocalProvider } from "./ai/local-provider.js";
import { createLastUseRecorder, type LastUseRecorder } from "./auth/last-used.js";
import { createOpenAiProvider } from "./ai/openai-provider.js";
import type { Config } from "./config.js";
import { createLogger } from "./logging.js";
import { createMetrics, type Metrics } from "./metrics.js";
import type { RunDeps } from "./domain/runtime/run.js";
import { createSecretBox } from "./auth/secret-box.js";
import { loadSecretKey } from "./auth/secret-key.js";
import { createAiQuota } from "./limits/ai-quota.js";
import { createMemoryRateLimiter } from "./limits/memory-rate-limiter.js";
import type { RateLimiter } from "./limits/rate-limiter.js";
import { createRedisRateLimiter } from "./limits/redis-rate-limiter.js";
import { createDatabase } from "./storage/database.js";
import { countDeliveries } from "./storage/repos/webhooks.js";
import { lookupHost } from "./webhooks/addresses.js";
import { newId } from "./storage/ids.js";
import type { ChangeFeed } from "./live/change-feed.js";
import { createChangeFeed } from "./live/select.js";

export interface Services extends RunDeps {
  config: Config;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Present when GET /metrics is on. */
  metrics: Metrics | undefined;
  /** When each credential was last used, written off the request's path. */
  lastUse: LastUseRecorder;
  /**
   * The change feed (src/live/change-feed.ts): `announce(teamIds)` after a commit (the runner does
   * it), `subscribe(teamId, wake)` to be woken when the team's events may have grown (on this
   * instance or another); the event log stays the truth, read after one's own cursor.
   */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export function createServices(config: Config): Services {
  const logger = createLogger(config);
  const db = createDatabase(config.databaseUrl, (message) => logger.error({ message }, "SQLite checkpoint failed: the log is checkpointed by its writer instead"));
  const metrics = config.metrics.enabled ? createMetrics({ poolStats: db.poolStats, deliveries: () => countDeliveries(db.reader) }) : undefined;
  const limiter = config.redisUrl
    ? createRedisRateLimiter({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        onError: (error) => logger.error({ err: error }, "Redis unreachable: rate limits are per instance until it is back"),
      })
    : createMemoryRateLimiter();
  const rateLimiter = metrics ? metrics.countingRateLimiter(limiter) : limiter;
  const aiQuota = createAiQuota(db.kysely, config.aiQuotas);
  const lastUse = createLastUseRecorder(db, (error) => logger.error({ err: error }, "could not record a credential's last use"));
  const changes = createChangeFeed(config, db, (error) => logger.error({ err: error }, "change feed unreachable: streams catch up at their next recheck"));
  const local = createLocalProvider();
  const provider = config.ai.provider === "openai" ? createOpenAiProvider(config.ai) : local;
  return {
    config,
    logger,
    db,
    rateLimiter,
    metrics,
    lastUse,
    changes,
    ai: { provider, local },
    aiQuota: metrics ? metrics.countingAiQuota(aiQuota) : aiQuota,
    secrets: createSecretBox(loadSecretKey(config)),
    lookupHost,
    now: () => new Date(),
    newId,
    async close() {
      await lastUse.flush();
      await changes.close();
      await rateLimiter.close();
      await db.close();
    },
  };
}
