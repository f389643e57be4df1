// Documents, with full-text search: SQLite FTS5 and PostgreSQL tsvector (ts_rank), same results shape.
import { sql, type Updateable } from "kysely";
import { supportsRowLocks, type Engine, type Executor } from "../database.js";
import type { DocumentRow, DocumentsTable } from "../tables.js";

export type DocumentListRow = Omit<DocumentRow, "content"> & { snippet: string };
export type DocumentSearchRow = DocumentListRow & { score: number };

export interface DocumentFilter {
  sprintId?: string;
  activityId?: string;
}

const SNIPPET_SOURCE_CHARS = 400;

/** `lock` holds the row until the transaction ends (a no-op on SQLite, whose writes are serialised). */
export async function findDocument(db: Executor, id: string, lock = false): Promise<DocumentRow | undefined> {
  let query = db.selectFrom("documents").selectAll().where("id", "=", id);
  if (lock && supportsRowLocks(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertDocument(db: Executor, row: DocumentRow): Promise<void> {
  await db.insertInto("documents").values(row).execute();
}

export async function updateDocument(db: Executor, id: string, changes: Updateable<DocumentsTable>): Promise<void> {
  await db.updateTable("documents").set(changes).where("id", "=", id).execute();
}

/** Newest first; `snippet` is the head of the content (the presenter trims it to a word boundary). */
export async function listDocuments(
  db: Executor,
  teamId: string,
  filter: DocumentFilter,
  page: { limit: number; afterId?: string },
): Promise<DocumentListRow[]> {
  let query = db
    .selectFrom("documents")
    .select(["id", "team_id", "title", "sprint_id", "activity_id", "created_by", "created_at", "updated_at"])
    .select(sql<string>`substr(content, 1, ${SNIPPET_SOURCE_CHARS})`.as("snippet"))
    .where("team_id", "=", teamId);
  if (filter.sprintId !== undefined) query = query.where("sprint_id", "=", filter.sprintId);
  if (filter.activityId !== undefined) query = query.where("activity_id", "=", filter.activityId);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return query.orderBy("id", "desc").limit(page.limit + 1).execute();
}

/**
 * PostgreSQL's 'english' stop words (tsearch_data/english.stop). PostgreSQL drops them from a query
 * by itself; FTS5 would demand them as prefixes ("the rounding rules" would miss "Rounding rules"),
 * so both engines drop them here and agree.
 */
const STOP_WORDS = new Set(
  ("i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself " +
    "it its itself they them their theirs themselves what which who whom this that these those am is are was were be " +
    "been being have has had having do does did doing a an the and but if or because as until while of at by for with " +
    "about against between into through during before after above below to from up down in out on off over under again " +
    "further then once here there when where why how all any both each few more most other some such no nor not only " +
    "own same so than too very s t can will just don should now").split(" "),
);

/** Words of a search, as plain alphanumeric tokens: nothing the caller types reaches a query parser. */
export function searchTokens(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => !STOP_WORDS.has(t)).slice(0, 32);
}

/**
 * Documents matching every word of `q` (prefix match, stemmed), best first, keyset-paged on
 * (score, id). Score is higher-is-better on both engines.
 */
export async function searchDocuments(
  db: Executor,
  engine: Engine,
  teamId: string,
  q: string,
  filter: DocumentFilter,
  page: { limit: number; after?: { score: number; id: string } },
): Promise<DocumentSearchRow[]> {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return [];
  const sprintFilter = filter.sprintId === undefined ? sql`` : sql`AND d.sprint_id = ${filter.sprintId}`;
  const activityFilter = filter.activityId === undefined ? sql`` : sql`AND d.activity_id = ${filter.activityId}`;
  const afterFilter =
    page.after === undefined
      ? sql``
      : sql`AND (s.score < ${page.after.score} OR (s.score = ${page.after.score} AND s.id < ${page.after.id}))`;
  const limit = page.limit + 1;

  if (engine === "sqlite") {
    const match = tokens.map((t) => `"${t}"*`).join(" ");
    // The score must depend on the document alone, as ts_rank's does: bm25 weighs by statistics of
    // the whole index (every team's documents), so any write anywhere would shift the scores that
    // search cursors hold, and pages would skip or repeat rows. Instead: matches counted with
    // highlight() (one marker per match), a title match outranking any number in the content.
    const result = await sql<DocumentSearchRow>`
      SELECT s.* FROM (
        SELECT d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at,
               1000.0 * (length(highlight(documents_fts, 0, char(1), '')) - length(d.title))
                 + min(999, length(highlight(documents_fts, 1, char(1), '')) - length(d.content)) AS score,
               snippet(documents_fts, 1, '', '', '…', 24) AS snippet
        FROM documents_fts JOIN documents d ON d.rowid = documents_fts.rowid
        WHERE documents_fts MATCH ${match} AND d.team_id = ${teamId} ${sprintFilter} ${activityFilter}
      ) s
      WHERE 1 = 1 ${afterFilter}
      ORDER BY s.score DESC, s.id DESC
      LIMIT ${limit}`.execute(db);
    return result.rows;
  }

  const tsquery = tokens.map((t) => `${t}:*`).join(" & ");
  const result = await sql<DocumentSearchRow>`
    SELECT s.id, s.team_id, s.title, s.sprint_id, s.activity_id, s.created_by, s.created_at, s.updated_at, s.score,
           ts_headline('english', d.content, to_tsquery('english', ${tsquery}),
                       'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2') AS snippet
    FROM (
      SELECT d.id, d.team_id, d.title, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at,
             ts_rank(d.search, to_tsquery('english', ${tsquery}))::float8 AS score
      FROM documents d
      WHERE d.search @@ to_tsquery('english', ${tsquery}) AND d.team_id = ${teamId} ${sprintFilter} ${activityFilter}
    ) s
    JOIN documents d ON d.id = s.id
    WHERE 1 = 1 ${afterFilter}
    ORDER BY s.score DESC, s.id DESC
    LIMIT ${limit}`.execute(db);
  return result.rows;
}

/**
 * Documents for the AI to read: those matching ANY of the words (best first), or the newest when
 * there are no words; optionally only those linked to a sprint or to one of its activities.
 */
export async function findDocumentsForQuestion(
  db: Executor,
  engine: Engine,
  teamId: string,
  words: string[],
  sprintId: string | undefined,
  limit: number,
): Promise<DocumentRow[]> {
  const inSprint =
    sprintId === undefined
      ? sql``
      : sql`AND (d.sprint_id = ${sprintId} OR d.activity_id IN (SELECT a.id FROM activities a WHERE a.sprint_id = ${sprintId}))`;
  if (words.length === 0) {
    const result = await sql<DocumentRow>`SELECT d.* FROM documents d WHERE d.team_id = ${teamId} ${inSprint}
      ORDER BY d.id DESC LIMIT ${limit}`.execute(db);
    return result.rows;
  }
  if (engine === "sqlite") {
    const match = words.map((t) => `"${t}"*`).join(" OR ");
    const result = await sql<DocumentRow>`
      SELECT d.* FROM documents_fts JOIN documents d ON d.rowid = documents_fts.rowid
      WHERE documents_fts MATCH ${match} AND d.team_id = ${teamId} ${inSprint}
      ORDER BY bm25(documents_fts, 10.0, 1.0), d.id DESC LIMIT ${limit}`.execute(db);
    return result.rows;
  }
  const tsquery = words.map((t) => `${t}:*`).join(" | ");
  const result = await sql<DocumentRow>`
    SELECT d.id, d.team_id, d.title, d.content, d.sprint_id, d.activity_id, d.created_by, d.created_at, d.updated_at
    FROM documents d
    WHERE d.search @@ to_tsquery('english', ${tsquery}) AND d.team_id = ${teamId} ${inSprint}
    ORDER BY ts_rank(d.search, to_tsquery('english', ${tsquery})) DESC, d.id DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}

export async function deleteDocument(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("documents").where("id", "=", id).execute();
}
