// A team's events in the order they committed, for the change stream (docs/decisions/0017). SQLite
// has one writer, so ids follow the commits. On PostgreSQL concurrent transactions commit in another
// order than their ids were made: events are read in (tx_id, id) order (migration 0012), and only
// those of transactions older than every one still running, so that none can still commit before
// a position a reader has passed. A stream opened at the head also keeps the snapshot it opened
// with: events of transactions above the oldest one running that had already committed then are
// not news to it. A position is storage's own: the layers above only hand it back.
import { sql } from "kysely";
import { engineOf, type Executor } from "../database.js";
import type { StoredEvent } from "../records.js";
import { type EventColumns, readEvent } from "./events.js";

/** Before every id (ids are UUID v7): where a position names no event. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Where a reader of a team's stream stands: after the event (tx, id); tx is PostgreSQL's transaction
 * id, "" on SQLite. `snapshot` (PostgreSQL) is the snapshot a stream opened at the head with, while
 * transactions it saw as committed may still lie ahead of the position; "" once none can.
 */
export interface StreamPosition {
  readonly tx: string;
  readonly id: string;
  readonly snapshot: string;
}

/** The end of the team's log as it stands: a reader from here sees exactly what commits from now on. */
export async function streamHead(db: Executor, teamId: string): Promise<StreamPosition> {
  if (engineOf(db) === "postgres") {
    // Every transaction older than the oldest running one is done; those from it on may still add
    // events, except those the snapshot sees as committed already (read skips them).
    const { rows } = await sql<{ tx: string; snapshot: string }>`SELECT pg_snapshot_xmin(s)::text AS tx, s::text AS snapshot FROM pg_current_snapshot() AS s`.execute(db);
    const head = rows[0];
    if (head === undefined) throw new Error("pg_current_snapshot() answered no row");
    return { tx: head.tx, id: NO_ID, snapshot: head.snapshot };
  }
  const row = await db.selectFrom("events").select((eb) => eb.fn.max("id").as("id")).where("team_id", "=", teamId).executeTakeFirst();
  return { tx: "", id: row?.id ?? NO_ID, snapshot: "" };
}

/** The position just after the team's event `eventId`, or undefined when the team has no such event (never had, or pruned). */
export async function streamPositionOf(db: Executor, teamId: string, eventId: string): Promise<StreamPosition | undefined> {
  if (engineOf(db) === "postgres") {
    // Every transaction older than the event's had ended before a reader was given it: no snapshot is needed.
    const { rows } = await sql<{ tx: string; id: string }>`SELECT tx_id::text AS tx, id FROM events WHERE id = ${eventId} AND team_id = ${teamId}`.execute(db);
    const row = rows[0];
    return row === undefined ? undefined : { tx: row.tx, id: row.id, snapshot: "" };
  }
  const row = await db.selectFrom("events").select("id").where("id", "=", eventId).where("team_id", "=", teamId).executeTakeFirst();
  return row === undefined ? undefined : { tx: "", id: row.id, snapshot: "" };
}

export interface StreamRead {
  /** The team's events after the position, in commit order, every type: at most `limit`. */
  events: Array<{ event: StoredEvent; position: StreamPosition }>;
  /** Whether there may be more to read at once (the limit was reached). */
  more: boolean;
  /** Whether an event that has committed waits for an older transaction still running (PostgreSQL): read again shortly. */
  waiting: boolean;
}

type Row = EventColumns & { tx: string; settled: boolean; opened: boolean };

/** Up to `limit` events of the team after `from`, in the order they committed. */
export async function readStream(db: Executor, teamId: string, from: StreamPosition, limit: number): Promise<StreamRead> {
  if (engineOf(db) === "postgres") {
    // Events of transactions the opening snapshot saw committed were there before the stream: skipped.
    // `opened`: whether a transaction the snapshot saw committed may still come after this event.
    const snapshot = from.snapshot === "" ? null : from.snapshot;
    const { rows } = await sql<Row>`SELECT e.*, e.tx_id::text AS tx, e.tx_id < pg_snapshot_xmin(pg_current_snapshot()) AS settled,
        coalesce(e.tx_id < pg_snapshot_xmax(${snapshot}::pg_snapshot), false) AS opened
      FROM events e WHERE e.team_id = ${teamId} AND (e.tx_id, e.id) > (${from.tx}::xid8, ${from.id})
        AND pg_visible_in_snapshot(e.tx_id, ${snapshot}::pg_snapshot) IS NOT TRUE
      ORDER BY e.tx_id, e.id LIMIT ${limit}`.execute(db);
    const events: StreamRead["events"] = [];
    for (const { tx, settled, opened, ...row } of rows) {
      // Nothing after an unsettled event is read: it would pass it.
      if (!settled) return { events, more: false, waiting: true };
      events.push({ event: readEvent(row), position: { tx, id: row.id, snapshot: opened ? from.snapshot : "" } });
    }
    return { events, more: rows.length === limit, waiting: false };
  }
  const rows = await db.selectFrom("events").selectAll().where("team_id", "=", teamId).where("id", ">", from.id).orderBy("id").limit(limit).execute();
  return { events: rows.map((row) => ({ event: readEvent(row), position: { tx: "", id: row.id, snapshot: "" } })), more: rows.length === limit, waiting: false };
}
