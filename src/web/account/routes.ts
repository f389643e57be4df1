// /account: the signed-in user's API keys (create, with the secret shown once; revoke), connected
// apps (disconnect), and teams. Every change runs the same domain operation REST and MCP will,
// with the signed-in user as the actor. Creating a key redirects to the page, which shows the secret
// from the session's flash once (a reload creates nothing and shows it no more); revoking a key and
// disconnecting an app go through a confirmation page.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Actor } from "../../auth/actor.js";
import { listOAuthGrants, revokeOAuthGrant } from "../../domain/operations/grants.js";
import { createApiKey, listApiKeys, revokeApiKey } from "../../domain/operations/keys.js";
import { listTeams } from "../../domain/operations/teams.js";
import { notFound } from "../../errors.js";
import type { CreatedApiKeyRecord } from "../../schemas/keys.js";
import { confirmPage } from "../confirm.js";
import { formOf, listOf, textOf } from "../form.js";
import { html } from "../html.js";
import { sendPage } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import { flashOwner, type WebDeps } from "../session.js";
import { signedIn } from "../team-page.js";
import { accountPage, type AccountView } from "./page.js";

const config = { public: true };

const NOTICES = {
  key_revoked: "The key is revoked: it no longer works.",
  app_revoked: "The app is disconnected: its tokens no longer work.",
};

/** A new key's secret waits this long for the page that shows it. */
const SECRET_KEPT_MS = 5 * 60_000;
const LISTED = { query: { limit: 100 } };

export function registerAccount(web: FastifyInstance, deps: WebDeps): void {
  async function show(reply: FastifyReply, actor: Actor, status: number, extra: Pick<AccountView, "notice" | "created" | "error">) {
    const [teams, keys, apps] = await Promise.all([
      runAs(deps, listTeams, actor, LISTED),
      runAs(deps, listApiKeys, actor, LISTED),
      runAs(deps, listOAuthGrants, actor, LISTED),
    ]);
    const user = { name: actor.name, email: actor.email, csrf: reply.generateCsrf() };
    return sendPage(reply, status, accountPage({ user, teams, keys, apps, ...extra }));
  }

  web.get("/account", { config }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const query = formOf(request.query);
    const created = deps.flash.take<CreatedApiKeyRecord>(flashOwner(actor), query.created);
    return show(reply, actor, 200, { notice: noticeFrom(NOTICES, query), created });
  });

  web.post("/account/keys", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const form = formOf(request.body);
    const body = {
      name: textOf(form.name) ?? "",
      scopes: listOf(form.scopes),
      expiresInDays: form.expires === "never" || form.expires === undefined ? null : Number(form.expires),
    };
    try {
      const created = await runAs(deps, createApiKey, actor, { body, requestId: request.id });
      const id = deps.flash.put(flashOwner(actor), created, SECRET_KEPT_MS);
      return reply.redirect(`/account?created=${id}#new-key`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return show(reply, actor, error.status, { error });
    }
  });

  /** GET asks, POST does: the key or app is looked up first, so the page names what goes. */
  web.get("/account/keys/:keyId/revoke", { config }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const { keyId } = request.params as { keyId: string };
    const keys = await runAs(deps, listApiKeys, actor, LISTED);
    const key = keys.data.find((k) => k.id === keyId);
    if (!key) throw notFound("API key", keyId);
    const name = key.name ?? "unnamed";
    const page = confirmPage({
      user: { name: actor.name, email: actor.email, csrf: reply.generateCsrf() },
      title: "Revoke this key?",
      detail: html`The key “<bdi>${name}</bdi>” stops working at once, for every script, agent and editor that uses it. This cannot be undone; you can create another key.`,
      action: `/account/keys/${key.id}/revoke`,
      button: "Revoke the key",
      cancel: "/account",
    });
    return sendPage(reply, 200, page);
  });

  web.post("/account/keys/:keyId/revoke", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    await runAs(deps, revokeApiKey, actor, { params: request.params, requestId: request.id });
    return reply.redirect("/account?notice=key_revoked", 303);
  });

  web.get("/account/apps/:grantId/revoke", { config }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const { grantId } = request.params as { grantId: string };
    const apps = await runAs(deps, listOAuthGrants, actor, LISTED);
    const app = apps.data.find((a) => a.id === grantId);
    if (!app) throw notFound("connected app", grantId);
    const page = confirmPage({
      user: { name: actor.name, email: actor.email, csrf: reply.generateCsrf() },
      title: "Disconnect this app?",
      detail: html`<bdi>${app.client.name ?? "The app with no name"}</bdi> (${app.client.redirectHosts.join(", ")}) loses its access at once: its tokens stop working. To use it again, connect it again.`,
      action: `/account/apps/${app.id}/revoke`,
      button: "Disconnect the app",
      cancel: "/account",
    });
    return sendPage(reply, 200, page);
  });

  web.post("/account/apps/:grantId/revoke", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    await runAs(deps, revokeOAuthGrant, actor, { params: request.params, requestId: request.id });
    return reply.redirect("/account?notice=app_revoked", 303);
  });
}
