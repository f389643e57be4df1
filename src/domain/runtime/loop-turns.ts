// How long this turn of the event loop has run our work, and a way to let the loop go. On SQLite
// every statement runs synchronously and an `await` on it resumes in the same turn, so requests that
// arrive together (and a batch's items) would otherwise run one after another in one turn: timers,
// stream heartbeats and every other connection wait for all of them (docs/decisions/0027). The
// HTTP adapter lets each request in only while the turn is within its slice and nothing waits before
// it, and a batch yields between items; on PostgreSQL a statement waits on the network, so the loop
// turns by itself. Work that waits goes on in the order it began waiting (docs/decisions/0031): a
// batch that yields goes behind the requests that came meanwhile, not before them.
import { setImmediate as nextImmediate } from "node:timers/promises";

/** What one turn of the event loop may run of our work before the loop serves others. */
export const SLICE_MS = 5;

/** When this turn's work began (its first look); `armed` until an immediate, which runs once the loop has turned, ends the turn. */
let since = 0;
let armed = false;

/** The work waiting for a turn, first come first. */
const waiting: object[] = [];

/**
 * Whether the current turn has run `sliceMs` of work since its first look; the first look starts the
 * turn's slice. Work that can stop anywhere (a batch, between items) may ask for less than SLICE_MS.
 */
export function loopHeld(sliceMs = SLICE_MS): boolean {
  if (!armed) {
    armed = true;
    since = performance.now();
    setImmediate(() => {
      armed = false;
    });
  }
  return performance.now() - since >= sliceMs;
}

/** Whether work about to begin should take a turn first: this turn has run its slice, or other work waits already. */
export function mustWait(): boolean {
  return waiting.length > 0 || loopHeld();
}

/**
 * Waits, turn after turn, until a turn has room and all the work that began waiting earlier has gone
 * on: what was waiting to run (timers, other connections) runs first. At once when nothing waits and
 * the turn has room.
 */
export async function takeTurn(): Promise<void> {
  if (!mustWait()) return;
  const turn = {};
  waiting.push(turn);
  do await nextImmediate();
  while (waiting[0] !== turn || loopHeld());
  waiting.shift();
}
