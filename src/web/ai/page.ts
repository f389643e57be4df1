import { roleAllows, roleRule } from "../../domain/runtime/permissions.js";
import { statusWords } from "../../domain/operations/status-groups.js";
import type { AppError } from "../../errors.js";
import type { AiAnswerRecord, SprintPlanRecord } from "../../schemas/ai.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import { labelList } from "../board/cards.js";
import { html, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { alertOf, csrfField, noticeOf } from "../parts.js";
import type { TeamPage } from "../team-page.js";

/** What the plan form holds, kept with its preview so the commit sends the same. */
export interface PlanInput {
  text: string;
  sprintId: string;
  startDate: string;
  endDate: string;
}

export interface PlanView {
  page: TeamPage;
  sprints: readonly SprintRecord[];
  input: PlanInput;
  preview?: SprintPlanRecord;
  notice?: string;
  error?: AppError;
}

const hidden = (input: PlanInput) =>
  html`<input type="hidden" name="text" value="${input.text}"><input type="hidden" name="sprintId" value="${input.sprintId}">
<input type="hidden" name="startDate" value="${input.startDate}"><input type="hidden" name="endDate" value="${input.endDate}">`;

type Planned = SprintPlanRecord["activities"][number];

/** What a proposal is under and waits for, by the other proposals' titles. */
function graphNote(plan: SprintPlanRecord, activity: Planned): Html | string {
  if (activity.object !== "activity_proposal") return "";
  const titleOf = (ref: string) => plan.activities.find((a) => a.object === "activity_proposal" && a.ref === ref)?.title ?? ref;
  const parts = [
    ...(activity.parentRef === null ? [] : [html`sub-task of <bdi>${titleOf(activity.parentRef)}</bdi>`]),
    ...(activity.blockedByRefs.length === 0 ? [] : [html`after ${activity.blockedByRefs.map((ref, i) => html`${i > 0 ? ", " : ""}<bdi>${titleOf(ref)}</bdi>`)}`]),
  ];
  return parts.length === 0 ? "" : html`<br><span class="muted small">${parts.map((part, i) => html`${i > 0 ? "; " : ""}${part}`)}</span>`;
}

function previewSection(view: PlanView, plan: SprintPlanRecord): Html {
  const { page, input } = view;
  const sprint = plan.sprint;
  const mayCommit = input.sprintId !== "" || roleAllows(page.role, "write_sprint");
  return html`<section class="card" aria-labelledby="preview-title"><h2 id="preview-title">Preview: nothing is created yet</h2>
<p><strong>${sprint.object === "sprint" ? "Into the sprint" : "A new sprint"}:</strong> <bdi>${sprint.name}</bdi>${sprint.goal ? html`. Goal: ${sprint.goal}` : ""}${
    sprint.startDate || sprint.endDate ? html` (${sprint.startDate ?? "open"} to ${sprint.endDate ?? "open"})` : ""
  }.</p>
${plan.warnings.length > 0 ? html`<ul class="warnings">${plan.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ""}
${
  plan.activities.length === 0
    ? html`<p class="empty">No activities found in the text.</p>`
    : html`<table class="stack"><caption>${plan.activities.length} activities, each SUGGESTED until someone takes it on</caption>
<thead><tr><th scope="col">Activity</th><th scope="col">Priority</th><th scope="col">Points</th><th scope="col">Assignee</th><th scope="col">Due</th><th scope="col">Labels</th></tr></thead>
<tbody>${plan.activities.map(
        (a) => html`<tr><td data-label="Activity"><bdi>${a.title}</bdi>${graphNote(plan, a)}</td><td data-label="Priority">${a.priority ? statusWords(a.priority) : html`<span class="muted">none</span>`}</td>
<td data-label="Points">${a.points ?? html`<span class="muted">none</span>`}</td><td data-label="Assignee">${page.nameOf(a.assignedTo) ?? html`<span class="muted">nobody</span>`}</td>
<td data-label="Due">${a.dueDate ?? html`<span class="muted">none</span>`}</td><td data-label="Labels">${labelList(a.labels) || html`<span class="muted">none</span>`}</td></tr>`,
      )}</tbody></table>`
}
${
  mayCommit
    ? html`<form method="post" action="${teamPath(page.teamId, "plan/commit")}">${csrfField(page.user.csrf)}${hidden(input)}
<p class="muted">Creating runs the planner again on the same text (the ${plan.provider} planner${plan.provider === "local" ? ", which gives the same answer every time" : ""}) and uses one AI unit.</p>
<div class="actions"><button type="submit">Create ${sprint.object === "sprint" ? "these activities" : "this sprint"}</button></div></form>`
    : html`<p class="muted">${roleRule("write_sprint")}; your role is ${page.role}. Plan into an existing sprint instead, or share the text with them.</p>`
}
</section>`;
}

export function planPage(view: PlanView): Html {
  const { page, input } = view;
  const main = html`<h1>Plan from text</h1>
${noticeOf(view.notice)}${alertOf(view.error)}
${view.preview ? previewSection(view, view.preview) : ""}
<form class="card" method="post" action="${teamPath(page.teamId, "plan")}">${csrfField(page.user.csrf)}
<label for="plan-text">Notes, a backlog, a list or an email</label>
<textarea id="plan-text" name="text" rows="12" maxlength="20000" required placeholder="Sprint 4: Billing&#10;Goal: invoices in one click&#10;- Design the invoice page (3 pts) @ada&#10;- Fix VAT rounding P1 by Friday">${input.text}</textarea>
<div class="grid">
<div><label for="plan-sprint">Into</label><select id="plan-sprint" name="sprintId"><option value="">A new sprint</option>${view.sprints.map(
    (s) => html`<option value="${s.id}"${s.id === input.sprintId ? " selected" : ""}>${s.name}</option>`,
  )}</select></div>
<div><label for="plan-start">Starts <span class="muted">(optional)</span></label><input id="plan-start" name="startDate" type="date" value="${input.startDate}"></div>
<div><label for="plan-end">Ends <span class="muted">(optional)</span></label><input id="plan-end" name="endDate" type="date" value="${input.endDate}"></div>
</div>
<div class="actions"><button type="submit">Preview</button></div>
<p class="muted small">A preview creates nothing; it uses one of the team's AI units.</p>
</form>`;
  return layout({ title: "Plan from text", user: page.user, team: page.frame, main });
}

export interface AskView {
  page: TeamPage;
  sprints: readonly SprintRecord[];
  question: string;
  sprintId: string;
  answer?: AiAnswerRecord;
  /** Where each source is shown on the board, by `object:id`. */
  links?: Record<string, string>;
  notice?: string;
  error?: AppError;
}

export function askPage(view: AskView): Html {
  const { page, answer } = view;
  const main = html`<h1>Ask the team's work</h1>
${noticeOf(view.notice)}${alertOf(view.error)}
${
  answer
    ? html`<section class="card answer" aria-labelledby="answer-title"><h2 id="answer-title">${answer.question}</h2>
<p class="answer-text">${answer.answer}</p>
${answer.warnings.length > 0 ? html`<ul class="warnings">${answer.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ""}
${
  answer.sources.length === 0
    ? ""
    : html`<h3>Sources</h3><ol class="sources">${answer.sources.map((s) => {
        const href = view.links?.[`${s.object}:${s.id}`];
        return html`<li><span class="muted">${statusWords(s.object)}:</span> ${href ? html`<a href="${href}"><bdi>${s.title}</bdi></a>` : html`<bdi>${s.title}</bdi>`}<br><span class="snippet">${s.snippet}</span></li>`;
      })}</ol>`
}
<p class="muted small">Answered by the ${answer.provider} provider.</p></section>`
    : ""
}
<form class="card" method="post" action="${teamPath(page.teamId, "ask")}">${csrfField(page.user.csrf)}
<label for="ask-question">Question</label>
<textarea id="ask-question" name="question" rows="3" maxlength="2000" required placeholder="What is blocked? Who is working on checkout?">${view.question}</textarea>
<label for="ask-sprint">Look at</label>
<select id="ask-sprint" name="sprintId"><option value="">Every sprint</option>${view.sprints.map(
    (s) => html`<option value="${s.id}"${s.id === view.sprintId ? " selected" : ""}>${s.name}</option>`,
  )}</select>
<div class="actions"><button type="submit">Ask</button></div>
<p class="muted small">Each question uses one of the team's AI units.</p>
</form>`;
  return layout({ title: "Ask", user: page.user, team: page.frame, main });
}
