// A team's sprints: the list with a form for a new one (/t/{teamId}/sprints), and one sprint with its
// edit form, its status, its burndown and the team's velocity (/t/{teamId}/sprints/{id}). CAPTAIN and STAFF see the forms; the
// operations refuse anyone else, with the API's 403, whatever they send.
import type { FastifyInstance, FastifyReply } from "fastify";
import { etagOf } from "../../domain/runtime/etag.js";
import { getSprintReport, getTeamInsights } from "../../domain/operations/reports.js";
import { createSprint, getSprint, listSprints, updateSprint } from "../../domain/operations/sprints.js";
import { notFound, type AppError } from "../../errors.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import { changedFields, formOf, orNull, textOf, type Form } from "../form.js";
import { sendPage } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { sprintPage, sprintPath, sprintsPage, sprintValuesOf, type SprintValues } from "./page.js";

const config = { public: true };
const NOTICES = { created: "The sprint is created.", saved: "Saved.", status: "The sprint's status changed." };

const sprintBody = (form: Form) => ({
  name: form.name,
  goal: orNull(form.goal),
  description: orNull(form.description),
  startDate: orNull(form.startDate),
  endDate: orNull(form.endDate),
});

const valuesFrom = (form: Form, fallback: SprintValues): SprintValues =>
  Object.fromEntries(Object.entries(fallback).map(([key, value]) => [key, textOf(form[key]) ?? value])) as unknown as SprintValues;

export function registerSprints(web: FastifyInstance, deps: WebDeps): void {
  async function showSprints(reply: FastifyReply, page: TeamPage, query: Form, extra: { status?: number; error?: AppError; values?: SprintValues } = {}) {
    const startingAfter = textOf(query.starting_after);
    const sprints = await runAs(deps, listSprints, page.actor, { params: { teamId: page.teamId }, query: { limit: 25, starting_after: startingAfter } });
    return sendPage(reply, extra.status ?? 200, sprintsPage({ page, sprints, startingAfter, notice: noticeFrom(NOTICES, query), ...extra }));
  }

  async function loadSprint(page: TeamPage, sprintId: string): Promise<SprintRecord> {
    const sprint = await runAs(deps, getSprint, page.actor, { params: { sprintId } });
    if (sprint.teamId !== page.teamId) throw notFound("sprint", sprintId);
    return sprint;
  }

  async function showSprint(reply: FastifyReply, page: TeamPage, sprint: SprintRecord, query: Form, extra: { status?: number; error?: AppError; values?: SprintValues } = {}) {
    // The charts' numbers: the same operations as GET /sprints/{id}/report and GET /teams/{id}/insights.
    const [report, insights] = await Promise.all([
      runAs(deps, getSprintReport, page.actor, { params: { sprintId: sprint.id } }),
      runAs(deps, getTeamInsights, page.actor, { params: { teamId: page.teamId }, query: {} }),
    ]);
    const view = { page, sprint, etag: etagOf(sprint), values: extra.values ?? sprintValuesOf(sprint), notice: noticeFrom(NOTICES, query), error: extra.error, report, insights };
    return sendPage(reply, extra.status ?? 200, sprintPage(view));
  }

  web.get("/t/:teamId/sprints", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "sprints");
    return page ? showSprints(reply, page, formOf(request.query)) : reply;
  });

  web.post("/t/:teamId/sprints", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "sprints");
    if (!page) return reply;
    const form = formOf(request.body);
    try {
      const sprint = await runAs(deps, createSprint, page.actor, { params: { teamId: page.teamId }, body: sprintBody(form), requestId: request.id });
      return reply.redirect(`${sprintPath(page.teamId, sprint.id)}?notice=created`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const values = valuesFrom(form, { name: "", goal: "", description: "", startDate: "", endDate: "" });
      return showSprints(reply, page, {}, { status: error.status, error, values });
    }
  });

  web.get("/t/:teamId/sprints/:sprintId", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "sprints");
    if (!page) return reply;
    const sprint = await loadSprint(page, (request.params as { sprintId: string }).sprintId);
    return showSprint(reply, page, sprint, formOf(request.query));
  });

  /** An update from one of the sprint page's forms, with the version the page showed as If-Match. */
  async function update(page: TeamPage, sprint: SprintRecord, form: Form, body: Record<string, unknown>, requestId: string) {
    await runAs(deps, updateSprint, page.actor, { params: { sprintId: sprint.id }, body: changedFields(sprint, body), ifMatch: textOf(form.etag), requestId });
  }

  web.post("/t/:teamId/sprints/:sprintId", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "sprints");
    if (!page) return reply;
    const sprint = await loadSprint(page, (request.params as { sprintId: string }).sprintId);
    const form = formOf(request.body);
    try {
      await update(page, sprint, form, sprintBody(form), request.id);
      return reply.redirect(`${sprintPath(page.teamId, sprint.id)}?notice=saved`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showSprint(reply, page, sprint, {}, { status: error.status, error, values: valuesFrom(form, sprintValuesOf(sprint)) });
    }
  });

  web.post("/t/:teamId/sprints/:sprintId/status", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "sprints");
    if (!page) return reply;
    const sprint = await loadSprint(page, (request.params as { sprintId: string }).sprintId);
    const form = formOf(request.body);
    try {
      await update(page, sprint, form, { status: form.status ?? "" }, request.id);
      return reply.redirect(`${sprintPath(page.teamId, sprint.id)}?notice=status`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showSprint(reply, page, sprint, {}, { status: error.status, error });
    }
  });
}
