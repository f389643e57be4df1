// Works out who is calling before anything else, so the rate limiter can count per user. A bad
// credential is remembered, not thrown: the request is rate-limited per address first, then the
// route answers 401 (and an unknown route still answers 404).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate } from "../../auth/authenticate.js";
import type { Actor } from "../../auth/actor.js";
import { AppError } from "../../errors.js";
import type { Services } from "../../services.js";

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor;
    /** Why there is no actor: a 401, or an unexpected failure (answered 500 by the route). */
    authError?: Error;
  }
  interface FastifyContextConfig {
    /** Health checks: no credential, no rate limit. */
    public?: boolean;
  }
}

export function registerIdentify(app: FastifyInstance, services: Services): void {
  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (request.routeOptions.config?.public) return;
    try {
      request.actor = await authenticate(services.db.reader, request.headers.authorization, services.now(), services.lastUse);
    } catch (error) {
      // Kept for the route to throw, so even a failing database leaves the rate limit counted and
      // its headers on the answer.
      request.authError = error instanceof Error ? error : new Error(String(error));
    }
  });
}

/** For routes that need a caller: the actor, or the 401 identify() found. */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw request.authError ?? new AppError("missing_credential", "No credential.");
}
