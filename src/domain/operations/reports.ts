// The sprint report and the team insights: read from the sprints' aggregate the writes keep (a
// sprint's days, its activities' states, each activity's times; docs/decisions/0024), and with a
// filter from the activities' change log (kept when events are pruned, decision 0020), one sprint's
// rows at a time, and from the activities now.
import { ACTIVITY_STATUSES, isFinished } from "../../schemas/activities.js";
import { SprintParams } from "../../schemas/sprints.js";
import { TeamParams } from "../../schemas/teams.js";
import { SprintReportRecord, TeamInsightsQuery, TeamInsightsRecord } from "../../schemas/reports.js";
import { SPRINT_REPORT, TEAM_INSIGHTS } from "../../schemas/examples.js";
import {
  firstSprintDay,
  listActivityTimes,
  listFinishedWork,
  listMatchingActivities,
  listSprintChanges,
  listSprintDays,
  listStartedSprints,
  listWorkChanges,
  tallySprintActivities,
  tallyTeamActivities,
  type WorkFilter,
} from "../../storage/repos/activity-changes.js";
import type { StoredSprint } from "../../storage/records.js";
import {
  addDays,
  burndown,
  daysBetween,
  dayOf,
  daysOf,
  finishedAtEnd,
  reportWindow,
  spread,
  weekOf,
  type Burndown,
  type ChangeFact,
  type FinishedWork,
} from "../insights/burndown.js";
import { WORK_IN_PROGRESS } from "../insights/facts.js";
import type { OperationContext } from "../runtime/context.js";
import { defineOperation } from "../runtime/operation.js";
import { inTeam, teamObject } from "../runtime/permissions.js";

/** The most weeks the throughput shows. */
const MAX_WEEKS = 53;

const today = (ctx: OperationContext) => ctx.now().toISOString().slice(0, 10);

/** A sprint's days over its window from the aggregate (through its end or today): its window's days, and those before it. */
async function sprintDays(ctx: OperationContext, sprint: StoredSprint): Promise<{ from: string; to: string } & Omit<Burndown, "finished">> {
  const now = today(ctx);
  const through = sprint.endDate !== null && sprint.endDate < now ? sprint.endDate : now;
  const deltas = await listSprintDays(ctx.db, sprint.id, through);
  const first = sprint.startDate === null ? await firstSprintDay(ctx.db, sprint.id) : undefined;
  const window = reportWindow(sprint, first, now);
  return { ...window, ...daysOf(deltas, window) };
}

/** The work finished in a sprint at its window's end: its activities' states, and the changes of those changed after it replayed up to it. */
async function finishedWork(ctx: OperationContext, sprint: StoredSprint, window: { from: string; to: string }): Promise<FinishedWork[]> {
  const work = await listFinishedWork(ctx.db, sprint.id, `${addDays(window.to, 1)}T00:00:00.000Z`);
  const { finished, later } = finishedAtEnd(
    work.map((w) => ({ ...w, finishedAt: w.finishedAt ?? undefined })),
    window,
  );
  if (later.length === 0) return finished;
  return [...finished, ...burndown(await listWorkChanges(ctx.db, sprint.id, later), window).finished];
}

/** A sprint's change log replayed over its window, only the activities the filter keeps now. */
async function replaySprint(ctx: OperationContext, sprint: StoredSprint, filter: WorkFilter): Promise<{ from: string; to: string } & Burndown> {
  let changes: ChangeFact[] = await listSprintChanges(ctx.db, sprint.id);
  const kept = await listMatchingActivities(ctx.db, sprint.teamId, [...new Set(changes.map((c) => c.activityId))], filter);
  changes = changes.filter((change) => kept.has(change.activityId));
  const window = reportWindow(sprint, changes[0]?.at, today(ctx));
  return { ...window, ...burndown(changes, window) };
}

/** A sprint's numbers for the insights: from the aggregate, or with a filter from its replay. */
async function sprintInsight(ctx: OperationContext, sprint: StoredSprint, filter: WorkFilter): Promise<{ from: string; to: string } & Burndown> {
  if (filter.assignedTo !== undefined || filter.labels !== undefined) return replaySprint(ctx, sprint, filter);
  const days = await sprintDays(ctx, sprint);
  return { ...days, finished: await finishedWork(ctx, sprint, days) };
}

const sprintOf = teamObject("sprint", "sprints", "sprintId");

/** A sprint's report: its days from the aggregate and its work now (getSprintReport, and what `ask` answers from). */
export async function sprintReportOf(ctx: OperationContext, sprint: StoredSprint): Promise<SprintReportRecord> {
  const days = await sprintDays(ctx, sprint);
  const tallies = await tallySprintActivities(ctx.db, sprint.teamId, sprint.id);
  const byStatus = ACTIVITY_STATUSES.flatMap((status) => {
    const rows = tallies.filter((row) => row.status === status);
    return rows.length === 0 ? [] : [{ status, count: sum(rows, "count"), points: sum(rows, "points") }];
  });
  const assignees = new Map<string | null, { assignedTo: string | null; count: number; points: number; openCount: number; openPoints: number }>();
  for (const row of tallies) {
    const entry = assignees.get(row.assignedTo) ?? { assignedTo: row.assignedTo, count: 0, points: 0, openCount: 0, openPoints: 0 };
    entry.count += row.count;
    entry.points += row.points;
    if (!isFinished(row.status)) {
      entry.openCount += row.count;
      entry.openPoints += row.points;
    }
    assignees.set(row.assignedTo, entry);
  }
  const byAssignee = [...assignees.values()].sort((a, b) => b.openPoints - a.openPoints || b.openCount - a.openCount || String(a.assignedTo).localeCompare(String(b.assignedTo)));
  return {
    object: "sprint_report" as const,
    sprintId: sprint.id,
    from: days.from,
    to: days.to,
    days: days.days,
    now: { byStatus, byAssignee },
    carriedOver: days.carriedOver,
    committedPoints: days.committedPoints,
    completedPoints: days.completedPoints,
  };
}


