// Opaque keyset cursors: base64url JSON of the last row's sort key. Bad input → 400 invalid_cursor.
import { z } from "zod";
import { invalidCursor } from "../errors.js";
import type { Page } from "../schemas/common.js";

const IdKey = z.tuple([z.uuid()]);
const ScoreKey = z.tuple([z.number(), z.uuid()]);

function encode(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

function decode<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the one error a caller sees
  }
  throw invalidCursor("starting_after");
}

export const encodeIdCursor = (id: string) => encode([id]);
/** A list's `starting_after` as the id to continue after; none when it is absent. */
export function decodeIdCursor(cursor: string): string;
export function decodeIdCursor(cursor: string | undefined): string | undefined;
export function decodeIdCursor(cursor: string | undefined): string | undefined {
  return cursor === undefined ? undefined : decode(IdKey, cursor)[0].toLowerCase();
}

export const encodeScoreCursor = (score: number, id: string) => encode([score, id]);
/** A search's `starting_after` as the score and id to continue after; none when it is absent. */
export function decodeScoreCursor(cursor: string): { score: number; id: string };
export function decodeScoreCursor(cursor: string | undefined): { score: number; id: string } | undefined;
export function decodeScoreCursor(cursor: string | undefined): { score: number; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [score, id] = decode(ScoreKey, cursor);
  return { score, id: id.toLowerCase() };
}

/** Rows fetched with limit + 1 become one page; the extra row only tells that another page exists. */
export function toPage<R, T>(rows: R[], limit: number, cursorOf: (row: R) => string, present: (row: R) => T): Page<T> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(present),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? cursorOf(last) : null,
  };
}
