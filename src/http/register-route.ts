// Builds a Fastify route from an operation: require a caller (see plugins/identify.ts), then hand
// params, query and body to the operation unchanged. Validation, permissions and rules all happen in the domain.
import type { FastifyInstance } from "fastify";
import { etagOfJson, tagMatches } from "../domain/runtime/etag.js";
import { runIdempotent } from "../domain/runtime/idempotency.js";
import { takesIdempotencyKey, type AnyOperation, type HttpBinding } from "../domain/runtime/operation.js";
import { runOperation } from "../domain/runtime/run.js";
import type { Services } from "../services.js";
import { jsonReusingTexts, jsonText } from "../schemas/json-text.js";
import { requireActor } from "./plugins/identify.js";
import { chargeMore } from "./plugins/rate-limit.js";

/** An operation's route: its `http` binding, with the method and path (url) beside it (src/http/routes.ts). */
export interface RouteSpec {
  method: HttpBinding["method"];
  url: string;
  operation: AnyOperation;
  http: HttpBinding;
}

export function registerRoutes(app: FastifyInstance, services: Services, routes: readonly RouteSpec[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const ifMatch = request.headers["if-match"];
        const raw = {
          params: request.params,
          query: request.query,
          body: request.body,
          ifMatch: route.method === "PATCH" && typeof ifMatch === "string" ? ifMatch : undefined,
          requestId: request.id,
        };
        const actor = requireActor(request);
        // A batch counts one request per operation: admitted as one, charged the others.
        if (route.operation.rateCost) await chargeMore(services, actor, route.operation.rateCost(raw) - 1, reply);
        const key = request.headers["idempotency-key"];
        let result: unknown;
        if (takesIdempotencyKey(route.operation) && typeof key === "string") {
          const outcome = await runIdempotent(services, route.operation, actor, raw, key);
          if (outcome.replayed) reply.header("idempotent-replayed", "true");
          result = outcome.result;
        } else {
          result = await runOperation(services, route.operation, actor, raw);
        }
        // The binding's status, or 201 when the answer says it created something (plan-sprint's commit).
        const status = route.http.createdWhen?.(result) ? 201 : route.http.status;
        // The answer is returned for Fastify to send, not sent here: a reply returned from an async
        // handler is a thenable that, while its answer waits for the end of the turn
        // (plugins/answers-at-turn-end.ts), listens for the response to finish.
        // 204 has no body; the operation's result (`{object, id, deleted}`) is for MCP.
        if (status === 204) {
          reply.code(204);
          return undefined;
        }
        // A versioned record carries an ETag; GET honours If-None-Match (304), PATCH If-Match (412).
        if (route.operation.versioned) {
          // Serialised once, with the event that recorded it (json-text.ts): the tag is the hash of exactly the bytes sent.
          const json = jsonText(result as object);
          const tag = etagOfJson(json);
          reply.header("etag", tag);
          const ifNoneMatch = request.headers["if-none-match"];
          if (route.method === "GET" && typeof ifNoneMatch === "string" && tagMatches(ifNoneMatch, tag)) {
            reply.code(304);
            return undefined;
          }
          reply.code(status).type("application/json; charset=utf-8");
          return json;
        }
        reply.code(status);
        // A batch's records were serialised with their events and ETags: its answer reuses their texts.
        if (route.operation.runsBatch) {
          reply.type("application/json; charset=utf-8");
          return jsonReusingTexts(result);
        }
        return result;
      },
    });
  }
}
