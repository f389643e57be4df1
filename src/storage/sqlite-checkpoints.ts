// WAL checkpoints off the event loop. SQLite checkpoints a WAL database in the call that commits once
// the log passes wal_autocheckpoint pages: it copies the log into the database file and syncs it,
// in better-sqlite3's synchronous call, on the event loop (about a quarter of the write rate under a
// POST load: docs/benchmarks.md). Here a worker thread, with a connection of its own, runs a passive
// checkpoint every CHECKPOINT_INTERVAL_MS; a passive checkpoint waits for no lock, so the writer and
// the reader go on meanwhile, and the next write after a complete one starts the log from its
// beginning. The writer keeps an automatic checkpoint at SAFETY_PAGES, ten times SQLite's default,
// so the log stays bounded even if the worker could not keep up or failed. Only a server starts it
// (createDatabase with a handler for its errors): a CLI command is over before a checkpoint matters.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** How often the worker checkpoints. */
export const CHECKPOINT_INTERVAL_MS = 1_000;
/** The writer's own automatic checkpoint (pages of 4 KB): a safety net, 40 MB of log. */
export const SAFETY_PAGES = 10_000;

// The worker is a script, not a module file, so that it runs the same from src/ (tests) and dist/.
const SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** A last checkpoint, then the worker ends. */
  stop(): Promise<void>;
}

/** Starts the checkpoints of the WAL database `file`, whose writer is `writer`; `onError` hears a failed checkpoint (the safety net still bounds the log). */
export function startCheckpoints(file: string, writer: SqliteDatabase.Database, onError: (message: string) => void): Checkpointer {
  writer.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve("better-sqlite3"), intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // The checkpoints never keep a process alive.
  worker.unref();
  worker.on("message", (message: { error?: string }) => {
    if (message.error !== undefined) onError(message.error);
  });
  worker.on("error", (error) => onError(error.message));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    async stop() {
      // Held while it takes its last checkpoint, so that awaiting the stop keeps the process alive.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