/** A sprint's burndown day by day, its scope changes, and its work now. 404 for another team's sprint. */
export const getSprintReport = defineOperation({
  name: "getSprintReport",
  toolName: "get_sprint_report",
  group: "reports",
  summary: "A sprint's report: scope and done points per day (burndown), points added and removed, committed vs completed, its work now by status and assignee.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/sprints/:sprintId/report", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found"],
  emits: [],
  params: SprintParams,
  output: SprintReportRecord,
  responseExample: SPRINT_REPORT,
  load: sprintOf,
  run: (ctx, _input, { row: sprint }) => sprintReportOf(ctx, sprint),
});

const sum = <K extends string>(rows: ReadonlyArray<Record<K, number>>, key: K) => rows.reduce((total, row) => total + row[key], 0);
const average = (values: readonly number[]) => (values.length === 0 ? 0 : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);

/**
 * Velocity (committed against completed points), cycle and lead time (p50, p85) per sprint over the
 * team's last N started sprints, throughput per week, and work in progress now; `assignedTo` and
 * `label` narrow every number to the activities they keep now. 403 not_team_member.
 */
export const getTeamInsights = defineOperation({
  name: "getTeamInsights",
  toolName: "get_team_insights",
  group: "reports",
  summary: "A team's flow over its last N sprints: velocity (committed vs completed points), cycle and lead time p50/p85, throughput per week, work in progress now.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/insights", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  query: TeamInsightsQuery,
  output: TeamInsightsRecord,
  responseExample: TEAM_INSIGHTS,
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const filter: WorkFilter = { assignedTo: input.assignedTo === "me" ? ctx.actor.userId : input.assignedTo, labels: input.label };
    const sprints = (await listStartedSprints(ctx.db, teamId, today(ctx), input.sprints)).reverse();
    const replays = [];
    for (const sprint of sprints) replays.push({ sprint, replay: await sprintInsight(ctx, sprint, filter) });
    const finished = new Map<string, { finishedAt: string; points: number }>();
    for (const { replay } of replays) for (const work of replay.finished) finished.set(work.activityId, work);
    const times = await listActivityTimes(ctx.db, [...finished.keys()]);

    const insights = replays.map(({ sprint, replay }) => {
      const cycle: number[] = [];
      const lead: number[] = [];
      for (const work of replay.finished) {
        const time = times.get(work.activityId);
        if (time === undefined) continue;
        lead.push(daysBetween(time.createdAt, work.finishedAt));
        if (time.firstIn !== undefined && time.firstIn <= work.finishedAt) cycle.push(daysBetween(time.firstIn, work.finishedAt));
      }
      return {
        sprintId: sprint.id,
        name: sprint.name,
        from: replay.from,
        to: replay.to,
        committedPoints: replay.committedPoints,
        completedPoints: replay.completedPoints,
        completedCount: replay.finished.length,
        cycleTimeDays: spread(cycle),
        leadTimeDays: spread(lead),
      };
    });
    return {
      object: "team_insights" as const,
      teamId,
      assignedTo: filter.assignedTo ?? null,
      label: input.label ?? [],
      sprints: insights,
      velocity: { averageCommittedPoints: average(insights.map((s) => s.committedPoints)), averageCompletedPoints: average(insights.map((s) => s.completedPoints)) },
      throughput: weekly(replays.map(({ replay }) => replay), [...finished.values()]),
      workInProgress: await tallyTeamActivities(ctx.db, teamId, WORK_IN_PROGRESS, filter),
    };
  },
});

/** Finished work per week, every week from the first window's first to the last one's (at most MAX_WEEKS, the latest). */
function weekly(windows: ReadonlyArray<{ from: string; to: string }>, finished: ReadonlyArray<{ finishedAt: string; points: number }>) {
  const first = windows[0];
  const last = windows[windows.length - 1];
  if (first === undefined || last === undefined) return [];
  const end = weekOf(windows.reduce((latest, w) => (w.to > latest ? w.to : latest), last.to));
  const earliest = addDays(end, -7 * (MAX_WEEKS - 1));
  let start = weekOf(first.from);
  if (start < earliest) start = earliest;
  const weeks = new Map<string, { weekStart: string; count: number; points: number }>();
  for (let week = start; week <= end; week = addDays(week, 7)) weeks.set(week, { weekStart: week, count: 0, points: 0 });
  for (const work of finished) {
    const entry = weeks.get(weekOf(dayOf(work.finishedAt)));
    if (entry === undefined) continue;
    entry.count += 1;
    entry.points += work.points;
  }
  return [...weeks.values()];
}
