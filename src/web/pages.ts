// The server-rendered pages: sign-in, OAuth consent and the account. Their plugins (cookies, form
// bodies, CSRF) are registered in a scope of their own, so the API's requests never pay for them.
import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PublicUrl } from "../http/public-url.js";
import type { Services } from "../services.js";
import { registerAccount } from "./account/routes.js";
import { registerConsent } from "./consent/routes.js";
import { renderPageError } from "./error-page.js";
import { STYLESHEET_PATH } from "./layout.js";
import { cookieOptions, webDeps } from "./session.js";
import { registerSignIn } from "./sign-in/routes.js";
import { STYLESHEET } from "./style.js";

export function registerWebPages(app: FastifyInstance, services: Services, publicUrl: PublicUrl): void {
  const deps = webDeps(services, publicUrl);
  app.get(STYLESHEET_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(STYLESHEET),
  );
  void app.register(async (web) => {
    await web.register(fastifyCookie);
    await web.register(fastifyFormbody);
    // Double-submit: a secret in an HttpOnly cookie, a token derived from it in every form.
    await web.register(fastifyCsrf, {
      cookieKey: deps.cookies.csrf,
      cookieOpts: cookieOptions(deps),
      getToken: (request: FastifyRequest) => {
        const token = (request.body as Record<string, unknown> | undefined)?._csrf;
        return typeof token === "string" ? token : undefined;
      },
    });
    web.setErrorHandler(renderPageError);
    registerSignIn(web, deps);
    registerConsent(web, deps);
    registerAccount(web, deps);
  });
}
