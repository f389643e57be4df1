// /account: the signed-in user's API keys (create, with the secret shown once; revoke), connected
// apps (disconnect), and teams. Every change runs the same domain operation REST and MCP will,
// with the signed-in user as the actor.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../domain/context.js";
import { listOAuthGrants, revokeOAuthGrant } from "../../domain/grants.js";
import { createApiKey, listApiKeys, revokeApiKey } from "../../domain/keys.js";
import { runOperation } from "../../domain/run.js";
import { listTeams } from "../../domain/teams.js";
import { AppError } from "../../errors.js";
import type { Page } from "../../schemas/common.js";
import type { OAuthGrantRecord } from "../../schemas/grants.js";
import type { ApiKeyRecord, CreatedApiKeyRecord } from "../../schemas/keys.js";
import type { TeamRecord } from "../../schemas/teams.js";
import { formOf, listOf, textOf } from "../form.js";
import { sendPage } from "../layout.js";
import { currentActor, signInUrl, type WebDeps } from "../session.js";
import { accountPage, type AccountView } from "./page.js";

const config = { public: true };

const NOTICES: Record<string, string> = {
  key_revoked: "The key is revoked: it no longer works.",
  app_revoked: "The app is disconnected: its tokens no longer work.",
};

export function registerAccount(web: FastifyInstance, deps: WebDeps): void {
  const { services } = deps;
  const run = <T>(op: Parameters<typeof runOperation>[1], actor: Actor, raw: Parameters<typeof runOperation>[3]) => runOperation(services, op, actor, raw) as Promise<T>;

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Actor | undefined> {
    const actor = await currentActor(deps, request);
    if (!actor) void reply.redirect(signInUrl("/account"), 303);
    return actor;
  }

  async function show(reply: FastifyReply, actor: Actor, status: number, extra: Pick<AccountView, "notice" | "created" | "error">) {
    const page = { query: { limit: 100 } };
    const [teams, keys, apps] = await Promise.all([
      run<Page<TeamRecord>>(listTeams, actor, page),
      run<Page<ApiKeyRecord>>(listApiKeys, actor, page),
      run<Page<OAuthGrantRecord>>(listOAuthGrants, actor, page),
    ]);
    const user = { name: actor.name, email: actor.email, csrf: reply.generateCsrf() };
    return sendPage(reply, status, accountPage({ user, teams, keys, apps, ...extra }));
  }

  web.get("/account", { config }, async (request, reply) => {
    const actor = await signedIn(request, reply);
    const notice = NOTICES[textOf(formOf(request.query).notice) ?? ""];
    return actor ? show(reply, actor, 200, { notice }) : reply;
  });

  web.post("/account/keys", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(request, reply);
    if (!actor) return reply;
    const form = formOf(request.body);
    const body = {
      name: textOf(form.name) ?? "",
      scopes: listOf(form.scopes),
      expiresInDays: form.expires === "never" || form.expires === undefined ? null : Number(form.expires),
    };
    try {
      const created = await run<CreatedApiKeyRecord>(createApiKey, actor, { body });
      return await show(reply, actor, 201, { created });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return show(reply, actor, error.status, { error });
    }
  });

  web.post("/account/keys/:keyId/revoke", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(request, reply);
    if (!actor) return reply;
    await run(revokeApiKey, actor, { params: request.params });
    return reply.redirect("/account?notice=key_revoked", 303);
  });

  web.post("/account/apps/:grantId/revoke", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(request, reply);
    if (!actor) return reply;
    await run(revokeOAuthGrant, actor, { params: request.params });
    return reply.redirect("/account?notice=app_revoked", 303);
  });
}
