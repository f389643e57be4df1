// `/`: the signed-in user's team (the one seen last, else their newest), or, for someone in no team
// yet, a page that says so and makes one. Not signed in: sign in first, then come back here.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Actor } from "../auth/actor.js";
import { createTeam, listTeams } from "../domain/operations/teams.js";
import type { AppError } from "../errors.js";
import { formOf, textOf } from "./form.js";
import { html } from "./html.js";
import { layout, sendPage, teamPath } from "./layout.js";
import { alertOf, csrfField, isRefusal } from "./parts.js";
import { runAs } from "./run.js";
import type { WebDeps } from "./session.js";
import { signedIn } from "./team-page.js";

const config = { public: true };

function noTeamPage(reply: FastifyReply, actor: Actor, status: number, error?: AppError, name?: string) {
  const user = { name: actor.name, email: actor.email, csrf: reply.generateCsrf() };
  const main = html`<h1>Welcome, ${actor.name}</h1>
<div class="card">
<p>You are in no team yet. A team's CAPTAIN (or STAFF) can add you by your email, <strong>${actor.email}</strong>; or start a team of your own, with you as its CAPTAIN.</p>
${alertOf(error)}
<form method="post" action="/teams">${csrfField(user.csrf)}
<label for="team-name">Team name</label>
<input id="team-name" name="name" type="text" required maxlength="200" value="${name ?? ""}">
<div class="actions"><button type="submit">Create the team</button></div>
</form>
</div>`;
  return sendPage(reply, status, layout({ title: "Welcome", user, main, narrow: true }));
}

export function registerHome(web: FastifyInstance, deps: WebDeps): void {
  web.get("/", { config }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const teams = await runAs(deps, listTeams, actor, { query: { limit: 100 } });
    const last = request.cookies[deps.cookies.team];
    const team = teams.data.find((t) => t.id === last) ?? teams.data[0];
    return team ? reply.redirect(teamPath(team.id), 303) : noTeamPage(reply, actor, 200);
  });

  web.post("/teams", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const actor = await signedIn(deps, request, reply);
    if (!actor) return reply;
    const name = textOf(formOf(request.body).name);
    try {
      const team = await runAs(deps, createTeam, actor, { body: { name }, requestId: request.id });
      return reply.redirect(teamPath(team.id), 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return noTeamPage(reply, actor, error.status, error, name);
    }
  });
}
