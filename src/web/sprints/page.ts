import { roleAllows, roleRule } from "../../domain/runtime/permissions.js";
import { statusWords } from "../../domain/operations/status-groups.js";
import type { AppError } from "../../errors.js";
import type { Page } from "../../schemas/common.js";
import type { SprintReportRecord, TeamInsightsRecord } from "../../schemas/reports.js";
import { SPRINT_STATUSES, type SprintRecord } from "../../schemas/sprints.js";
import { html, time, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { renderMarkdown } from "../markdown.js";
import { alertOf, csrfField, noticeOf, pager } from "../parts.js";
import type { TeamPage } from "../team-page.js";
import { burndownChart, velocityChart } from "./charts.js";

/** What each status button says: the change, in words. */
const STATUS_ACTIONS: Record<SprintRecord["status"], string> = {
  PLANNED: "Back to planned",
  ACTIVE: "Start it (active)",
  PAUSED: "Pause it",
  REVIEW: "Move it to review",
  COMPLETED: "Complete it",
};

export const sprintPath = (teamId: string, sprintId: string, rest = "") => teamPath(teamId, `sprints/${sprintId}${rest}`);

/** A sprint form's fields as typed. */
export interface SprintValues {
  name: string;
  goal: string;
  description: string;
  startDate: string;
  endDate: string;
}

export const sprintValuesOf = (s: SprintRecord): SprintValues => ({
  name: s.name,
  goal: s.goal ?? "",
  description: s.description ?? "",
  startDate: s.startDate ?? "",
  endDate: s.endDate ?? "",
});

const EMPTY: SprintValues = { name: "", goal: "", description: "", startDate: "", endDate: "" };

function sprintFields(values: SprintValues, error: AppError | undefined, prefix: string): Html {
  const invalid = (name: string) => (error?.param === name ? html` aria-invalid="true"` : "");
  return html`<label for="${prefix}-name">Name</label><input id="${prefix}-name" name="name" type="text" required maxlength="200" value="${values.name}"${invalid("name")}>
<label for="${prefix}-goal">Goal</label><input id="${prefix}-goal" name="goal" type="text" maxlength="10000" value="${values.goal}"${invalid("goal")}>
<div class="grid">
<div><label for="${prefix}-start">Starts</label><input id="${prefix}-start" name="startDate" type="date" value="${values.startDate}"${invalid("startDate")}></div>
<div><label for="${prefix}-end">Ends</label><input id="${prefix}-end" name="endDate" type="date" value="${values.endDate}"${invalid("endDate")}></div>
</div>
<label for="${prefix}-description">Description <span class="muted">(Markdown)</span></label>
<textarea id="${prefix}-description" name="description" rows="4" maxlength="100000"${invalid("description")}>${values.description}</textarea>`;
}

export interface SprintsView {
  page: TeamPage;
  sprints: Page<SprintRecord>;
  startingAfter: string | undefined;
  notice?: string;
  error?: AppError;
  values?: SprintValues;
}

export function sprintsPage(view: SprintsView): Html {
  const { page, sprints } = view;
  const base = teamPath(page.teamId, "sprints");
  const main = html`<h1>Sprints</h1>
${noticeOf(view.notice)}
<section aria-labelledby="sprint-list-title"><h2 id="sprint-list-title" class="sr-only">The team's sprints, newest first</h2>
${
  sprints.data.length === 0
    ? html`<p class="empty">No sprints yet.</p>`
    : html`<table class="stack"><thead><tr><th scope="col">Sprint</th><th scope="col">Status</th><th scope="col">Dates</th><th scope="col">Goal</th><th scope="col"><span class="sr-only">Board</span></th></tr></thead>
<tbody>${sprints.data.map(
        (s) => html`<tr><td data-label="Sprint"><a href="${sprintPath(page.teamId, s.id)}"><bdi>${s.name}</bdi></a></td>
<td data-label="Status"><span class="badge">${statusWords(s.status)}</span></td>
<td data-label="Dates">${s.startDate ?? "?"} to ${s.endDate ?? "?"}</td>
<td data-label="Goal">${s.goal ?? html`<span class="muted">none</span>`}</td>
<td><a href="${teamPath(page.teamId, `board?sprint=${s.id}`)}">Board<span class="sr-only"> of ${s.name}</span></a></td></tr>`,
      )}</tbody></table>`
}
${pager({
  firstHref: base,
  nextHref: sprints.has_more && sprints.next_cursor !== null ? `${base}?starting_after=${encodeURIComponent(sprints.next_cursor)}` : null,
  onFirstPage: view.startingAfter === undefined,
  label: "Pages of sprints",
})}</section>
<section class="card" aria-labelledby="new-sprint-title"><h2 id="new-sprint-title">New sprint</h2>
${alertOf(view.error)}
${
  roleAllows(page.role, "write_sprint")
    ? html`<form method="post" action="${base}">${csrfField(page.user.csrf)}
${sprintFields(view.values ?? EMPTY, view.error, "new")}
<div class="actions"><button type="submit">Create the sprint</button></div></form>`
    : html`<p class="muted">${roleRule("write_sprint")}; your role is ${page.role}. <a href="${teamPath(page.teamId, "plan")}">Plan from text</a> proposes one you can show them.</p>`
}
</section>`;
  return layout({ title: "Sprints", user: page.user, team: page.frame, main });
}

export interface SprintView {
  page: TeamPage;
  sprint: SprintRecord;
  report: SprintReportRecord;
  insights: TeamInsightsRecord;
  etag: string;
  values: SprintValues;
  notice?: string;
  error?: AppError;
}

export function sprintPage(view: SprintView): Html {
  const { page, sprint } = view;
  const mayWrite = roleAllows(page.role, "write_sprint");
  const main = html`<p class="crumbs"><a href="${teamPath(page.teamId, "sprints")}">Sprints</a></p>
<div class="page-head"><h1><bdi>${sprint.name}</bdi></h1>
<p><span class="badge">${statusWords(sprint.status)}</span> ${sprint.startDate ?? "?"} to ${sprint.endDate ?? "?"} · <a href="${teamPath(page.teamId, `board?sprint=${sprint.id}`)}">Its board</a> · <a href="${teamPath(page.teamId, `list?sprint=${sprint.id}`)}">Its activities</a></p></div>
${noticeOf(view.notice)}${alertOf(view.error)}
<div class="columns-2"><div>
<section class="card" aria-labelledby="about-title"><h2 id="about-title">About</h2>
<p><strong>Goal:</strong> ${sprint.goal ?? html`<span class="muted">none</span>`}</p>
${sprint.description ? renderMarkdown(sprint.description, 2) : html`<p class="empty">No description.</p>`}
<p class="muted">Created ${time(sprint.createdAt)}, updated ${time(sprint.updatedAt)}.</p></section>
${
  mayWrite
    ? html`<section class="card" aria-labelledby="edit-sprint-title"><h2 id="edit-sprint-title">Edit</h2>
<form method="post" action="${sprintPath(page.teamId, sprint.id)}">${csrfField(page.user.csrf)}<input type="hidden" name="etag" value="${view.etag}">
${sprintFields(view.values, view.error, "edit")}
<div class="actions"><button type="submit">Save</button></div></form></section>`
    : ""
}
</div><div>
<section class="card" aria-labelledby="status-title"><h2 id="status-title">Status</h2>
<p>This sprint is <strong>${statusWords(sprint.status).toLowerCase()}</strong>.</p>
${
  mayWrite
    ? html`<form method="post" action="${sprintPath(page.teamId, sprint.id, "/status")}">${csrfField(page.user.csrf)}<input type="hidden" name="etag" value="${view.etag}">
<div class="actions">${SPRINT_STATUSES.filter((s) => s !== sprint.status).map(
        (s) => html`<button type="submit" class="secondary" name="status" value="${s}">${STATUS_ACTIONS[s]}</button>`,
      )}</div></form>`
    : html`<p class="muted">${roleRule("write_sprint")}; your role is ${page.role}.</p>`
}
</section>
${burndownChart(view.report, sprint)}
${velocityChart(view.insights, sprint)}
</div></div>`;
  return layout({ title: sprint.name, user: page.user, team: page.frame, main });
}
