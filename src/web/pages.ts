// The server-rendered pages: sign-in, OAuth consent, the account, and the board with the rest of a
// team's views. Their plugins (cookies, form bodies, CSRF) are registered in a scope of their own,
// so the API's requests never pay for them.
import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EventStreams } from "../http/event-stream.js";
import type { PublicUrl } from "../http/public-url.js";
import type { Services } from "../services.js";
import { registerAccount } from "./account/routes.js";
import { registerActivities } from "./activities/routes.js";
import { registerAi } from "./ai/routes.js";
import { registerAssets } from "./assets.js";
import { registerLive } from "./board/live.js";
import { registerBoard } from "./board/routes.js";
import { registerConsent } from "./consent/routes.js";
import { registerDocuments } from "./documents/routes.js";
import { renderPageError } from "./error-page.js";
import { registerHome } from "./home.js";
import { registerLinks } from "./links/routes.js";
import { cookieOptions, webDeps } from "./session.js";
import { registerSignIn } from "./sign-in/routes.js";
import { registerSprints } from "./sprints/routes.js";

export function registerWebPages(app: FastifyInstance, services: Services, publicUrl: PublicUrl, streams: EventStreams): void {
  const deps = webDeps(services, publicUrl, streams);
  registerAssets(app);
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
    registerHome(web, deps);
    registerBoard(web, deps);
    registerLive(web, deps);
    registerActivities(web, deps);
    registerSprints(web, deps);
    registerDocuments(web, deps);
    registerLinks(web, deps);
    registerAi(web, deps);
  });
}
