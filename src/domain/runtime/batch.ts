// A batch: operations of the catalog run one after another in one transaction, each through the
// runner's own checks (scope → input → membership → role → If-Match → run), its events recorded in
// the same transaction. The first that fails undoes them all and fails the batch with its own error,
// naming it (`index: 3`, and a field as `param: operations.3.body.title`). A `{"$ref": name}` where an id goes is
// the id of the earlier result named so. On PostgreSQL a transaction ended to break a deadlock (two
// batches locking the same rows in opposite orders) is run again, a bounded number of times.
import { AppError, invalidParam, quote } from "../../errors.js";
import type { BatchRecord } from "../../schemas/batch.js";
import { isTransientConflict, type Executor } from "../../storage/database.js";
import { announceWritten, appendEvents } from "../operations/events.js";
import type { BatchMemo, OperationContext } from "./context.js";
import { etagOf } from "./etag.js";
import type { AnyOperation } from "./operation.js";
import { checkedInput, runChecked, type RawInput } from "./run.js";
import { loopHeld, takeTurn } from "./loop-turns.js";

/**
 * After this much of a turn a batch's items give way to the work already waiting for a turn (the
 * requests read meanwhile), through takeTurn; with none waiting they go on to a request's SLICE_MS,
 * where takeTurn lets the loop go anyway (SQLite). Less than SLICE_MS: a request runs to its end once
 * let in, and a batch can stop between any two items. Beside GETs, 2 ms instead of 5 took their p99
 * from 47-67 ms to 28-38 (docs/decisions/0031).
 */
export const BATCH_SLICE_MS = 2;

/**
 * How many changes a batch gathers before a yield appends them as events (on top of the slice,
 * about 25 µs a change). Each append has a fixed cost (its statements, the sprints' aggregate), so
 * appending at every 2 ms yield cost a batch of 100 creates 17% more CPU; fewer, larger appends cost
 * what the 5 ms slices did.
 */
const APPEND_AT_YIELD = 32;

/** How often a batch runs when PostgreSQL keeps ending its transaction to break deadlocks. */
export const MAX_ATTEMPTS = 6;

/**
 * A random wait before the next attempt, longer each time: batches that deadlocked together start
 * again apart, so they do not lock each other in the same way again.
 */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));

type Json = Record<string, unknown>;
type Part = "params" | "query" | "body";
const PARTS: readonly Part[] = ["params", "query", "body"];

/** One operation of a batch, found and checked for its place in a batch. */
export interface BatchCall {
  op: AnyOperation;
  params?: Json;
  query?: Json;
  body?: Json;
  ifMatch?: string;
  ref?: string;
  /** The body as the transaction finds things (update_activities' labels): computed just before the call runs. */
  bodyIn?: (ctx: OperationContext) => Promise<Json>;
}

/** How an error of the call at `index` names the field `param` of the call's `part` (an error that names no field names none). */
export type NameParam = (index: number, part: Part | undefined, param: string) => string;

/** The batch body's naming, dotted as every field of a list is (`labels.1`): `operations.3.body.title`, `operations.3.ifMatch`. */
export const operationsParam: NameParam = (index, part, param) =>
  part === undefined || param === part ? `operations.${index}.${param}` : `operations.${index}.${part}.${param}`;

/** A `{"$ref": name}` in place of a value: the name, else undefined. */
function refOf(value: unknown): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const ref = (value as Json).$ref;
  return keys.length === 1 && typeof ref === "string" ? ref : undefined;
}

/** Every `{"$ref": name}` in a value, with the path to it (`sprintId`, `labels.2`). */
function refsIn(value: unknown, path: string[] = [], found: Array<{ path: string; ref: string }> = []): Array<{ path: string; ref: string }> {
  const ref = refOf(value);
  if (ref !== undefined) found.push({ path: path.join("."), ref });
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      path.push(key);
      refsIn(item, path, found);
      path.pop();
    }
  }
  return found;
}

/** Whether a value holds a `{"$ref": name}` anywhere. */
function hasRef(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (refOf(value) !== undefined) return true;
  for (const item of Object.values(value)) if (hasRef(item)) return true;
  return false;
}

function resolved(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  const ref = refOf(value);
  if (ref !== undefined) return ids.get(ref);
  if (Array.isArray(value)) return value.map((item) => resolved(item, ids));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, ids)]));
}

