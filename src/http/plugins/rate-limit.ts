// Rate limit on every request but health checks: per user (all their credentials) at their best
// plan's rate, or per client address at the FREE rate when there is no valid credential. The
// X-RateLimit-* headers go on every response; over the limit, 429 with Retry-After. A call that
// counts as several requests (a batch: one per operation) is admitted as one and charged the rest.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../auth/actor.js";
import { AppError } from "../../errors.js";
import type { RateDecision } from "../../limits/rate-limiter.js";
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
  const key = request.actor ? userBudget(request.actor) : `rl:ip:${request.ip}`;
  const limit = request.actor ? rates[request.actor.plan] : rates.FREE;
  const decision = await services.rateLimiter.consume(key, limit);
  setRateHeaders(reply, decision);
  if (!decision.allowed) {
    throw new AppError("rate_limited",
      `Too many requests: the limit is ${decision.limit} per minute. Retry after ${decision.retryAfter} s.`,
      undefined,
      decision.retryAfter,
    );
  }
}

/** A user's budget: all of their credentials together. */
const userBudget = (actor: Actor) => `rl:user:${actor.userId}`;

function setRateHeaders(reply: FastifyReply, decision: RateDecision): void {
  reply.header("x-ratelimit-limit", decision.limit);
  reply.header("x-ratelimit-remaining", decision.remaining);
  reply.header("x-ratelimit-reset", decision.resetAt);
}

/**
 * Charges the caller `cost` requests more for a call already admitted as one (a batch's other
 * operations), never refusing it: what the budget lacks delays the caller's next requests. Sets the
 * headers anew when there is a reply to carry them (MCP has sent its headers by then).
 */
export async function chargeMore(services: Services, actor: Actor, cost: number, reply?: FastifyReply): Promise<void> {
  if (cost <= 0) return;
  const decision = await services.rateLimiter.charge(userBudget(actor), services.config.rateLimits[actor.plan], cost);
  if (reply) setRateHeaders(reply, decision);
}
