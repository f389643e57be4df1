// The one wiring file: config → database → limits → the dependencies every adapter shares.
import pino, { type Logger } from "pino";
import { v7 as uuidv7 } from "uuid";
import { createLocalProvider } from "./ai/local-provider.js";
import { createOpenAiProvider } from "./ai/openai-provider.js";
import type { Config } from "./config.js";
import type { RunDeps } from "./domain/run.js";
import { createMemoryRateLimiter } from "./limits/memory-rate-limiter.js";
import type { RateLimiter } from "./limits/rate-limiter.js";
import { createRedisRateLimiter } from "./limits/redis-rate-limiter.js";
import { createDatabase } from "./storage/database.js";

export interface Services extends RunDeps {
  config: Config;
  logger: Logger;
  rateLimiter: RateLimiter;
  close(): Promise<void>;
}

export function createServices(config: Config): Services {
  const logger = pino({ level: config.logLevel, redact: { paths: ["req.headers.authorization"], censor: "[redacted]" } });
  const db = createDatabase(config.databaseUrl);
  const rateLimiter = config.redisUrl
    ? createRedisRateLimiter({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        onError: (error) => logger.error({ err: error }, "Redis unreachable: rate limits are per instance until it is back"),
      })
    : createMemoryRateLimiter();
  const local = createLocalProvider();
  const provider = config.ai.provider === "openai" ? createOpenAiProvider(config.ai) : local;
  return {
    config,
    logger,
    db,
    rateLimiter,
    ai: { provider, local },
    now: () => new Date(),
    newId: () => uuidv7(),
    async close() {
      await rateLimiter.close();
      await db.close();
    },
  };
}
