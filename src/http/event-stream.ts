// GET /api/v1/teams/{teamId}/events/stream: a team's change stream as Server-Sent Events. Opening it
// is the streamEvents operation (src/domain/operations/event-stream.ts: scope, membership, where it
// starts, 410 for a cursor no longer kept), run through the runner like any read; this adapter holds
// the connection. A stream reads the event log after its position whenever the change feed wakes it
// (and, in case a wake was lost, at every recheck), sends one message per event, a comment as a
// heartbeat, and runs the operation again at every recheck with the credential it opened with, so a
// revoked or expired credential or a member who left ends it. It is not a route of the route table
// (src/http/routes.ts): the runner answers once, a stream never ends (docs/decisions/0017).
// The streams are held here for two routes: this one, with a Bearer credential, and the board's
// (src/web/board/live.ts), with the browser's session; only how the holder is found again differs.
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../auth/actor.js";
import { authenticate } from "../auth/authenticate.js";
import { EVENT_STREAM_HTTP as binding, openEventStream, readTeamLog, streamFilter } from "../domain/operations/event-stream.js";
import { runOperation, type RawInput } from "../domain/runtime/run.js";
import { AppError, errorBody } from "../errors.js";
import type { EventStreamStart } from "../schemas/events.js";
import type { Services } from "../services.js";
import { requireActor } from "./plugins/identify.js";
import type { RouteSpec } from "./register-route.js";

/** The stream's route, for the OpenAPI document (it is registered here, not from the route table). */
export const EVENT_STREAM_ROUTE: RouteSpec = { method: binding.method, url: binding.path, operation: openEventStream, http: binding };

/** Events read from the log at a time; a slow reader's buffer is checked between messages. */
const PAGE = 100;
/** How long a reader may take to drain a full buffer while catching up before it is dropped. */
const DRAIN_MS = 10_000;
/** What EventSource waits before it reconnects (the `retry:` hint). */
export const RETRY_MS = 2_000;
/** How long a stream's reader has to take its end when the server shuts down. */
const SHUTDOWN_GRACE_MS = 1_000;
/** Retry-After for too_many_streams: a slot frees when the caller closes a stream, which we cannot foresee. */
const TOO_MANY_RETRY_S = 5;
/** How soon to read again when an event waits behind an older transaction still running (PostgreSQL). */
const WAITING_MS = 50;

/** Who opens a stream, and how to find them again at every recheck (their credential may be revoked or expired by then: it throws). */
export interface StreamHolder {
  actor: Actor;
  reauthenticate: () => Promise<Actor>;
}

/** Holds a stream on a request whose route has found its holder; throws the operation's refusal before anything is sent. */
export interface EventStreams {
  open(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder): Promise<void>;
}

interface Stream {
  team: Team;
  /** Whether it sends every type (no filter): it takes a page's text as it is. */
  sendsAll: boolean;
  sends: (type: string) => boolean;
  userId: string;
  reauthenticate: () => Promise<Actor>;
  requestId: string;
  raw: RawInput;
  start: EventStreamStart;
  position: EventStreamStart["position"];
  res: ServerResponse;
  reading: boolean;
  again: boolean;
  closed: boolean;
  retry: NodeJS.Timeout | undefined;
}

/** A team followed by streams of this instance: one subscription to the feed for all of them. */
interface Team {
  id: string;
  streams: Set<Stream>;
  /** Counts the feed's wakes: a read begun at generation g began after the g-th wake, so a stream woken then may share it. */
  generation: number;
  /** Whether the team's streams are to be woken at the end of this turn of the event loop. */
  waking: boolean;
  unsubscribe: () => void;
}

/** One read of a team's log, shared by the streams that stand at its position: each message serialised once. */
interface SharedRead {
  messages: Array<{ type: string; position: EventStreamStart["position"]; text: string }>;
  /** Every message of the page, one after another: what a stream without a filter writes, at once. */
  text: string;
  more: boolean;
  waiting: boolean;
}

