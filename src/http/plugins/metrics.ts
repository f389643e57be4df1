// GET /metrics in Prometheus's text format, and the hook that counts every answered request. Off
// unless SPRINTROOM_METRICS=true or SPRINTROOM_METRICS_TOKEN is set (then only for
// `Authorization: Bearer <token>`). Like the health checks it needs no API credential and costs no
// rate limit, so a scraper is never refused for polling.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../../errors.js";
import type { Metrics } from "../../metrics.js";

/** Unknown paths share one series, so a scan of random URLs cannot grow the label set. */
const UNMATCHED_ROUTE = "unmatched";

export function registerMetrics(app: FastifyInstance, metrics: Metrics | undefined, token: string | undefined): void {
  if (!metrics) return;
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // Both sides hashed to one length, so the comparison takes the same time whatever was sent.
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  app.get("/metrics", { config: { public: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      throw unauthenticated("invalid_credential", "GET /metrics needs 'Authorization: Bearer <SPRINTROOM_METRICS_TOKEN>'.");
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
