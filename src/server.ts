// buildServer(services): the Fastify app with /api/v1, /api/mcp and the health checks mounted. Never listens; main.ts does.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { BODY_LIMIT_BYTES, clientErrorHandler, frameworkErrorHandler, handleError, handleNotFound } from "./http/error-handler.js";
import { registerDocsPage } from "./http/docs-page.js";
import { registerHealth } from "./http/health.js";
import { useJsonParser } from "./http/json-body.js";
import { registerMcpRoute } from "./http/mcp-route.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { closeConnectionsOnShutdown } from "./http/plugins/close-connections.js";
import { registerCors } from "./http/plugins/cors.js";
import { registerIdentify } from "./http/plugins/identify.js";
import { registerRateLimit } from "./http/plugins/rate-limit.js";
import { registerRequestLog } from "./http/plugins/request-log.js";
import { registerSecurityHeaders } from "./http/plugins/security-headers.js";
import { registerRoutes } from "./http/register-route.js";
import { newRequestId } from "./http/request-id.js";
import { API_PREFIX, ROUTES } from "./http/routes.js";
import type { Services } from "./services.js";

export function buildServer(services: Services): FastifyInstance {
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    // Fastify's two lines per request become our one (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A client that trickles its request is cut off with a 408 rather than holding a connection:
    // the headers must arrive within headersTimeoutMs and the whole request within requestTimeoutMs
    // (Node checks both every second here, not every 30 s), and a silent connection is closed after 60 s.
    requestTimeout: services.config.http.requestTimeoutMs,
    http: { headersTimeout: services.config.http.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    connectionTimeout: 60_000,
    clientErrorHandler,
    genReqId: newRequestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Path ids are opaque strings to the router; the domain decides what a bad one means. Only a
    // segment too long to be any id is refused by the router itself (414).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: frameworkErrorHandler(services),
  });

  // A JSON API: a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser("text/plain");
  useJsonParser(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  closeConnectionsOnShutdown(app);
  registerSecurityHeaders(app);
  registerCors(app, services.config.corsOrigins);
  registerRequestLog(app);
  registerIdentify(app, services);
  registerRateLimit(app, services);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  registerHealth(app, services);
  // The API description needs no credential, so tools can fetch it; it is built once per process.
  const openApi = buildOpenApiDocument();
  app.get(`${API_PREFIX}/openapi.json`, async () => openApi);
  registerDocsPage(app);
  registerMcpRoute(app, services);

  void app.register(
    async (api) => {
      registerRoutes(api, services, ROUTES);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
