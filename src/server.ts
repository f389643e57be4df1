// buildServer(services): the Fastify app with /api/v1, /api/mcp, the health checks, the OAuth
// authorization server and the account pages mounted. Never listens; main.ts does.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { BODY_LIMIT_BYTES, clientErrorHandler, createErrorHandler, frameworkErrorHandler, handleNotFound } from "./http/error-handler.js";
import { registerDocsPage } from "./http/docs-page.js";
import { createEventStreams, registerEventStream } from "./http/event-stream.js";
import { registerHealth } from "./http/health.js";
import { useJsonParser } from "./http/json-body.js";
import { registerMcpRoute } from "./http/mcp-route.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { registerAnswersAtTurnEnd } from "./http/plugins/answers-at-turn-end.js";
import { closeConnectionsOnShutdown } from "./http/plugins/close-connections.js";
import { registerCors } from "./http/plugins/cors.js";
import { registerIdentify } from "./http/plugins/identify.js";
import { registerMetrics } from "./http/plugins/metrics.js";
import { registerRateLimit } from "./http/plugins/rate-limit.js";
import { registerRequestLog } from "./http/plugins/request-log.js";
import { registerTakeTurns } from "./http/plugins/take-turns.js";
import { registerSecurityHeaders } from "./http/plugins/security-headers.js";
import { publicUrlOf } from "./http/public-url.js";
import { registerRoutes } from "./http/register-route.js";
import { newRequestId } from "./http/request-id.js";
import { API_PREFIX, ROUTES } from "./http/routes.js";
import { registerOAuthMetadata } from "./oauth/metadata.js";
import { createOAuthProvider } from "./oauth/provider.js";
import { createClientDocuments } from "./oauth/client-documents.js";
import { recordDocumentClient } from "./domain/flows/oauth-client-documents.js";
import { registerOAuthRoutes } from "./oauth/routes.js";
import type { Services } from "./services.js";
import { registerWebPages } from "./web/pages.js";

export function buildServer(services: Services): FastifyInstance {
  const { trustProxy } = services.config;
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
    // Behind a reverse proxy, the client is the address it forwards (X-Forwarded-For), for the
    // per-address rate limit and the request log; only the peers named here are believed. Fastify
    // reads a bare hop count as "trust nothing", so a count becomes proxy-addr's hop test.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
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
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerAnswersAtTurnEnd(app);
  closeConnectionsOnShutdown(app);
  registerTakeTurns(app);
  registerSecurityHeaders(app);
  registerCors(app, services.config.corsOrigins);
  registerRequestLog(app);
  registerIdentify(app, services);
  registerRateLimit(app, services);
  const publicUrl = publicUrlOf(app, services.config);
  app.setErrorHandler(createErrorHandler(publicUrl));
  app.setNotFoundHandler(handleNotFound);
  registerHealth(app, services);
  registerMetrics(app, services.metrics, services.config.metrics.token);
  // The API description needs no credential, so tools can fetch it. It is built and serialised on
  // the first request (~25 ms, ~400 KB), not at every start, and kept for the process's life.
  let openApi: string | undefined;
  app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send((openApi ??= JSON.stringify(buildOpenApiDocument()))),
  );
  registerDocsPage(app);
  const streams = createEventStreams(app, services);
  registerEventStream(app, services, streams, API_PREFIX);
  registerMcpRoute(app, services);
  registerOAuthMetadata(app, publicUrl);
  const oauthDeps = () => ({ db: services.db, now: services.now, newId: services.newId, issuer: publicUrl() });
  const clientDocuments = createClientDocuments({
    fetch: { allowPrivate: services.config.webhooks.allowPrivate, lookupHost: (hostname) => services.lookupHost(hostname) },
    now: services.now,
    record: (client, fetchedAt) => recordDocumentClient(oauthDeps(), client, fetchedAt),
  });
  const provider = createOAuthProvider(oauthDeps, clientDocuments, services.logger);
  registerOAuthRoutes(app, { provider, issuer: publicUrl, rateLimiter: services.rateLimiter, logger: services.logger });
  registerWebPages(app, services, publicUrl, streams);

  void app.register(
    async (api) => {
      registerRoutes(api, services, ROUTES);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
