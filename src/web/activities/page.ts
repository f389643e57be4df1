import { etagOf } from "../../domain/runtime/etag.js";
import { roleAllows, roleRule } from "../../domain/runtime/permissions.js";
import { STAGES, stageOf, statusWords } from "../../domain/operations/status-groups.js";
import type { AppError } from "../../errors.js";
import { PRIORITIES, type ActivityRecord } from "../../schemas/activities.js";
import type { CommentRecord } from "../../schemas/comments.js";
import type { Page } from "../../schemas/common.js";
import type { DocumentSummary } from "../../schemas/documents.js";
import type { EventRecord } from "../../schemas/events.js";
import type { RelationRecord, RelationView } from "../../schemas/relations.js";
import type { ResourceRecord } from "../../schemas/resources.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import { activityPath, graphLine, labelList, priorityBadge, statusBadge, statusOptions } from "../board/cards.js";
import { html, time, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { renderMarkdown } from "../markdown.js";
import { alertOf, csrfField, noticeOf, pager } from "../parts.js";
import type { TeamPage } from "../team-page.js";
import { historyItem, relationFromSide } from "./history.js";

/** The list's filters as the page's form holds them (and its URL carries them). */
export interface ListFilters {
  q: string;
  status: string[];
  priority: string[];
  label: string;
  assignee: string;
  sprint: string;
  /** "true": not finished and no unfinished blocker (anything else goes to the API, which refuses it). */
  ready: string;
  /** "true": an unfinished blocker. */
  blocked: string;
}

export interface ListView {
  page: TeamPage;
  filters: ListFilters;
  sprints: readonly SprintRecord[];
  result: Page<ActivityRecord> | undefined;
  startingAfter: string | undefined;
  href(extra: { starting_after?: string }): string;
  error?: AppError;
}

const checked = (on: boolean) => (on ? " checked" : "");
const selected = (on: boolean) => (on ? " selected" : "");

function memberOptions(page: TeamPage, current: string | null, none: string): Html {
  return html`<option value="">${none}</option>${page.members.map(
    (m) => html`<option value="${m.id}"${selected(m.id === current)}>${m.name}</option>`,
  )}`;
}

function filterForm(view: ListView): Html {
  const { filters, page } = view;
  return html`<form class="filters card" method="get" action="${teamPath(page.teamId, "list")}" role="search" aria-label="Filter activities">
<div class="grid">
<div><label for="f-q">Search</label><input id="f-q" name="q" type="search" maxlength="500" value="${filters.q}" placeholder="Words in titles and descriptions"></div>
<div><label for="f-assignee">Assignee</label><select id="f-assignee" name="assignee">
<option value="">Anyone</option><option value="me"${selected(filters.assignee === "me")}>Me</option>
${page.members.map((m) => html`<option value="${m.id}"${selected(filters.assignee === m.id)}>${m.name}</option>`)}</select></div>
<div><label for="f-sprint">Sprint</label><select id="f-sprint" name="sprint"><option value="">Any sprint</option>
${view.sprints.map((s) => html`<option value="${s.id}"${selected(filters.sprint === s.id)}>${s.name}</option>`)}</select></div>
<div><label for="f-label">Labels</label><input id="f-label" name="label" type="text" value="${filters.label}" placeholder="checkout, bug (all of them)"></div>
</div>
<fieldset><legend>Status</legend><div class="checks">${STAGES.map((stage) =>
    stage.statuses.map(
      (status) =>
        html`<label class="check" for="f-status-${status}"><input type="checkbox" id="f-status-${status}" name="status" value="${status}"${checked(filters.status.includes(status))}> <span>${statusWords(status)}</span></label>`,
    ),
  )}</div></fieldset>
<fieldset><legend>Priority</legend><div class="checks">${PRIORITIES.map(
    (p) =>
      html`<label class="check" for="f-priority-${p}"><input type="checkbox" id="f-priority-${p}" name="priority" value="${p}"${checked(filters.priority.includes(p))}> <span>${statusWords(p)}</span></label>`,
  )}</div></fieldset>
<fieldset><legend>Dependencies</legend><div class="checks">
<label class="check" for="f-ready"><input type="checkbox" id="f-ready" name="ready" value="true"${checked(filters.ready === "true")}> <span>Ready (no unfinished blocker)</span></label>
<label class="check" for="f-blocked"><input type="checkbox" id="f-blocked" name="blocked" value="true"${checked(filters.blocked === "true")}> <span>Blocked by a dependency</span></label>
</div></fieldset>
<div class="actions"><button type="submit">Apply</button><a class="button secondary" href="${teamPath(page.teamId, "list")}">Clear</a></div>
</form>`;
}

function resultTable(view: ListView, result: Page<ActivityRecord>): Html {
  const { page } = view;
  const sprintNames = new Map(view.sprints.map((s) => [s.id, s.name]));
  if (result.data.length === 0) return html`<p class="empty">No activity matches.</p>`;
  return html`<table class="stack"><caption class="sr-only">Activities</caption>
<thead><tr><th scope="col">Title</th><th scope="col">Status</th><th scope="col">Priority</th><th scope="col">Points</th><th scope="col">Assignee</th><th scope="col">Due</th><th scope="col">Sprint</th><th scope="col">Labels</th></tr></thead>
<tbody>${result.data.map(
    (a) => html`<tr>
<td data-label="Title"><a href="${activityPath(page.teamId, a.id)}"><bdi>${a.title}</bdi></a>${graphLine(a)}</td>
<td data-label="Status">${statusBadge(a.status)}</td>
<td data-label="Priority">${priorityBadge(a.priority) || html`<span class="muted">none</span>`}</td>
<td data-label="Points">${a.points ?? html`<span class="muted">none</span>`}</td>
<td data-label="Assignee">${page.nameOf(a.assignedTo) ?? html`<span class="muted">nobody</span>`}</td>
<td data-label="Due">${a.dueDate ?? html`<span class="muted">none</span>`}</td>
<td data-label="Sprint">${sprintNames.get(a.sprintId) ?? html`<a href="${teamPath(page.teamId, `sprints/${a.sprintId}`)}">a sprint</a>`}</td>
<td data-label="Labels">${labelList(a.labels) || html`<span class="muted">none</span>`}</td></tr>`,
  )}</tbody></table>`;
}

export function listPage(view: ListView): Html {
  const { result } = view;
  const main = html`<h1>Activities</h1>
${filterForm(view)}
${alertOf(view.error)}
${
  result
    ? html`<section aria-labelledby="results-title"><h2 id="results-title">${view.filters.q ? "Best matches" : "Newest first"}</h2>
${resultTable(view, result)}
${pager({
  firstHref: view.href({}),
  nextHref: result.has_more && result.next_cursor !== null ? view.href({ starting_after: result.next_cursor }) : null,
  onFirstPage: view.startingAfter === undefined,
  label: "Pages of activities",
})}</section>`
    : ""
}`;
  return layout({ title: "Activities", user: view.page.user, team: view.page.frame, main });
}

/** The activity's place in the work graph, as its page shows it. */
export interface GraphView {
  parent: ActivityRecord | undefined;
  /** Its direct sub-tasks (the first page of them). */
  subtasks: Page<ActivityRecord>;
  relations: readonly RelationRecord[];
  /** The activities the add form offers: its sprint's, but itself. */
  choices: readonly ActivityRecord[];
  titleOf(activityId: string): string | undefined;
  /** A refused add (sub-task or dependency), with what was typed. */
  error?: AppError;
  subtaskTitle?: string;
}

export interface ActivityView {
  page: TeamPage;
  activity: ActivityRecord;
  sprint: SprintRecord | undefined;
  comments: Page<CommentRecord>;
  history: Page<EventRecord>;
  resources: readonly ResourceRecord[];
  documents: readonly DocumentSummary[];
  href(extra: { comments_after?: string; history_after?: string }): string;
  graph: GraphView;
  notice?: string;
  /** A refused comment, with what was typed. */
  commentError?: AppError;
  comment?: string;
}

function reviewSection(view: ActivityView): Html {
  const { page, activity } = view;
  const state = activity.reviewStatus === null ? "not asked for" : statusWords(activity.reviewStatus).toLowerCase();
  const decisions = [
    ["APPROVED", "Approve", ""],
    ["CHANGES_REQUESTED", "Request changes", "secondary"],
    ["REJECTED", "Reject", "danger"],
  ] as const;
  return html`<section class="card" aria-labelledby="review-title"><h2 id="review-title">Review</h2>
<p>Review: <strong data-review="${activity.reviewStatus ?? ""}">${state}</strong>.</p>
${
  roleAllows(page.role, "change_review_status")
    ? html`<form method="post" action="${activityPath(page.teamId, activity.id, "/review")}">${csrfField(page.user.csrf)}
<input type="hidden" name="etag" value="${etagOf(activity)}">
<div class="actions">${decisions
        .filter(([decision]) => decision !== activity.reviewStatus)
        .map(([decision, words, style]) => html`<button type="submit" name="decision" value="${decision}" class="${style}">${words}</button>`)}</div></form>`
    : html`<p class="muted">${roleRule("change_review_status")}; your role is ${page.role}.</p>`
}
</section>`;
}

function linked(view: ActivityView): Html | "" {
  const { page, resources, documents } = view;
  if (resources.length === 0 && documents.length === 0) return "";
  return html`<section class="card" aria-labelledby="linked-title"><h2 id="linked-title">Links and documents</h2><ul class="plain">
${documents.map((d) => html`<li>Document: <a href="${teamPath(page.teamId, `documents/${d.id}`)}"><bdi>${d.title}</bdi></a></li>`)}
${resources.map((r) => html`<li>${statusWords(r.type)}: <a href="${r.url}" rel="nofollow noopener noreferrer"><bdi>${r.title}</bdi></a></li>`)}
</ul></section>`;
}

function commentsSection(view: ActivityView): Html {
  const { page, activity, comments } = view;
  return html`<section class="card" id="comments" aria-labelledby="comments-title"><h2 id="comments-title">Comments</h2>
${
  comments.data.length === 0
    ? html`<p class="empty">No comments yet.</p>`
    : html`<ol class="comments">${comments.data.map(
        (c) => html`<li><p class="byline"><strong><bdi>${page.nameOf(c.authorId) ?? "someone"}</bdi></strong> ${time(c.createdAt)}</p>${renderMarkdown(c.content, 3)}</li>`,
      )}</ol>`
}
${comments.has_more && comments.next_cursor !== null ? html`<p><a href="${view.href({ comments_after: comments.next_cursor })}#comments">Later comments</a></p>` : ""}
<form method="post" action="${activityPath(page.teamId, activity.id, "/comments")}">${csrfField(page.user.csrf)}
${alertOf(view.commentError)}
<label for="comment">Add a comment</label>
<textarea id="comment" name="content" rows="3" maxlength="5000" required>${view.comment ?? ""}</textarea>
<div class="actions"><button type="submit">Comment</button></div>
</form></section>`;
}

/** The order the graph card lists relations in: what holds this activity up first. */
const RELATION_ORDER: readonly RelationView[] = ["blocked_by", "blocks", "duplicates", "duplicated_by", "relates_to"];

const RELATION_LABELS: Record<RelationView, string> = {
  blocked_by: "Blocked by",
  blocks: "Blocks",
  relates_to: "Relates to",
  duplicates: "Duplicates",
  duplicated_by: "Duplicated by",
};

const ADD_TYPES: ReadonlyArray<[string, string]> = [
  ["blocked_by", "Is blocked by"],
  ["blocks", "Blocks"],
  ["relates_to", "Relates to"],
  ["duplicates", "Duplicates"],
];

function graphSection(view: ActivityView): Html {
  const { page, activity, graph } = view;
  const link = (id: string, title: string | undefined) =>
    title === undefined ? html`a deleted activity` : html`<a href="${activityPath(page.teamId, id)}"><bdi>${title}</bdi></a>`;
  const relations = [...graph.relations]
    .map((r) => ({ id: r.id, ...relationFromSide(r, activity.id) }))
    .sort((a, b) => RELATION_ORDER.indexOf(a.view) - RELATION_ORDER.indexOf(b.view));
  const unfinished = new Set(activity.blockedBy.map((b) => b.id));
  const { total, done } = activity.subtasks;
  return html`<section class="card" id="graph" aria-labelledby="graph-title"><h2 id="graph-title">Sub-tasks and dependencies</h2>
${graph.parent ? html`<p>Sub-task of ${link(graph.parent.id, graph.parent.title)}.</p>` : ""}
${alertOf(graph.error)}
<h3 id="subtasks-title">Sub-tasks${total === 0 ? "" : html` <span class="muted small">${done}/${total} done</span>`}</h3>
${
  graph.subtasks.data.length === 0
    ? html`<p class="empty">No sub-tasks.</p>`
    : html`<ul class="graph" aria-labelledby="subtasks-title">${graph.subtasks.data.map(
        (s) => html`<li><span>${link(s.id, s.title)} ${statusBadge(s.status)}</span>
<a class="remove" href="${activityPath(page.teamId, activity.id, `/subtasks/${s.id}/remove`)}" aria-label="Remove the sub-task ${s.title}…">Remove…</a></li>`,
      )}</ul>`
}
${graph.subtasks.has_more ? html`<p><a href="${teamPath(page.teamId, `list?sprint=${activity.sprintId}`)}">More sub-tasks in the list</a></p>` : ""}
<form method="post" action="${activityPath(page.teamId, activity.id, "/subtasks")}">${csrfField(page.user.csrf)}
<label for="subtask-title">New sub-task</label>
<div class="inline"><input id="subtask-title" name="title" type="text" maxlength="300" required value="${graph.subtaskTitle ?? ""}">
<button type="submit" class="secondary">Add</button></div>
</form>
<h3 id="relations-title">Dependencies and relations</h3>
${
  relations.length === 0
    ? html`<p class="empty">No dependencies.</p>`
    : html`<ul class="graph" aria-labelledby="relations-title">${relations.map((r) => {
        const title = graph.titleOf(r.other);
        const state = r.view === "blocked_by" ? html` <span class="muted small">${unfinished.has(r.other) ? "(unfinished)" : "(finished)"}</span>` : "";
        return html`<li data-relation="${r.view}"><span>${RELATION_LABELS[r.view]} ${link(r.other, title)}${state}</span>
<a class="remove" href="${activityPath(page.teamId, activity.id, `/relations/${r.id}/remove`)}" aria-label="Remove: ${RELATION_LABELS[r.view].toLowerCase()} ${title ?? "a deleted activity"}…">Remove…</a></li>`;
      })}</ul>`
}
<form method="post" action="${activityPath(page.teamId, activity.id, "/relations")}">${csrfField(page.user.csrf)}
<div class="grid">
<div><label for="relation-type">This activity</label><select id="relation-type" name="type">${ADD_TYPES.map(([type, words]) => html`<option value="${type}">${words}</option>`)}</select></div>
<div><label for="relation-other">Activity</label><select id="relation-other" name="relatedActivityId" required><option value="">Choose…</option>${graph.choices.map(
    (a) => html`<option value="${a.id}">${a.title}</option>`,
  )}</select></div>
</div>
<div class="actions"><button type="submit" class="secondary">Add the relation</button></div>
</form></section>`;
}

function historySection(view: ActivityView): Html {
  const { history, page } = view;
  return html`<section class="card" id="history" aria-labelledby="history-title"><h2 id="history-title">History</h2>
${history.data.length === 0 ? html`<p class="empty">No recorded changes (events are kept 30 days).</p>` : html`<ol class="history">${history.data.map((e) => historyItem(e, { activityId: view.activity.id, nameOf: page.nameOf, titleOf: view.graph.titleOf }))}</ol>`}
${history.has_more && history.next_cursor !== null ? html`<p><a href="${view.href({ history_after: history.next_cursor })}#history">Later changes</a></p>` : ""}
</section>`;
}

export function activityPage(view: ActivityView): Html {
  const { page, activity, sprint } = view;
  const assignee = page.nameOf(activity.assignedTo);
  const main = html`<p class="crumbs"><a href="${teamPath(page.teamId, `board?sprint=${activity.sprintId}`)}">${sprint ? html`<bdi>${sprint.name}</bdi>` : "Its sprint"}</a></p>
<div class="page-head"><h1><bdi>${activity.title}</bdi></h1>
<p class="card-line">${statusBadge(activity.status)} <span class="muted">${stageOf(activity.status).title}</span> ${priorityBadge(activity.priority)}${
    activity.points === null ? "" : html` <span class="points">${activity.points} pt</span>`
  }</p>
<p class="actions"><a class="button" href="${activityPath(page.teamId, activity.id, "/edit")}">Edit</a><a class="button secondary" href="${activityPath(page.teamId, activity.id, "/delete")}">Delete…</a></p></div>
${noticeOf(view.notice)}
<div class="columns-2"><div>
<section class="card" aria-labelledby="description-title"><h2 id="description-title">Description</h2>
${activity.description ? renderMarkdown(activity.description, 2) : html`<p class="empty">No description.</p>`}</section>
${commentsSection(view)}
${historySection(view)}
</div><div>
<section class="card" aria-labelledby="details-title"><h2 id="details-title">Details</h2><dl class="fields">
<dt>Assignee</dt><dd>${assignee === null ? html`<span class="muted">nobody</span>` : html`<bdi>${assignee}</bdi>`}</dd>
<dt>Due</dt><dd>${activity.dueDate ?? html`<span class="muted">no date</span>`}</dd>
<dt>Labels</dt><dd>${labelList(activity.labels) || html`<span class="muted">none</span>`}</dd>
<dt>Created</dt><dd>${time(activity.createdAt)} by <bdi>${page.nameOf(activity.createdBy) ?? "someone"}</bdi></dd>
<dt>Finished</dt><dd>${time(activity.completedAt, "not yet")}</dd>
<dt>Updated</dt><dd>${time(activity.updatedAt)}</dd>
</dl></section>
${graphSection(view)}
${reviewSection(view)}
${linked(view)}
</div></div>`;
  return layout({ title: activity.title, user: page.user, team: page.frame, main });
}

/** The edit form's fields, as typed (so a refused form comes back as it was sent). */
export interface EditValues {
  title: string;
  description: string;
  status: string;
  priority: string;
  points: string;
  dueDate: string;
  assignedTo: string;
  labels: string;
  sprintId: string;
}

export const editValuesOf = (a: ActivityRecord): EditValues => ({
  title: a.title,
  description: a.description ?? "",
  status: a.status,
  priority: a.priority ?? "",
  points: a.points === null ? "" : String(a.points),
  dueDate: a.dueDate ?? "",
  assignedTo: a.assignedTo ?? "",
  labels: a.labels.join(", "),
  sprintId: a.sprintId,
});

export interface EditView {
  page: TeamPage;
  activity: ActivityRecord;
  values: EditValues;
  /** The version the form edits: its ETag goes back as If-Match. */
  etag: string;
  sprints: readonly SprintRecord[];
  error?: AppError;
}

export function editPage(view: EditView): Html {
  const { page, activity, values } = view;
  const field = (name: string) => (view.error?.param?.split(".")[0] === name ? html` aria-invalid="true" aria-describedby="edit-error"` : "");
  const main = html`<p class="crumbs"><a href="${activityPath(page.teamId, activity.id)}"><bdi>${activity.title}</bdi></a></p>
<h1>Edit the activity</h1>
<form class="card" method="post" action="${activityPath(page.teamId, activity.id)}">${csrfField(page.user.csrf)}
<input type="hidden" name="etag" value="${view.etag}">
${view.error ? html`<div id="edit-error">${alertOf(view.error)}</div>` : ""}
<label for="e-title">Title</label><input id="e-title" name="title" type="text" required maxlength="300" value="${values.title}"${field("title")}>
<label for="e-description">Description <span class="muted">(Markdown)</span></label>
<textarea id="e-description" name="description" rows="8" maxlength="100000"${field("description")}>${values.description}</textarea>
<div class="grid">
<div><label for="e-status">Status</label><select id="e-status" name="status" aria-describedby="e-status-rule"${field("status")}>${statusOptions(values.status)}</select>
<p class="hint" id="e-status-rule">${roleRule("complete_activity")}.</p></div>
<div><label for="e-priority">Priority</label><select id="e-priority" name="priority"${field("priority")}><option value="">None</option>${PRIORITIES.map(
    (p) => html`<option value="${p}"${selected(values.priority === p)}>${statusWords(p)}</option>`,
  )}</select></div>
<div><label for="e-points">Points</label><input id="e-points" name="points" type="number" min="0" max="100" step="1" inputmode="numeric" value="${values.points}"${field("points")}></div>
<div><label for="e-due">Due</label><input id="e-due" name="dueDate" type="date" value="${values.dueDate}"${field("dueDate")}></div>
<div><label for="e-assignee">Assignee</label><select id="e-assignee" name="assignedTo"${field("assignedTo")}>${memberOptions(page, values.assignedTo, "Nobody")}</select></div>
<div><label for="e-sprint">Sprint</label><select id="e-sprint" name="sprintId"${field("sprintId")}>${view.sprints.map(
    (s) => html`<option value="${s.id}"${selected(values.sprintId === s.id)}>${s.name}</option>`,
  )}</select></div>
</div>
<label for="e-labels">Labels <span class="muted">(separated by commas)</span></label><input id="e-labels" name="labels" type="text" value="${values.labels}"${field("labels")}>
<div class="actions"><button type="submit">Save</button><a class="button secondary" href="${activityPath(page.teamId, activity.id)}">Cancel</a></div>
</form>`;
  return layout({ title: `Edit ${activity.title}`, user: page.user, team: page.frame, main });
}
