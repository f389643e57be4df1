// GET /signin (the form), POST /signin (check, open a session, go on to `next`), POST /signout.
import type { FastifyInstance } from "fastify";
import { signIn, signOut } from "../../domain/sign-in.js";
import { AppError } from "../../errors.js";
import { formOf, textOf } from "../form.js";
import { sendPage } from "../layout.js";
import { clearSessionCookie, currentActor, safeNext, sessionSecretOf, setSessionCookie, type WebDeps } from "../session.js";
import { signInPage } from "./page.js";

const config = { public: true };

export function registerSignIn(web: FastifyInstance, deps: WebDeps): void {
  web.get("/signin", { config }, async (request, reply) => {
    const query = formOf(request.query);
    const next = safeNext(query.next);
    if (await currentActor(deps, request)) return reply.redirect(next, 303);
    const notice = query.signed_out === "1" ? "You are signed out." : undefined;
    return sendPage(reply, 200, signInPage({ csrf: reply.generateCsrf(), next, notice }));
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
      return sendPage(reply, error.status, signInPage({ csrf: reply.generateCsrf(), next, email, error }));
    }
  });

  web.post("/signout", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    await signOut(deps.services, sessionSecretOf(deps, request));
    clearSessionCookie(deps, reply);
    return reply.redirect("/signin?signed_out=1", 303);
  });
}
