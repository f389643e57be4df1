// Works out who is calling before anything else, so the rate limiter can count per user. A bad
// credential is remembered, not thrown: the request is rate-limited per address first, then the
// route answers 401 (and an unknown route still answers 404).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate } from "../../auth/authenticate.js";
import type { Actor } from "../../domain/context.js";
import { AppError } from "../../domain/errors.js";
import type { Services } from "../../services.js";

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor;
    authError?: AppError;
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
      request.actor = await authenticate(services.db.kysely, request.headers.authorization, services.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.authError = error;
    }
  });
}

/** For routes that need a caller: the actor, or the 401 identify() found. */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw request.authError ?? new AppError(401, "authentication_error", "missing_credential", "No credential.");
}
