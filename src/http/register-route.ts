// Builds a Fastify route from an operation: authenticate, then hand params, query and body to the
// operation unchanged. Validation, permissions and rules all happen in the domain.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate } from "../auth/authenticate.js";
import type { Actor } from "../domain/context.js";
import type { AnyOperation } from "../domain/operation.js";
import { runOperation } from "../domain/run.js";
import type { Services } from "../services.js";

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export interface RouteSpec {
  method: "GET" | "POST" | "PATCH";
  url: string;
  operation: AnyOperation;
  status?: number;
}

export function registerRoutes(app: FastifyInstance, services: Services, routes: readonly RouteSpec[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      onRequest: async (request: FastifyRequest) => {
        request.actor = await authenticate(services.db.kysely, request.headers.authorization, services.now());
      },
      handler: async (request, reply) => {
        const actor = request.actor as Actor;
        const result = await runOperation(services, route.operation, actor, {
          params: request.params,
          query: request.query,
          body: request.body,
        });
        return reply.code(route.status ?? 200).send(result);
      },
    });
  }
}
