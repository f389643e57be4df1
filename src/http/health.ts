// /healthz (the process is up) and /readyz (the database answers and Redis, when configured, is
// reachable). No credential, no rate limit, so load balancers and orchestrators can poll them.
import type { FastifyInstance } from "fastify";
import type { Services } from "../services.js";
import { databaseAnswers } from "../storage/database.js";

export function registerHealth(app: FastifyInstance, services: Services): void {
  app.get("/healthz", { config: { public: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { config: { public: true } }, async (_request, reply) => {
    const database = (await databaseAnswers(services.db.kysely)) ? "ok" : "unavailable";
    const redis = services.config.redisUrl === undefined ? "not configured" : services.rateLimiter.healthy() ? "ok" : "unavailable";
    const ready = database === "ok" && redis !== "unavailable";
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "degraded", checks: { database, redis } });
  });
}
