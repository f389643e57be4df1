// Many writes in one call, all or nothing: `batch` (any write operations of the catalog, in order,
// refs between them) and `update_activities` (one patch for many activities), both run by the batch
// runner (runtime/batch.ts) in one transaction, every operation with its own checks and events.
import { batchBodyOf, BatchRecord, MAX_BATCH_ITEMS, UpdateActivitiesBody, type BatchBody } from "../../schemas/batch.js";
import { normalizeLabels } from "../../schemas/activities.js";
import { markStorable } from "../../schemas/validation.js";
import { BATCH } from "../../schemas/examples.js";
import { invalidParam, quote, type ErrorCode } from "../../errors.js";
import { batchRecord, checkCalls, prepareCalls, runBatch, type BatchCall, type NameParam } from "../runtime/batch.js";
import { defineOperation, errorCodesOf, type AnyOperation } from "../runtime/operation.js";
import { activityToChange, updateActivity } from "./activities.js";

/** One request of the rate limit per operation of a batch (docs/limits.md). */
function itemsOf(raw: { body?: unknown }, field: string): number {
  const items = (raw.body as Record<string, unknown> | null | undefined)?.[field];
  return Array.isArray(items) ? Math.max(1, Math.min(items.length, MAX_BATCH_ITEMS)) : 1;
}

/** What a batch may hold: an operation that writes in the runner's transaction and runs no batch itself. */
const batchable = (op: AnyOperation) => op.writes === "always" && !op.runsBatch;

/** The calls of a batch body: each operation found by tool name or operation name among those offered on REST or MCP. */
function callsOf(body: BatchBody, byName: ReadonlyMap<string, AnyOperation>): BatchCall[] {
  return body.operations.map((item, index) => {
    const op = byName.get(item.operation);
    if (op === undefined) {
      const error = invalidParam(
        `operations.${index}.operation`,
        `${quote(item.operation)} is no operation: name a write operation by its MCP tool name (create_activity) or its operation name (createActivity).`,
      );
      error.index = index;
      throw error;
    }
    // The batch's body passed its own input check, which found every text in it storable, and an
    // item's parts hold those very values (zod copies a record, not what it holds): no call walks
    // its part for unstorable text again.
    for (const part of [item.params, item.query, item.body]) markStorable(part);
    return { op, params: item.params, query: item.query, body: item.body, ifMatch: item.ifMatch, ref: item.ref };
  });
}

/**
 * The batch over `operations` (the catalog's others). Refuses reads, nested batches and plan
 * commits (400 naming the operation); the first operation that fails fails the batch with its own
 * status and error, `index` naming it (and `param` its field).
 */
export function batchOperation(operations: readonly AnyOperation[]) {
  const offered = operations.filter((op) => op.surfaces.includes("rest") || op.surfaces.includes("mcp"));
  const byName = new Map(offered.flatMap((op) => [[op.name, op] as const, [op.toolName, op] as const]));
  const held = offered.filter(batchable);
  return defineOperation({
    name: "runBatch",
    toolName: "batch",
    group: "bulk",
    summary: `Up to ${MAX_BATCH_ITEMS} write operations in order, in one transaction: all or nothing. A later operation puts {"$ref": ref} where an id goes. dryRun: answer, write nothing.`,
    surfaces: ["rest", "mcp"],
    http: { method: "POST", path: "/batch", status: 200 },
    scope: "write",
    writes: "on_commit",
    runsBatch: true,
    roleRule: "each operation's own, checked as its own request checks it",
    rateCost: (raw) => itemsOf(raw, "operations"),
    // Whatever its operations can answer.
    errors: [...new Set(held.flatMap((op) => errorCodesOf(op)))] as ErrorCode[],
    emits: [],
    example: {
      operations: [
        { operation: "create_sprint", params: { teamId: "01a206e5-2aa1-755a-af8f-9df7cb4c462b" }, body: { name: "Sprint 15" }, ref: "s" },
        { operation: "create_activity", params: { teamId: "01a206e5-2aa1-755a-af8f-9df7cb4c462b" }, body: { title: "Invoice page", sprintId: { $ref: "s" } } },
      ],
    },
    body: batchBodyOf(held.map((op) => op.toolName)),
    output: BatchRecord,
    responseExample: BATCH,
    async prepare(ctx, input) {
      const calls = callsOf(input, byName);
      checkCalls(calls);
      await prepareCalls(ctx, calls);
    },
    async run(ctx, input) {
      const calls = callsOf(input, byName);
      checkCalls(calls);
      return runBatch(ctx, calls, { dryRun: input.dryRun, answer: batchRecord(input.dryRun) });
    },
  });
}

/** update_activities names the activity by its place in `ids`, and a field by the name it was sent as. */
const idsParam: NameParam = (index, _part, param) => (param === "activityId" ? `ids.${index}` : param === "labels" ? "addLabels" : param);

/**
 * One patch for many activities: update_activity on each, in `ids` order, as one batch (all or
 * nothing; each checks its own role and team). Labels are added and removed on each activity's own.
 */
export const updateActivities = defineOperation({
  name: "updateActivities",
  toolName: "update_activities",
  group: "bulk",
  summary: "One patch for up to 100 activities, all or nothing: status, assignee, sprint, priority, labels added and removed.",
  surfaces: ["mcp"],
  scope: "write",
  writes: "on_commit",
  runsBatch: true,
  roleRule: "update_activity's, for each activity",
  rateCost: (raw) => itemsOf(raw, "ids"),
  errors: ["resource_not_found", "insufficient_role", "resource_missing"],
  emits: [],
  body: UpdateActivitiesBody,
  output: BatchRecord,
  responseExample: BATCH,
  async run(ctx, input) {
    const { ids, addLabels, removeLabels, ...patch } = input;
    const relabels = addLabels !== undefined || removeLabels !== undefined;
    const calls: BatchCall[] = ids.map((activityId) => ({
      op: updateActivity,
      params: { activityId },
      body: patch,
      // Labels change on each activity's own, read under the locks its update takes, in their order.
      ...(relabels
        ? {
            bodyIn: async (itemCtx) => {
              const { row } = await activityToChange(itemCtx, { activityId, status: patch.status });
              const removed = new Set((removeLabels ?? []).map((label) => label.toLowerCase()));
              const labels = normalizeLabels([...row.labels, ...(addLabels ?? [])]).filter((label) => !removed.has(label.toLowerCase()));
              return { ...patch, labels };
            },
          }
        : {}),
    }));
    checkCalls(calls, idsParam);
    return runBatch(ctx, calls, { dryRun: false, naming: idsParam, answer: batchRecord(false) });
  },
});
