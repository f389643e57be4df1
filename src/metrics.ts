// Prometheus metrics of one process, served by GET /metrics (src/http/plugins/metrics.ts) when
// SPRINTROOM_METRICS or SPRINTROOM_METRICS_TOKEN is set: requests and their latency per route, the
// requests refused by the rate limit and the AI quota, PostgreSQL's pool, webhook deliveries pending
// and failed, and prom-client's process metrics (event-loop delay, CPU, memory, GC). A registry per server, never prom-client's global one,
// so that servers in one process (the tests) count apart.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "./errors.js";
import type { AiQuota } from "./limits/ai-quota.js";
import type { RateLimiter } from "./limits/rate-limiter.js";
import type { PoolStats } from "./storage/postgres.js";

export interface Metrics {
  /** Every metric, in Prometheus's text format through `registry.metrics()`. */
  registry: Registry;
  /** One answered request: `route` is the route's template (never the raw path), `seconds` its duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The rate limiter, counting the requests it refuses. */
  countingRateLimiter(limiter: RateLimiter): RateLimiter;
  /** The AI quota, counting the calls it refuses, whichever adapter (REST or MCP) made them. */
  countingAiQuota(quota: AiQuota): AiQuota;
}

interface RouteSeries {
  latency: Histogram.Internal<"method" | "route">;
  byStatus: Map<number, Counter.Internal>;
}

/** What the metrics read when they are scraped: the pool (PostgreSQL) and the webhook outbox. */
export interface MetricSources {
  poolStats: (() => PoolStats) | undefined;
  deliveries: () => Promise<{ pending: number; failed: number }>;
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "sprintroom_http_requests_total",
    help: "HTTP requests answered, by route template, method and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "sprintroom_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer being sent, by route template and method.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: "sprintroom_rate_limited_total",
    help: "Requests refused with 429 rate_limited.",
    registers: [registry],
  });
  const quotaExceeded = new Counter({
    name: "sprintroom_ai_quota_exceeded_total",
    help: "AI calls refused with 429 quota_exceeded (REST and MCP).",
    registers: [registry],
  });
  if (sources.poolStats) registerPoolGauges(registry, sources.poolStats);
  new Gauge({
    name: "sprintroom_webhook_deliveries",
    help: "Webhook deliveries not sent yet (pending: due, waiting for a retry or for their endpoint) and given up on (failed).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const counts = await sources.deliveries();
      this.labels("pending").set(counts.pending);
      this.labels("failed").set(counts.failed);
    },
  });

  // The hot path: the label set of a route, method and status is made once and then looked up, so a
  // request costs two map lookups, an increment and an observation.
  const series = new Map<string, Map<string, RouteSeries>>();
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      let byMethod = series.get(route);
      if (!byMethod) series.set(route, (byMethod = new Map()));
      let routeSeries = byMethod.get(method);
      if (!routeSeries) byMethod.set(method, (routeSeries = { latency: latency.labels(method, route), byStatus: new Map() }));
      let count = routeSeries.byStatus.get(status);
      if (!count) routeSeries.byStatus.set(status, (count = requests.labels(method, route, String(status))));
      count.inc();
      routeSeries.latency.observe(seconds);
    },
    countingRateLimiter: (limiter) => countingLimiter(limiter, rateLimited),
    countingAiQuota: (quota) => countingQuota(quota, quotaExceeded),
  };
}

function registerPoolGauges(registry: Registry, poolStats: () => PoolStats): void {
  const gauges: Array<[string, string, keyof PoolStats]> = [
    ["sprintroom_db_pool_connections", "Connections the PostgreSQL pool holds open.", "total"],
    ["sprintroom_db_pool_idle_connections", "Open connections not in use.", "idle"],
    ["sprintroom_db_pool_waiting_queries", "Queries waiting for a connection (the pool is at its maximum).", "waiting"],
  ];
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(poolStats()[field]);
      },
    });
  }
}

function countingLimiter(limiter: RateLimiter, refused: Counter): RateLimiter {
  return {
    async consume(key, limit, periodMs) {
      const decision = await limiter.consume(key, limit, periodMs);
      if (!decision.allowed) refused.inc();
      return decision;
    },
    charge: (key, limit, cost) => limiter.charge(key, limit, cost),
    healthy: () => limiter.healthy(),
    close: () => limiter.close(),
  };
}

function countingQuota(quota: AiQuota, refused: Counter): AiQuota {
  return {
    async reserve(teamId, plan, now) {
      try {
        return await quota.reserve(teamId, plan, now);
      } catch (error) {
        if (error instanceof AppError && error.code === "quota_exceeded") refused.inc();
        throw error;
      }
    },
  };
}
