// How an activity shows on the board and in lists: a card with its title, status (blocked and
// needs-help marked in words, not colour alone), assignee, priority, points, labels and due date,
// and a form that moves it, which works without script and which the board's script enhances
// (drag with the mouse, or pick up and carry with the keyboard).
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

export function card(activity: ActivityRecord, ctx: CardContext): Html {
  const assignee = ctx.nameOf(activity.assignedTo);
  const titleId = `title-${activity.id}`;
  return html`<li class="card-item${ATTENTION_STATUSES.has(activity.status) ? " attention" : ""}" id="card-${activity.id}" tabindex="0" draggable="true" aria-labelledby="${titleId}" aria-describedby="move-help"
 data-id="${activity.id}" data-status="${activity.status}" data-stage="${stageOf(activity.status).key}" data-title="${activity.title}">
<h3 class="card-title" id="${titleId}"><a href="${activityPath(ctx.teamId, activity.id)}"><bdi>${activity.title}</bdi></a></h3>
<p class="card-line">${statusBadge(activity.status)} ${priorityBadge(activity.priority)}${
    activity.points === null ? "" : html` <span class="points" title="Points">${activity.points} pt</span>`
  }</p>
<p class="card-sub muted">${assignee === null ? "Unassigned" : html`<bdi>${assignee}</bdi>`}${
    activity.dueDate === null ? "" : html` · due <time datetime="${activity.dueDate}">${activity.dueDate}</time>`
  }</p>
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