/** Whether any part of the call holds a reference to an earlier result. */
export const holdsRef = (call: BatchCall): boolean => PARTS.some((part) => hasRef(call[part]));

/**
 * Refuses, before anything runs, what a batch cannot hold: a read, an operation that opens its own
 * transaction or runs a batch itself, If-Match for an operation that checks none, a ref named twice,
 * a `$ref` to no earlier item.
 */
export function checkCalls(calls: readonly BatchCall[], nameParam: NameParam = operationsParam): void {
  const named = new Map<string, number>();
  calls.forEach((call, index) => {
    const { op } = call;
    const refuse = (message: string, param: string, part?: Part) => {
      const error = invalidParam(nameParam(index, part, param), message);
      error.index = index;
      throw error;
    };
    if (op.runsBatch) refuse(`${quote(op.toolName)} runs a batch itself: a batch cannot hold one; put its operations in this batch.`, "operation");
    if (op.writes === "never") refuse(`${quote(op.toolName)} reads: a batch holds writes only; read before or after it.`, "operation");
    if (op.writes !== "always") refuse(`${quote(op.toolName)} writes in a transaction of its own and cannot run in a batch.`, "operation");
    if (call.ifMatch !== undefined && !op.current) refuse(`${quote(op.toolName)} takes no If-Match: it checks no version.`, "ifMatch");
    for (const part of PARTS) {
      for (const { path, ref } of refsIn(call[part])) {
        if (!named.has(ref)) refuse(`{"$ref": ${quote(ref)}} names no earlier operation's ref.`, path || part, part);
      }
    }
    if (call.ref !== undefined) {
      const earlier = named.get(call.ref);
      if (earlier !== undefined) refuse(`ref ${quote(call.ref)} already names operations.${earlier}.`, "ref");
      named.set(call.ref, index);
    }
  });
}

