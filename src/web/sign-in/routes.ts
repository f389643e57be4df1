// GET /signin (the form), POST /signin (check, open a session, go on to `next`), POST /signout.
// Reached from an app's request to connect, the page says which app is asking.
import type { FastifyInstance } from "fastify";
import { findPendingAuthorization } from "../../domain/flows/oauth-authorization.js";
import { signIn, signOut } from "../../domain/flows/sign-in.js";
import { AppError } from "../../errors.js";
import { CONSENT_PATH } from "../../oauth/paths.js";
import { formOf, textOf } from "../form.js";
import { sendPage } from "../layout.js";
import { clearSessionCookie, currentActor, safeNext, sessionSecretOf, setSessionCookie, type WebDeps } from "../session.js";
import { signInPage } from "./page.js";

const config = { public: true };

export function registerSignIn(web: FastifyInstance, deps: WebDeps): void {
  /** The name of the app whose request to connect `next` leads to (null: it gave none); undefined otherwise. */
  async function askingApp(next: string): Promise<{ name: string | null } | undefined> {
    if (!next.startsWith(`${CONSENT_PATH}?`)) return undefined;
    const requestId = new URLSearchParams(next.slice(CONSENT_PATH.length + 1)).get("request") ?? "";
    const oauth = { db: deps.services.db, now: deps.services.now, newId: deps.services.newId, issuer: deps.publicUrl() };
    try {
      return { name: (await findPendingAuthorization(oauth, requestId)).client.name };
    } catch (error) {
      // An expired request: the consent page says so after sign-in.
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  web.get("/signin", { config }, async (request, reply) => {
    const query = formOf(request.query);
    const next = safeNext(query.next);
    if (await currentActor(deps, request)) return reply.redirect(next, 303);
    const notice = query.signed_out === "1" ? "You are signed out." : undefined;
    return sendPage(reply, 200, signInPage({ csrf: reply.generateCsrf(), next, notice, app: await askingApp(next) }));
  });

  web.post("/signin", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const form = formOf(request.body);
    const next = safeNext(form.next);
    try {
      const session = await signIn(deps.services, { email: form.email, password: form.password, address: request.ip });
      setSessionCookie(deps, reply, session.secret);
      return reply.redirect(next, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfter !== undefined) reply.header("retry-after", error.retryAfter);
      const email = textOf(form.email);
      return sendPage(reply, error.status, signInPage({ csrf: reply.generateCsrf(), next, email, error, app: await askingApp(next) }));
    }
  });

  web.post("/signout", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    await signOut(deps.services, sessionSecretOf(deps, request));
    clearSessionCookie(deps, reply);
    return reply.redirect("/signin?signed_out=1", 303);
  });
}
