// Plan from text (paste → preview → create) and Ask, on the AI operations. Each call uses an AI
// unit, so neither answer is the answer to a POST: it is kept for this session a while (flash.ts)
// and the browser is sent to a page that shows it, which a reload shows again without a new call.
import type { FastifyInstance, FastifyReply } from "fastify";
import { askTeam, planSprintFromText } from "../../domain/operations/ai.js";
import { listEvents } from "../../domain/operations/events.js";
import { listSprints } from "../../domain/operations/sprints.js";
import type { AppError } from "../../errors.js";
import type { AiAnswerRecord, SprintPlanRecord } from "../../schemas/ai.js";
import { activityPath } from "../board/cards.js";
import { documentPath } from "../documents/page.js";
import { formOf, queryString, textOf, type Form } from "../form.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal } from "../parts.js";
import { runAs } from "../run.js";
import { flashOwner, type WebDeps } from "../session.js";
import { sprintPath } from "../sprints/page.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { askPage, planPage, type PlanInput } from "./page.js";

const config = { public: true };
/** How long a preview or an answer can be seen again. */
const KEPT_MS = 30 * 60_000;
const EXPIRED = "That preview or answer has expired (they are kept for 30 minutes): send the form again.";

interface KeptPlan {
  teamId: string;
  input: PlanInput;
  plan: SprintPlanRecord;
}

interface KeptAnswer {
  teamId: string;
  sprintId: string;
  answer: AiAnswerRecord;
  links: Record<string, string>;
}

const planInputOf = (form: Form): PlanInput => ({
  text: textOf(form.text) ?? "",
  sprintId: textOf(form.sprintId) ?? "",
  startDate: textOf(form.startDate) ?? "",
  endDate: textOf(form.endDate) ?? "",
});

/** The operation's body: boxes left empty are left out (they are optional, not nullable). */
const planBody = (input: PlanInput, commit: boolean) => ({
  text: input.text,
  commit,
  ...(input.sprintId ? { sprintId: input.sprintId } : {}),
  ...(input.startDate ? { startDate: input.startDate } : {}),
  ...(input.endDate ? { endDate: input.endDate } : {}),
});

export function registerAi(web: FastifyInstance, deps: WebDeps): void {
  const sprintsOf = (page: TeamPage) => runAs(deps, listSprints, page.actor, { params: { teamId: page.teamId }, query: { limit: 100 } });

  async function showPlan(reply: FastifyReply, page: TeamPage, status: number, input: PlanInput, extra: { preview?: SprintPlanRecord; error?: AppError; notice?: string } = {}) {
    const sprints = await sprintsOf(page);
    return sendPage(reply, status, planPage({ page, sprints: sprints.data, input, ...extra }));
  }

  web.get("/t/:teamId/plan", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "plan");
    if (!page) return reply;
    const id = formOf(request.query).preview;
    const kept = deps.flash.peek<KeptPlan>(flashOwner(page.actor), id);
    if (kept && kept.teamId === page.teamId) return showPlan(reply, page, 200, kept.input, { preview: kept.plan });
    return showPlan(reply, page, 200, planInputOf({}), { notice: id === undefined ? undefined : EXPIRED });
  });

  web.post("/t/:teamId/plan", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "plan");
    if (!page) return reply;
    const input = planInputOf(formOf(request.body));
    try {
      const plan = await runAs(deps, planSprintFromText, page.actor, { params: { teamId: page.teamId }, body: planBody(input, false), requestId: request.id });
      const id = deps.flash.put(flashOwner(page.actor), { teamId: page.teamId, input, plan } satisfies KeptPlan, KEPT_MS);
      return reply.redirect(`${teamPath(page.teamId, "plan")}?preview=${id}`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showPlan(reply, page, error.status, input, { error });
    }
  });

  web.post("/t/:teamId/plan/commit", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "plan");
    if (!page) return reply;
    const input = planInputOf(formOf(request.body));
    try {
      const plan = await runAs(deps, planSprintFromText, page.actor, { params: { teamId: page.teamId }, body: planBody(input, true), requestId: request.id });
      const sprintId = plan.sprint.object === "sprint" ? plan.sprint.id : undefined;
      return reply.redirect(`${teamPath(page.teamId)}${queryString({ sprint: sprintId, notice: "planned" })}`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showPlan(reply, page, error.status, input, { error });
    }
  });

  /** Where the board shows each source; a comment is found on its activity, through the event that made it. */
  async function sourceLinks(page: TeamPage, answer: AiAnswerRecord): Promise<Record<string, string>> {
    const links: Record<string, string> = {};
    for (const source of answer.sources) {
      const key = `${source.object}:${source.id}`;
      if (source.object === "activity") links[key] = activityPath(page.teamId, source.id);
      else if (source.object === "document") links[key] = documentPath(page.teamId, source.id);
      else if (source.object === "sprint") links[key] = sprintPath(page.teamId, source.id);
      else if (source.object === "member") links[key] = `${teamPath(page.teamId, "list")}?assignee=${source.id}`;
      else if (source.object === "team") links[key] = teamPath(page.teamId);
      else {
        const events = await runAs(deps, listEvents, page.actor, { params: { teamId: page.teamId }, query: { type: "comment.created", objectId: source.id, limit: 1 } });
        const activityId = (events.data[0]?.data.object as { activityId?: string } | undefined)?.activityId;
        if (activityId) links[key] = `${activityPath(page.teamId, activityId)}#comments`;
      }
    }
    return links;
  }

  async function showAsk(reply: FastifyReply, page: TeamPage, status: number, extra: { question?: string; sprintId?: string; kept?: KeptAnswer; error?: AppError; notice?: string }) {
    const sprints = await sprintsOf(page);
    const view = {
      page,
      sprints: sprints.data,
      question: extra.question ?? "",
      sprintId: extra.kept?.sprintId ?? extra.sprintId ?? "",
      answer: extra.kept?.answer,
      links: extra.kept?.links,
      error: extra.error,
      notice: extra.notice,
    };
    return sendPage(reply, status, askPage(view));
  }

  web.get("/t/:teamId/ask", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "ask");
    if (!page) return reply;
    const id = formOf(request.query).answer;
    const kept = deps.flash.peek<KeptAnswer>(flashOwner(page.actor), id);
    if (kept && kept.teamId === page.teamId) return showAsk(reply, page, 200, { kept });
    return showAsk(reply, page, 200, { notice: id === undefined ? undefined : EXPIRED });
  });

  web.post("/t/:teamId/ask", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "ask");
    if (!page) return reply;
    const form = formOf(request.body);
    const question = textOf(form.question);
    const sprintId = textOf(form.sprintId) ?? "";
    try {
      const body = { question: form.question, ...(sprintId ? { sprintId } : {}) };
      const answer = await runAs(deps, askTeam, page.actor, { params: { teamId: page.teamId }, body, requestId: request.id });
      const kept: KeptAnswer = { teamId: page.teamId, sprintId, answer, links: await sourceLinks(page, answer) };
      const id = deps.flash.put(flashOwner(page.actor), kept, KEPT_MS);
      return reply.redirect(`${teamPath(page.teamId, "ask")}?answer=${id}`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showAsk(reply, page, error.status, { question, sprintId, error });
    }
  });
}
