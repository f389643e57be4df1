// Work that arrives in one turn of the event loop takes turns (src/domain/runtime/loop-turns.ts): a
// timer set when twenty 2 ms jobs arrive fires after a slice of them, not after all twenty, and every
// job still runs, in the order it came. Each job starts from a callback of its own in the same turn,
// as requests read from twenty sockets do.
import { describe, expect, it } from "vitest";
import { SLICE_MS, takeTurn } from "../../src/domain/runtime/loop-turns.js";

/** Synchronous work, as a SQLite statement is: the loop can do nothing else meanwhile. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("taking turns on the event loop", () => {
  it("lets a timer run after a slice of work, not after all of it", async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const done: number[] = [];
    let doneWhenTimerRan = -1;
    setTimeout(() => (doneWhenTimerRan = done.length), 0);
    const job = async (n: number) => {
      await takeTurn();
      busy(2);
      done.push(n);
    };
    await Promise.all(Array.from({ length: 20 }, (_, n) => new Promise<void>((resolve) => setImmediate(() => void job(n).then(resolve)))));
    expect(done).toEqual(Array.from({ length: 20 }, (_, n) => n));
    // A slice holds SLICE_MS of work: 2 ms jobs, so at most SLICE_MS / 2 + 1 of them before the
    // timer (none, when the timer is due before the jobs' turn begins).
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThanOrEqual(SLICE_MS / 2 + 1);
  });

  it("without taking turns, the same jobs hold the timer until all are done", async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const done: number[] = [];
    let doneWhenTimerRan = -1;
    setTimeout(() => (doneWhenTimerRan = done.length), 0);
    const job = (n: number) => {
      busy(2);
      done.push(n);
    };
    await Promise.all(Array.from({ length: 20 }, (_, n) => new Promise<void>((resolve) => setImmediate(() => resolve(job(n))))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(doneWhenTimerRan).toBe(20);
  });
});
