// Activity search on SQLite, indexed in batches just after the writes (docs/decisions/0015): a write
// names the activity in activity_search_pending (an insert by queueActivitySearch, an update of its
// title or description and a delete by migration 0011's triggers) and the indexer moves up
// to BATCH pending activities (and BATCH_CHARS of their text) at a time into the two FTS5 tables, in
// one transaction, at most INTERVAL_MS after the write. Every FTS5 table adds a segment and its
// structure record to each transaction that writes it: per write, that tripled the cost of creating
// an activity; per batch, it is shared. A search first indexes whatever is still pending
// (catchUpActivitySearch), so it sees every write answered before it began. PostgreSQL keeps its
// generated tsvectors: nothing here.
import { sql } from "kysely";
import { engineOf, type Db, type Executor } from "./database.js";
import { prepareQuery } from "./prepared.js";
import { sqliteWriterOf } from "./sqlite.js";

/** Activities indexed per transaction at most: about 5-20 ms of statements for short texts. */
const BATCH = 500;
/**
 * Characters (titles and descriptions) per transaction at most, past the batch's first activity: FTS5
 * tokenizes ~1-2 MB a second here, so a batch costs about what one largest description did per write.
 */
const BATCH_CHARS = 100_000;
/** How long after a write its activity waits for the indexer at most (plus the batch's own time). */
const INTERVAL_MS = 200;
const LEAD_CHARS = 2_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const queuePending = prepareQuery((_db, p: { activityId: string }) => sql`INSERT OR IGNORE INTO activity_search_pending (activity_id) VALUES (${p.activityId})`);

/**
 * Names a new activity for the indexer, in the insert's transaction (SQLite; PostgreSQL's vectors are
 * generated with the row). Not a trigger: on the insert, the trigger cost as much as all of the
 * activity's indexes (migration 0016).
 */
export async function queueActivitySearch(db: Executor, activityId: string): Promise<void> {
  if (engineOf(db) === "sqlite") await queuePending.all(db, { activityId });
}

/**
 * Indexes (or re-indexes) the first pending activities, at most BATCH of them and BATCH_CHARS of
 * text, in the caller's transaction; whether more are pending.
 */
async function indexBatch(trx: Executor): Promise<boolean> {
  const pending = await sql<{ id: string; chars: number }>`
    SELECT p.activity_id AS id, coalesce(length(a.title) + length(coalesce(a.description, '')), 0) AS chars
    FROM activity_search_pending p LEFT JOIN activities a ON a.id = p.activity_id
    ORDER BY p.activity_id LIMIT ${BATCH}`.execute(trx);
  const ids: string[] = [];
  let chars = 0;
  for (const row of pending.rows) {
    if (ids.length > 0 && chars + row.chars > BATCH_CHARS) break;
    ids.push(row.id);
    chars += row.chars;
  }
  if (ids.length === 0) return false;
  const batch = sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  // An activity indexed before (a changed title or description) has a key: its old entries go first.
  const indexed = sql`(SELECT seq FROM activity_search_keys WHERE activity_id IN ${batch})`;
  await sql`DELETE FROM activities_fts WHERE rowid IN ${indexed}`.execute(trx);
  await sql`DELETE FROM activities_head_fts WHERE rowid IN ${indexed}`.execute(trx);
  await sql`INSERT OR IGNORE INTO activity_search_keys (activity_id) SELECT id FROM activities WHERE id IN ${batch}`.execute(trx);
  const rows = sql`activity_search_keys k JOIN activities a ON a.id = k.activity_id WHERE k.activity_id IN ${batch}`;
  await sql`INSERT INTO activities_fts (rowid, title, description) SELECT k.seq, a.title, coalesce(a.description, '') FROM ${rows}`.execute(trx);
  await sql`INSERT INTO activities_head_fts (rowid, title, lead)
    SELECT k.seq, a.title, substr(coalesce(a.description, ''), 1, ${sql.lit(LEAD_CHARS)}) FROM ${rows}`.execute(trx);
  await sql`DELETE FROM activity_search_pending WHERE activity_id IN ${batch}`.execute(trx);
  return ids.length < pending.rows.length || pending.rows.length === BATCH;
}

async function anyPending(db: Executor): Promise<boolean> {
  return (await sql<{ one: number }>`SELECT 1 AS one FROM activity_search_pending LIMIT 1`.execute(db)).rows.length > 0;
}

/**
 * Indexes every pending activity of the SQLite database `db` belongs to, a batch per transaction with
 * the event loop given back between them; inside a transaction (`db` one), in it. Nothing on PostgreSQL.
 */
export async function catchUpActivitySearch(db: Executor): Promise<void> {
  if (engineOf(db) !== "sqlite") return;
  if (db.isTransaction) {
    while (await indexBatch(db));
    return;
  }
  const writer = sqliteWriterOf(db);
  if (writer === undefined || !(await anyPending(db))) return;
  while (await writer.transaction().execute(indexBatch)) await nextTurn();
}

export interface SearchIndexer {
  stop(): Promise<void>;
}

/** Starts indexing pending activities just after their writes (SQLite); a no-op on PostgreSQL. */
export function startSearchIndexer(db: Db, onError: (error: unknown) => void): SearchIndexer {
  if (db.engine !== "sqlite") return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= catchUpActivitySearch(db.reader)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
