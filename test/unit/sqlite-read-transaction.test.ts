// The SQLite reader's statements share one read transaction (src/storage/sqlite.ts, docs/decisions/0026):
// so that a request's reads take SQLite's WAL read lock once. What must hold: a write this process
// commits is read at once; a write another process commits (the CLI revoking a key) is read by the
// next request (freshReads, which every request starts with) and, at the latest, in the next turn
// of the event loop.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../src/storage/database.js";

const dir = mkdtempSync(join(tmpdir(), "sr-read-transaction-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDatabase(name: string, test: (db: Db, other: SqliteDatabase.Database) => Promise<void>): Promise<void> {
  const file = join(dir, `${name}.sqlite`);
  const db = createDatabase(`sqlite:${file}`);
  await sql`CREATE TABLE notes (body TEXT)`.execute(db.kysely);
  const other = new SqliteDatabase(file);
  try {
    await test(db, other);
  } finally {
    other.close();
    await db.close();
  }
}

const count = async (db: Db) => (await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db.reader)).rows[0]?.n;

describe("the SQLite reader's read transaction", () => {
  it("reads what this process committed at once, in a transaction or on its own", async () => {
    await withDatabase("own-writes", async (db) => {
      expect(await count(db)).toBe(0);
      await sql`INSERT INTO notes VALUES ('one')`.execute(db.kysely);
      expect(await count(db)).toBe(1);
      await db.kysely.transaction().execute(async (trx) => {
        await sql`INSERT INTO notes VALUES ('two')`.execute(trx);
        // Not committed yet: the reader does not see it.
        expect(await count(db)).toBe(1);
      });
      expect(await count(db)).toBe(2);
    });
  });

  it("reads another process's commit after freshReads, and in the next turn of the event loop without it", async () => {
    await withDatabase("other-writes", async (db, other) => {
      expect(await count(db)).toBe(0);
      other.exec("INSERT INTO notes VALUES ('from the CLI')");
      // The same snapshot, within the turn that began it…
      expect(await count(db)).toBe(0);
      // …until a request starts,
      db.freshReads();
      expect(await count(db)).toBe(1);
      other.exec("INSERT INTO notes VALUES ('again')");
      // or the turn ends.
      await nextTurn();
      expect(await count(db)).toBe(2);
    });
  });

  it("ends the reader's snapshot before a write begins, so the write after a complete checkpoint starts the log over", async () => {
    await withDatabase("restart", async (db, other) => {
      const file = join(dir, "restart.sqlite");
      for (let i = 0; i < 20; i++) await sql`INSERT INTO notes VALUES (${"x".repeat(4000)})`.execute(db.kysely);
      const logged = statSync(`${file}-wal`).size;
      // The reader in a snapshot at the log's end, as a request's authentication leaves it…
      expect(await count(db)).toBe(20);
      const [checkpoint] = other.pragma("wal_checkpoint(PASSIVE)") as Array<{ log: number; checkpointed: number }>;
      expect(checkpoint?.checkpointed).toBe(checkpoint?.log);
      // …does not keep the next write from starting the log from its beginning: it does not grow.
      await sql`INSERT INTO notes VALUES ('after')`.execute(db.kysely);
      expect(statSync(`${file}-wal`).size).toBe(logged);
      expect(await count(db)).toBe(21);
    });
  });

  it("holds no transaction open between turns, so another connection can checkpoint the whole log", async () => {
    await withDatabase("checkpoint", async (db, other) => {
      await sql`INSERT INTO notes VALUES ('one')`.execute(db.kysely);
      expect(await count(db)).toBe(1);
      await nextTurn();
      const [result] = other.pragma("wal_checkpoint(TRUNCATE)") as Array<{ busy: number }>;
      expect(result?.busy).toBe(0);
    });
  });
});
