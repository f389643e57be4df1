// A team's change stream (GET /teams/{teamId}/events/stream, Server-Sent Events): opening it is an
// operation like any read (scope → input → membership), which also says where the stream starts:
// after the event the caller names (Last-Event-ID or `after`; 410 event_expired when the log no
// longer keeps it) or at the end of the log. The adapter (src/http/event-stream.ts) then holds the
// connection, reads the log after its position whenever the change feed wakes it, and runs this
// operation again periodically, so a revoked credential or a member who left is noticed.
import { presentEvent } from "../../presenters/events.js";
import { type EventRecord, EventStreamStart, StreamEventsQuery } from "../../schemas/events.js";
import { TeamParams } from "../../schemas/teams.js";
import type { Executor } from "../../storage/database.js";
import { readStream, streamHead, streamPositionOf, type StreamPosition } from "../../storage/repos/event-stream.js";
import { AppError, quote } from "../../errors.js";
import { defineOperation, type HttpBinding } from "../runtime/operation.js";
import { inTeam } from "../runtime/permissions.js";
import { expandTypes, listensTo } from "./events.js";

/** The stream's REST binding: it answers text/event-stream (`stream`), held by src/http/event-stream.ts. */
export const EVENT_STREAM_HTTP: HttpBinding = { method: "GET", path: "/teams/:teamId/events/stream", status: 200, stream: true };

export const openEventStream = defineOperation({
  name: "streamEvents",
  toolName: "stream_events",
  group: "events",
  summary:
    "A team's events as they commit, as Server-Sent Events: one message per event (`id:` the event id, `data:` the event as /events lists it); Last-Event-ID (or `after`) resumes from the log.",
  surfaces: ["rest"],
  http: EVENT_STREAM_HTTP,
  scope: "read",
  writes: "never",
  errors: ["not_team_member", "event_expired", "too_many_streams"],
  emits: [],
  params: TeamParams,
  query: StreamEventsQuery,
  output: EventStreamStart,
  responseExample: { object: "event_stream", teamId: "0195f1a0-0000-7000-8000-000000000001", types: null, position: { tx: "", id: "00000000-0000-0000-0000-000000000000", snapshot: "" } },
  load: inTeam,
  async run(ctx, input, { teamId }) {
    let position: StreamPosition | undefined;
    if (input.after === undefined) {
      position = await streamHead(ctx.db, teamId);
    } else {
      position = await streamPositionOf(ctx.db, teamId, input.after);
      if (position === undefined) {
        throw new AppError(
          "event_expired",
          `Event ${quote(input.after)} is not kept for this team any more (events are kept ${ctx.config.eventRetentionDays} days): list /events afresh, then open the stream without Last-Event-ID.`,
          "after",
        );
      }
    }
    return { object: "event_stream" as const, teamId, types: input.type === undefined ? null : expandTypes(input.type), position };
  },
});

/** One read of a team's log after a position: every type, presented, each with the position just after it. */
export interface LogRead {
  events: Array<{ record: EventRecord; position: StreamPosition }>;
  /** Whether there may be more to read at once (the read was full). */
  more: boolean;
  /** Whether an event that has committed waits for an older transaction still running (PostgreSQL): read again shortly. */
  waiting: boolean;
}

/**
 * The team's next events after `position`, in the order they committed, at most `limit`. Streams of
 * the team that stand at the same position share one read (src/http/event-stream.ts), each taking
 * what its filter wants (streamFilter), so a write costs one read however many streams follow it.
 */
export async function readTeamLog(db: Executor, teamId: string, position: StreamPosition, limit: number): Promise<LogRead> {
  const read = await readStream(db, teamId, position, limit);
  return { events: read.events.map(({ event, position: after }) => ({ record: presentEvent(event), position: after })), more: read.more, waiting: read.waiting };
}

/** Whether the stream sends an event of this type (its `type` filter; every type without one). */
export function streamFilter(stream: EventStreamStart): (type: string) => boolean {
  const types = stream.types;
  return types === null ? () => true : (type) => listensTo(types, type);
}
