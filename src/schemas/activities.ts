import { z } from "zod";
import { EnumListParam, IsoDate, ListParam, PageQuery, PathId, Timestamp, Uuid } from "./common.js";

export const ACTIVITY_STATUSES = [
  "PENDING",
  "SUGGESTED",
  "ASSIGNED",
  "IN_PROGRESS",
  "NEEDS_HELP",
  "BLOCKED",
  "REVIEW",
  "COMPLETED",
  "BACKLOG",
  "TODO",
  "IN_REVIEW",
  "DONE",
  "REOPENED",
] as const;
/**
 * The finished statuses: an activity in one is done (completedAt is set), counts as done in a
 * parent's sub-task rollup, no longer blocks anything, and is never `ready`. The board's done stage,
 * `ask` and the reports use this same set.
 */
export const FINISHED_STATUSES = ["COMPLETED", "DONE"] as const satisfies readonly (typeof ACTIVITY_STATUSES)[number][];

export function isFinished(status: string): boolean {
  return (FINISHED_STATUSES as readonly string[]).includes(status);
}

export const ActivityStatus = z
  .enum(ACTIVITY_STATUSES)
  .describe("Setting COMPLETED needs a CAPTAIN or STAFF role.");
export type ActivityStatus = z.infer<typeof ActivityStatus>;

export const PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export const Priority = z.enum(PRIORITIES);
export type Priority = z.infer<typeof Priority>;

export const REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CHANGES_REQUESTED"] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** How deep sub-tasks go: a top-level activity is level 1. */
export const MAX_DEPTH = 5;

export const MAX_LABELS = 20;
export const MAX_LABEL_CHARS = 50;

/** Why `label` (trimmed) cannot be a label, or null: commas separate labels in a filter. */
export function labelProblem(label: string): string | null {
  if (label.length === 0) return "a label cannot be empty";
  if ([...label].length > MAX_LABEL_CHARS) return `a label is at most ${MAX_LABEL_CHARS} characters`;
  if (/[,\p{Cc}]/u.test(label)) return "a label cannot hold a comma or a control character";
  return null;
}

/** Labels as stored: trimmed, each kept once whatever its case (the first spelling wins), in order. */
export function normalizeLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const label of labels.map((l) => l.trim())) {
    const key = label.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      kept.push(label);
    }
  }
  return kept;
}

const Label = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = labelProblem(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  });

export const Labels = z
  .array(Label)
  .max(MAX_LABELS)
  .transform(normalizeLabels)
  .describe(`Up to ${MAX_LABELS}, 1-${MAX_LABEL_CHARS} characters, no commas; duplicates in any case dropped.`);

export const ActivityRecord = z.object({
  object: z.literal("activity"),
  id: z.string(),
  teamId: z.string(),
  sprintId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: ActivityStatus,
  priority: Priority.nullable(),
  points: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  assignedTo: z.string().nullable(),
  reviewStatus: ReviewStatus.nullable(),
  labels: z.array(z.string()),
  createdBy: z.string(),
  completedAt: Timestamp.nullable().describe("Set when status becomes COMPLETED or DONE; cleared when it leaves them."),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  parentId: z.string().nullable().describe("The parent activity, for a sub-task; null at the top level."),
  subtasks: z
    .object({ total: z.number().int(), done: z.number().int(), points: z.number().int(), pointsDone: z.number().int() })
    .describe("Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points."),
  blockedBy: z
    .array(z.object({ id: z.string(), title: z.string(), status: ActivityStatus }))
    .describe("The activities that block it and are not finished yet (oldest relation first)."),
  blocks: z.array(z.string()).describe("The ids of the activities it blocks, finished or not."),
});
export type ActivityRecord = z.infer<typeof ActivityRecord>;

const fields = {
  title: z.string().min(1).max(300),
  sprintId: Uuid.describe("A sprint of the same team."),
  description: z.string().max(100_000).nullable(),
  status: ActivityStatus,
  priority: Priority.nullable(),
  points: z.number().int().min(0).max(100).nullable().describe("Estimate in points."),
  dueDate: IsoDate.nullable(),
  assignedTo: Uuid.nullable().describe("User id of a team member."),
  labels: Labels,
  parentId: Uuid.nullable().describe(`Parent activity (same team, ${MAX_DEPTH} levels at most); null: top level.`),
};

export const CreateActivityBody = z
  .object({ ...fields, status: fields.status.default("PENDING") })
  .partial({ description: true, priority: true, points: true, dueDate: true, assignedTo: true, labels: true, parentId: true })
  .strict();
export type CreateActivityBody = z.infer<typeof CreateActivityBody>;

export const UpdateActivityBody = z
  .object({
    ...fields,
    reviewStatus: ReviewStatus.nullable().describe("Changing it needs CAPTAIN or STAFF."),
  })
  .partial()
  .strict();
export type UpdateActivityBody = z.infer<typeof UpdateActivityBody>;

export const ActivityParams = z.object({ activityId: PathId("activity") });

/** An ISO 8601 timestamp with an offset ("2026-11-20T09:00:00Z") or a date (its midnight, UTC), as UTC. */
const Since = z
  .string()
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success || z.iso.date().safeParse(value).success, {
    message: "must be an ISO 8601 timestamp with an offset (2026-11-20T09:00:00Z) or a date (2026-11-20)",
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString());

/** A filter that is on or absent: `true` (REST's text, or MCP's boolean). */
const OnlyTrue = z.union([z.literal(true), z.literal("true")]).transform(() => true as const);

export const ListActivitiesQuery = z
  .object({
    ...PageQuery,
    q: z.string().min(1).max(500).optional().describe("Full text (title, description); best match first."),
    sprintId: Uuid.optional().describe("Only activities of this sprint."),
    status: EnumListParam(ACTIVITY_STATUSES, "an activity status").optional().describe("Any of these statuses (A,B)."),
    priority: EnumListParam(PRIORITIES, "a priority").optional().describe("Any of these priorities (A,B)."),
    assignedTo: z
      .union([z.literal("me"), Uuid])
      .optional()
      .describe("A user id, or 'me' for the caller."),
    label: ListParam((part) => labelProblem(part))
      .optional()
      .describe("Every one of these labels (A,B), any case."),
    dueBefore: IsoDate.optional().describe("Due on or before (YYYY-MM-DD)."),
    dueAfter: IsoDate.optional().describe("Due on or after (YYYY-MM-DD)."),
    updatedSince: Since.optional().describe("Changed at or after: ISO timestamp or date."),
    parentId: z
      .union([z.literal("none"), Uuid])
      .optional()
      .describe("Sub-tasks of this activity; 'none': top level only."),
    ready: OnlyTrue.optional().describe("Not finished, no unfinished blocker."),
    blocked: OnlyTrue.optional().describe("An unfinished blocker."),
  })
  .strict();
