// How an activity shows on the board and in lists: a card with its title, status (blocked and
// needs-help marked in words, not colour alone), assignee, priority, points, labels and due date,
// and a form that moves it, which works without script and which the board's script enhances
// (drag with the mouse, or pick up and carry with the keyboard). The work graph shows as a line of
// its own: blocked by unfinished dependencies, and sub-task progress.
import { etagOf } from "../../domain/runtime/etag.js";
import { ATTENTION_STATUSES, STAGES, stageOf, statusWords } from "../../domain/operations/status-groups.js";
import type { ActivityRecord } from "../../schemas/activities.js";
import { html, type Html } from "../html.js";
import { teamPath } from "../layout.js";
import { csrfField } from "../parts.js";

export interface CardContext {
  teamId: string;
  csrf: string;
  nameOf(userId: string | null): string | null;
  /** The sprint the board shows when the person picked one (kept across a move without script). */
  pickedSprint?: string;
}

export const activityPath = (teamId: string, activityId: string, rest = "") => teamPath(teamId, `activities/${activityId}${rest}`);

/** "Blocked" / "Needs help" in words, or the plain status. */
export function statusBadge(status: ActivityRecord["status"]): Html {
  return ATTENTION_STATUSES.has(status)
    ? html`<span class="badge attention" data-status="${status}">${statusWords(status)}</span>`
    : html`<span class="badge">${statusWords(status)}</span>`;
}

export function priorityBadge(priority: ActivityRecord["priority"]): Html | "" {
  return priority === null ? "" : html`<span class="priority p-${priority.toLowerCase()}"><span class="sr-only">Priority </span>${statusWords(priority)}</span>`;
}

export const labelList = (labels: readonly string[]): Html | "" =>
  labels.length === 0 ? "" : html`<ul class="labels" aria-label="Labels">${labels.map((label) => html`<li class="tag"><bdi>${label}</bdi></li>`)}</ul>`;

/** The status choices, grouped by stage; COMPLETED says who may set it, as the API will enforce. */
export function statusOptions(current: string): Html {
  return html`${STAGES.map(
    (stage) =>
      html`<optgroup label="${stage.title}">${stage.statuses.map(
        (status) => html`<option value="${status}"${status === current ? " selected" : ""}>${statusWords(status)}</option>`,
      )}</optgroup>`,
  )}`;
}

/**
 * The work graph's facts about an activity, from its record (no query of its own: the list
 * operation reads every card's blockers in one query per page): "Blocked by 2 unfinished" with
 * the first blocker named, and its sub-tasks' progress ("2/5 sub-tasks done").
 */
export function graphLine(activity: ActivityRecord): Html | "" {
  const blockers = activity.blockedBy;
  const { total, done } = activity.subtasks;
  if (blockers.length === 0 && total === 0) return "";
  const first = blockers[0];
  const blocked = first
    ? html`<span class="blocked-by" data-blocked="${blockers.length}">Blocked by <bdi>${first.title}</bdi>${blockers.length > 1 ? html` and ${blockers.length - 1} more` : ""}</span>`
    : "";
  const progress =
    total === 0
      ? ""
      : html`<span class="subtasks" data-subtasks="${done}/${total}"><progress max="${total}" value="${done}" aria-hidden="true"></progress> ${done}/${total} sub-tasks done</span>`;
  return html`<p class="card-graph">${blocked}${progress}</p>`;
}

export function card(activity: ActivityRecord, ctx: CardContext): Html {
  const assignee = ctx.nameOf(activity.assignedTo);
  const titleId = `title-${activity.id}`;
  const attention = ATTENTION_STATUSES.has(activity.status) || activity.blockedBy.length > 0;
  return html`<li class="card-item${attention ? " attention" : ""}" id="card-${activity.id}" tabindex="0" draggable="true" aria-labelledby="${titleId}" aria-describedby="move-help"
 data-id="${activity.id}" data-status="${activity.status}" data-stage="${stageOf(activity.status).key}" data-title="${activity.title}">
<h3 class="card-title" id="${titleId}"><a href="${activityPath(ctx.teamId, activity.id)}"><bdi>${activity.title}</bdi></a></h3>
<p class="card-line">${statusBadge(activity.status)} ${priorityBadge(activity.priority)}${
    activity.points === null ? "" : html` <span class="points" title="Points">${activity.points} pt</span>`
  }</p>
<p class="card-sub muted">${assignee === null ? "Unassigned" : html`<bdi>${assignee}</bdi>`}${
    activity.dueDate === null ? "" : html` · due <time datetime="${activity.dueDate}">${activity.dueDate}</time>`
  }</p>
${graphLine(activity)}
${labelList(activity.labels)}
<form class="move" method="post" action="${activityPath(ctx.teamId, activity.id, "/move")}">
${csrfField(ctx.csrf)}<input type="hidden" name="etag" value="${etagOf(activity)}">${
    ctx.pickedSprint ? html`<input type="hidden" name="sprint" value="${ctx.pickedSprint}">` : ""
  }
<label class="sr-only" for="move-${activity.id}">Status of ${activity.title}</label>
<select id="move-${activity.id}" name="status" class="small">${statusOptions(activity.status)}</select>
<button type="submit" class="secondary small">Move</button>
</form>
</li>`;
}
