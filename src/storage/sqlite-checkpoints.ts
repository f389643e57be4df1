// WAL checkpoints off the event loop. SQLite checkpoints a WAL database in the call that commits once
// the log passes wal_autocheckpoint pages: it copies the log into the database file and syncs it,
// in better-sqlite3's synchronous call, on the event loop (about a quarter of the write rate under a
// POST load: docs/benchmarks.md). Here a worker thread, with a connection of its own, runs a passive
// checkpoint every CHECKPOINT_INTERVAL_MS; a passive checkpoint waits for no lock, so the writer and
// the reader go on meanwhile, and the next write after a complete one starts the log from its
// beginning. Under writes without a pause no checkpoint is complete when the next write begins, so
// once the worker finds the log past RESTART_PAGES, the writer's next transaction first waits
// (asynchronously: the event loop goes on) for one more checkpoint, with nothing written meanwhile,
// and then starts the log over (decision 0022, second addendum). The writer keeps an automatic
// checkpoint at SAFETY_PAGES, ten times SQLite's default, so the log stays bounded even if the
// worker failed; that one runs on the event loop. Only a server starts the worker (createDatabase
// with a handler for its errors): a CLI command is over before a checkpoint matters.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** How often the worker checkpoints. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The writer's own automatic checkpoint (pages of 4 KB): a safety net, 40 MB of log. */
export const SAFETY_PAGES = 10_000;
/** A log longer than this (pages: 8 MB) is started over at the next write, after a checkpoint of all of it. */
export const RESTART_PAGES = 2_000;
/** How long a write waits for that checkpoint before it goes on without (a worker that stopped answering). */
const RESTART_WAIT_MS = 1_000;

// The worker is a script, not a module file, so that it runs the same from src/ (tests) and dist/.
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
// The pages left in the log after the checkpoint (copied or not).
const checkpoint = () => {
  try {
    return db.pragma("wal_checkpoint(PASSIVE)")[0].log;
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
    return 0;
  }
};
// Said only when the log is long: an idle server's loop is not woken four times a second.
const timer = setInterval(() => {
  if (checkpoint() > workerData.restartPages) parentPort.postMessage({ logLong: true });
}, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message === "checkpoint") {
    checkpoint();
    return parentPort.postMessage({ checkpointed: true });
  }
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /**
   * Called before the writer begins a transaction: once the log is past RESTART_PAGES, a promise
   * that resolves when a checkpoint has copied all of it (the transaction then starts it over);
   * otherwise undefined, and the transaction begins at once.
   */
  beforeWrite: () => Promise<void> | undefined;
  /** A last checkpoint, then the worker ends. */
  stop(): Promise<void>;
}

/** Starts the checkpoints of the WAL database `file`, whose writer is `writer`; `onError` hears a failed checkpoint (the safety net still bounds the log). */
export function startCheckpoints(file: string, writer: SqliteDatabase.Database, onError: (message: string) => void): Checkpointer {
  writer.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve("better-sqlite3"), intervalMs: CHECKPOINT_INTERVAL_MS, restartPages: RESTART_PAGES },
  });
  // The checkpoints never keep a process alive.
  worker.unref();
  let logLong = false;
  let checkpointed: (() => void) | undefined;
  worker.on("message", (message: { error?: string; logLong?: boolean; checkpointed?: boolean }) => {
    if (message.error !== undefined) onError(message.error);
    if (message.logLong) logLong = true;
    if (message.checkpointed) checkpointed?.();
  });
  worker.on("error", (error) => onError(error.message));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    beforeWrite: () => {
      if (!logLong || checkpointed !== undefined) return undefined;
      // Asked once: the worker says so again if the log is still long (a reader kept it from starting over).
      logLong = false;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          checkpointed = undefined;
          resolve();
        };
        const timeout = setTimeout(done, RESTART_WAIT_MS);
        checkpointed = done;
        worker.postMessage("checkpoint");
      });
    },
    async stop() {
      // Held while it takes its last checkpoint, so that awaiting the stop keeps the process alive.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
