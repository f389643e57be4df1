// WAL checkpoints run in a worker thread while the writer waits (src/storage/sqlite-checkpoints.ts,
// docs/decisions/0022): the writer's own automatic checkpoint waits until SAFETY_PAGES, so a log
// moved into the database file below that is the worker's doing; the worker starts the log over
// itself, with a commit of its own that cuts the file to one page, so the writer's next commit adds
// to a log begun there (and syncs nothing, nor reads the old log's pages back); under writes without a pause, and reads that hold the log, the log stays short; the
// worker's commits are not told as another process's; closing the database ends the worker, the
// log checkpointed.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/storage/database.js";
import { CHECKPOINT_INTERVAL_MS, SAFETY_PAGES } from "../../src/storage/sqlite-checkpoints.js";

const dir = mkdtempSync(join(tmpdir(), "sr-checkpoints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const KB = 1024;
const walSize = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

describe("SQLite checkpoints off the event loop", () => {
  it("checkpoints in the background, below the writer's own limit, and the worker starts the log over", async () => {
    const file = join(dir, "bounded.sqlite");
    const errors: string[] = [];
    const db = createDatabase(`sqlite:${file}`, (message) => errors.push(message));
    const write = () => sql`INSERT INTO blobs SELECT randomblob(${MB}) UNION ALL SELECT randomblob(${MB})`.execute(db.kysely);
    try {
      await sql`CREATE TABLE blobs (data BLOB)`.execute(db.kysely);
      // 24 MB in 2 MB transactions: far under the writer's own limit (SAFETY_PAGES of 4 KB, 40 MB),
      // so the writer never checkpoints.
      expect(SAFETY_PAGES * 4096).toBeGreaterThan(34 * MB);
      for (let i = 0; i < 12; i++) await write();
      expect(walSize(file)).toBeGreaterThan(2 * MB);
      // Only the worker can move it into the database file.
      const deadline = Date.now() + 10 * CHECKPOINT_INTERVAL_MS;
      while (statSync(file).size < 24 * MB && Date.now() < deadline) await sleep(CHECKPOINT_INTERVAL_MS / 10);
      expect(statSync(file).size).toBeGreaterThan(24 * MB);
      // With nothing written meanwhile, the worker's checkpoint after the last write committed its
      // page that starts the log over, and cut the file to it (the log's header and one frame: the
      // writer's connection cuts nothing); the writer's next write goes on after it.
      const ONE_PAGE_LOG = 32 + 24 + 4096;
      const cut = Date.now() + 10 * CHECKPOINT_INTERVAL_MS;
      while (walSize(file) !== ONE_PAGE_LOG && Date.now() < cut) await sleep(CHECKPOINT_INTERVAL_MS / 10);
      expect(walSize(file)).toBe(ONE_PAGE_LOG);
      await write();
      expect(walSize(file)).toBeGreaterThan(ONE_PAGE_LOG + 2 * MB);
      expect(walSize(file)).toBeLessThan(ONE_PAGE_LOG + 3 * MB);
      const count = await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(db.reader);
      expect(count.rows[0]?.n).toBe(26);
      expect(errors).toEqual([]);
    } finally {
      await db.close();
    }
    // Closed: the worker has ended, every write is in the database file, and the log is gone.
    expect(walSize(file)).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(26 * MB);
  });

  it("keeps the log short under writes that never pause, while reads hold it turn after turn", async () => {
    const file = join(dir, "busy.sqlite");
    const errors: string[] = [];
    const db = createDatabase(`sqlite:${file}`, (message) => errors.push(message));
    await sql`CREATE TABLE blobs (data BLOB)`.execute(db.kysely);
    let writing = true;
    let reads = 0;
    // A read in every turn of the event loop, as a server under GETs: each turn's reads hold one
    // snapshot of the log until the turn ends, which keeps the log from starting over meanwhile.
    const reader = (async () => {
      while (writing) {
        await sql`SELECT count(*) FROM blobs`.execute(db.reader);
        reads++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      // 48 MB in 64 KB transactions, 2 ms apart: more than the writer's own limit (40 MB).
      expect(SAFETY_PAGES * 4096).toBeLessThan(48 * MB);
      let longest = 0;
      for (let i = 0; i < 768; i++) {
        await db.kysely.transaction().execute((trx) => sql`INSERT INTO blobs SELECT randomblob(${64 * KB})`.execute(trx));
        longest = Math.max(longest, walSize(file));
        await sleep(2);
      }
      writing = false;
      await reader;
      // A checkpoint interval's writes (about 8 MB here) and the log of the interval before it; 24
      // MB leaves room for a slow machine. Without the worker starting it over, the log reaches the
      // writer's own limit.
      expect(longest).toBeLessThan(24 * MB);
      expect(reads).toBeGreaterThan(768);
      const count = await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(db.reader);
      expect(count.rows[0]?.n).toBe(768);
      expect(errors).toEqual([]);
    } finally {
      writing = false;
      await reader;
      await db.close();
    }
  });

  it("tells another process's events, not the worker's commits", async () => {
    const file = join(dir, "watched.sqlite");
    const db = createDatabase(`sqlite:${file}`, () => {});
    const other = new Database(file);
    let told = 0;
    try {
      await sql`CREATE TABLE events (id TEXT PRIMARY KEY)`.execute(db.kysely);
      await sql`CREATE TABLE blobs (data BLOB)`.execute(db.kysely);
      const stop = db.watchOtherWriters?.(20, () => told++);
      // This process's writes, and the worker's commit that starts the log over after them.
      for (let i = 0; i < 5; i++) await sql`INSERT INTO blobs SELECT randomblob(${64 * KB})`.execute(db.kysely);
      await sleep(3 * CHECKPOINT_INTERVAL_MS);
      expect(told).toBe(0);
      // Another process's commit without events: nothing to tell either.
      other.prepare("INSERT INTO blobs VALUES (x'00')").run();
      await sleep(100);
      expect(told).toBe(0);
      other.prepare("INSERT INTO events VALUES ('01a206e5-2aa1-755a-af8f-9df7cb4c462b')").run();
      const deadline = Date.now() + 2_000;
      while (told === 0 && Date.now() < deadline) await sleep(20);
      expect(told).toBe(1);
      stop?.();
    } finally {
      other.close();
      await db.close();
    }
  });
});
