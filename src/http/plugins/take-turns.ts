// Requests take turns on the event loop: one that arrives when the current turn has already run its
// slice of our work (src/domain/runtime/loop-turns.ts), or while other work waits for a turn, waits
// for a turn of its own behind that work, so a burst of requests on SQLite, whose statements run
// synchronously, is served a slice at a time and never holds timers, stream heartbeats and other
// connections (nor they a batch's slices) for the whole burst.
import type { FastifyInstance } from "fastify";
import { mustWait, takeTurn } from "../../domain/runtime/loop-turns.js";

export function registerTakeTurns(app: FastifyInstance): void {
  app.addHook("onRequest", async () => {
    if (mustWait()) await takeTurn();
  });
}
