// The answers of one turn of the event loop are written together, when the turn ends. Under load a
// turn answers several requests (a slice of work, src/domain/runtime/loop-turns.ts); written one by
// one, each answer's socket write woke the waiting client on its own, and on this machine kind that
// wake-up made `writev` the largest single cost of a GET (26 µs of ~176 µs a request in a profile,
// against 23 µs for a whole request of the bare node:http ceiling). Written together at the end of
// the turn, the first write wakes the client and the others find it awake (docs/decisions/0030).
// An answer waits at most for the rest of its turn's slice (5 ms); a lone request, for nothing but
// the loop's check phase. Registered before every other onSend hook, so those see the moment of writing.
import type { FastifyInstance } from "fastify";

type Send = () => void;

export function registerAnswersAtTurnEnd(app: FastifyInstance): void {
  let waiting: Send[] = [];
  const writeAll = () => {
    const answers = waiting;
    waiting = [];
    for (const send of answers) send();
  };
  app.addHook("onSend", (_request, _reply, payload, done) => {
    if (waiting.length === 0) setImmediate(writeAll);
    waiting.push(() => done(null, payload));
  });
}
