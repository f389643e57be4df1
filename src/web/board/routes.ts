// The board: /t/{teamId}/board (?sprint= picks one), adding an activity to the sprint shown, and
// moving a card. A move is updateActivity with the card's ETag as If-Match, so a card that changed
// since the page was read is refused (412) and nothing is written. The board's script asks for JSON
// (the card as it now is, rendered here, to put in place); without script the form posts and the
// browser is redirected back to the board, or shown the board again with the refusal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createActivity, getActivity, listActivities, updateActivity } from "../../domain/operations/activities.js";
import { stageOf, statusWords } from "../../domain/operations/status-groups.js";
import { getSprint, listSprints } from "../../domain/operations/sprints.js";
import { errorBody, notFound } from "../../errors.js";
import type { ActivityRecord } from "../../schemas/activities.js";
import { formOf, queryString, textOf } from "../form.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { card } from "./cards.js";
import { currentSprint, type SprintChoice } from "./current-sprint.js";
import { boardPage, type BoardView } from "./page.js";

const config = { public: true };

/** A board reads at most this many pages of a hundred cards: a sprint of any size costs the same. */
const BOARD_PAGES = 5;
const PAGE_SIZE = 100;
/** The picker lists the newest hundred sprints; an older one opens by its URL. */
const SPRINTS_LISTED = 100;

const NOTICES = {
  moved: "The card moved.",
  created: "The activity is added to this sprint.",
  deleted: "The activity is deleted.",
  planned: "The plan is created: its activities are SUGGESTED, in To do, until someone takes them on.",
};

const wantsJson = (request: FastifyRequest) => request.headers.accept === "application/json";

export function registerBoard(web: FastifyInstance, deps: WebDeps): void {
  async function chooseSprint(page: TeamPage, sprintId: string | undefined, sprints: readonly SprintChoice["sprint"][]): Promise<SprintChoice | undefined> {
    if (sprintId === undefined || sprintId === "") return currentSprint(sprints);
    const sprint = await runAs(deps, getSprint, page.actor, { params: { sprintId } });
    // Another of the user's teams' sprint is not this board's, whatever the URL says.
    if (sprint.teamId !== page.teamId) throw notFound("sprint", sprintId);
    return { sprint, why: "picked" };
  }

  async function readCards(page: TeamPage, sprintId: string): Promise<{ activities: ActivityRecord[]; truncated: number | undefined }> {
    const activities: ActivityRecord[] = [];
    let cursor: string | undefined;
    for (let read = 0; read < BOARD_PAGES; read++) {
      const query = { sprintId, limit: PAGE_SIZE, ...(cursor ? { starting_after: cursor } : {}) };
      const result = await runAs(deps, listActivities, page.actor, { params: { teamId: page.teamId }, query });
      activities.push(...result.data);
      if (!result.has_more || result.next_cursor === null) return { activities, truncated: undefined };
      cursor = result.next_cursor;
    }
    return { activities, truncated: activities.length };
  }

  async function showBoard(reply: FastifyReply, page: TeamPage, options: { sprintId?: string; status?: number } & Pick<BoardView, "notice" | "error" | "newTitle">) {
    const sprints = await runAs(deps, listSprints, page.actor, { params: { teamId: page.teamId }, query: { limit: SPRINTS_LISTED } });
    const choice = await chooseSprint(page, options.sprintId, sprints.data);
    const listed = choice && !sprints.data.some((s) => s.id === choice.sprint.id) ? [choice.sprint, ...sprints.data] : sprints.data;
    const { activities, truncated } = choice ? await readCards(page, choice.sprint.id) : { activities: [], truncated: undefined };
    const view: BoardView = { page, sprints: listed, choice, activities, truncated, notice: options.notice, error: options.error, newTitle: options.newTitle };
    return sendPage(reply, options.status ?? 200, boardPage(view), { script: true });
  }

  const boardUrl = (teamId: string, sprint: string | undefined, notice: keyof typeof NOTICES) =>
    `${teamPath(teamId)}${queryString({ sprint, notice })}`;

  web.get("/t/:teamId", { config }, async (request, reply) => reply.redirect(teamPath((request.params as { teamId: string }).teamId), 303));

  web.get("/t/:teamId/board", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "board");
    if (!page) return reply;
    const query = formOf(request.query);
    return showBoard(reply, page, { sprintId: textOf(query.sprint), notice: noticeFrom(NOTICES, query) });
  });

  web.post("/t/:teamId/board/activities", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "board");
    if (!page) return reply;
    const form = formOf(request.body);
    const sprintId = textOf(form.sprint);
    try {
      await runAs(deps, createActivity, page.actor, { params: { teamId: page.teamId }, body: { title: form.title, sprintId } });
      return reply.redirect(boardUrl(page.teamId, sprintId, "created"), 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showBoard(reply, page, { sprintId, status: error.status, error, newTitle: textOf(form.title) });
    }
  });

  // One card as the board shows it now, for the script to put in place (after a move, the cards the
  // moved one blocks; the live listener, any card that changed, src/web/board/live.ts).
  web.get("/t/:teamId/activities/:activityId/card", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "board");
    if (!page) return reply;
    const { activityId } = request.params as { activityId: string };
    const activity = await runAs(deps, getActivity, page.actor, { params: { activityId } });
    if (activity.teamId !== page.teamId) throw notFound("activity", activityId);
    const ctx = { teamId: page.teamId, csrf: page.user.csrf, nameOf: page.nameOf, pickedSprint: textOf(formOf(request.query).sprint) };
    // `sprintId`: the live listener adds a card to the board of its sprint, and takes it off another's.
    return reply.send({ object: "board_card", id: activity.id, sprintId: activity.sprintId, card: card(activity, ctx).text, stage: stageOf(activity.status).key });
  });

  web.post("/t/:teamId/activities/:activityId/move", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "board");
    if (!page) return reply;
    const { activityId } = request.params as { activityId: string };
    const form = formOf(request.body);
    const sprintId = textOf(form.sprint);
    const ctx = { teamId: page.teamId, csrf: page.user.csrf, nameOf: page.nameOf, pickedSprint: sprintId };
    try {
      const moved = await runAs(deps, updateActivity, page.actor, {
        params: { activityId },
        body: { status: form.status ?? "" },
        ifMatch: textOf(form.etag),
        requestId: request.id,
      });
      if (!wantsJson(request)) return reply.redirect(boardUrl(page.teamId, sprintId, "moved"), 303);
      const message = `Moved “${moved.title}” to ${statusWords(moved.status)}.`;
      // `blocks`: the activities whose blocked markers may have changed with it, for the script to refresh.
      return reply.send({ object: "board_move", card: card(moved, ctx).text, stage: stageOf(moved.status).key, message, blocks: moved.blocks });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (!wantsJson(request)) return showBoard(reply, page, { sprintId, status: error.status, error });
      // The card as it is now, so the board shows the newer version (or where it really is).
      const current = await runAs(deps, getActivity, page.actor, { params: { activityId } }).catch((failure: unknown) => {
        if (isRefusal(failure)) return undefined;
        throw failure;
      });
      const now = current ? { card: card(current, ctx).text, stage: stageOf(current.status).key } : {};
      return reply.code(error.status).send({ ...errorBody(error, request.id), ...now });
    }
  });
}
