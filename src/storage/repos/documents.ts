// Documents, with full-text search: SQLite FTS5 and PostgreSQL tsvector, same results shape. A search
// reads a bounded part of each document (see full-text-sqlite.ts and migration 0004).
import { sql, type RawBuilder, type Selectable, type Updateable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import { engineOf, type Executor } from "../database.js";
import type { DocumentsTable } from "../tables.js";
import type { StoredDocument } from "../records.js";
import { pageRows, rankMatches, snippetSource } from "./full-text-sqlite.js";
import { ftsQuery, searchTokens, tsQuery, words } from "./search-text.js";

export type DocumentListItem = Omit<StoredDocument, "content"> & { snippet: string };
export type DocumentSearchHit = DocumentListItem & { score: number };
/** A document with the first EXCERPT_CHARS characters of its content, for the AI to read. */
export type DocumentExcerpt = Omit<StoredDocument, "content"> & { excerpt: string };

export const readDocument = (row: Selectable<DocumentsTable>): StoredDocument => readFields(row);

/** The columns of a document but its content, as a list, a search or the AI reads them. */
type DocumentHead = Omit<Selectable<DocumentsTable>, "content">;

export interface DocumentFilter {
  sprintId?: string;
  activityId?: string;
}

const SNIPPET_SOURCE_CHARS = 400;
/** How far into a document snippets look and the AI reads: what documents_head_fts holds (migration 0004). */
const EXCERPT_CHARS = 20_000;
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2';

const LIST_COLUMNS = ["id", "team_id", "title", "sprint_id", "activity_id", "created_by", "created_at", "updated_at"] as const;

export async function insertDocument(db: Executor, document: StoredDocument): Promise<void> {
  await db.insertInto("documents").values(writeColumns<Selectable<DocumentsTable>>(document)).execute();
}

export async function updateDocumentRow(db: Executor, id: string, changes: Partial<StoredDocument>): Promise<void> {
  await db.updateTable("documents").set(writeColumns<Updateable<DocumentsTable>>(changes)).where("id", "=", id).execute();
}

/**
 * Newest first; `snippet` is the head of the content (the presenter trims it to a word boundary). On
 * SQLite it comes from documents_head_fts: substr() of the content would read all of it.
 */
export async function listDocumentRows(
  db: Executor,
  teamId: string,
  filter: DocumentFilter,
  page: { limit: number; afterId?: string },
): Promise<DocumentListItem[]> {
  const snippet =
    engineOf(db) === "sqlite"
      ? sql<string>`(SELECT substr(h.head, 1, ${SNIPPET_SOURCE_CHARS}) FROM documents_head_fts h WHERE h.rowid = documents.seq)`
      : sql<string>`substr(content, 1, ${SNIPPET_SOURCE_CHARS})`;
  let query = db.selectFrom("documents").select(LIST_COLUMNS).select(snippet.as("snippet")).where("team_id", "=", teamId);
  if (filter.sprintId !== undefined) query = query.where("sprint_id", "=", filter.sprintId);
  if (filter.activityId !== undefined) query = query.where("activity_id", "=", filter.activityId);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return (await query.orderBy("id", "desc").limit(page.limit + 1).execute()).map(readFields);
}

/** The documents matching `match` (FTS5 syntax) for which `mine` holds, by their full-text rowid. */
const documentCandidates = (match: string, mine: RawBuilder<unknown>) => sql<{ rid: number; id: string }>`
  SELECT f.rowid AS rid, d.id FROM documents_fts f JOIN documents d ON d.seq = f.rowid
  WHERE documents_fts MATCH ${match} AND ${mine}
  ORDER BY f.rowid`;

/**
 * Documents matching every word of `q` (prefix match, stemmed), best first, keyset-paged on
 * (score, id). Score is higher-is-better on both engines and depends on the document alone: title
 * matches, then matches in the first 2,000 characters of the content. `snippet` starts just before
 * the first match found in the first 20,000 characters (else it is the head of the content).
 */
export async function searchDocumentRows(
  db: Executor,
  teamId: string,
  q: string,
  filter: DocumentFilter,
  page: { limit: number; after?: { score: number; id: string } },
): Promise<DocumentSearchHit[]> {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return [];
  const sprintFilter = filter.sprintId === undefined ? sql`` : sql`AND d.sprint_id = ${filter.sprintId}`;
  const activityFilter = filter.activityId === undefined ? sql`` : sql`AND d.activity_id = ${filter.activityId}`;
  const limit = page.limit + 1;

  if (engineOf(db) === "sqlite") {
    const any = ftsQuery(tokens, " OR ");
    const mine = sql`d.team_id = ${teamId} ${sprintFilter} ${activityFilter}`;
    const ranked = await rankMatches(db, { candidates: documentCandidates(ftsQuery(tokens, " "), mine), head: "documents_head_fts", any }, { limit, after: page.after });
    const scores = new Map(ranked.map((r) => [r.rid, r.score]));
    return (await pageRows(db, ranked, any)).map(({ rid, lead, head, marked, ...row }) => ({
      ...readFields(row),
      score: scores.get(rid) ?? 0,
      snippet: snippetSource({ lead, head, marked }, tokens),
    }));
  }

  const afterFilter =
    page.after === undefined
      ? sql``
      : sql`AND (s.score < ${page.after.score} OR (s.score = ${page.after.score} AND s.id < ${page.after.id}))`;
  const tsquery = tsQuery(tokens, " & ");
  // search (the whole document) decides what matches; the rank and the headline read bounded parts.
  const result = await sql<DocumentHead & { score: number; snippet: string }>`
    SELECT s.id, s.team_id, s.title, s.sprint_id, s.activity_id, s.created_by, s.created_at, s.updated_at, s.score,
           ts_headline('english', left(d.content, ${EXCERPT_CHARS}), to_tsquery('english', ${tsquery}), ${HEADLINE_OPTIONS}) AS snippet
    FROM (
      SELECT d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at,
             ts_rank(d.search_head, to_tsquery('english', ${tsquery}))::float8 AS score
      FROM documents d
      WHERE d.search @@ to_tsquery('english', ${tsquery}) AND d.team_id = ${teamId} ${sprintFilter} ${activityFilter}
    ) s
    JOIN documents d ON d.id = s.id
    WHERE 1 = 1 ${afterFilter}
    ORDER BY s.score DESC, s.id DESC
    LIMIT ${limit}`.execute(db);
  return result.rows.map(readFields);
}

/**
 * Documents for the AI to read, each with its first 20,000 characters: those matching ANY of the
 * words (best first, scored as a search), or the newest when there are no words; optionally only
 * those linked to a sprint or to one of its activities.
 */
export async function findDocumentsForQuestion(
  db: Executor,
  teamId: string,
  questionWords: string[],
  sprintId: string | undefined,
  limit: number,
): Promise<DocumentExcerpt[]> {
  const tokens = questionWords.flatMap(words);
  const inSprint =
    sprintId === undefined
      ? sql``
      : sql`AND (d.sprint_id = ${sprintId} OR d.activity_id IN (SELECT a.id FROM activities a WHERE a.team_id = ${teamId} AND a.sprint_id = ${sprintId}))`;
  if (engineOf(db) === "sqlite") {
    if (tokens.length === 0) {
      const result = await sql<DocumentHead & { excerpt: string }>`
        SELECT d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at, h.head AS excerpt
        FROM documents d JOIN documents_head_fts h ON h.rowid = d.seq
        WHERE d.team_id = ${teamId} ${inSprint} ORDER BY d.id DESC LIMIT ${limit}`.execute(db);
      return result.rows.map(readFields);
    }
    const any = ftsQuery(tokens, " OR ");
    const mine = sql`d.team_id = ${teamId} ${inSprint}`;
    const ranked = await rankMatches(db, { candidates: documentCandidates(any, mine), head: "documents_head_fts", any }, { limit });
    return (await pageRows(db, ranked, any)).map(({ rid: _rid, lead: _lead, marked: _marked, head, ...row }) => ({ ...readFields(row), excerpt: head }));
  }
  const tsquery = tsQuery(tokens, " | ");
  const matches = tokens.length === 0 ? sql`` : sql`AND d.search @@ to_tsquery('english', ${tsquery})`;
  const rank = tokens.length === 0 ? sql`` : sql`ts_rank(d.search_head, to_tsquery('english', ${tsquery})) DESC,`;
  const result = await sql<DocumentHead & { excerpt: string }>`
    SELECT d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at,
           left(d.content, ${EXCERPT_CHARS}) AS excerpt
    FROM documents d
    WHERE d.team_id = ${teamId} ${matches} ${inSprint}
    ORDER BY ${rank} d.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map(readFields);
}

export async function deleteDocumentRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("documents").where("id", "=", id).execute();
}
