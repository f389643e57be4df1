// The rate-limiter interface and the algorithm both stores share: GCRA (the generic cell rate
// algorithm, a token bucket kept as one timestamp). A budget of `limit` requests per minute refills
// one request every 60 s / limit, and a full bucket allows a burst of `limit`. Compared with a fixed
// window it never lets 2× the limit through at a window edge, and Retry-After is the real wait
// (60 s / limit at most once the bucket is empty), not "until the next minute". A budget over a
// longer period (sign-in attempts, client registrations) passes `periodMs`. A request that counts as
// several (a batch: one per operation) is admitted as one, then charged the rest: the bucket may go
// below empty, and the caller's next request waits for the refill.

export const PERIOD_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests that could be made right now. */
  remaining: number;
  /** Unix time (seconds) at which the bucket is full again (remaining = limit). */
  resetAt: number;
  /** Whole seconds to wait before the next request is allowed; 0 when allowed. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Spends one request of `key`'s budget of `limit` per minute (or per `periodMs`), if one is left. */
  consume(key: string, limit: number, periodMs?: number): Promise<RateDecision>;
  /**
   * Spends `cost` more requests of `key`'s budget for a request already admitted (consume): never
   * refuses; what the bucket lacks it owes, and later requests wait until it is repaid.
   */
  charge(key: string, limit: number, cost: number): Promise<RateDecision>;
  /** For /readyz: whether the shared store is reachable (always true in-process). */
  healthy(): boolean;
  close(): Promise<void>;
}

export type Clock = () => number;

/**
 * One GCRA step. `tat` is the stored theoretical arrival time (ms) or undefined for a new key.
 * Spends `cost` requests when at least `required` are left (a charge requires none). Returns the
 * decision and, when allowed, the tat to store.
 */
export function gcra(
  tat: number | undefined,
  now: number,
  limit: number,
  period = PERIOD_MS,
  { cost, required }: { cost: number; required: number } = { cost: 1, required: 1 },
): { decision: RateDecision; tat?: number } {
  const interval = period / limit;
  const start = Math.max(tat ?? now, now);
  const next = start + cost * interval;
  const allowAt = start + required * interval - period;
  if (now < allowAt) {
    return {
      decision: {
        allowed: false,
        limit,
        remaining: 0,
        resetAt: Math.ceil(start / 1000),
        retryAfter: Math.max(1, Math.ceil((allowAt - now) / 1000)),
      },
    };
  }
  return {
    decision: {
      allowed: true,
      limit,
      remaining: Math.max(0, Math.floor((period - (next - now)) / interval + 1e-9)),
      resetAt: Math.ceil(next / 1000),
      retryAfter: 0,
    },
    tat: next,
  };
}
