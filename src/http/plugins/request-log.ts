// One structured log line per request, written when the answer is sent: who (user, and the client's
// address, which behind a trusted proxy is the one it forwarded), what (route, team), how it went
// (status, duration). Credentials never reach the log: the line names the user,
// not the key, and the logger redacts the Authorization header anywhere it appears.
import type { FastifyInstance } from "fastify";

export function registerRequestLog(app: FastifyInstance): void {
  // Runs for hijacked replies (MCP) too, once the response has finished.
  app.addHook("onResponse", (request, reply, done) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    request.log.info(
      {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.actor?.userId ?? null,
        teamId: typeof params.teamId === "string" ? params.teamId : null,
        ip: request.ip,
      },
      "request",
    );
    done();
  });
}
