// The one way an operation runs, for REST, MCP, the pages and the CLI alike: scope → input validation
// → prepare (outside any transaction) → transaction → membership → role → If-Match → run → the
// events of what it changed, in the same transaction.
import type { Db, Executor } from "../../storage/database.js";
import type { Actor } from "../../auth/actor.js";
import type { OperationContext } from "./context.js";
import { announceWritten, appendEvents } from "../operations/events.js";
import type { Announcer } from "../../live/change-feed.js";
import type { AnyOperation } from "./operation.js";
import { checkIfMatch } from "./etag.js";
import { requireRole, requireScope } from "./permissions.js";
import { parsePart } from "../../schemas/validation.js";

export interface RunDeps {
  db: Db;
  config: OperationContext["config"];
  ai: OperationContext["ai"];
  aiQuota: OperationContext["aiQuota"];
  secrets: OperationContext["secrets"];
  lookupHost: OperationContext["lookupHost"];
  now: () => Date;
  newId: () => string;
  /** The change feed (src/live/): the runner announces the teams whose events committed. */
  changes: Announcer;
}

export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** If-Match, for updates (optimistic concurrency). */
  ifMatch?: string;
  /** The request being served, kept on the events it causes. */
  requestId?: string;
}

/** Keeps a request's answer under its Idempotency-Key, inside the write's transaction (idempotency.ts). */
export type KeepAnswer = (db: Executor, answer: unknown) => Promise<void>;

export function operationContext(
  deps: RunDeps,
  actor: Actor,
  db: Executor,
  options: { ifMatch?: string; requestId?: string; keepAnswer?: KeepAnswer } = {},
): OperationContext {
  const ctx: OperationContext = {
    actor,
    db,
    config: deps.config,
    ai: deps.ai,
    aiQuota: deps.aiQuota,
    secrets: deps.secrets,
    lookupHost: deps.lookupHost,
    now: deps.now,
    newId: deps.newId,
    ifMatch: options.ifMatch,
    requestId: options.requestId,
    changes: [],
    feed: deps.changes,
    written: new Set(),
    async commit(executor, answer) {
      await appendEvents(ctx, executor);
      await options.keepAnswer?.(executor, answer);
    },
  };
  return ctx;
}

/** The caller's scope checked and the raw input validated (with the scope of its mode): what every run starts from. */
export function checkedInput(actor: Actor, op: AnyOperation, raw: RawInput): Record<string, unknown> {
  requireScope(actor, op.scope);
  const input = {
    ...(op.params ? parsePart(op.params, raw.params, "params") : {}),
    ...(op.query ? parsePart(op.query, raw.query, "query") : {}),
    ...(op.body ? parsePart(op.body, raw.body, "body") : {}),
  };
  if (op.scopeWhen?.applies(input)) requireScope(actor, op.scopeWhen.scope);
  return input;
}

/**
 * Runs the operation on checked input: membership (its `load`) → role → If-Match → run. It records
 * only the kinds of change it declares it emits; one that writes nothing records none.
 */
export async function runChecked(ctx: OperationContext, op: AnyOperation, input: Record<string, unknown>): Promise<unknown> {
  const loaded = op.load ? await op.load(ctx, input) : undefined;
  if (op.role) {
    if (!loaded) throw new Error(`${op.name} requires a role but loads no team`);
    requireRole(loaded.role, op.role);
  }
  // The current record is presented only when there is a tag to check it against.
  if (op.current && ctx.ifMatch !== undefined) checkIfMatch(ctx, op.current(loaded));
  const recorded = ctx.changes.length;
  const answer = await op.run(ctx, input, loaded);
  const undeclared = ctx.changes.slice(recorded).filter((change) => !op.emits.includes(change.type));
  if (undeclared.length > 0) throw new Error(`${op.name} recorded ${undeclared.map((c) => c.type).join(", ")}, which it does not declare it emits`);
  return answer;
}

/**
 * The checks every operation gets, in one order: scope → input → the scope of its mode → prepare →
 * membership → role → If-Match → run, all in the given context (the demo's seeding, inside its own
 * transaction).
 */
export async function executeOperation(ctx: OperationContext, op: AnyOperation, raw: RawInput): Promise<unknown> {
  const input = checkedInput(ctx.actor, op, raw);
  await op.prepare?.(ctx, input);
  return runChecked(ctx, op, input);
}

/**
 * Reads run on the read connection; every write runs in one transaction, so nothing lands half-way,
 * and its events (and, for an Idempotency-Key, its answer) land with it. An operation's `prepare`
 * (a network lookup) runs first, on the read connection, so that no transaction waits on it. An
 * operation that writes in its own transaction when it commits (a sprint plan) calls ctx.commit there.
 */
export async function runOperation(deps: RunDeps, op: AnyOperation, actor: Actor, raw: RawInput, keepAnswer?: KeepAnswer): Promise<unknown> {
  const options = { ifMatch: raw.ifMatch, requestId: raw.requestId, keepAnswer };
  if (op.writes === "never") return executeOperation(operationContext(deps, actor, deps.db.reader, options), op, raw);
  const input = checkedInput(actor, op, raw);
  await op.prepare?.(operationContext(deps, actor, deps.db.reader, options), input);
  if (op.writes === "on_commit") return runChecked(operationContext(deps, actor, deps.db.kysely, options), op, input);
  let written: OperationContext | undefined;
  const answer = await deps.db.kysely.transaction().execute(async (trx) => {
    const ctx = operationContext(deps, actor, trx, options);
    written = ctx;
    const result = await runChecked(ctx, op, input);
    await ctx.commit(trx, result);
    return result;
  });
  // Only now, committed: a transaction that threw is never announced.
  if (written) announceWritten(written);
  return answer;
}
