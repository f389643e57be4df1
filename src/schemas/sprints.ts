import { z } from "zod";
import { IsoDate, PageQuery, PathId, Timestamp } from "./common.js";

export const SPRINT_STATUSES = ["PLANNED", "ACTIVE", "PAUSED", "REVIEW", "COMPLETED"] as const;
export const SprintStatus = z.enum(SPRINT_STATUSES).describe("Sprint state; any state may follow any other.");
export type SprintStatus = z.infer<typeof SprintStatus>;

export const SprintRecord = z.object({
  object: z.literal("sprint"),
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  goal: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: SprintStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SprintRecord = z.infer<typeof SprintRecord>;

const fields = {
  name: z.string().min(1).max(200),
  description: z.string().max(100_000).nullable(),
  goal: z.string().max(10_000).nullable().describe("What the sprint should achieve."),
  startDate: IsoDate.nullable().describe("Not after endDate."),
  endDate: IsoDate.nullable(),
  status: SprintStatus,
};

export const CreateSprintBody = z
  .object({ ...fields, status: fields.status.default("PLANNED") })
  .partial({ description: true, goal: true, startDate: true, endDate: true })
  .strict();
export type CreateSprintBody = z.infer<typeof CreateSprintBody>;

export const UpdateSprintBody = z.object(fields).partial().strict();
export type UpdateSprintBody = z.infer<typeof UpdateSprintBody>;

export const SprintParams = z.object({ sprintId: PathId("sprint") });
export const ListSprintsQuery = z.object(PageQuery).strict();

export const DeleteSprintQuery = z
  .object({
    cascade: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
      .default(false)
      .describe("true also deletes the sprint's activities and their comments."),
  })
  .strict();
