// Rate limit on every request but health checks: per user (all their credentials) at their best
// plan's rate, or per client address at the FREE rate when there is no valid credential. The
// X-RateLimit-* headers go on every response; over the limit, 429 with Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";
import type { Services } from "../../services.js";

export function registerRateLimit(app: FastifyInstance, services: Services): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config?.public) return;
    await applyRateLimit(services, request, reply);
  });
}

/** Counts the request, sets the headers, and throws 429 when over the limit. */
export async function applyRateLimit(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const rates = services.config.rateLimits;
  const key = request.actor ? `rl:user:${request.actor.userId}` : `rl:ip:${request.ip}`;
  const limit = request.actor ? rates[request.actor.plan] : rates.FREE;
  const decision = await services.rateLimiter.consume(key, limit);
  reply.header("x-ratelimit-limit", decision.limit);
  reply.header("x-ratelimit-remaining", decision.remaining);
  reply.header("x-ratelimit-reset", decision.resetAt);
  if (!decision.allowed) {
    throw new AppError("rate_limited",
      `Too many requests: the limit is ${decision.limit} per minute. Retry after ${decision.retryAfter} s.`,
      undefined,
      decision.retryAfter,
    );
  }
}
