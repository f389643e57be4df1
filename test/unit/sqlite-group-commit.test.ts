// The SQLite writer commits the transactions of one turn of the event loop together (decision 0029),
// and a caller cannot tell: each transaction commits whole or not at all, on its own, and its
// execute() resolves only once its writes are visible to every other connection.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqlite } from "../../src/storage/sqlite.js";
import type { Database } from "../../src/storage/tables.js";

let dir: string;
let db: ReturnType<typeof openSqlite>;
/** Another connection to the file: it sees what is committed, and nothing else. */
let other: SqliteDatabase.Database;

/** What the server's read connection sees. */
const read = async () => (await sql<{ n: number }>`SELECT n FROM t ORDER BY n`.execute(db.reader)).rows.map((row) => row.n);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const seen = () => (other.prepare("SELECT n FROM t ORDER BY n").all() as Array<{ n: number }>).map((row) => row.n);
const insert = (executor: Kysely<Database>, n: number) => sql`INSERT INTO t (n) VALUES (${n})`.execute(executor);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "sprintroom-group-commit-"));
  db = openSqlite(join(dir, "group.db"));
  await sql`CREATE TABLE t (n INTEGER NOT NULL)`.execute(db.kysely);
  other = new SqliteDatabase(join(dir, "group.db"));
});

afterEach(async () => {
  other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite writer's group commit", () => {
  it("commits the transactions that queue in one turn together, each visible once its execute() resolves", async () => {
    const seenInside: number[][] = [];
    const seenAfter: number[][] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        db.kysely
          .transaction()
          .execute(async (trx) => {
            seenInside.push(seen());
            await insert(trx, n);
          })
          .then(() => seenAfter.push(seen())),
      ),
    );
    // Inside the second, third and fourth, the first is not committed yet: they run in its group.
    expect(seenInside).toEqual([[], [], [], []]);
    for (const after of seenAfter) expect(after).toEqual([1, 2, 3, 4]);
  });

  it("rolls back a failing transaction alone: the others in its group commit", async () => {
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        db.kysely.transaction().execute(async (trx) => {
          await insert(trx, n);
          await insert(trx, n * 10);
          if (n === 2) throw new Error("the second fails");
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(seen()).toEqual([1, 3, 10, 30]);
  });

  it("commits the open group before a statement outside any transaction, which commits as it runs", async () => {
    const order: string[] = [];
    await Promise.all([
      db.kysely.transaction().execute(async (trx) => {
        await insert(trx, 1);
        order.push("transaction");
      }),
      insert(db.kysely, 2).then(() => order.push(`statement, seen ${seen().join(",")}`)),
    ]);
    expect(order).toEqual(["transaction", "statement, seen 1,2"]);
  });

  it("fails every waiting member when SQLite rolls the whole transaction back, and the next group starts afresh", async () => {
    // RAISE(ROLLBACK) ends the whole SQLite transaction, as an I/O error or a full disk would.
    await sql`CREATE TABLE doomed (n INTEGER)`.execute(db.kysely);
    await sql`CREATE TRIGGER doom AFTER INSERT ON doomed BEGIN SELECT RAISE(ROLLBACK, 'the whole transaction is gone'); END`.execute(db.kysely);
    const outcomes = await Promise.allSettled([
      db.kysely.transaction().execute((trx) => insert(trx, 1)),
      db.kysely.transaction().execute((trx) => sql`INSERT INTO doomed (n) VALUES (1)`.execute(trx)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/the whole transaction is gone/);
    expect(seen()).toEqual([]);
    await db.kysely.transaction().execute((trx) => insert(trx, 3));
    expect(seen()).toEqual([3]);
  });

  it("commits a transaction that nothing joins at the end of the turn", async () => {
    await db.kysely.transaction().execute((trx) => insert(trx, 7));
    expect(seen()).toEqual([7]);
  });
});

describe("the SQLite reader's snapshot", () => {
  it("reads one snapshot through a turn of the event loop: another process's commit is seen from the next turn", async () => {
    await insert(db.kysely, 1);
    expect(await read()).toEqual([1]);
    other.prepare("INSERT INTO t (n) VALUES (2)").run();
    expect(await read()).toEqual([1]);
    await nextTurn();
    expect(await read()).toEqual([1, 2]);
  });

  it("sees this process's writes at once, in the same turn", async () => {
    expect(await read()).toEqual([]);
    await insert(db.kysely, 1);
    expect(await read()).toEqual([1]);
    const committed = db.kysely.transaction().execute((trx) => insert(trx, 2));
    expect(await read()).toEqual([1]);
    await committed;
    expect(await read()).toEqual([1, 2]);
  });
});
