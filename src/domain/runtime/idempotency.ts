// Idempotent retries, for every operation that takes a key (takesIdempotencyKey: every write and AI
// call, over REST and MCP alike): the first request with a key runs and its answer is kept for 24
// hours, per user; a retry with the same key and the same request gets that answer again (replayed). A
// different request under the same key is 400 idempotency_key_reused; a retry while the first still
// runs is 409 idempotency_in_progress. A request that fails keeps nothing, so its retry runs afresh.
// The answer is kept in the same transaction as the write, so a crash leaves either both or neither;
// a key a dead process left in progress is taken over by a retry after STALE_AFTER_MS.
import { createHash } from "node:crypto";
import { z } from "zod";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
} from "../../storage/repos/idempotency-keys.js";
import type { Executor } from "../../storage/database.js";
import type { Actor } from "../../auth/actor.js";
import { AppError, invalidParam } from "../../errors.js";
import type { AnyOperation } from "./operation.js";
import { runOperation, type RawInput, type RunDeps } from "./run.js";

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Longer than any request runs (the AI time-out is at most 10 minutes): a key in progress this long belongs to a dead process. */
export const STALE_AFTER_MS = 15 * 60 * 1000;
export const IDEMPOTENCY_PARAM = "Idempotency-Key";

export const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7E]+$/)
  .describe("Retry-safe key (1-255 printable characters): the same key and request replay the first answer for 24 h.");

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export async function runIdempotent(
  deps: RunDeps,
  op: AnyOperation,
  actor: Actor,
  raw: RawInput,
  key: string,
): Promise<{ result: unknown; replayed: boolean }> {
  if (!IdempotencyKey.safeParse(key).success) {
    throw invalidParam(IDEMPOTENCY_PARAM, "The Idempotency-Key must be 1-255 printable ASCII characters.");
  }
  const db = deps.db.kysely;
  const requestHash = createHash("sha256")
    .update(canonical({ operation: op.name, params: raw.params, query: raw.query, body: raw.body, ifMatch: raw.ifMatch }))
    .digest("hex");
  const now = deps.now();
  const claimedAt = now.toISOString();
  const claimed = await claimIdempotencyKey(
    db,
    { userId: actor.userId, key, requestHash, createdAt: claimedAt },
    { expiredBefore: new Date(now.getTime() - KEY_LIFETIME_MS).toISOString(), staleBefore: new Date(now.getTime() - STALE_AFTER_MS).toISOString() },
  );
  if (claimed) {
    let kept = false;
    const keepAnswer = async (executor: Executor, answer: unknown) => {
      if (!(await completeIdempotencyKey(executor, actor.userId, key, claimedAt, answer))) throw inProgress(key);
      kept = true;
    };
    try {
      const result = await runOperation(deps, op, actor, raw, keepAnswer);
      // An operation that wrote nothing (a read, a plan preview) had no transaction to keep it in.
      if (!kept) await keepAnswer(db, result);
      return { result, replayed: false };
    } catch (error) {
      await releaseIdempotencyKey(db, actor.userId, key, claimedAt);
      throw error;
    }
  }
  const existing = await findIdempotencyKey(db, actor.userId, key);
  if (existing && existing.requestHash !== requestHash) {
    throw new AppError("idempotency_key_reused",
      `Idempotency-Key '${key}' was used for a different request in the last 24 hours; use a new key.`,
      IDEMPOTENCY_PARAM,
    );
  }
  if (!existing || existing.state !== "done" || existing.outcome === null) throw inProgress(key);
  return { result: existing.outcome, replayed: true };
}

/** Another request holds the key; or this one ran so long that a retry took the key over, and this one's write is undone. */
function inProgress(key: string): AppError {
  return new AppError("idempotency_in_progress", `A request with Idempotency-Key '${key}' is still running; retry shortly.`);
}
