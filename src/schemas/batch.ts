// A batch: write operations of the catalog run in order, in one transaction (src/domain/runtime/batch.ts).
import { z } from "zod";
import { Labels, Priority, ActivityStatus } from "./activities.js";
import { Uuid } from "./common.js";

/** How many operations one batch may hold (and how many activities update_activities may change). */
export const MAX_BATCH_ITEMS = 100;

/** The name an item gives its result, for later items' `{"$ref": name}`. */
export const BatchRef = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be 1-64 letters, digits, '_', '-' or '.'")
  .describe('Names this item\'s result: a later item puts {"$ref": name} where an id goes.');

const Part = z.record(z.string(), z.unknown());

const OPERATION = "A write operation: its MCP tool name (create_activity) or operation name (createActivity).";

export const BatchItem = z
  .object({
    operation: z.string().max(100).describe(OPERATION),
    params: Part.optional().describe("Path parameters (teamId, activityId, ...)."),
    query: Part.optional().describe("Query parameters, for an operation that takes some."),
    body: Part.optional().describe("The body, as the operation's own request takes it."),
    ifMatch: z.string().min(1).max(1000).optional().describe("If-Match for an update: the ETag the record must still have."),
    ref: BatchRef.optional(),
  })
  .strict();
export type BatchItem = z.infer<typeof BatchItem>;

/**
 * A batch's body. `toolNames` (the write operations a batch may hold) are published as the enum of
 * `operation`; the operation checks the name itself, so that a read, a nested batch or a name that
 * does not exist is refused in words that say why.
 */
export const batchBodyOf = (toolNames: readonly string[]) =>
  z
    .object({
      operations: z
        .array(BatchItem.extend({ operation: z.string().max(100).meta({ enum: [...toolNames] }).describe(OPERATION) }))
        .min(1)
        .max(MAX_BATCH_ITEMS)
        .describe(`1-${MAX_BATCH_ITEMS} write operations, run in order, all or nothing.`),
      dryRun: z.boolean().default(false).describe("Run everything, answer, and write nothing."),
    })
    .strict();
export type BatchBody = z.infer<ReturnType<typeof batchBodyOf>>;

export const BatchResult = z.object({
  status: z.number().int().describe("The status the operation's own request answers with (201 for a create, 204 for a delete)."),
  record: z.record(z.string(), z.unknown()).describe("The operation's record, as its own request (or MCP tool) answers it."),
  etag: z.string().optional().describe("The record's ETag, for a versioned record: a later If-Match names it."),
});

export const BatchRecord = z.object({
  object: z.literal("batch"),
  dryRun: z.boolean().describe("True when nothing was written."),
  results: z.array(BatchResult).describe("One per operation, in order."),
});
export type BatchRecord = z.infer<typeof BatchRecord>;

/** update_activities: one patch for many activities, run as a batch of update_activity calls. */
export const UpdateActivitiesBody = z
  .object({
    ids: z.array(Uuid).min(1).max(MAX_BATCH_ITEMS).describe("Activities to change."),
    status: ActivityStatus.optional(),
    assignedTo: Uuid.nullable().optional(),
    sprintId: Uuid.optional(),
    priority: Priority.nullable().optional(),
    addLabels: Labels.optional(),
    removeLabels: Labels.optional(),
  })
  .strict();
export type UpdateActivitiesBody = z.infer<typeof UpdateActivitiesBody>;
