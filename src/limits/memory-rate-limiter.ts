// In-process rate limiter: one instance's budgets in a Map. The default when REDIS_URL is unset.
import { gcra, PERIOD_MS, type Clock, type RateDecision, type RateLimiter } from "./rate-limiter.js";

export function createMemoryRateLimiter(clock: Clock = Date.now): RateLimiter {
  const tats = new Map<string, number>();
  let lastSweep = clock();

  // Keys whose bucket is full again carry no state; drop them once a minute so the map stays small.
  function sweep(now: number): void {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, tat] of tats) if (tat <= now) tats.delete(key);
  }

  function step(key: string, limit: number, periodMs: number, spend: { cost: number; required: number }): RateDecision {
    const now = clock();
    sweep(now);
    const { decision, tat } = gcra(tats.get(key), now, limit, periodMs, spend);
    if (tat !== undefined) tats.set(key, tat);
    return decision;
  }

  return {
    async consume(key: string, limit: number, periodMs = PERIOD_MS): Promise<RateDecision> {
      return step(key, limit, periodMs, { cost: 1, required: 1 });
    },
    async charge(key: string, limit: number, cost: number): Promise<RateDecision> {
      return step(key, limit, PERIOD_MS, { cost, required: 0 });
    },
    healthy: () => true,
    close: async () => tats.clear(),
  };
}
