// WAL checkpoints off the event loop. SQLite checkpoints a WAL database in the call that commits once
// the log passes wal_autocheckpoint pages: it copies the log into the database file and syncs both,
// in better-sqlite3's synchronous call, on the event loop (about a quarter of the write rate under a
// POST load: docs/benchmarks.md). Here a worker thread, with a connection of its own, checkpoints
// every CHECKPOINT_INTERVAL_MS that the writer has written in, while the writer waits for it
// (asynchronously: the event loop goes on, reads too; writes queue as behind a transaction). Once all
// of the log is copied the worker starts it over itself, with a write of one page, whose commit syncs
// the new log's header. So no file is ever synced on the event loop: a sync there, or a write to the
// log while another thread synced it, froze the loop for as long as the disk took, 0.3-0.8 s at
// times on this machine's shared disk (decision 0022, third addendum). The writer keeps an automatic
// checkpoint at SAFETY_PAGES, ten times SQLite's default, so the log stays bounded even if the worker
// failed; that one runs on the event loop. Only a server starts the worker (createDatabase with a
// handler for its errors): a CLI command is over before a checkpoint matters.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** How often the worker checkpoints, if the writer wrote meanwhile. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The writer's own automatic checkpoint (pages of 4 KB): a safety net, 40 MB of log. */
export const SAFETY_PAGES = 10_000;
/**
 * How often the worker tries to start the log over, 2 ms apart, while a read that began before the
 * checkpoint ended still holds the log (a turn of the event loop's reads): a restart needs none.
 */
const RESTART_TRIES = 10;

// The worker is a script, not a module file, so that it runs the same from src/ (tests) and dist/.
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
// As the writer's: the checkpoint syncs the log and the database file, a commit syncs nothing but a
// new log's header.
db.pragma("synchronous = NORMAL");
// The commit that starts the log over also cuts the file to its one page: the writer's next pages
// then go past the file's end. Written over the old log instead, a page the kernel no longer
// holds had to be read first, as the writer waited (a frame is 24 bytes longer than a file page).
db.pragma("journal_size_limit = 0");
const { closeSync, openSync, readSync } = require("node:fs");
const pause = new Int32Array(new SharedArrayBuffer(4));
const checkpoint = () => db.pragma("wal_checkpoint(PASSIVE)")[0];
// The log's checkpoint sequence number (its header's bytes 12-15): one more each time it starts over.
const sequence = () => {
  const fd = openSync(workerData.file + "-wal", "r");
  try {
    const header = Buffer.alloc(4);
    readSync(fd, header, 0, 4, 12);
    return header.readUInt32BE(0);
  } finally {
    closeSync(fd);
  }
};
// The log checkpointed whole, then started over by a write of one page (the database header's
// user_version, rewritten as it is): the writer's next commit adds to a log begun here. A read that
// began before the checkpoint ended keeps the log from starting over; the page then went on the end
// of the log, so the writer cannot start it over either, and the worker tries again.
const checkpointAndRestart = () => {
  for (let tries = 1; ; tries++) {
    const { log, checkpointed } = checkpoint();
    if (log <= 0) return;
    if (checkpointed === log) {
      const before = sequence();
      db.pragma("user_version = " + db.pragma("user_version", { simple: true }));
      if (sequence() !== before) return;
    }
    if (tries === workerData.restartTries) return;
    Atomics.wait(pause, 0, 0, 2);
  }
};
const failure = (error) => String(error && error.message ? error.message : error);
parentPort.on("message", (message) => {
  if (message === "checkpoint") {
    try {
      checkpointAndRestart();
      parentPort.postMessage({ checkpointed: true });
    } catch (error) {
      parentPort.postMessage({ checkpointed: true, error: failure(error) });
    }
    return;
  }
  try {
    checkpoint();
  } catch (error) {
    parentPort.postMessage({ error: failure(error) });
  }
  db.close();
  parentPort.close();
});
`;

/** What the checkpoints need of the writer's connection (sqlite-group-commit.ts). */
export interface Writer {
  /** Changes whenever the writer commits. */
  readonly commits: number;
  /** Runs `work` while the writer writes nothing. */
  whileIdle(work: () => Promise<void>): Promise<void>;
}

export interface Checkpointer {
  /** The checkpoint under way ends, then a last one, then the worker. */
  stop(): Promise<void>;
}

/**
 * Starts the checkpoints of the WAL database `file`, whose writer is `connection` (`writer` holding
 * it); `onError` hears a failed checkpoint (the safety net still bounds the log).
 */
export function startCheckpoints(file: string, connection: SqliteDatabase.Database, writer: Writer, onError: (message: string) => void): Checkpointer {
  connection.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve("better-sqlite3"), restartTries: RESTART_TRIES },
  });
  // The checkpoints never keep a process alive.
  worker.unref();
  let answered: (() => void) | undefined;
  let alive = true;
  worker.on("message", (message: { error?: string; checkpointed?: boolean }) => {
    if (message.error !== undefined) onError(message.error);
    if (message.checkpointed) answered?.();
  });
  worker.on("error", (error) => onError(error.message));
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      alive = false;
      answered?.();
      resolve();
    }),
  );
  // Held while the writer waits for it: the writes queued behind it keep the process alive.
  const checkpoint = () =>
    new Promise<void>((resolve) => {
      worker.ref();
      answered = () => {
        answered = undefined;
        worker.unref();
        resolve();
      };
      worker.postMessage("checkpoint");
    });
  let seen = writer.commits;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running !== undefined || !alive || writer.commits === seen) return;
    seen = writer.commits;
    running = writer.whileIdle(checkpoint).finally(() => {
      running = undefined;
    });
  }, CHECKPOINT_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      if (!alive) return;
      // Held while it takes its last checkpoint, so that awaiting the stop keeps the process alive.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
