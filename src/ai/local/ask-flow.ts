// Answers from the sprint reports the domain gathered (context.reports): whether a sprint is on
// track, how it is going, the team's velocity, and who has the most open work — each citing the
// sprints whose numbers it states.
import type { AskContext } from "../provider.js";
import { type Answer, nameOf } from "./ask-answer.js";
import { sprintAsked } from "./ask-sprints.js";

type Report = AskContext["reports"][number];
type Sprint = AskContext["sprints"][number];

const ON_TRACK = /\bon track\b|\bon schedule\b|\bbehind\b|\bahead\b|\bgoing to make it\b|\bwill we (?:make|finish|hit)\b/i;
const GOING = /\bhow(?:'s| is| was| did)\b.*\b(?:go|going|went|doing)\b|\bburn ?down\b/i;
const VELOCITY = /\bvelocity\b|\bhow (?:much|many points) do we (?:finish|complete|deliver)\b/i;
const MOST_OPEN = /\bwho\b.*\b(?:most|biggest|largest|heaviest)\b.*\b(?:open|work|load|points|tasks|activities)\b|\bwho is (?:the )?(?:busiest|overloaded)\b/i;

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The report of the sprint the question names, else of the active sprint, else the latest started. */
function reportAsked(context: AskContext, question: string): { sprint: Sprint; report: Report } | undefined {
  const asked = sprintAsked(context, question);
  const byId = (id: string) => context.reports.find((r) => r.sprintId === id);
  const sprint = asked.named ? asked.sprint : (context.sprints.find((s) => s.status === "ACTIVE" && byId(s.id)) ?? context.sprints.find((s) => byId(s.id)));
  const report = sprint && byId(sprint.id);
  return sprint && report ? { sprint, report } : undefined;
}

/**
 * Where a sprint stands: done against scope, the days gone against its length, and the verdict —
 * on track when the share of points done is no more than 10 points behind the share of days gone.
 */
function standing(context: AskContext, sprint: Sprint, report: Report): Answer {
  const lines = [
    `${sprint.name}: ${report.donePoints} of ${report.scopePoints} points done (${percent(report.donePoints, report.scopePoints)}%) as of ${report.to}; ` +
      `${report.committedPoints} committed on ${report.from}, ${report.addedPoints} added and ${report.removedPoints} removed since.`,
  ];
  if (sprint.endDate !== null && sprint.startDate !== null && report.to >= report.from) {
    const length = daysFrom(sprint.startDate, sprint.endDate);
    const gone = Math.min(length, daysFrom(sprint.startDate, report.to));
    const timeShare = percent(gone, length);
    const doneShare = percent(report.donePoints, report.scopePoints);
    const finished = report.to >= sprint.endDate;
    const verdict = finished
      ? `It ended on ${sprint.endDate} with ${report.carriedOver.points} points (${report.carriedOver.count} activities) not finished.`
      : doneShare >= timeShare - 10
        ? `On track: ${doneShare}% of the points done with ${timeShare}% of its ${length} days gone.`
        : `Behind: ${doneShare}% of the points done with ${timeShare}% of its ${length} days gone; ${report.carriedOver.points} points still open.`;
    lines.push(verdict);
  } else if (report.to < report.from) {
    lines.splice(0, 1, `${sprint.name} starts on ${report.from}; it has ${report.scopePoints} points planned so far.`);
  } else {
    lines.push(`It has no end date, so there is no schedule to compare with; ${report.carriedOver.points} points are still open.`);
  }
  const top = report.openByAssignee.find((a) => a.openPoints > 0);
  if (top) lines.push(`Most open work: ${nameOf(context, top.assignedTo) ?? "unassigned"} (${top.openPoints} points in ${top.openCount} activities).`);
  return { answer: lines.join("\n"), sources: [{ object: "sprint", id: sprint.id }] };
}

function velocityAnswer(context: AskContext): Answer {
  const names = new Map(context.sprints.map((s) => [s.id, s]));
  const measured = context.reports.filter((r) => names.has(r.sprintId) && r.to >= r.from).reverse();
  if (measured.length === 0) return { answer: "No sprint has started yet, so there is no velocity to measure.", sources: [] };
  const average = (pick: (r: Report) => number) => Math.round((measured.reduce((n, r) => n + pick(r), 0) / measured.length) * 10) / 10;
  const lines = measured.map((r) => `- ${names.get(r.sprintId)?.name}: ${r.completedPoints} of ${r.committedPoints} committed points completed`);
  return {
    answer:
      `Velocity over the last ${measured.length} sprint${measured.length === 1 ? "" : "s"}: ${average((r) => r.completedPoints)} points completed a sprint on average ` +
      `(${average((r) => r.committedPoints)} committed).\n${lines.join("\n")}`,
    sources: measured.map((r) => ({ object: "sprint" as const, id: r.sprintId })),
  };
}

function mostOpenAnswer(context: AskContext, sprint: Sprint, report: Report): Answer {
  const open = report.openByAssignee.filter((a) => a.openCount > 0).sort((a, b) => b.openPoints - a.openPoints || b.openCount - a.openCount);
  if (open.length === 0) return { answer: `Nothing is open in ${sprint.name}.`, sources: [{ object: "sprint", id: sprint.id }] };
  const lines = open.slice(0, 10).map((a) => `- ${nameOf(context, a.assignedTo) ?? "Unassigned"}: ${a.openPoints} points in ${a.openCount} activities`);
  const first = open[0] as (typeof open)[number];
  const who = nameOf(context, first.assignedTo);
  const members = open.slice(0, 10).flatMap((a) => (a.assignedTo !== null && nameOf(context, a.assignedTo) ? [{ object: "member" as const, id: a.assignedTo }] : []));
  return {
    answer: `${who ?? "Unassigned work"} ${who ? "has" : "is"} the most open work in ${sprint.name}:\n${lines.join("\n")}`,
    sources: [{ object: "sprint", id: sprint.id }, ...members],
  };
}

/** A question about a sprint's standing, the team's velocity or who carries the most open work; undefined for any other. */
export function flowIntent(context: AskContext, question: string): Answer | undefined {
  if (VELOCITY.test(question)) return velocityAnswer(context);
  const sprintWord = /\b(?:sprint|iteration)\b/i.test(question) || sprintAsked(context, question).named;
  if (!(ON_TRACK.test(question) || MOST_OPEN.test(question) || (sprintWord && GOING.test(question)))) return undefined;
  const found = reportAsked(context, question);
  if (!found) return undefined;
  return MOST_OPEN.test(question) ? mostOpenAnswer(context, found.sprint, found.report) : standing(context, found.sprint, found.report);
}
