// The SQLite writer's transactions, committed in groups (decision 0029). A COMMIT writes every page
// the transaction changed into the WAL, two system calls a page: for one activity created, about 30
// pages and a fifth of the request's time. The transactions one turn of the event loop runs share
// one SQLite transaction instead, each inside a savepoint of its own, and one COMMIT at the end of
// the turn writes the group's pages, a page that several changed once.
//
// What a caller sees does not change: its transaction either commits or leaves nothing, and
// `transaction().execute()` resolves only once its writes are committed (visible to the reader and
// to every other connection). A member that fails rolls back to its savepoint, the others stand. If
// the group's COMMIT fails, or SQLite rolls the whole transaction back (a full disk), every member
// not yet committed fails with that error. A statement outside a transaction never joins a group:
// the group is committed first.
import { type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from "kysely";
import type SqliteDatabase from "better-sqlite3";

/** What a connection uses of a prepared statement. */
export interface Statement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SqliteDatabase.RunResult;
}

/** A connection's statements, each SQL text prepared once (sqlite.ts). */
export interface Statements {
  prepare(sql: string): Statement;
  close(): void;
}

/** A group commits at the end of the event loop's turn, or before then once it holds this many transactions… */
const MAX_MEMBERS = 64;
/** …or has been open this long. */
const MAX_OPEN_MS = 20;
const MEMBER = "sprintroom_group_member";

interface Group {
  openedAt: number;
  /** Its members that committed, waiting for the group's COMMIT. */
  members: Waiting[];
}

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

/** One hold of the connection: Kysely runs a transaction, or a statement, on it and releases it. */
interface Hold extends DatabaseConnection {
  inTransaction: boolean;
  /** Released already: its transaction handed the connection on while it waits for the group's COMMIT. */
  handedOn: boolean;
}

/** What the writer's groups tell (sqlite.ts). */
export interface GroupHooks {
  /** Ends the reader's snapshot: called when this connection begins or commits. */
  settleReader?: () => void;
}

export class GroupCommitDriver implements Driver {
  readonly #sqlite: SqliteDatabase.Database;
  readonly #statements: Statements;
  #held = false;
  readonly #queue: Array<() => void> = [];
  #group: Group | undefined;
  #flushScheduled = false;
  #commits = 0;
  readonly #hooks: GroupHooks;

  constructor(sqlite: SqliteDatabase.Database, statements: Statements, hooks: GroupHooks = {}) {
    this.#sqlite = sqlite;
    this.#statements = statements;
    this.#hooks = hooks;
  }

