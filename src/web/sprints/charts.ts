// The sprint page's charts, drawn on the server as inline SVG (no chart library, no script): the
// burndown from the sprint report (getSprintReport) and the velocity from the team insights
// (getTeamInsights), the records the API answers. Each chart is an image with a title and a
// description for screen readers, a sentence saying what it shows, and its numbers in a table
// (the text alternative); lines differ by dash as well as by colour. The drawing is 360 units wide
// and scales to its card: readable at 390 px and in the desktop's side column.
import type { SprintReportRecord, TeamInsightsRecord } from "../../schemas/reports.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import { html, type Html } from "../html.js";

const WIDTH = 360;
const HEIGHT = 220;
/** Room for the axes' labels: left, right, top, bottom. */
const PAD = { left: 34, right: 10, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const DAY_MS = 86_400_000;

const dayIndex = (from: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** "Nov 2" from "2026-11-02". */
const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The top of the y axis, a multiple of 4 so its four steps are whole points. */
const axisTop = (max: number) => Math.max(4, Math.ceil(max / 4) * 4);

function yAxis(top: number, y: (value: number) => number): Html {
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);
  return html`<g class="axis" aria-hidden="true">${ticks.map(
    (tick) => html`<line class="grid" x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${round1(y(tick))}" y2="${round1(y(tick))}"></line>
<text x="${PAD.left - 4}" y="${round1(y(tick) + 4)}" text-anchor="end">${tick}</text>`,
  )}</g>`;
}

const points = (coords: ReadonlyArray<[number, number]>) => coords.map(([x, y]) => `${round1(x)},${round1(y)}`).join(" ");

/**
 * The burndown: points remaining (scope minus done) per day, the scope, and the ideal line from the
 * commitment on the first day to nothing on the sprint's last day (its end date, when it has one).
 */
export function burndownChart(report: SprintReportRecord, sprint: SprintRecord): Html {
  const days = report.days;
  const last = days.at(-1);
  if (last === undefined) {
    return html`<section class="card chart" aria-labelledby="burndown-title"><h2 id="burndown-title">Burndown</h2>
<p class="empty">No days to show yet: the burndown starts on the sprint's first day${sprint.startDate ? html` (${sprint.startDate})` : ""}.</p></section>`;
  }
  const end = sprint.endDate !== null && sprint.endDate > report.to ? sprint.endDate : report.to;
  const span = Math.max(1, dayIndex(report.from, end));
  const top = axisTop(Math.max(report.committedPoints, ...days.map((d) => d.scopePoints)));
  const x = (date: string) => PAD.left + (dayIndex(report.from, date) / span) * PLOT_W;
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const remaining = days.map((d) => [x(d.date), y(d.scopePoints - d.donePoints)] as [number, number]);
  const scope = days.map((d) => [x(d.date), y(d.scopePoints)] as [number, number]);
  const left = last.scopePoints - last.donePoints;
  const summary = `Committed ${report.committedPoints} points on ${report.from}; on ${last.date} the scope is ${last.scopePoints} points, ${last.donePoints} done and ${left} remaining (the ideal line reaches 0 on ${end}).`;
  return html`<section class="card chart" aria-labelledby="burndown-title"><h2 id="burndown-title">Burndown</h2>
<p id="burndown-summary" data-summary="burndown">${summary}</p>
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="burndown-svg-title burndown-svg-desc">
<title id="burndown-svg-title">Burndown of ${sprint.name}</title>
<desc id="burndown-svg-desc">${summary} The table after the chart lists every day.</desc>
${yAxis(top, y)}
<line class="ideal" x1="${round1(x(report.from))}" y1="${round1(y(report.committedPoints))}" x2="${round1(x(end))}" y2="${round1(y(0))}"></line>
<polyline class="scope" points="${points(scope)}"></polyline>
<polyline class="remaining" points="${points(remaining)}"></polyline>
${remaining.map(([cx, cy]) => html`<circle class="remaining" cx="${round1(cx)}" cy="${round1(cy)}" r="2.5"></circle>`)}
<g class="axis" aria-hidden="true"><text x="${PAD.left}" y="${HEIGHT - 8}">${shortDate(report.from)}</text>
<text x="${WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="end">${shortDate(end)}</text></g>
</svg>
<ul class="legend" aria-hidden="true"><li><span class="key remaining"></span>Remaining</li><li><span class="key scope"></span>Scope</li><li><span class="key ideal"></span>Ideal</li></ul>
<details><summary>The burndown as a table</summary>
<div class="table-scroll" tabindex="0" role="region" aria-label="Burndown, points per day"><table class="numbers" data-table="burndown"><caption class="sr-only">Points per day</caption>
<thead><tr><th scope="col">Day</th><th scope="col">Scope</th><th scope="col">Done</th><th scope="col">Remaining</th><th scope="col">Added</th><th scope="col">Removed</th></tr></thead>
<tbody>${days.map(
    (d) =>
      html`<tr><th scope="row">${d.date}</th><td>${d.scopePoints}</td><td>${d.donePoints}</td><td>${d.scopePoints - d.donePoints}</td><td>${d.addedPoints}</td><td>${d.removedPoints}</td></tr>`,
  )}</tbody></table></div></details>
</section>`;
}

/** Velocity: committed against completed points for the team's last started sprints, this one marked. */
export function velocityChart(insights: TeamInsightsRecord, sprint: SprintRecord): Html {
  const sprints = insights.sprints;
  if (sprints.length === 0) {
    return html`<section class="card chart" aria-labelledby="velocity-title"><h2 id="velocity-title">Velocity</h2>
<p class="empty">No sprint of this team has started yet.</p></section>`;
  }
  const { averageCommittedPoints, averageCompletedPoints } = insights.velocity;
  const top = axisTop(Math.max(...sprints.flatMap((s) => [s.committedPoints, s.completedPoints])));
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const slot = PLOT_W / sprints.length;
  const bar = Math.min(18, slot / 3);
  const summary = `Over the last ${sprints.length} started sprint${sprints.length === 1 ? "" : "s"}, on average ${averageCommittedPoints} points committed and ${averageCompletedPoints} completed.`;
  return html`<section class="card chart" aria-labelledby="velocity-title"><h2 id="velocity-title">Velocity</h2>
<p id="velocity-summary" data-summary="velocity">${summary}</p>
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="velocity-svg-title velocity-svg-desc">
<title id="velocity-svg-title">Velocity of the team's last sprints</title>
<desc id="velocity-svg-desc">${summary} The table after the chart lists each sprint.</desc>
${yAxis(top, y)}
${sprints.map((s, i) => {
  const middle = PAD.left + slot * i + slot / 2;
  const current = s.sprintId === sprint.id;
  return html`<g${current ? html` class="current"` : ""}><rect class="committed" x="${round1(middle - bar)}" y="${round1(y(s.committedPoints))}" width="${round1(bar)}" height="${round1(y(0) - y(s.committedPoints))}"></rect>
<rect class="completed" x="${round1(middle)}" y="${round1(y(s.completedPoints))}" width="${round1(bar)}" height="${round1(y(0) - y(s.completedPoints))}"></rect>
<text class="axis" x="${round1(middle)}" y="${HEIGHT - 8}" text-anchor="middle" aria-hidden="true">${current ? "This" : `#${i + 1}`}</text></g>`;
})}
</svg>
<ul class="legend" aria-hidden="true"><li><span class="key committed"></span>Committed</li><li><span class="key completed"></span>Completed</li></ul>
<div class="table-scroll" tabindex="0" role="region" aria-label="Velocity, points per sprint"><table class="numbers" data-table="velocity"><caption class="sr-only">Points per sprint, oldest first</caption>
<thead><tr><th scope="col">#</th><th scope="col">Sprint</th><th scope="col">Committed</th><th scope="col">Completed</th></tr></thead>
<tbody>${sprints.map(
    (s, i) =>
      html`<tr${s.sprintId === sprint.id ? html` aria-current="true"` : ""}><td>${s.sprintId === sprint.id ? "This" : `#${i + 1}`}</td><th scope="row"><bdi>${s.name}</bdi></th><td>${s.committedPoints}</td><td>${s.completedPoints}</td></tr>`,
  )}</tbody></table></div>
</section>`;
}
