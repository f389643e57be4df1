// A team's links (the API's resources): the list, newest first, and a form that adds one.
import type { FastifyInstance, FastifyReply } from "fastify";
import { addResource, listResources } from "../../domain/operations/resources.js";
import type { AppError } from "../../errors.js";
import { formOf, textOf, type Form } from "../form.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { linksPage, type LinkValues } from "./page.js";

const config = { public: true };
const NOTICES = { added: "The link is added." };

export function registerLinks(web: FastifyInstance, deps: WebDeps): void {
  async function showLinks(reply: FastifyReply, page: TeamPage, query: Form, extra: { status?: number; error?: AppError; values?: LinkValues } = {}) {
    const startingAfter = textOf(query.starting_after);
    const links = await runAs(deps, listResources, page.actor, { params: { teamId: page.teamId }, query: { limit: 25, starting_after: startingAfter } });
    return sendPage(reply, extra.status ?? 200, linksPage({ page, links, startingAfter, notice: noticeFrom(NOTICES, query), ...extra }));
  }

  web.get("/t/:teamId/links", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "links");
    return page ? showLinks(reply, page, formOf(request.query)) : reply;
  });

  web.post("/t/:teamId/links", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "links");
    if (!page) return reply;
    const form = formOf(request.body);
    try {
      await runAs(deps, addResource, page.actor, { params: { teamId: page.teamId }, body: { title: form.title, url: form.url, type: form.type }, requestId: request.id });
      return reply.redirect(`${teamPath(page.teamId, "links")}?notice=added`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const values = { title: textOf(form.title) ?? "", url: textOf(form.url) ?? "", type: textOf(form.type) ?? "LINK" };
      return showLinks(reply, page, {}, { status: error.status, error, values });
    }
  });
}