  /** Ends the reader's snapshot when this connection begins or commits. */
  #settleReader(): void {
    this.#hooks.settleReader?.();
  }

  async init(): Promise<void> {}

  /** How many times this connection has committed (a group, or a write on its own): the checkpoints ask whether it wrote since. */
  get commits(): number {
    return this.#commits;
  }

  /** Waits for the connection to be free, then holds it. */
  async #take(): Promise<void> {
    if (this.#held) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#held = true;
  }

  /**
   * Runs `work` (a checkpoint in another thread) while this connection writes nothing: in its turn
   * in the queue, after the group before it has committed; the transactions that come meanwhile
   * wait for it as they wait for one another.
   */
  async whileIdle(work: () => Promise<void>): Promise<void> {
    await this.#take();
    try {
      this.#commitGroup();
      this.#settleReader();
      await work();
    } finally {
      this.#release();
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#take();
    const hold: Hold = {
      inTransaction: false,
      handedOn: false,
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        // A statement on its own commits as it runs: the group before it goes first.
        if (hold.inTransaction) return Promise.resolve(this.#execute<R>(query.sql, query.parameters));
        this.#commitGroup();
        this.#settleReader();
        const result = this.#execute<R>(query.sql, query.parameters);
        // A write (a read has no count of changes) commits as it runs.
        if (result.numAffectedRows !== undefined) this.#commits++;
        this.#settleReader();
        return Promise.resolve(result);
      },
      streamQuery: () => {
        throw new Error("The SQLite writer does not stream");
      },
    };
    return hold;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Hold).handedOn) this.#release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#group !== undefined && this.#isFull(this.#group)) this.#commitGroup();
    if (this.#group === undefined) {
      // IMMEDIATE: the write lock now. A deferred transaction that read first cannot write once
      // another process (a `sprintroom` command) has committed since (SQLITE_BUSY_SNAPSHOT), and a
      // group reads and writes over several members.
      // The reader lets go of its snapshot first, as it did between statements: a writer that
      // begins with no reader in the log can start the log over once it has been checkpointed.
      this.#settleReader();
      this.#run("BEGIN IMMEDIATE");
      this.#group = { openedAt: performance.now(), members: [] };
    }
    this.#run(`SAVEPOINT ${MEMBER}`);
    (connection as Hold).inTransaction = true;
  }

  /** Resolves once the group it joined has committed: its writes are then visible to every connection. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    this.#run(`RELEASE ${MEMBER}`);
    hold.inTransaction = false;
    const group = this.#group as Group;
    const committed = new Promise<void>((resolve, reject) => group.members.push({ resolve, reject }));
    // The connection goes on now, not when Kysely releases it after this resolves.
    hold.handedOn = true;
    this.#release();
    return committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Hold).inTransaction = false;
    try {
      this.#run(`ROLLBACK TO ${MEMBER}`);
      this.#run(`RELEASE ${MEMBER}`);
    } catch (error) {
      // No savepoint to roll back to: SQLite ended the whole transaction, and the statement that
      // ended it failed the group (above).
      if (this.#sqlite.inTransaction) throw error;
      this.#failGroup(error);
    }
  }

  async destroy(): Promise<void> {
    if (!this.#held) this.#commitGroup();
    this.#statements.close();
  }

  /**
   * A statement of the transaction that holds the connection, run now: its rows (none for a write).
   * prepared.ts runs a transaction's statements so, without the layers Kysely puts around each one
   * (decision 0028).
   */
  runInTransaction(sql: string, parameters: readonly unknown[]): unknown[] {
    const result = this.#step(sql, parameters);
    return Array.isArray(result) ? result : [];
  }

  #execute<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    const result = this.#step(sql, parameters);
    if (Array.isArray(result)) return { rows: result as R[] };
    return { numAffectedRows: BigInt(result.changes), insertId: BigInt(result.lastInsertRowid), rows: [] };
  }

  /** Runs a statement: a reader's rows, a write's count of changes and last row id. */
  #step(sql: string, parameters: readonly unknown[]): unknown[] | SqliteDatabase.RunResult {
    const statement = this.#statements.prepare(sql);
    try {
      return statement.reader ? statement.all(parameters) : statement.run(parameters);
    } catch (error) {
      // SQLite ended the whole transaction (RAISE(ROLLBACK), an I/O error, a full disk): the members
      // waiting for the group's COMMIT are lost with it, and fail with its cause.
      if (this.#group !== undefined && !this.#sqlite.inTransaction) this.#failGroup(error);
      throw error;
    }
  }

  #run(sql: string): void {
    this.#statements.prepare(sql).run([]);
  }

  #isFull(group: Group): boolean {
    return group.members.length >= MAX_MEMBERS || performance.now() - group.openedAt >= MAX_OPEN_MS;
  }

  /**
   * The connection to the next in the queue, or free. A group left open commits at the end of this
   * turn of the event loop, so that the transactions the turn runs after this one join it; at once
   * when it is full.
   */
  #release(): void {
    const next = this.#queue.shift();
    if (next !== undefined) return next();
    this.#held = false;
    const group = this.#group;
    if (group === undefined) return;
    if (this.#isFull(group)) return this.#commitGroup();
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => {
      this.#flushScheduled = false;
      // Held: a transaction runs in the group; its release schedules the commit again.
      if (!this.#held) this.#commitGroup();
    });
  }

  #commitGroup(): void {
    const group = this.#group;
    if (group === undefined) return;
    this.#group = undefined;
    this.#commits++;
    try {
      this.#run("COMMIT");
    } catch (error) {
      if (this.#sqlite.inTransaction) this.#run("ROLLBACK");
      for (const member of group.members) member.reject(error);
      return;
    }
    this.#settleReader();
    for (const member of group.members) member.resolve();
  }

  #failGroup(cause: unknown): void {
    const group = this.#group;
    this.#group = undefined;
    for (const member of group?.members ?? []) member.reject(cause);
  }
}
