// The sprint report (burndown, scope changes, the work now) and the team insights (velocity, cycle
// and lead time, throughput, work in progress), replayed from the activities' change log.
import { z } from "zod";
import { ActivityStatus, labelProblem } from "./activities.js";
import { IsoDate, ListParam, Uuid } from "./common.js";

const Points = z.number().int();

export const ReportDay = z.object({
  date: IsoDate,
  scopePoints: Points.describe("Points of the sprint's activities at the end of the day (UTC)."),
  scopeCount: z.number().int().describe("How many activities the sprint held at the end of the day."),
  donePoints: Points.describe("Points of those finished (COMPLETED or DONE) at the end of the day."),
  doneCount: z.number().int(),
  addedPoints: Points.describe("Scope added that day: activities created or moved in, points raised. 0 on the first day (the commitment)."),
  removedPoints: Points.describe("Scope removed that day: activities moved out or deleted, points lowered. 0 on the first day."),
});

const Tally = { count: z.number().int(), points: Points };

export const SprintReportRecord = z.object({
  object: z.literal("sprint_report"),
  sprintId: z.string(),
  from: IsoDate.describe("The first day: the sprint's start date, else the day of its first activity."),
  to: IsoDate.describe("The last day: the sprint's end date or today, whichever is earlier (at most 366 days after from)."),
  days: z.array(ReportDay).describe("One entry per UTC day from `from` to `to`; none before the sprint starts."),
  now: z.object({
    byStatus: z.array(z.object({ status: ActivityStatus, ...Tally })).describe("The sprint's activities now, by status (statuses with none left out)."),
    byAssignee: z
      .array(z.object({ assignedTo: z.string().nullable(), ...Tally, openCount: z.number().int(), openPoints: Points }))
      .describe("The sprint's activities now, by assignee (null: unassigned), most open points first; open: not finished."),
  }),
  carriedOver: z.object(Tally).describe("Activities in scope but not finished on the last day: what carries over (so far, while the sprint runs)."),
  committedPoints: Points.describe("Scope at the end of the first day."),
  completedPoints: Points.describe("Finished points on the last day."),
});
export type SprintReportRecord = z.infer<typeof SprintReportRecord>;

const Spread = z
  .object({ count: z.number().int(), p50: z.number().nullable(), p85: z.number().nullable() })
  .describe("In days: how many activities were measured, the median and the 85th percentile (nearest rank); null when none.");

export const SprintInsight = z.object({
  sprintId: z.string(),
  name: z.string(),
  from: IsoDate,
  to: IsoDate,
  committedPoints: Points,
  completedPoints: Points,
  completedCount: z.number().int().describe("Activities finished at the sprint's last day."),
  cycleTimeDays: Spread.describe("From first entering work in progress (in progress or in review) to finished, for the finished activities that did."),
  leadTimeDays: Spread.describe("From created to finished, for the finished activities."),
});

export const TeamInsightsRecord = z.object({
  object: z.literal("team_insights"),
  teamId: z.string(),
  assignedTo: z.string().nullable().describe("The assignee filter applied (a user id), or null."),
  label: z.array(z.string()).describe("The labels filter applied (every one), or empty."),
  sprints: z.array(SprintInsight).describe("The last N sprints that have started (by start date), oldest first."),
  velocity: z
    .object({ averageCommittedPoints: z.number(), averageCompletedPoints: z.number() })
    .describe("Averages over those sprints, to the tenth; 0 with no sprint."),
  throughput: z
    .array(z.object({ weekStart: IsoDate.describe("The week's Monday (UTC)."), ...Tally }))
    .describe("Activities of those sprints finished per week, from the first sprint's first week to the last one's (at most 53 weeks)."),
  workInProgress: z.object(Tally).describe("The team's activities in progress or in review now."),
});
export type TeamInsightsRecord = z.infer<typeof TeamInsightsRecord>;

/** The most sprints the insights look back over. */
export const MAX_INSIGHT_SPRINTS = 12;

export const TeamInsightsQuery = z
  .object({
    sprints: z.coerce.number().int().min(1).max(MAX_INSIGHT_SPRINTS).default(6).describe(`How many of the latest started sprints, 1-${MAX_INSIGHT_SPRINTS} (default 6).`),
    assignedTo: z
      .union([z.literal("me"), Uuid])
      .optional()
      .describe("Only activities assigned (now) to this user id, or 'me'."),
    label: ListParam((part) => labelProblem(part))
      .optional()
      .describe("Only activities with every one of these labels (A,B), any case."),
  })
  .strict();
