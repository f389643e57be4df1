import { z } from "zod";
import { ActivityRecord, Priority } from "./activities.js";
import { IsoDate, Uuid } from "./common.js";
import { SprintRecord } from "./sprints.js";

export const AskBody = z
  .object({
    question: z.string().min(1).max(2000).describe("A question about the team's work."),
    sprintId: Uuid.optional().describe("Only look at this sprint's data."),
  })
  .strict();

export const AiSource = z.object({
  object: z.enum(["activity", "document", "comment", "sprint", "member", "team"]),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
});

export const AiAnswerRecord = z.object({
  object: z.literal("ai_answer"),
  question: z.string(),
  answer: z.string(),
  sources: z.array(AiSource).describe("The team's records the answer rests on."),
  provider: z.enum(["local", "openai"]),
  warnings: z.array(z.string()),
});
export type AiAnswerRecord = z.infer<typeof AiAnswerRecord>;

export const PlanSprintBody = z
  .object({
    text: z.string().min(1).max(20_000).describe("Notes, a backlog, a markdown list or an email."),
    sprintId: Uuid.optional().describe("Plan into this existing sprint instead of proposing a new one."),
    commit: z.boolean().default(false).describe("true creates them (needs write); false previews."),
    startDate: IsoDate.optional().describe("Overrides dates in the text."),
    endDate: IsoDate.optional().describe("Overrides dates in the text."),
  })
  .strict();

/** A proposed sprint, before it is created. */
export const SprintProposal = z.object({
  object: z.literal("sprint_proposal"),
  name: z.string(),
  goal: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.literal("PLANNED"),
});

/** A proposed activity, before it is created. */
export const ActivityProposal = z.object({
  object: z.literal("activity_proposal"),
  ref: z.string().describe("Its name within this plan (a1, a2, …), which parentRef and blockedByRefs use."),
  title: z.string(),
  description: z.string().nullable(),
  status: z.literal("SUGGESTED"),
  priority: Priority.nullable(),
  points: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  assignedTo: z.string().nullable(),
  labels: z.array(z.string()),
  parentRef: z.string().nullable().describe("The ref of the proposal it becomes a sub-task of (parentId); null: top level."),
  blockedByRefs: z.array(z.string()).describe("The refs of the proposals that will block it (a blocks relation each)."),
});

export const SprintPlanRecord = z.object({
  object: z.literal("sprint_plan"),
  committed: z.boolean(),
  sprint: z.union([SprintRecord, SprintProposal]).describe("The sprint: created or existing (a sprint record) or proposed."),
  activities: z
    .array(z.union([ActivityRecord, ActivityProposal]))
    .describe("Proposals in a preview; once committed, the created activities in the same order, with their sub-tasks and blockers."),
  warnings: z.array(z.string()),
  provider: z.enum(["local", "openai"]),
});
export type SprintPlanRecord = z.infer<typeof SprintPlanRecord>;
