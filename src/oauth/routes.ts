// The authorization server's endpoints: the MCP SDK's own handlers (Express routers) behind four
// Fastify routes. Each route hands the raw request and response to one small Express app, so
// Express runs for these four paths only, never on the API's path. Their bodies are left unread
// by Fastify (a parser that consumes nothing) for the SDK's body parsers. The SDK's in-process rate
// limits are off: these routes take the API's per-address limit (shared through Redis when
// configured), and registration a stricter one of its own.
import express, { type NextFunction, type Request, type Response } from "express";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authorizationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/authorize.js";
import { clientRegistrationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/register.js";
import { revocationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/revoke.js";
import { tokenHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/token.js";
import { OAuthError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { OAuthServerProvider } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { Logger } from "pino";
import { isRegisteredRedirectUri } from "../domain/flows/oauth-clients.js";
import { AppError } from "../errors.js";
import type { RateLimiter } from "../limits/rate-limiter.js";
import { OAUTH_PATHS } from "./paths.js";

/** Client registrations per client address per hour: open registration is a flooding surface. */
export const REGISTRATIONS_PER_HOUR = 20;

/**
 * The SDK's authorize handler leaves `state` off an error redirect when the request's own
 * parameters fail its checks (modelcontextprotocol/typescript-sdk#2773, open), and adds no `iss`
 * (RFC 9207) to any error redirect. RFC 6749 §4.1.2.1 requires the one, and our metadata promises
 * the other, so both are added to each error redirect that lacks them.
 */
function completeErrorRedirects(issuer: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const params = (req.method === "POST" ? req.body : req.query) as Record<string, unknown> | undefined;
    const state = typeof params?.state === "string" ? params.state : undefined;
    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    res.redirect = ((status: number, url: string) => {
      const target = URL.canParse(url) ? new URL(url) : undefined;
      if (target?.searchParams.has("error")) {
        if (state !== undefined && !target.searchParams.has("state")) target.searchParams.set("state", state);
        if (!target.searchParams.has("iss")) target.searchParams.set("iss", issuer());
        return redirect(status, target.href);
      }
      return redirect(status, url);
    }) as Response["redirect"];
    next();
  };
}

/**
 * The SDK's authorize handler lets a loopback redirect URI differ from the registered one in more
 * than its port (user info, a fragment), and would redirect there. The domain's rule is checked
 * first, and a requested URI it refuses is answered directly, as the SDK answers an unregistered
 * one: 400, never a redirect.
 */
function checkRedirectUri(provider: OAuthServerProvider) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const params = (req.method === "POST" ? req.body : req.query) as Record<string, unknown> | undefined;
    const [clientId, redirectUri] = [params?.client_id, params?.redirect_uri];
    if (typeof clientId !== "string" || typeof redirectUri !== "string") return next();
    try {
      const client = await provider.clientsStore.getClient(clientId);
      if (client !== undefined && !isRegisteredRedirectUri(redirectUri, client.redirect_uris)) {
        res.status(400).json({ error: "invalid_request", error_description: "Unregistered redirect_uri" });
        return;
      }
      next();
    } catch (error) {
      // A client that cannot be used (a metadata document refused): answered as the SDK answers it.
      if (error instanceof OAuthError) res.status(400).json(error.toResponseObject());
      else next(error);
    }
  };
}

function expressApp(provider: OAuthServerProvider, issuer: () => string, logger: Logger): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(
    OAUTH_PATHS.authorize,
    express.urlencoded({ extended: false }),
    completeErrorRedirects(issuer),
    checkRedirectUri(provider),
    authorizationHandler({ provider, rateLimit: false }),
  );
  app.use(OAUTH_PATHS.token, tokenHandler({ provider, rateLimit: false }));
  app.use(OAUTH_PATHS.register, clientRegistrationHandler({ clientsStore: provider.clientsStore, rateLimit: false }));
  app.use(OAUTH_PATHS.revoke, revocationHandler({ provider, rateLimit: false }));
  // A body Express could not read (bad JSON, too large): an OAuth error, never Express's HTML page.
  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, "OAuth endpoint failed");
    res.status(status).json(status === 500 ? { error: "server_error", error_description: "Internal server error." } : { error: "invalid_request", error_description: "The request body could not be read." });
  });
  return app;
}

export function registerOAuthRoutes(
  app: FastifyInstance,
  deps: { provider: OAuthServerProvider; issuer: () => string; rateLimiter: RateLimiter; logger: Logger },
): void {
  const handler = expressApp(deps.provider, deps.issuer, deps.logger);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // The hooks' headers (request id, rate limit, security) go on the answer Express writes.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    handler(request.raw as Request, reply.raw as Response);
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const methods = ["GET", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"];
    for (const url of [OAUTH_PATHS.authorize, OAUTH_PATHS.token, OAUTH_PATHS.revoke]) scope.route({ method: methods, url, handler: forward });
    scope.route({
      method: methods,
      url: OAUTH_PATHS.register,
      handler: async (request, reply) => {
        if (request.method === "POST") {
          const decision = await deps.rateLimiter.consume(`oauth-register:ip:${request.ip}`, REGISTRATIONS_PER_HOUR, 3_600_000);
          if (!decision.allowed) {
            throw new AppError("rate_limited", `Too many client registrations from this address: at most ${REGISTRATIONS_PER_HOUR} an hour. Retry after ${decision.retryAfter} s.`, undefined, decision.retryAfter);
          }
        }
        return forward(request, reply);
      },
    });
  });
}