/** The API's stream route, with the Bearer credential it was opened with. */
export function registerEventStream(app: FastifyInstance, services: Services, streams: EventStreams, prefix: string): void {
  app.get(prefix + binding.path, async (request: FastifyRequest, reply) => {
    const authorization = request.headers.authorization ?? "";
    await streams.open(request, reply, { actor: requireActor(request), reauthenticate: () => authenticate(services.db.reader, authorization, services.now()) });
  });
}

/** The open streams of this server, whichever route opened them: one per-user limit, one heartbeat and one recheck for all. */
export function createEventStreams(app: FastifyInstance, services: Services): EventStreams {
  const { perUser, heartbeatMs, recheckMs, maxBufferedBytes } = services.config.streams;
  const open = new Set<Stream>();
  const byUser = new Map<string, number>();
  const teams = new Map<string, Team>();
  const reads = new Map<string, Promise<SharedRead>>();
  const log = services.logger;

  function follow(teamId: string): Team {
    let team = teams.get(teamId);
    if (team === undefined) {
      const created: Team = { id: teamId, streams: new Set(), generation: 0, waking: false, unsubscribe: () => undefined };
      // The commits announced in one turn of the event loop wake the team's streams once, after it:
      // under a write load one read (and one write a stream) takes several events.
      created.unsubscribe = services.changes.subscribe(teamId, () => {
        if (created.waking) return;
        created.waking = true;
        setImmediate(() => {
          created.waking = false;
          created.generation++;
          for (const stream of created.streams) void pump(stream);
        });
      });
      teams.set(teamId, created);
      team = created;
    }
    return team;
  }

  function sharedRead(stream: Stream): Promise<SharedRead> {
    const { team, position } = stream;
    const key = `${team.id} ${team.generation} ${JSON.stringify(position)}`;
    let read = reads.get(key);
    if (read === undefined) {
      read = readTeamLog(services.db.reader, team.id, position, PAGE)
        .then((found) => {
          const messages = found.events.map(({ record, position: after }) => ({ type: record.type, position: after, text: `id: ${record.id}\ndata: ${JSON.stringify(record)}\n\n` }));
          return { messages, text: messages.map((message) => message.text).join(""), more: found.more, waiting: found.waiting };
        })
        .finally(() => reads.delete(key));
      reads.set(key, read);
    }
    return read;
  }

  function end(stream: Stream, error?: AppError): void {
    if (stream.closed) return;
    stream.closed = true;
    open.delete(stream);
    const left = (byUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) byUser.set(stream.userId, left);
    else byUser.delete(stream.userId);
    stream.team.streams.delete(stream);
    if (stream.team.streams.size === 0) {
      stream.team.unsubscribe();
      teams.delete(stream.team.id);
    }
    clearTimeout(stream.retry);
    // Why it ends, for a client that reads it (an EventSource reconnects and meets the same error as a 4xx).
    if (error && !stream.res.destroyed) stream.res.write(`event: error\ndata: ${JSON.stringify(errorBody(error, stream.requestId))}\n\n`);
    stream.res.end();
  }

  /** Writes (a heartbeat, or a page's messages) unless the reader lets more than the bound wait in its buffer: then it is dropped, to resume with Last-Event-ID. */
  function send(stream: Stream, text: string): boolean {
    if (stream.closed) return false;
    if (stream.res.writableLength > maxBufferedBytes) {
      log.info({ requestId: stream.requestId, buffered: stream.res.writableLength }, "event stream dropped: the reader is too slow");
      end(stream);
      stream.res.destroy();
      return false;
    }
    stream.res.write(text);
    return true;
  }

  function drained(stream: Stream): Promise<boolean> {
    if (!stream.res.writableNeedDrain) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        stream.res.off("drain", onDrain);
        stream.res.off("close", onClose);
        resolve(ok && !stream.closed);
      };
      const onDrain = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), DRAIN_MS);
      stream.res.on("drain", onDrain);
      stream.res.on("close", onClose);
    });
  }

  /** Reads the log after the stream's position and sends what its filter takes, until nothing more is there. */
  async function pump(stream: Stream): Promise<void> {
    if (stream.closed) return;
    if (stream.reading) return void (stream.again = true);
    stream.reading = true;
    try {
      do {
        stream.again = false;
        const page = await sharedRead(stream);
        const last = page.messages.at(-1);
        if (last !== undefined) {
          // The page's messages it takes, in one write.
          const text = stream.sendsAll ? page.text : page.messages.flatMap((message) => (stream.sends(message.type) ? [message.text] : [])).join("");
          if (text !== "" && !send(stream, text)) return;
          stream.position = last.position;
        }
        if (page.more) {
          stream.again = true;
          if (!(await drained(stream))) {
            if (!stream.closed) end(stream);
            return;
          }
        }
        if (page.waiting && stream.retry === undefined) {
          stream.retry = setTimeout(() => {
            stream.retry = undefined;
            void pump(stream);
          }, WAITING_MS);
        }
      } while (stream.again && !stream.closed);
    } catch (error) {
      log.error({ err: error, requestId: stream.requestId }, "event stream: could not read the log");
      end(stream);
    } finally {
      stream.reading = false;
    }
  }

  /** The checks of opening, again, with the credential the stream opened with. */
  async function recheck(stream: Stream): Promise<void> {
    try {
      const actor = await stream.reauthenticate();
      await runOperation(services, openEventStream, actor, { ...stream.raw, query: { type: (stream.raw.query as { type?: unknown }).type } });
    } catch (error) {
      if (error instanceof AppError) return end(stream, error);
      // The database failing is no reason to end a stream: it reads again at the next recheck.
      log.error({ err: error, requestId: stream.requestId }, "event stream: could not recheck access");
    }
  }

  // One timer for all streams each, not one per stream: 1,000 idle streams cost their sockets.
  const heartbeat = setInterval(() => {
    for (const stream of open) send(stream, ":\n\n");
  }, heartbeatMs);
  heartbeat.unref();
  const recheckAll = setInterval(() => {
    for (const stream of open) {
      void recheck(stream).then(() => pump(stream));
    }
  }, recheckMs);
  recheckAll.unref();
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    clearInterval(recheckAll);
    for (const stream of [...open]) {
      end(stream);
      // A reader that does not read would hold the shutdown: it has a moment to take the end, then is cut.
      setTimeout(() => stream.res.destroy(), SHUTDOWN_GRACE_MS).unref();
    }
  });

  async function openStream(request: FastifyRequest, reply: FastifyReply, { actor, reauthenticate }: StreamHolder): Promise<void> {
    const lastEventId = request.headers["last-event-id"];
    const fromHeader = typeof lastEventId === "string" && lastEventId !== "";
    const query = fromHeader ? { ...(request.query as object), after: lastEventId } : request.query;
    const raw: RawInput = { params: request.params, query, requestId: request.id };
    let start: EventStreamStart;
    try {
      start = (await runOperation(services, openEventStream, actor, raw)) as EventStreamStart;
    } catch (error) {
      // The header is what the caller sent: the error names it.
      if (fromHeader && error instanceof AppError && error.param === "after") throw new AppError(error.code, error.message.replace("'after'", "'Last-Event-ID'"), "Last-Event-ID");
      throw error;
    }
    const held = byUser.get(actor.userId) ?? 0;
    if (held >= perUser) {
      throw new AppError(
        "too_many_streams",
        `You already hold ${held} event streams on this server, the most allowed (SPRINTROOM_STREAMS_PER_USER); close one first.`,
        undefined,
        TOO_MANY_RETRY_S,
      );
    }
    byUser.set(actor.userId, held + 1);
    const res = reply.raw;
    // Fastify runs no onSend hook for a hijacked reply: the headers our hooks set are carried over here.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    reply.hijack();
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      // Proxies (nginx) pass each message on at once instead of buffering the answer.
      "x-accel-buffering": "no",
    });
    const stream: Stream = {
      team: follow(start.teamId),
      sendsAll: start.types === null,
      sends: streamFilter(start),
      userId: actor.userId,
      reauthenticate,
      requestId: request.id,
      raw,
      start,
      position: start.position,
      res,
      reading: false,
      again: false,
      closed: false,
      retry: undefined,
    };
    open.add(stream);
    stream.team.streams.add(stream);
    res.on("close", () => end(stream));
    res.write(`retry: ${RETRY_MS}\n\n`);
    void pump(stream);
  }

  return { open: openStream };
}
