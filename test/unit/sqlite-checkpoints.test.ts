// WAL checkpoints run in a worker thread (src/storage/sqlite-checkpoints.ts, docs/decisions/0022):
// the writer's own automatic checkpoint waits until SAFETY_PAGES, so a log moved into the database
// file below that is the worker's doing; under writes without a pause the log is still started over
// long before that; closing the database ends the worker, the log checkpointed.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/storage/database.js";
import { CHECKPOINT_INTERVAL_MS, RESTART_PAGES, SAFETY_PAGES } from "../../src/storage/sqlite-checkpoints.js";

const dir = mkdtempSync(join(tmpdir(), "sr-checkpoints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const walSize = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

describe("SQLite checkpoints off the event loop", () => {
  it("checkpoints in the background, below the writer's own limit, and the log starts over", async () => {
    const file = join(dir, "bounded.sqlite");
    const errors: string[] = [];
    const db = createDatabase(`sqlite:${file}`, (message) => errors.push(message));
    const write = () => sql`INSERT INTO blobs SELECT randomblob(${MB}) UNION ALL SELECT randomblob(${MB})`.execute(db.kysely);
    try {
      await sql`CREATE TABLE blobs (data BLOB)`.execute(db.kysely);
      // 24 MB in 2 MB transactions: far under the writer's own limit (SAFETY_PAGES of 4 KB, 40 MB),
      // so the writer never checkpoints; the log holds all of it, the database file none of it.
      expect(SAFETY_PAGES * 4096).toBeGreaterThan(34 * MB);
      for (let i = 0; i < 12; i++) await write();
      expect(walSize(file)).toBeGreaterThan(24 * MB);
      expect(statSync(file).size).toBeLessThan(MB);
      // Only the worker can move it into the database file.
      const deadline = Date.now() + 10 * CHECKPOINT_INTERVAL_MS;
      while (statSync(file).size < 24 * MB && Date.now() < deadline) await sleep(CHECKPOINT_INTERVAL_MS / 10);
      expect(statSync(file).size).toBeGreaterThan(24 * MB);
      // Once the log is checkpointed whole, the next write starts it over instead of growing it. The
      // worker may still be copying when the file has grown: each write that grew the log gets one
      // more interval (at most 5 writes: 34 MB in all, still under the writer's own limit).
      let writes = 12;
      let restarted = false;
      for (let attempt = 0; attempt < 5 && !restarted; attempt++) {
        const logged = walSize(file);
        await write();
        writes++;
        restarted = walSize(file) === logged;
        if (!restarted) await sleep(CHECKPOINT_INTERVAL_MS);
      }
      expect(restarted).toBe(true);
      const count = await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(db.reader);
      expect(count.rows[0]?.n).toBe(2 * writes);
      expect(errors).toEqual([]);
    } finally {
      await db.close();
    }
    // Closed: the worker has ended, every write is in the database file, and the log is gone.
    expect(walSize(file)).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(26 * MB);
  });

  it("starts the log over under writes that never pause long enough for a checkpoint to finish", async () => {
    const file = join(dir, "busy.sqlite");
    const errors: string[] = [];
    const db = createDatabase(`sqlite:${file}`, (message) => errors.push(message));
    const KB = 1024;
    try {
      await sql`CREATE TABLE blobs (data BLOB)`.execute(db.kysely);
      // 48 MB in 64 KB transactions, 2 ms apart: more than the writer's own limit (40 MB), and no
      // pause long enough for a checkpoint of a quarter second of writes to finish in it. Without the
      // writer waiting for a whole checkpoint once the log is long, the log grows to that limit.
      expect(SAFETY_PAGES * 4096).toBeLessThan(48 * 1024 * KB);
      let longest = 0;
      for (let i = 0; i < 768; i++) {
        await db.kysely.transaction().execute((trx) => sql`INSERT INTO blobs SELECT randomblob(${64 * KB})`.execute(trx));
        longest = Math.max(longest, walSize(file));
        await sleep(2);
      }
      // At most RESTART_PAGES (8 MB) and the writes of one checkpoint interval; 24 MB leaves room for a slow machine.
      expect(RESTART_PAGES * 4096).toBeLessThanOrEqual(8 * MB);
      expect(longest).toBeLessThan(24 * MB);
      const count = await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(db.reader);
      expect(count.rows[0]?.n).toBe(768);
      expect(errors).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
