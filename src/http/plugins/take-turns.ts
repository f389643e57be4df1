// Requests take turns on the event loop: one that arrives when the current turn has already run its
// slice of our work (src/domain/runtime/loop-turns.ts) waits for the loop's next turn, so a burst of
// requests on SQLite, whose statements run synchronously, is served a slice at a time and never
// holds timers, stream heartbeats and other connections for the whole burst.
import type { FastifyInstance } from "fastify";
import { loopHeld, takeTurn } from "../../domain/runtime/loop-turns.js";

export function registerTakeTurns(app: FastifyInstance): void {
  app.addHook("onRequest", async () => {
    if (loopHeld()) await takeTurn();
  });
}