/** The part of a call that `param` (as an operation's own error names it) belongs to. */
function partOf(call: BatchCall, raw: RawInput, param: string): Part | undefined {
  if ((PARTS as readonly string[]).includes(param)) return param as Part;
  const field = param.split(/[.[]/)[0] as string;
  const sent = PARTS.find((part) => {
    const value = raw[part];
    return value !== null && typeof value === "object" && Object.hasOwn(value, field);
  });
  if (sent !== undefined) return sent;
  if (call.op.params && field in call.op.params.shape) return "params";
  if (call.op.query && field in ((call.op.query as { shape?: object }).shape ?? {})) return "query";
  return "body";
}

/** The call's error, as the batch's: the same status, code and message, naming the call by its index (and its field, if any). */
function inBatch(error: AppError, index: number, call: BatchCall, raw: RawInput, nameParam: NameParam): AppError {
  const param = error.param === undefined ? undefined : nameParam(index, partOf(call, raw, error.param), error.param);
  const named = new AppError(error.code, `operations.${index} (${call.op.toolName}): ${error.message}`, param, error.retryAfter);
  named.index = index;
  return named;
}

/** The status the operation's own REST request answers with. */
function statusOf(op: AnyOperation, record: unknown): number {
  return op.http?.createdWhen?.(record) ? 201 : (op.http?.status ?? 200);
}

/** Ended inside the transaction to roll a dry run back, carrying its answer out. */
class DryRun extends Error {
  constructor(readonly answer: unknown) {
    super("dry run");
  }
}

/**
 * How a call's error becomes the batch's: named by the call's index and field (`nameParam`), or left
 * the call's own (`own`: a plan's commit, whose calls the server made, not the caller).
 */
type Naming = NameParam | "own";

/**
 * Drops from the batch's memo what the call may have changed (by the kinds of change it declares, of
 * which it records no other): the roles after a member or team write, the sprints after a sprint
 * delete. The next call that needs one reads it again, in the transaction.
 */
export function forgetChanged(memo: BatchMemo, op: AnyOperation): void {
  if (op.emits.some((type) => type.startsWith("member.") || type.startsWith("team."))) memo.roles.clear();
  if (op.emits.includes("sprint.deleted")) memo.sprintTeams.clear();
}

async function runCalls(batch: OperationContext, trx: Executor, calls: readonly BatchCall[], naming: Naming): Promise<BatchRecord["results"]> {
  const ids = new Map<string, string>();
  // Read in this transaction, so kept for this attempt only.
  const memo: BatchMemo = { roles: new Map(), sprintTeams: new Map() };
  const results: BatchRecord["results"] = [];
  for (const [index, call] of calls.entries()) {
    // On SQLite the batch's statements hold the loop (loop-turns.ts): it lets the loop go between
    // items once a turn has run its slice, the events of the items so far going in first once there
    // are enough of them; the rest go in at its commit (as on PostgreSQL, whose batches never yield).
    if (loopHeld(BATCH_SLICE_MS)) {
      if (batch.changes.length >= APPEND_AT_YIELD) await appendEvents(batch, trx);
      await takeTurn();
    }
    // Each call has a context of its own (its If-Match, its changes) on the batch's transaction.
    const ctx: OperationContext = { ...batch, db: trx, ifMatch: call.ifMatch, changes: [], memo };
    const refs = holdsRef(call);
    const raw: RawInput = refs
      ? { params: resolved(call.params, ids), query: resolved(call.query, ids), body: resolved(call.body, ids) }
      : { params: call.params, query: call.query, body: call.body };
    try {
      if (call.bodyIn) raw.body = await call.bodyIn(ctx);
      const input = checkedInput(batch.actor, call.op, raw);
      // Network checks ran before the transaction, but for a call whose input waited on a ref.
      if (call.op.prepare && refs) await call.op.prepare(ctx, input);
      const record = (await runChecked(ctx, call.op, input)) as Json;
      forgetChanged(memo, call.op);
      batch.changes.push(...ctx.changes);
      if (call.ref !== undefined && typeof record.id === "string") ids.set(call.ref, record.id);
      results.push({ status: statusOf(call.op, record), record, ...(call.op.versioned ? { etag: etagOf(record) } : {}) });
    } catch (error) {
      throw error instanceof AppError && naming !== "own" ? inBatch(error, index, call, raw, naming) : error;
    }
  }
  return results;
}

/**
 * Checks each call that looks something up on the network (a webhook URL) before the transaction
 * opens, as a single request does; one whose input waits on a ref checks it inside.
 */
export async function prepareCalls(batch: OperationContext, calls: readonly BatchCall[], nameParam: NameParam = operationsParam): Promise<void> {
  for (const [index, call] of calls.entries()) {
    if (!call.op.prepare || holdsRef(call) || call.bodyIn) continue;
    const raw: RawInput = { params: call.params, query: call.query, body: call.body };
    try {
      await call.op.prepare({ ...batch, changes: [] }, checkedInput(batch.actor, call.op, raw));
    } catch (error) {
      throw error instanceof AppError ? inBatch(error, index, call, raw, nameParam) : error;
    }
  }
}

/** What a batch run answers: the batch record, or (a plan's commit) its own answer, read in the transaction. */
export interface BatchRun<A> {
  dryRun: boolean;
  /** How a call's error becomes the batch's (default: `operations.3.body.title`). */
  naming?: Naming;
  answer: (trx: Executor, results: BatchRecord["results"]) => Promise<A>;
}

/** The answer of `POST /batch`: every call's status and record, in order. */
export const batchRecord =
  (dryRun: boolean) =>
  async (_trx: Executor, results: BatchRecord["results"]): Promise<BatchRecord> => ({ object: "batch", dryRun, results });

/**
 * Runs the calls in order in one transaction on the batch's write connection (`ctx.db`), and
 * commits their events with it (and the answer, for an Idempotency-Key); a dry run rolls
 * everything back and answers as the real run would.
 */
export async function runBatch<A>(ctx: OperationContext, calls: readonly BatchCall[], run: BatchRun<A>): Promise<A> {
  const naming = run.naming ?? operationsParam;
  for (let attempt = 1; ; attempt++) {
    ctx.changes.length = 0;
    ctx.written.clear();
    try {
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const result = await run.answer(trx, await runCalls(ctx, trx, calls, naming));
        if (run.dryRun) throw new DryRun(result);
        await ctx.commit(trx, result);
        return result;
      });
      announceWritten(ctx);
      return answer;
    } catch (error) {
      ctx.written.clear();
      if (error instanceof DryRun) {
        // Its operations' events were rolled back with them.
        ctx.changes.length = 0;
        return error.answer as A;
      }
      if (attempt < MAX_ATTEMPTS && isTransientConflict(error)) {
        await backoff(attempt);
        continue;
      }
      throw error;
    }
  }
}
