// One contract, every implementation: the in-process limiter and the Redis limiter must decide alike.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createMemoryRateLimiter } from "../../src/limits/memory-rate-limiter.js";
import { gcra, type RateLimiter } from "../../src/limits/rate-limiter.js";
import { createRedisRateLimiter } from "../../src/limits/redis-rate-limiter.js";

// Starts at a whole second so the expected Reset values are easy to state.
const T0 = 1_800_000_000_000;

interface Subject {
  limiter: RateLimiter;
  clock: { now: number };
}

const redisUrl = inject("redisUrl");
const opened: RateLimiter[] = [];
const factories: Array<[string, () => Subject]> = [
  [
    "memory",
    () => {
      const clock = { now: T0 };
      const limiter = createMemoryRateLimiter(() => clock.now);
      opened.push(limiter);
      return { limiter, clock };
    },
  ],
];
if (redisUrl) {
  factories.push([
    "redis",
    () => {
      const clock = { now: T0 };
      const limiter = createRedisRateLimiter({ url: redisUrl, prefix: `sprintroom-test:${randomUUID()}:`, clock: () => clock.now });
      opened.push(limiter);
      return { limiter, clock };
    },
  ]);
}

afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
});

describe.each(factories)("%s rate limiter", (_name, make) => {
  it("allows exactly `limit` requests in a burst, counting down, then refuses", async () => {
    const { limiter } = make();
    for (let i = 1; i <= 5; i++) {
      const d = await limiter.consume("k", 5);
      expect(d).toMatchObject({ allowed: true, limit: 5, remaining: 5 - i, retryAfter: 0 });
    }
    const refused = await limiter.consume("k", 5);
    expect(refused).toMatchObject({ allowed: false, limit: 5, remaining: 0 });
    // One request refills every 60 s / 5 = 12 s.
    expect(refused.retryAfter).toBe(12);
  });

  it("counts a budget over a longer period when asked (20 an hour: a burst of 20, then one every 3 minutes)", async () => {
    const { limiter, clock } = make();
    for (let i = 1; i <= 20; i++) expect(await limiter.consume("h", 20, 3_600_000)).toMatchObject({ allowed: true, remaining: 20 - i });
    const refused = await limiter.consume("h", 20, 3_600_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 180 });
    clock.now += 180_000;
    expect(await limiter.consume("h", 20, 3_600_000)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("Reset is when the bucket is full again", async () => {
    const { limiter } = make();
    const first = await limiter.consume("k", 60);
    expect(first.resetAt).toBe(T0 / 1000 + 1);
    await limiter.consume("k", 60);
    expect((await limiter.consume("k", 60)).resetAt).toBe(T0 / 1000 + 3);
  });

  it("a client that waits Retry-After seconds is allowed", async () => {
    const { limiter, clock } = make();
    for (let i = 0; i < 3; i++) await limiter.consume("k", 3);
    const refused = await limiter.consume("k", 3);
    expect(refused.allowed).toBe(false);
    clock.now += refused.retryAfter * 1000 - 1;
    expect((await limiter.consume("k", 3)).allowed).toBe(false);
    clock.now += 1;
    expect(await limiter.consume("k", 3)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("refills fully after a minute and keeps keys apart", async () => {
    const { limiter, clock } = make();
    for (let i = 0; i < 4; i++) await limiter.consume("a", 4);
    expect((await limiter.consume("a", 4)).allowed).toBe(false);
    expect((await limiter.consume("b", 4)).remaining).toBe(3);
    clock.now += 60_000;
    expect(await limiter.consume("a", 4)).toMatchObject({ allowed: true, remaining: 3 });
  });

  it("a new limit keeps the bucket's fill level and refills at the new rate", async () => {
    const { limiter, clock } = make();
    for (let i = 0; i < 2; i++) await limiter.consume("k", 2);
    expect((await limiter.consume("k", 2)).retryAfter).toBe(30);
    // Upgraded to 120/min: the bucket is still empty, but one request refills every 0.5 s.
    expect(await limiter.consume("k", 120)).toMatchObject({ allowed: false, limit: 120, retryAfter: 1 });
    clock.now += 500;
    expect(await limiter.consume("k", 120)).toMatchObject({ allowed: true, limit: 120, remaining: 0 });
    clock.now += 30_000;
    expect((await limiter.consume("k", 120)).remaining).toBe(59);
  });

  it("charges a request admitted as one the rest of its cost, never refusing: later requests wait for what it owes", async () => {
    const { limiter, clock } = make();
    expect(await limiter.consume("k", 6)).toMatchObject({ allowed: true, remaining: 5 });
    expect(await limiter.charge("k", 6, 2)).toMatchObject({ allowed: true, remaining: 3 });
    // 9 more with 3 left: the bucket owes 6 requests, one every 10 s.
    expect(await limiter.charge("k", 6, 9)).toMatchObject({ allowed: true, remaining: 0, resetAt: T0 / 1000 + 120 });
    const refused = await limiter.consume("k", 6);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 70 });
    clock.now += 69_999;
    expect((await limiter.consume("k", 6)).allowed).toBe(false);
    clock.now += 1;
    expect(await limiter.consume("k", 6)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("refused requests do not spend budget", async () => {
    const { limiter, clock } = make();
    for (let i = 0; i < 2; i++) await limiter.consume("k", 2);
    for (let i = 0; i < 10; i++) expect((await limiter.consume("k", 2)).allowed).toBe(false);
    clock.now += 30_000;
    expect((await limiter.consume("k", 2)).allowed).toBe(true);
  });
});

describe("gcra", () => {
  it("matches the header arithmetic for a fractional interval", () => {
    const { decision, tat } = gcra(undefined, T0, 7);
    expect(decision).toMatchObject({ allowed: true, remaining: 6 });
    expect(tat).toBeCloseTo(T0 + 60_000 / 7);
  });
});

describe("Redis limiter when Redis is unreachable", () => {
  it("fails open to a per-instance budget, reports unhealthy and logs once", async () => {
    const errors: Error[] = [];
    const limiter = createRedisRateLimiter({ url: "redis://127.0.0.1:1", prefix: "x:", onError: (e) => errors.push(e) });
    opened.push(limiter);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume("k", 3));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(limiter.healthy()).toBe(false);
    expect(errors.length).toBe(1);
  });
});
