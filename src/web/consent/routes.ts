// The consent page /oauth/authorize sends the browser to: sign in first if need be, then see which
// app asks for what, and allow (with all or some of the scopes) or deny. The answer redirects to
// the app: a code, or access_denied.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../auth/actor.js";
import { decideAuthorization, findPendingAuthorization, type PendingAuthorization } from "../../domain/flows/oauth-authorization.js";
import type { OAuthDeps } from "../../domain/flows/oauth-clients.js";
import { AppError } from "../../errors.js";
import { CONSENT_PATH } from "../../oauth/paths.js";
import { formOf, listOf, textOf } from "../form.js";
import { sendPage } from "../layout.js";
import { currentActor, signInUrl, type WebDeps } from "../session.js";
import { consentPage } from "./page.js";

const config = { public: true };

export function registerConsent(web: FastifyInstance, deps: WebDeps): void {
  const oauth = (): OAuthDeps => ({ db: deps.services.db, now: deps.services.now, newId: deps.services.newId, issuer: deps.publicUrl() });

  const show = (reply: FastifyReply, actor: Actor, request: PendingAuthorization, status = 200, error?: AppError) =>
    sendPage(
      reply,
      status,
      consentPage({ user: { name: actor.name, email: actor.email, csrf: reply.generateCsrf() }, request, error }),
      { formTargets: [new URL(request.redirectUri).origin] },
    );

  /** The signed-in user, or a redirect to sign in and come back to this request. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, requestId: string): Promise<Actor | undefined> {
    const actor = await currentActor(deps, request);
    if (!actor) void reply.redirect(signInUrl(`${CONSENT_PATH}?request=${encodeURIComponent(requestId)}`), 303);
    return actor;
  }

  web.get(CONSENT_PATH, { config }, async (request, reply) => {
    const requestId = textOf(formOf(request.query).request) ?? "";
    const pending = await findPendingAuthorization(oauth(), requestId);
    const actor = await signedIn(request, reply, requestId);
    return actor ? show(reply, actor, pending) : reply;
  });

  web.post(CONSENT_PATH, { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const form = formOf(request.body);
    const requestId = textOf(form.request) ?? "";
    const actor = await signedIn(request, reply, requestId);
    if (!actor) return reply;
    try {
      const target = await decideAuthorization(oauth(), { requestId, userId: actor.userId, approve: form.decision === "approve", scopes: listOf(form.scopes) });
      return reply.redirect(target, 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "parameter_invalid") throw error;
      return show(reply, actor, await findPendingAuthorization(oauth(), requestId), 400, error);
    }
  });
}
