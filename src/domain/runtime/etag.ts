// Entity tags for optimistic concurrency: a strong tag per record state (a hash of the record, so it
// changes on every write), and the If-Match check an update makes inside its transaction.
import { hash } from "node:crypto";
import type { OperationContext } from "./context.js";
import { AppError } from "../../errors.js";
import { jsonText } from "../../schemas/json-text.js";

/** The tag of a record already serialised: the REST adapter hashes the very JSON it sends. */
export function etagOfJson(json: string): string {
  return `"${hash("sha256", json, "base64url").slice(0, 27)}"`;
}

export function etagOf(record: object): string {
  return etagOfJson(jsonText(record));
}

/** Whether an If-Match / If-None-Match header value names this tag (strong comparison; `*` matches). */
export function tagMatches(header: string, tag: string): boolean {
  return header
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t === tag);
}

/** 412 precondition_failed when the caller's If-Match names another version of the record. */
export function checkIfMatch(ctx: OperationContext, current: object): void {
  if (ctx.ifMatch === undefined) return;
  const tag = etagOf(current);
  if (!tagMatches(ctx.ifMatch, tag)) {
    throw new AppError("precondition_failed",
      `The record changed since you read it (If-Match ${ctx.ifMatch}, current ETag ${tag}); nothing was written. Read it again and retry.`,
    );
  }
}
