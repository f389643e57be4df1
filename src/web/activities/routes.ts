// A team's activities: the list (/t/{teamId}/list, the API's filters and search, paged by its
// cursors), one activity (/t/{teamId}/activities/{id}: description, comments, history, review),
// its edit form, and its deletion (after a confirmation page). Every change is the operation REST
// and MCP run; an edit or a review sends the version the person saw as If-Match.
import type { FastifyInstance, FastifyReply } from "fastify";
import { deleteActivity, getActivity, listActivities, updateActivity } from "../../domain/operations/activities.js";
import { addComment, listComments } from "../../domain/operations/comments.js";
import { searchDocuments } from "../../domain/operations/documents.js";
import { etagOf } from "../../domain/runtime/etag.js";
import { getActivityHistory } from "../../domain/operations/events.js";
import { listResources } from "../../domain/operations/resources.js";
import { getSprint, listSprints } from "../../domain/operations/sprints.js";
import { notFound, type AppError } from "../../errors.js";
import type { ActivityRecord } from "../../schemas/activities.js";
import { activityPath } from "../board/cards.js";
import { confirmPage } from "../confirm.js";
import { changedFields, formOf, labelsOf, listOf, numberOrNull, orNull, queryString, textOf, type Form } from "../form.js";
import { html } from "../html.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { activityPage, editPage, editValuesOf, listPage, type EditValues, type ListFilters } from "./page.js";

const config = { public: true };
const SPRINTS_LISTED = 100;
const LIST_PAGE = 25;
/** What one activity's page reads of each list; the rest is a link away. */
const THREAD_PAGE = 50;

const NOTICES = {
  saved: "Saved.",
  commented: "Your comment is added.",
  review_approved: "Review: approved.",
  review_changes_requested: "Review: changes requested.",
  review_rejected: "Review: rejected.",
};

function filtersOf(query: Form): ListFilters {
  return {
    q: textOf(query.q) ?? "",
    status: listOf(query.status),
    priority: listOf(query.priority),
    label: textOf(query.label) ?? "",
    assignee: textOf(query.assignee) ?? "",
    sprint: textOf(query.sprint) ?? "",
  };
}

/** The edit form as the update's fields: empty boxes clear, the rest goes to the schema as typed. */
function editBody(form: Form) {
  return {
    title: form.title,
    description: orNull(form.description),
    status: form.status,
    priority: orNull(form.priority),
    points: numberOrNull(form.points),
    dueDate: orNull(form.dueDate),
    assignedTo: orNull(form.assignedTo),
    labels: labelsOf(form.labels ?? ""),
    sprintId: form.sprintId,
  };
}

const editValuesFrom = (form: Form, fallback: EditValues): EditValues =>
  Object.fromEntries(Object.entries(fallback).map(([key, value]) => [key, textOf(form[key]) ?? value])) as unknown as EditValues;

