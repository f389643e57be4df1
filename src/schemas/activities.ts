import { z } from "zod";
import { IsoDate, PageQuery, PathId, Timestamp, Uuid } from "./common.js";

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
export const ActivityStatus = z
  .enum(ACTIVITY_STATUSES)
  .describe("Activity state. Setting COMPLETED needs a CAPTAIN or STAFF role.");
export type ActivityStatus = z.infer<typeof ActivityStatus>;

export const PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export const Priority = z.enum(PRIORITIES);

export const REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CHANGES_REQUESTED"] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);

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
  createdBy: z.string(),
  completedAt: Timestamp.nullable().describe("Set when status becomes COMPLETED or DONE; cleared when it leaves them."),
  createdAt: Timestamp,
  updatedAt: Timestamp,
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
};

export const CreateActivityBody = z
  .object({ ...fields, status: fields.status.default("PENDING") })
  .partial({ description: true, priority: true, points: true, dueDate: true, assignedTo: true })
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

export const ListActivitiesQuery = z
  .object({
    ...PageQuery,
    sprintId: Uuid.optional().describe("Only activities of this sprint."),
    status: z
      .string()
      .transform((value, ctx) => {
        const parts = value.split(",").map((s) => s.trim());
        for (const part of parts) {
          if (!(ACTIVITY_STATUSES as readonly string[]).includes(part)) {
            ctx.addIssue({ code: "custom", message: `'${part}' is not an activity status (one of ${ACTIVITY_STATUSES.join(", ")})` });
            return z.NEVER;
          }
        }
        return [...new Set(parts)] as ActivityStatus[];
      })
      .optional()
      .describe("One status, or several joined by commas."),
    assignedTo: z
      .union([z.literal("me"), Uuid])
      .optional()
      .describe("A user id, or 'me' for the caller."),
  })
  .strict();
