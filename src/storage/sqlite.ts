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
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase as KyselySqliteDatabase,
} from "kysely";
import { lruGet, STATEMENT_CACHE_SIZE } from "./lru.js";
import { startCheckpoints } from "./sqlite-checkpoints.js";
import type { Database } from "./tables.js";
import { sqliteUnavailable } from "./unavailable.js";

function open(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return sqlite;
}

/** What Kysely's SqliteDriver (and the reader) use of a statement. */
interface Statement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SqliteDatabase.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
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
  const toObject = (row: unknown[]) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) object[columns[i] as string] = row[i];
    return object;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

/** better-sqlite3 as Kysely's SqliteDialect sees it, except that a SQL text is prepared only once. */
function cachedStatements(sqlite: SqliteDatabase.Database): KyselySqliteDatabase & { prepare(sql: string): Statement } {
  const statements = new Map<string, Statement>();
  return {
    prepare: (sql: string) => lruGet(statements, sql, () => prepareStatement(sqlite, sql), STATEMENT_CACHE_SIZE),
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
}

/** The reader: runs one statement at a time to completion; refuses to write or open a transaction. */
class ReaderDriver implements Driver {
  readonly #database: ReturnType<typeof cachedStatements>;
  readonly #connection: DatabaseConnection;

  constructor(sqlite: SqliteDatabase.Database) {
    // A write here would wait for the writer's lock synchronously, freezing the process: refuse it.
    sqlite.pragma("query_only = ON");
    const database = cachedStatements(sqlite);
    this.#database = database;
    this.#connection = {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const statement = database.prepare(query.sql);
        return Promise.resolve({ rows: (statement.reader ? statement.all(query.parameters as unknown[]) : []) as R[] });
      },
      streamQuery: () => {
        throw new Error("The SQLite reader does not stream");
      },
    };
  }

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

/** Each open database's writer statements, under the writer's adapter, which its transactions share. */
const writerStatements = new WeakMap<object, ReturnType<typeof cachedStatements>>();

/**
 * Runs a statement inside a transaction on a SQLite writer at once, as Kysely's driver would (rows
 * of a statement that returns some, none of one that does not), without the layers Kysely puts
 * around each statement: about 5 µs of a prepared statement's 8, and a batch of 100 creates runs
 * several hundred. The transaction holds the connection until it ends, so nothing else can run on
 * it meanwhile. Undefined for PostgreSQL, and for the writer outside a transaction: that waits for
 * Kysely's lock, which a transaction holds.
 */
export function transactionStatementRunner(db: Kysely<Database>): ((sql: string, parameters: readonly unknown[]) => unknown[]) | undefined {
  if (!db.isTransaction) return undefined;
  const statements = writerStatements.get(db.getExecutor().adapter);
  if (statements === undefined) return undefined;
  return (sql, parameters) => {
    const statement = statements.prepare(sql);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  };
}

/** Each open database's writer, under its reader and itself: what a search on the reader indexes with (search-index.ts). */
const writers = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** The writer of the SQLite database `db` reads from (its reader or its writer); undefined for any other executor. */
export function sqliteWriterOf(db: object): Kysely<Database> | undefined {
  return writers.get(db as Kysely<Database>);
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
  const statements = cachedStatements(writer);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  writerStatements.set(kysely.getExecutor().adapter, statements);
  // An in-memory database exists once per connection: there the writer reads too.
  const readerConnection = file === ":memory:" ? undefined : open(file);
  // A server checkpoints in a worker; a short-lived process (a CLI command) leaves it to its writer.
  const checkpoints = file === ":memory:" || onCheckpointError === undefined ? undefined : startCheckpoints(file, writer, onCheckpointError);
  const reader =
    readerConnection === undefined
      ? kysely
      : new Kysely<Database>({
          dialect: {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new ReaderDriver(readerConnection),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
        });
  writers.set(kysely, kysely);
  writers.set(reader, kysely);
  return {
    kysely,
    reader,
    watchOtherWriters(everyMs, onCommit) {
      // The writer's data_version changes only when another connection commits: never for its own
      // writes, nor the reader's (query_only) or the checkpoint worker's (a checkpoint commits nothing).
      const version = () => writer.pragma("data_version", { simple: true }) as number;
      let seen = version();
      const timer = setInterval(() => {
        if (!writer.open) return;
        const now = version();
        if (now === seen) return;
        seen = now;
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
