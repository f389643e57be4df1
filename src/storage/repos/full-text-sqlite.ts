// Full-text search on SQLite (documents and activities), where every query runs on the one thread
// that also serves every other request. So a search is a few statements, each of bounded size, and
// the event loop is given back between them:
// - candidates: one pass over documents_fts or activities_fts (detail=column: one entry per matching
//   record, however often the word occurs in it);
// - scores: steps of records tokenized over their title and first 2,000 characters (the *_head_fts
//   tables), never the whole text; a step's size is set from the time the previous one took, so
//   each costs about SCORE_STEP_MS whatever a lead holds;
// - the page: steps of PAGE_ROWS documents, each read over its first 20,000 characters (an
//   activity's page is at most 101 rows of at most 100,000 characters, read by id).
// FTS5 cannot seek within a word's list of documents, so every MATCH statement also reads that whole
// list (~0.5 µs per document holding the word, in any team): that floor is measured once per search
// and left out of the step sizing, and the steps are as few as the time allows.
// The statements share no transaction: a document written between them is scored and shown as it is
// by then, and one deleted meanwhile is left out of the page.
import { sql, type RawBuilder } from "kysely";
import type { Executor } from "../database.js";

const SCORE_STEP_MS = 15;
const FIRST_SCORE_ROWS = 50;
const MIN_SCORE_ROWS = 50;
const MAX_SCORE_ROWS = 20_000;
const PAGE_ROWS = 25;
/** How far before the first match a snippet starts, so the match is in its first words. */
const SNIPPET_LEAD_IN = 60;
const SNIPPET_SOURCE_CHARS = 400;

export interface Ranked {
  rid: number;
  id: string;
  score: number;
}

export interface PageRow {
  rid: number;
  id: string;
  team_id: string;
  title: string;
  sprint_id: string | null;
  activity_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  lead: string;
  head: string;
  /** The lead with char(1) before each match, when the lead or title matches. */
  marked: string | null;
}

/** Lets the requests that arrived meanwhile run before the next statement. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A table of each record's title and lead (the first 2,000 characters of its text), for scores. */
export type HeadTable = "documents_head_fts" | "activities_head_fts";

/**
 * Every record `candidates` names (its full-text rowid and id: the records matching the search, in
 * rowid order) with its score: 1000 per match of `any` in the title plus the matches in the lead
 * (at most 999), so a title match outranks any number in the text and the score depends on the
 * record alone (ts_rank is as local; FTS5's bm25 would weigh by the whole index, and cursors would
 * drift as others write). Best first, ties newest first, after `after`, at most `limit` rows.
 */
export async function rankMatches(
  db: Executor,
  query: { candidates: RawBuilder<Omit<Ranked, "score">>; head: HeadTable; any: string },
  page: { limit: number; after?: { score: number; id: string } },
): Promise<Ranked[]> {
  const head = sql.table(query.head);
  const candidates = (await query.candidates.execute(db)).rows;
  const scores = new Map<number, number>();
  if (candidates.length > 0) {
    await nextTurn();
    let began = performance.now();
    await sql`SELECT count(*) FROM ${head} WHERE ${head} MATCH ${query.any}`.execute(db);
    const floor = performance.now() - began;
    let size = FIRST_SCORE_ROWS;
    for (let start = 0; start < candidates.length; ) {
      await nextTurn();
      const rids = candidates.slice(start, start + size).map((c) => c.rid);
      start += rids.length;
      began = performance.now();
      const scored = await sql<{ rid: number; score: number }>`
        SELECT rowid AS rid,
               1000.0 * (length(highlight(${head}, 0, char(1), '')) - length(title))
                 + min(999, length(highlight(${head}, 1, char(1), '')) - length(lead)) AS score
        FROM ${head}
        WHERE ${head} MATCH ${query.any} AND rowid BETWEEN ${rids[0]} AND ${rids.at(-1)}
          AND +rowid IN (SELECT value FROM json_each(${JSON.stringify(rids)}))`.execute(db);
      for (const row of scored.rows) scores.set(row.rid, row.score);
      // At least 1 ms per step, so timer noise can grow the next step at most fifteenfold.
      const perRow = Math.max(performance.now() - began - floor, 1) / rids.length;
      size = Math.min(MAX_SCORE_ROWS, Math.max(MIN_SCORE_ROWS, Math.floor(SCORE_STEP_MS / perRow)));
    }
  }

  const after = page.after;
  return candidates
    .map((c) => ({ ...c, score: scores.get(c.rid) ?? 0 }))
    .filter((r) => after === undefined || r.score < after.score || (r.score === after.score && r.id < after.id))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, page.limit);
}

/** The listed fields of these documents, their head, and their lead marked where `any` matches it. */
export async function pageRows(db: Executor, ranked: Ranked[], any: string): Promise<PageRow[]> {
  const byRid = new Map<number, PageRow>();
  for (let start = 0; start < ranked.length; start += PAGE_ROWS) {
    await nextTurn();
    const rids = ranked.slice(start, start + PAGE_ROWS).map((r) => r.rid);
    const result = await sql<PageRow>`
      WITH page(rid) AS (SELECT value FROM json_each(${JSON.stringify(rids)})),
      marked AS MATERIALIZED (
        SELECT rowid AS rid, highlight(documents_head_fts, 1, char(1), '') AS marked FROM documents_head_fts
        WHERE documents_head_fts MATCH ${any} AND rowid BETWEEN ${Math.min(...rids)} AND ${Math.max(...rids)}
          AND +rowid IN (SELECT rid FROM page))
      SELECT d.seq AS rid, d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at,
             h.lead, h.head, m.marked
      FROM page JOIN documents d ON d.seq = page.rid JOIN documents_head_fts h ON h.rowid = page.rid
      LEFT JOIN marked m ON m.rid = page.rid`.execute(db);
    for (const row of result.rows) byRid.set(row.rid, row);
  }
  return ranked.map((r) => byRid.get(r.rid)).filter((row) => row !== undefined);
}

/**
 * The passage to show for a search: from just before the first match. Found exactly (stems and all)
 * in the lead from FTS5's own markers; past the lead, the first word starting with a searched word
 * in the head; failing both (a match further in, or in the title only), the start of the content.
 */
export function snippetSource(row: Pick<PageRow, "lead" | "head" | "marked">, tokens: string[]): string {
  let at = row.marked === null ? -1 : firstDifference(row.lead, row.marked);
  if (at < 0 && tokens.length > 0) {
    // Search words hold letters and digits only: nothing in them is regular-expression syntax.
    const word = new RegExp(`(?<![\\p{L}\\p{N}])(?:${tokens.join("|")})`, "iu").exec(row.head);
    at = word?.index ?? -1;
  }
  if (at <= 0) return row.head.slice(0, SNIPPET_SOURCE_CHARS);
  const from = Math.max(0, at - SNIPPET_LEAD_IN);
  const space = row.head.slice(from, at).search(/\s/);
  const start = from === 0 || space < 0 ? from : from + space + 1;
  return row.head.slice(start, start + SNIPPET_SOURCE_CHARS);
}

/**
 * Where `marked` (`text` with a marker before each match) first departs from `text`: the first
 * match, or -1. Exact even if the text holds the marker character itself, since a match starts with
 * a letter or digit and the marker is neither.
 */
function firstDifference(text: string, marked: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== marked.charCodeAt(i)) return i;
  return -1;
}
