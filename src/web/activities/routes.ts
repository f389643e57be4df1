// A team's activities: the list (/t/{teamId}/list, the API's filters and search, paged by its
// cursors), one activity (/t/{teamId}/activities/{id}: description, comments, history, review),
// its edit form, and its deletion (after a confirmation page). Every change is the operation REST
// and MCP run; an edit or a review sends the version the person saw as If-Match.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "../../domain/operations/activities.js";
import { createRelation, deleteRelation, listRelations } from "../../domain/operations/relations.js";
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
import { html, type Html } from "../html.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { activitiesNamed, relationFromSide, relationWords } from "./history.js";
import { activityPage, editPage, editValuesOf, listPage, type EditValues, type GraphView, type ListFilters } from "./page.js";

const config = { public: true };
const SPRINTS_LISTED = 100;
const LIST_PAGE = 25;
/** What one activity's page reads of each list; the rest is a link away. */
const THREAD_PAGE = 50;
/** The activities the add-a-relation form offers: the first hundred of the activity's sprint. */
const CHOICES = 100;

/** What a refused form on the activity's page brings back: its status, the refusal, what was typed. */
interface ActivityExtra {
  status?: number;
  commentError?: AppError;
  comment?: string;
  graphError?: AppError;
  subtaskTitle?: string;
}

const NOTICES = {
  saved: "Saved.",
  commented: "Your comment is added.",
  review_approved: "Review: approved.",
  review_changes_requested: "Review: changes requested.",
  review_rejected: "Review: rejected.",
  subtask_added: "The sub-task is added.",
  subtask_removed: "The sub-task is removed from this activity (it is still an activity of its own).",
  relation_added: "The relation is added.",
  relation_removed: "The relation is removed.",
};

function filtersOf(query: Form): ListFilters {
  return {
    q: textOf(query.q) ?? "",
    status: listOf(query.status),
    priority: listOf(query.priority),
    label: textOf(query.label) ?? "",
    assignee: textOf(query.assignee) ?? "",
    sprint: textOf(query.sprint) ?? "",
    ready: textOf(query.ready) ?? "",
    blocked: textOf(query.blocked) ?? "",
  };
}

