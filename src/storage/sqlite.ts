// SQLite through better-sqlite3, as two connections to one WAL database: the writer (Kysely's own
// driver: one transaction at a time, queued) and a reader for everything read outside a
// transaction. WAL lets the reader see every committed write without waiting for a writer, so a GET
// never queues behind a write transaction that is awaiting something; better-sqlite3 runs each
// statement synchronously to the end, so the reader needs no queue at all. Both keep each SQL text
// prepared once (docs/benchmarks.md: preparing anew was a fifth of a GET's CPU).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import { literalBuilder } from "./columns.js";
import { createLru, STATEMENT_CACHE_SIZE } from "./lru.js";
import { startCheckpoints } from "./sqlite-checkpoints.js";
import { GroupCommitDriver, type Statement, type Statements } from "./sqlite-group-commit.js";
import type { Database } from "./tables.js";
import { sqliteUnavailable } from "./unavailable.js";

function open(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Savepoint journals in memory: a transaction in a group (sqlite-group-commit.ts) journals each page
  // its savepoint changes, and past 64 KiB SQLite would write the journal to a temporary file.
  sqlite.pragma("temp_store = MEMORY");
  return sqlite;
}

/**
 * A statement whose rows are read as arrays and turned into objects here: better-sqlite3's own
 * row objects cost about half of a 25-row page (docs/benchmarks.md).
 */
function prepareStatement(sqlite: SqliteDatabase.Database, sql: string): Statement {
  const statement = sqlite.prepare(sql);
  if (!statement.reader) return statement as unknown as Statement;
  const columns = statement.columns().map((column) => column.name);
  statement.raw(true);
  const toObject = literalBuilder<Record<string, unknown>>(columns, columns.map((_, i) => i));
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map((row) => toObject(row)),
    run: (parameters) => statement.run(parameters),
  };
}

