// Redis rate limiter: every instance shares one budget per key. One round trip per request: the GCRA
// step runs as a Lua script, atomically. If Redis is unreachable requests are still served, limited
// per instance by an in-process limiter meanwhile (fail open to local); the failure is logged once a
// minute and /readyz reports it.
import { Redis } from "ioredis";
import { createMemoryRateLimiter } from "./memory-rate-limiter.js";
import { PERIOD_MS, type Clock, type RateDecision, type RateLimiter } from "./rate-limiter.js";

// KEYS[1] = bucket; ARGV = now (ms), period (ms), limit, cost, required. Returns {allowed, tat,
// remaining, allowAt} as strings, since Redis would truncate fractional Lua numbers. Mirrors gcra()
// in rate-limiter.ts.
const GCRA_SCRIPT = `
local now = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local required = tonumber(ARGV[5])
local interval = period / limit
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nxt = tat + cost * interval
local allow_at = tat + required * interval - period
if now < allow_at then
  return {'0', tostring(tat), '0', tostring(allow_at)}
end
redis.call('SET', KEYS[1], tostring(nxt), 'PX', math.ceil(nxt - now) + 1000)
return {'1', tostring(nxt), tostring(math.max(0, math.floor((period - (nxt - now)) / interval + 1e-9))), '0'}
`;

export interface RedisRateLimiterOptions {
  url: string;
  prefix?: string;
  clock?: Clock;
  onError?: (error: Error) => void;
}

type WithGcra = Redis & {
  gcra(key: string, now: number, period: number, limit: number, cost: number, required: number): Promise<[string, string, string, string]>;
};

export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const clock = options.clock ?? Date.now;
  const prefix = options.prefix ?? "sprintroom:";
  const fallback = createMemoryRateLimiter(clock);
  const redis = new Redis(options.url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  }) as WithGcra;
  redis.defineCommand("gcra", { numberOfKeys: 1, lua: GCRA_SCRIPT });
  let lastLogged = 0;
  let up = false;
  // Requests that arrive while the first connection is being made wait for it (at most the connect
  // time-out) rather than falling back, so a fresh instance counts against the shared budget at once.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once("ready", resolve);
    setTimeout(resolve, 1_000).unref();
  });
  redis.on("ready", () => (up = true));
  redis.on("end", () => (up = false));
  redis.on("error", (error: Error) => {
    up = false;
    report(error);
  });

  function report(error: Error): void {
    const now = Date.now();
    if (now - lastLogged < 60_000) return;
    lastLogged = now;
    options.onError?.(error);
  }

  async function step(key: string, limit: number, periodMs: number, spend: { cost: number; required: number }): Promise<RateDecision> {
    await firstConnection;
    const now = clock();
    try {
      const [allowed, tat, remaining, allowAt] = await redis.gcra(prefix + key, now, periodMs, limit, spend.cost, spend.required);
      if (allowed === "1") {
        return { allowed: true, limit, remaining: Number(remaining), resetAt: Math.ceil(Number(tat) / 1000), retryAfter: 0 };
      }
      return {
        allowed: false,
        limit,
        remaining: 0,
        resetAt: Math.ceil(Number(tat) / 1000),
        retryAfter: Math.max(1, Math.ceil((Number(allowAt) - now) / 1000)),
      };
    } catch (error) {
      up = false;
      report(error instanceof Error ? error : new Error(String(error)));
      return spend.required === 0 ? fallback.charge(key, limit, spend.cost) : fallback.consume(key, limit, periodMs);
    }
  }

  return {
    consume: (key: string, limit: number, periodMs = PERIOD_MS) => step(key, limit, periodMs, { cost: 1, required: 1 }),
    charge: (key: string, limit: number, cost: number) => step(key, limit, PERIOD_MS, { cost, required: 0 }),
    healthy: () => up,
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
