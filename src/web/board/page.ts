import { roleRule } from "../../domain/runtime/permissions.js";
import { STAGES } from "../../domain/operations/status-groups.js";
import type { AppError } from "../../errors.js";
import type { ActivityRecord } from "../../schemas/activities.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import { html, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { alertOf, csrfField, noticeOf } from "../parts.js";
import type { TeamPage } from "../team-page.js";
import { card } from "./cards.js";
import { livePath } from "./live.js";
import type { SprintChoice } from "./current-sprint.js";

export interface BoardView {
  page: TeamPage;
  sprints: readonly SprintRecord[];
  choice: SprintChoice | undefined;
  activities: readonly ActivityRecord[];
  /** The sprint has more activities than the board reads. */
  truncated: number | undefined;
  notice?: string;
  error?: AppError;
  /** What the person typed in the new activity's title, kept when it was refused. */
  newTitle?: string;
}

const WHY: Record<SprintChoice["why"], string> = {
  picked: "the sprint you picked",
  active: "the active sprint",
  planned: "no sprint is active, so this is the newest planned one",
  latest: "no sprint is active or planned, so this is the newest one",
};

function sprintPicker(view: BoardView, sprint: SprintRecord): Html {
  return html`<form class="picker" method="get" action="${teamPath(view.page.teamId)}">
<label for="sprint-pick">Sprint</label>
<select id="sprint-pick" name="sprint">${view.sprints.map(
    (s) => html`<option value="${s.id}"${s.id === sprint.id ? " selected" : ""}>${s.name} (${s.status.toLowerCase()})</option>`,
  )}</select>
<button type="submit" class="secondary">Show</button>
</form>`;
}

function newActivityForm(view: BoardView, sprint: SprintRecord): Html {
  return html`<form class="add" method="post" action="${teamPath(view.page.teamId, "board/activities")}">
${csrfField(view.page.user.csrf)}<input type="hidden" name="sprint" value="${sprint.id}">
<label for="new-title">New activity in this sprint</label>
<div class="inline"><input id="new-title" name="title" type="text" maxlength="300" required value="${view.newTitle ?? ""}" placeholder="What needs doing?">
<button type="submit">Add</button></div>
</form>`;
}

function columns(view: BoardView, sprint: SprintRecord, pickedSprint: string | undefined): Html {
  const ctx = { teamId: view.page.teamId, csrf: view.page.user.csrf, nameOf: view.page.nameOf, pickedSprint };
  // The script listens to the team's changes to activities and their relations (src/web/board/live.ts).
  const live = `${livePath(view.page.teamId)}?type=${encodeURIComponent("activity.*,relation.*")}`;
  return html`<div class="board" data-sprint="${sprint.id}" data-live="${live}">${STAGES.map((stage) => {
    const cards = view.activities.filter((a) => stage.statuses.includes(a.status));
    return html`<section class="column" data-stage="${stage.key}" data-drop-status="${stage.dropStatus}" aria-labelledby="stage-${stage.key}">
<h2 id="stage-${stage.key}">${stage.title} <span class="count" data-count>${cards.length}</span></h2>
${
  stage.key === "done"
    ? html`<p class="hint">A card dropped here becomes Done. ${roleRule("complete_activity")}; your role is ${view.page.role}.</p>`
    : ""
}
<ol class="cards">${cards.map((activity) => card(activity, ctx))}</ol>
</section>`;
  })}</div>`;
}

export function boardPage(view: BoardView): Html {
  const { page, choice } = view;
  const main = choice
    ? html`<div class="page-head"><h1>Board: <bdi>${choice.sprint.name}</bdi></h1>
<p class="muted">Showing ${WHY[choice.why]} (${choice.sprint.status.toLowerCase()}${
        choice.sprint.startDate ? html`, ${choice.sprint.startDate} to ${choice.sprint.endDate ?? "open"}` : ""
      }). <a href="${teamPath(page.teamId, `sprints/${choice.sprint.id}`)}">About this sprint</a></p></div>
${noticeOf(view.notice)}${alertOf(view.error)}
<div class="toolbar">${sprintPicker(view, choice.sprint)}${newActivityForm(view, choice.sprint)}</div>
<p id="move-help" class="muted small">Move a card by dragging it to another column; or focus it, press Space, choose a column with the arrow keys and press Space again (Escape cancels); or choose its status and press Move.</p>
<p id="board-status" class="sr-status" role="status"></p>
<p id="board-alert" class="alert" role="alert" hidden></p>
${
  view.truncated === undefined
    ? ""
    : html`<p class="notice">This board shows the sprint's first ${view.truncated} activities; <a href="${teamPath(page.teamId, `list?sprint=${choice.sprint.id}`)}">the list</a> has them all.</p>`
}
${columns(view, choice.sprint, choice.why === "picked" ? choice.sprint.id : undefined)}`
    : html`<h1>Board</h1>${noticeOf(view.notice)}${alertOf(view.error)}
<div class="card"><p>This team has no sprint yet. <a href="${teamPath(page.teamId, "sprints")}">Create one</a>, or <a href="${teamPath(page.teamId, "plan")}">plan one from text</a>.</p></div>`;
  return layout({ title: choice ? `Board: ${choice.sprint.name}` : "Board", user: page.user, team: page.frame, main, script: true });
}
