// The one way an operation runs, for REST and MCP alike: scope → input validation → transaction → run.
import type { Config } from "../config.js";
import type { Db } from "../storage/database.js";
import type { Actor, KeepAnswer, OperationContext } from "./context.js";
import type { AnyOperation } from "./operation.js";
import { requireScope } from "./permissions.js";
import { parsePart } from "./validation.js";

export interface RunDeps {
  db: Db;
  config: Pick<Config, "rateLimits" | "aiQuotas">;
  ai: OperationContext["ai"];
  now: () => Date;
  newId: () => string;
}

export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** If-Match, for updates (optimistic concurrency). */
  ifMatch?: string;
}

export function operationContext(deps: RunDeps, actor: Actor, db: OperationContext["db"], ifMatch?: string, keepAnswer?: KeepAnswer): OperationContext {
  return { actor, db, engine: deps.db.engine, config: deps.config, ai: deps.ai, now: deps.now, newId: deps.newId, ifMatch, keepAnswer };
}

/** Checks scope, validates the raw input and runs the operation in the given context. */
export async function executeOperation(ctx: OperationContext, op: AnyOperation, raw: RawInput): Promise<unknown> {
  requireScope(ctx.actor, op.scope);
  const input = {
    ...(op.params ? parsePart(op.params, raw.params, "params") : {}),
    ...(op.query ? parsePart(op.query, raw.query, "query") : {}),
    ...(op.body ? parsePart(op.body, raw.body, "body") : {}),
  };
  return op.run(ctx, input);
}

/**
 * Reads run on the pool; every write runs in one transaction, so nothing lands half-way. `keepAnswer`
 * (idempotency) is called with the answer inside a write's transaction; a read-scope operation that
 * writes in its own transaction (a committed sprint plan) calls it there.
 */
export async function runOperation(deps: RunDeps, op: AnyOperation, actor: Actor, raw: RawInput, keepAnswer?: KeepAnswer): Promise<unknown> {
  if (op.scope === "read") return executeOperation(operationContext(deps, actor, deps.db.kysely, undefined, keepAnswer), op, raw);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const answer = await executeOperation(operationContext(deps, actor, trx, raw.ifMatch), op, raw);
    await keepAnswer?.(trx, answer);
    return answer;
  });
}