/** The ready and blocked boxes as the API's query takes them: "true" when ticked, absent otherwise. */
const onOf = (filters: ListFilters) => ({ ready: filters.ready || undefined, blocked: filters.blocked || undefined });

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
      `${teamPath(page.teamId, "list")}${queryString({ q: filters.q, status: filters.status, priority: filters.priority, label: filters.label, assignee: filters.assignee, sprint: filters.sprint, ...onOf(filters), ...extra })}`;
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
          ...onOf(filters),
          starting_after: startingAfter,
        },
      });
      return sendPage(reply, 200, listPage({ ...view, result }));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return sendPage(reply, error.status, listPage({ ...view, result: undefined, error }));
    }
  });

  /** An activity by id, or undefined for one this user cannot read (deleted since). */
  const readActivity = (page: TeamPage, activityId: string) =>
    runAs(deps, getActivity, page.actor, { params: { activityId } }).catch((failure: unknown) => {
      if (isRefusal(failure)) return undefined;
      throw failure;
    });

  async function showActivity(reply: FastifyReply, page: TeamPage, activity: ActivityRecord, query: Form, extra: ActivityExtra = {}) {
    const commentsAfter = textOf(query.comments_after);
    const historyAfter = textOf(query.history_after);
    const teamParams = { teamId: page.teamId };
    const [sprint, comments, history, resources, documents, parent, subtasks, relations, sprintActivities] = await Promise.all([
      runAs(deps, getSprint, page.actor, { params: { sprintId: activity.sprintId } }),
      runAs(deps, listComments, page.actor, { params: { activityId: activity.id }, query: { limit: THREAD_PAGE, starting_after: commentsAfter } }),
      runAs(deps, getActivityHistory, page.actor, { params: { activityId: activity.id }, query: { limit: THREAD_PAGE, starting_after: historyAfter } }),
      runAs(deps, listResources, page.actor, { params: teamParams, query: { activityId: activity.id, limit: THREAD_PAGE } }),
      runAs(deps, searchDocuments, page.actor, { params: teamParams, query: { activityId: activity.id, limit: THREAD_PAGE } }),
      activity.parentId === null ? undefined : readActivity(page, activity.parentId),
      runAs(deps, listActivities, page.actor, { params: teamParams, query: { parentId: activity.id, limit: THREAD_PAGE } }),
      runAs(deps, listRelations, page.actor, { params: { activityId: activity.id } }),
      runAs(deps, listActivities, page.actor, { params: teamParams, query: { sprintId: activity.sprintId, limit: CHOICES } }),
    ]);
    // Titles for the relations and the history: what the page read already, then each activity
    // still unnamed, read once (at most a relation list's 50 and a history page's 50).
    const titles = new Map<string, string>();
    for (const a of [activity, ...(parent ? [parent] : []), ...subtasks.data, ...sprintActivities.data]) titles.set(a.id, a.title);
    for (const b of activity.blockedBy) titles.set(b.id, b.title);
    const named = [...relations.data.map((r) => relationFromSide(r, activity.id).other), ...history.data.flatMap((e) => activitiesNamed(e, activity.id))];
    const unnamed = [...new Set(named)].filter((id) => !titles.has(id));
    for (const found of await Promise.all(unnamed.map((id) => readActivity(page, id)))) if (found) titles.set(found.id, found.title);
    const graph: GraphView = {
      parent,
      subtasks,
      relations: relations.data,
      choices: sprintActivities.data.filter((a) => a.id !== activity.id),
      titleOf: (id) => titles.get(id),
      error: extra.graphError,
      subtaskTitle: extra.subtaskTitle,
    };
    const href = (more: { comments_after?: string; history_after?: string }) =>
      `${activityPath(page.teamId, activity.id)}${queryString({ comments_after: commentsAfter, history_after: historyAfter, ...more })}`;
    const view = {
      page,
      activity,
      sprint,
      comments,
      history,
      resources: resources.data,
      documents: documents.data,
      graph,
      href,
      notice: noticeFrom(NOTICES, query),
      commentError: extra.commentError,
      comment: extra.comment,
    };
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

  // The work graph: a new sub-task (createActivity under this parent, in its sprint), a sub-task
  // taken out (updateActivity parentId null, after a confirmation page: the sub-task stays an
  // activity), a relation added (createRelation) and removed (deleteRelation, after a confirmation).
  const graphUrl = (page: TeamPage, activityId: string, notice: keyof typeof NOTICES) => `${activityPath(page.teamId, activityId)}?notice=${notice}#graph`;

  web.post("/t/:teamId/activities/:activityId/subtasks", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const form = formOf(request.body);
    try {
      await runAs(deps, createActivity, page.actor, { params: { teamId: page.teamId }, body: { title: form.title, sprintId: activity.sprintId, parentId: activity.id }, requestId: request.id });
      return reply.redirect(graphUrl(page, activity.id, "subtask_added"), 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showActivity(reply, page, activity, {}, { status: error.status, graphError: error, subtaskTitle: textOf(form.title) });
    }
  });

  /** A sub-task of this activity, named in the path; any other activity is not found here. */
  async function loadSubtask(page: TeamPage, activity: ActivityRecord, subtaskId: string): Promise<ActivityRecord> {
    const subtask = await loadActivity(page, subtaskId);
    if (subtask.parentId !== activity.id) throw notFound("activity", subtaskId);
    return subtask;
  }

  /**
   * Taking something out of an activity's graph: a confirmation page (GET …/remove, which changes
   * nothing), then the change (POST …/remove) and back to the graph with a notice.
   */
  function removal<T>(
    what: "subtasks" | "relations",
    load: (page: TeamPage, activity: ActivityRecord, id: string) => Promise<T>,
    confirm: (activity: ActivityRecord, item: T) => { title: string; detail: Html; button: string },
    remove: (page: TeamPage, item: T, requestId: string) => Promise<unknown>,
    notice: keyof typeof NOTICES,
  ): void {
    const path = `/t/:teamId/activities/:activityId/${what}/:itemId/remove`;
    async function target(request: FastifyRequest, reply: FastifyReply) {
      const page = await loadTeamPage(deps, request, reply, "list");
      if (!page) return undefined;
      const params = request.params as { activityId: string; itemId: string };
      const activity = await loadActivity(page, params.activityId);
      return { page, activity, item: await load(page, activity, params.itemId), itemId: params.itemId };
    }
    web.get(path, { config }, async (request, reply) => {
      const found = await target(request, reply);
      if (!found) return reply;
      const { page, activity, item, itemId } = found;
      return sendPage(
        reply,
        200,
        confirmPage({
          user: page.user,
          team: page.frame,
          ...confirm(activity, item),
          action: activityPath(page.teamId, activity.id, `/${what}/${itemId}/remove`),
          cancel: `${activityPath(page.teamId, activity.id)}#graph`,
        }),
      );
    });
    web.post(path, { config, preHandler: web.csrfProtection }, async (request, reply) => {
      const found = await target(request, reply);
      if (!found) return reply;
      await remove(found.page, found.item, request.id);
      return reply.redirect(graphUrl(found.page, found.activity.id, notice), 303);
    });
  }

  removal(
    "subtasks",
    loadSubtask,
    (activity, subtask) => ({
      title: "Remove this sub-task?",
      detail: html`“<bdi>${subtask.title}</bdi>” stops being a sub-task of “<bdi>${activity.title}</bdi>” and becomes an activity of its own, at the top level; it is not deleted.`,
      button: "Remove the sub-task",
    }),
    (page, subtask, requestId) => runAs(deps, updateActivity, page.actor, { params: { activityId: subtask.id }, body: { parentId: null }, requestId }),
    "subtask_removed",
  );

  web.post("/t/:teamId/activities/:activityId/relations", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "list");
    if (!page) return reply;
    const activity = await loadActivity(page, (request.params as { activityId: string }).activityId);
    const form = formOf(request.body);
    try {
      await runAs(deps, createRelation, page.actor, { params: { activityId: activity.id }, body: { type: form.type, relatedActivityId: form.relatedActivityId }, requestId: request.id });
      return reply.redirect(graphUrl(page, activity.id, "relation_added"), 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showActivity(reply, page, activity, {}, { status: error.status, graphError: error });
    }
  });

  /** A relation of this activity, named in the path, as it reads from this activity's side. */
  async function loadRelation(page: TeamPage, activity: ActivityRecord, relationId: string) {
    const relations = await runAs(deps, listRelations, page.actor, { params: { activityId: activity.id } });
    const relation = relations.data.find((r) => r.id === relationId);
    if (!relation) throw notFound("relation", relationId);
    const side = relationFromSide(relation, activity.id);
    const other = await readActivity(page, side.other);
    return { relation, words: relationWords(side.view, other?.title) };
  }

  removal(
    "relations",
    loadRelation,
    (activity, { words }) => ({
      title: "Remove this relation?",
      detail: html`“<bdi>${activity.title}</bdi>” ${words}: this relation is removed for everyone, from both activities.`,
      button: "Remove the relation",
    }),
    (page, { relation }, requestId) => runAs(deps, deleteRelation, page.actor, { params: { relationId: relation.id }, requestId }),
    "relation_removed",
  );
}
