// Work that arrives in one turn of the event loop takes turns (src/domain/runtime/loop-turns.ts): a
// timer set as the first of twenty 2 ms jobs starts fires after a slice of them, not after all
// twenty, and every job still runs, in the order it came. Each job starts from a callback of its own
// in the same turn, as requests read from twenty sockets do.
import { describe, expect, it } from "vitest";
import { SLICE_MS, loopHeld, mustWait, takeTurn } from "../../src/domain/runtime/loop-turns.js";

/** Synchronous work, as a SQLite statement is: the loop can do nothing else meanwhile. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Twenty 2 ms jobs arriving in one turn; how many were done when a timer set by the first one ran. */
async function twentyJobs(takingTurns: boolean): Promise<{ done: number[]; doneWhenTimerRan: number }> {
  const done: number[] = [];
  let doneWhenTimerRan = -1;
  const job = async (n: number) => {
    if (n === 0) setTimeout(() => (doneWhenTimerRan = done.length), 0);
    if (takingTurns) await takeTurn();
    busy(2);
    done.push(n);
  };
  await Promise.all(Array.from({ length: 20 }, (_, n) => new Promise<void>((resolve) => setImmediate(() => void job(n).then(resolve)))));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { done, doneWhenTimerRan };
}

describe("taking turns on the event loop", () => {
  it("lets a timer run after a slice of work, not after all of it", async () => {
    const { done, doneWhenTimerRan } = await twentyJobs(true);
    expect(done).toEqual(Array.from({ length: 20 }, (_, n) => n));
    // A slice holds SLICE_MS of work: 2 ms jobs, so the timer runs after SLICE_MS / 2 + 1 of them at most.
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(1);
    expect(doneWhenTimerRan).toBeLessThanOrEqual(SLICE_MS / 2 + 1);
  });

  it("without taking turns, the same jobs hold the timer until all are done", async () => {
    const { done, doneWhenTimerRan } = await twentyJobs(false);
    expect(done).toHaveLength(20);
    expect(doneWhenTimerRan).toBe(20);
  });
});

describe("work that waits goes on in the order it began waiting", () => {
  it("lets requests that arrive while a batch runs in after a slice of the batch, not after all of it", async () => {
    const items = 40;
    let itemsDone = 0;
    /** For each request: how many of the batch's 1 ms items ran between its arrival and its own work. */
    const itemsWaited: number[] = [];
    const batch = (async () => {
      for (let n = 0; n < items; n++) {
        if (loopHeld()) await takeTurn();
        busy(1);
        itemsDone++;
      }
    })();
    // A request every 2 ms of the batch's run, read from its socket in a turn of its own.
    const requests: Array<Promise<void>> = [];
    const arrivals = setInterval(() => {
      const arrived = itemsDone;
      requests.push(
        (async () => {
          if (mustWait()) await takeTurn();
          busy(0.2);
          itemsWaited.push(itemsDone - arrived);
        })(),
      );
    }, 2);
    await batch;
    clearInterval(arrivals);
    await Promise.all(requests);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    // At most the slice the batch was running when the request arrived, and the item past it.
    expect(Math.max(...itemsWaited), `items waited: ${itemsWaited.join(", ")}`).toBeLessThanOrEqual(SLICE_MS + 1);
  });
});