export function registerActivities(web: FastifyInstance, deps: WebDeps): void {
  const sprintsOf = (page: TeamPage) => runAs(deps, listSprints, page.actor, { params: { teamId: page.teamId }, query: { limit: SPRINTS_LISTED } });

  /** The activity, as long as it is this team's: another team's is not found here, as in the API. */
  async function loadActivity(page: TeamPage, activityId: string): Promise<ActivityRecord> {
    const activity = await runAs(deps, getActivity, page.actor, { params: { activityId } });
    if (activity.teamId !== page.teamId) throw notFound("activity", activityId);
    return activity;
  }

  web.get("/t/:teamId/list", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const query = formOf(request.query);
    const filters = filtersOf(query);
    const startingAfter = textOf(query.starting_after);
    const href = (extra: { starting_after?: string }) =>
      `${teamPath(page.teamId, "list")}${queryString({ q: filters.q, status: filters.status, priority: filters.priority, label: filters.label, assignee: filters.assignee, sprint: filters.sprint, ...extra })}`;
    const sprints = await sprintsOf(page);
    const view = { page, filters, sprints: sprints.data, startingAfter, href };
    try {
      const result = await runAs(deps, listActivities, page.actor, {
        params: { teamId: page.teamId },
        query: {
          limit: LIST_PAGE,
          q: filters.q || undefined,
          status: filters.status.length > 0 ? filters.status : undefined,
          priority: filters.priority.length > 0 ? filters.priority : undefined,
          label: filters.label || undefined,
          assignedTo: filters.assignee || undefined,
          sprintId: filters.sprint || undefined,
          starting_after: startingAfter,
        },
      });
      return sendPage(reply, 200, listPage({ ...view, result }));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return sendPage(reply, error.status, listPage({ ...view, result: undefined, error }));
    }
  });

  async function showActivity(reply: FastifyReply, page: TeamPage, activity: ActivityRecord, query: Form, extra: { status?: number; commentError?: AppError; comment?: string } = {}) {
    const commentsAfter = textOf(query.comments_after);
    const historyAfter = textOf(query.history_after);
    const teamParams = { teamId: page.teamId };
    const [sprint, comments, history, resources, documents] = await Promise.all([
      runAs(deps, getSprint, page.actor, { params: { sprintId: activity.sprintId } }),
      runAs(deps, listComments, page.actor, { params: { activityId: activity.id }, query: { limit: THREAD_PAGE, starting_after: commentsAfter } }),
      runAs(deps, getActivityHistory, page.actor, { params: { activityId: activity.id }, query: { limit: THREAD_PAGE, starting_after: historyAfter } }),
      runAs(deps, listResources, page.actor, { params: teamParams, query: { activityId: activity.id, limit: THREAD_PAGE } }),
      runAs(deps, searchDocuments, page.actor, { params: teamParams, query: { activityId: activity.id, limit: THREAD_PAGE } }),
    ]);
    const href = (more: { comments_after?: string; history_after?: string }) =>
      `${activityPath(page.teamId, activity.id)}${queryString({ comments_after: commentsAfter, history_after: historyAfter, ...more })}`;
    const view = { page, activity, sprint, comments, history, resources: resources.data, documents: documents.data, href, notice: noticeFrom(NOTICES, query), ...extra };
    return sendPage(reply, extra.status ?? 200, activityPage(view));
  }

  web.get("/t/:teamId/activities/:activityId", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    return showActivity(reply, page, activity, formOf(request.query));
  });

  web.post("/t/:teamId/activities/:activityId/comments", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const content = formOf(request.body).content;
    try {
      await runAs(deps, addComment, page.actor, { params: { activityId: activity.id }, body: { content }, requestId: request.id });
      return reply.redirect(`${activityPath(page.teamId, activity.id)}?notice=commented#comments`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showActivity(reply, page, activity, {}, { status: error.status, commentError: error, comment: textOf(content) });
    }
  });

  // A MEMBER sees no review buttons; a review sent anyway gets the operation's 403, as on the API.
  web.post("/t/:teamId/activities/:activityId/review", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const form = formOf(request.body);
    const reviewed = await runAs(deps, updateActivity, page.actor, {
      params: { activityId: activity.id },
      body: { reviewStatus: form.decision ?? "" },
      ifMatch: textOf(form.etag),
      requestId: request.id,
    });
    return reply.redirect(`${activityPath(page.teamId, activity.id)}?notice=review_${(reviewed.reviewStatus ?? "").toLowerCase()}`, 303);
  });

  async function showEdit(reply: FastifyReply, page: TeamPage, activity: ActivityRecord, values: EditValues, extra: { status?: number; error?: AppError } = {}) {
    const sprints = await sprintsOf(page);
    const listed = sprints.data.some((s) => s.id === activity.sprintId)
      ? sprints.data
      : [await runAs(deps, getSprint, page.actor, { params: { sprintId: activity.sprintId } }), ...sprints.data];
    return sendPage(reply, extra.status ?? 200, editPage({ page, activity, values, etag: etagOf(activity), sprints: listed, error: extra.error }));
  }

  web.get("/t/:teamId/activities/:activityId/edit", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    return showEdit(reply, page, activity, editValuesOf(activity));
  });

  web.post("/t/:teamId/activities/:activityId", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const form = formOf(request.body);
    try {
      const changes = changedFields(activity, editBody(form));
      await runAs(deps, updateActivity, page.actor, { params: { activityId: activity.id }, body: changes, ifMatch: textOf(form.etag), requestId: request.id });
      return reply.redirect(`${activityPath(page.teamId, activity.id)}?notice=saved`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // The form comes back as typed, over the version there is now: saving again is a choice made
      // knowing the activity changed (the message says what happened).
      return showEdit(reply, page, activity, editValuesFrom(form, editValuesOf(activity)), { status: error.status, error });
    }
  });

  web.get("/t/:teamId/activities/:activityId/delete", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const confirmation = confirmPage({
      user: page.user,
      team: page.frame,
      title: "Delete this activity?",
      detail: html`“<bdi>${activity.title}</bdi>” and its comments are deleted for everyone; documents and links to it stay, unlinked. This cannot be undone.`,
      action: activityPath(page.teamId, activity.id, "/delete"),
      button: "Delete the activity",
      cancel: activityPath(page.teamId, activity.id),
    });
    return sendPage(reply, 200, confirmation);
  });

  web.post("/t/:teamId/activities/:activityId/delete", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    await runAs(deps, deleteActivity, page.actor, { params: { activityId: activity.id }, requestId: request.id });
    return reply.redirect(`${teamPath(page.teamId)}${queryString({ sprint: activity.sprintId, notice: "deleted" })}`, 303);
  });
}
