// Headers every answer carries: no MIME sniffing, no referrer; and answers to an authenticated
// request are never stored by a cache (they hold the caller's data).
import type { FastifyInstance } from "fastify";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