/** A connection's statements, each SQL text prepared only once. */
function cachedStatements(sqlite: SqliteDatabase.Database): Statements {
  const statements = createLru<Statement>(STATEMENT_CACHE_SIZE);
  return {
    prepare: (sql: string) => statements.get(sql, () => prepareStatement(sqlite, sql)),
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * The reader: runs one statement at a time to completion; refuses to write or open a transaction.
 * The statements of one turn of the event loop read one snapshot (a read transaction from the
 * turn's first read to its end): a statement on its own takes and drops WAL's read lock, and after
 * any commit starts from an empty page cache (5.3 µs for a primary-key lookup alone, 0.8 µs in a
 * read transaction; decision 0029). The snapshot ends whenever this process's writer begins or
 * commits (`settle`), so a read sees every write answered before it, and another process's commit
 * is seen from the next turn.
 */
class ReaderDriver implements Driver {
  readonly #database: ReturnType<typeof cachedStatements>;
  readonly #connection: DatabaseConnection;
  readonly #sqlite: SqliteDatabase.Database;
  #inSnapshot = false;

  constructor(sqlite: SqliteDatabase.Database) {
    // A write here would wait for the writer's lock synchronously, freezing the process: refuse it.
    sqlite.pragma("query_only = ON");
    this.#sqlite = sqlite;
    const database = cachedStatements(sqlite);
    this.#database = database;
    this.#connection = {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => Promise.resolve({ rows: this.read(query.sql, query.parameters) as R[] }),
      streamQuery: () => {
        throw new Error("The SQLite reader does not stream");
      },
    };
  }

  /** The rows of one statement, run to completion now. */
  read(sql: string, parameters: readonly unknown[]): unknown[] {
    const statement = this.#database.prepare(sql);
    if (!statement.reader) return [];
    if (!this.#inSnapshot) {
      this.#database.prepare("BEGIN").run([]);
      this.#inSnapshot = true;
      setImmediate(this.settle);
    }
    return statement.all(parameters);
  }

  /** Ends the snapshot: the next read sees every commit made until then. */
  readonly settle = (): void => {
    if (!this.#inSnapshot) return;
    this.#inSnapshot = false;
    // Closed: closing ended the read transaction.
    if (this.#sqlite.open) this.#database.prepare("COMMIT").run([]);
  };

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("Transactions run on the writer, not the SQLite reader");
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.settle();
    this.#database.close();
  }
}

/** The connection, or an error that names the file and DATABASE_URL (a folder that cannot be made, a file that is no database). */
function openFile(file: string): SqliteDatabase.Database {
  try {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    return open(file);
  } catch (error) {
    throw sqliteUnavailable(resolve(file), error);
  }
}

/** Each open database's writer, under its reader and itself: what a search on the reader indexes with (search-index.ts). */
const writers = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** The writer of the SQLite database `db` reads from (its reader or its writer); undefined for any other executor. */
export function sqliteWriterOf(db: object): Kysely<Database> | undefined {
  return writers.get(db as Kysely<Database>);
}

/** Each open database's reader, under its Kysely instance. */
const readers = new WeakMap<object, ReaderDriver>();
/** Each open database's writer, under the writer's adapter, which its transactions share. */
const groupCommits = new WeakMap<object, GroupCommitDriver>();

/**
 * A compiled query run at once, on the SQLite reader or in a transaction on the SQLite writer (which
 * holds the connection until it ends): the rows Kysely would answer (none for a write), without the
 * layers and promises its executor puts around each statement (prepared.ts: the queries of every
 * request, and the several hundred statements of a batch, decision 0028). Undefined for PostgreSQL,
 * and for the writer outside a transaction: that waits for the connection, which a transaction holds.
 */
export function runNow(db: Kysely<Database>, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  const reader = readers.get(db);
  if (reader !== undefined) return reader.read(sql, parameters);
  if (!db.isTransaction) return undefined;
  return groupCommits.get(db.getExecutor().adapter)?.runInTransaction(sql, parameters);
}

/**
 * The writer and the reader of one database file. `close` closes both connections itself: Kysely's
 * destroy() leaves a connection it never used open, and a closed database must refuse every query.
 */
export function openSqlite(
  file: string,
  onCheckpointError?: (message: string) => void,
): { kysely: Kysely<Database>; reader: Kysely<Database>; watchOtherWriters(everyMs: number, onCommit: () => void): () => void; close(): Promise<void> } {
  const writer = openFile(file);
  // An in-memory database exists once per connection: there the writer reads too.
  const readerConnection = file === ":memory:" ? undefined : open(file);
  const readerDriver = readerConnection === undefined ? undefined : new ReaderDriver(readerConnection);
  // A server checkpoints in a worker; a short-lived process (a CLI command) leaves it to its writer.
  const groupCommit = new GroupCommitDriver(writer, cachedStatements(writer), { settleReader: readerDriver?.settle });
  const checkpoints = file === ":memory:" || onCheckpointError === undefined ? undefined : startCheckpoints(file, writer, groupCommit, onCheckpointError);
  const kysely = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => groupCommit,
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const reader =
    readerDriver === undefined
      ? kysely
      : new Kysely<Database>({
          dialect: {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => readerDriver,
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
        });
  writers.set(kysely, kysely);
  writers.set(reader, kysely);
  if (readerDriver !== undefined) readers.set(reader, readerDriver);
  groupCommits.set(kysely.getExecutor().adapter, groupCommit);
  return {
    kysely,
    reader,
    watchOtherWriters(everyMs, onCommit) {
      // The writer's data_version changes only when another connection commits: never for its own
      // writes, nor the reader's (query_only). The checkpoint worker commits one page each time it
      // starts the log over (sqlite-checkpoints.ts) and no event: only a commit that added events is
      // told (the last event's id, a UUIDv7, grows with every event).
      const version = () => writer.pragma("data_version", { simple: true }) as number;
      // Read once the reader's snapshot is settled. Unreadable (before the migrations made the
      // table): NaN, unequal to anything, so the commit is told as it was before this filter.
      const lastEvent = (): unknown => {
        try {
          return (readerConnection ?? writer).prepare("SELECT max(id) FROM events").pluck().get();
        } catch {
          return Number.NaN;
        }
      };
      let seen = version();
      let seenEvent = lastEvent();
      const timer = setInterval(() => {
        if (!writer.open) return;
        const now = version();
        if (now === seen) return;
        seen = now;
        // What the caller reads next must see that commit, even in the reader's current snapshot.
        readerDriver?.settle();
        const event = lastEvent();
        if (event === seenEvent) return;
        seenEvent = event;
        onCommit();
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    async close() {
      await checkpoints?.stop();
      await kysely.destroy();
      if (reader !== kysely) await reader.destroy();
      writer.close();
      readerConnection?.close();
    },
  };
}
