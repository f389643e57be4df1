// Events: appended with each change, listed newest first (a team's, or one record's), an activity's
// history oldest first, and pruned in small batches once past their retention.
import { sql, type Selectable } from "kysely";
import { jsonOfRecords } from "../../schemas/json-text.js";
import { fieldsReader, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareInsertRows, prepareQuery } from "../prepared.js";
import type { EventsTable } from "../tables.js";
import type { StoredEvent } from "../records.js";

export type EventColumns = Selectable<EventsTable>;

/**
 * An event as read: its data parsed from their column (once). PostgreSQL's `tx_id` (the stream's
 * order, event-stream.ts) stays in storage.
 */
export const readEvent: (row: EventColumns & { tx_id?: unknown }) => StoredEvent = fieldsReader<EventColumns, { data: (data: string) => StoredEvent["data"] }>(
  { data: (data) => JSON.parse(data) as StoredEvent["data"] },
  ["tx_id"],
);

const insertEventRows = prepareInsertRows<EventColumns>((db, rows) => db.insertInto("events").values(rows));

/**
 * Events in as few prepared statements as their count allows (a batch's slice of changes goes in at
 * once, not a statement each); a single write's one event, in one.
 */
export async function insertEvents(db: Executor, events: readonly StoredEvent[]): Promise<void> {
  // The record's text, which the answer reuses (json-text.ts).
  // Each row a fresh object whose data column is then set: a rest pattern (`{ data, ...event }`)
  // copies key by key, several times slower (docs/decisions/0026).
  const rows = events.map((event): EventColumns => {
    const row = writeColumns<Omit<EventColumns, "data"> & { data: StoredEvent["data"] | string }>(event);
    row.data = jsonOfRecords(event.data);
    return row as EventColumns;
  });
  await insertEventRows(db, rows);
}

const findEventById = prepareQuery((db, p: { id: string }) => db.selectFrom("events").selectAll().where("id", "=", p.id));

export async function findEvent(db: Executor, id: string): Promise<StoredEvent | undefined> {
  const row = await findEventById.first(db, { id });
  return row && readEvent(row);
}

/** Several events by id, in one statement (those that exist). */
export async function findEvents(db: Executor, ids: string[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom("events").selectAll().where("id", "in", ids).execute()).map(readEvent);
}

const listTeamEvents = prepareQuery((db, p: { teamId: string; objectId?: string; afterId?: string; limit: number }) => {
  let query = db.selectFrom("events").selectAll().where("team_id", "=", p.teamId);
  if (p.objectId !== undefined) query = query.where("object_id", "=", p.objectId);
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

/**
 * One type's newest events, each branch walking its own index range: a page of several types reads
 * at most `limit` rows per type, however many events of other types the team has.
 */
const listTypedEvents = prepareQuery((db, p: { teamId: string; types: string[]; objectId?: string; afterId?: string; limit: number }) => {
  const branches = p.types.map((type) => {
    const objectFilter = p.objectId === undefined ? sql`` : sql` AND object_id = ${p.objectId}`;
    const afterFilter = p.afterId === undefined ? sql`` : sql` AND id < ${p.afterId}`;
    return sql`SELECT * FROM (SELECT * FROM events WHERE team_id = ${p.teamId} AND type = ${type}${objectFilter}${afterFilter}
      ORDER BY id DESC LIMIT ${p.limit}) AS ${sql.raw(`b${p.types.indexOf(type)}`)}`;
  });
  return sql<EventColumns>`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS e ORDER BY id DESC LIMIT ${p.limit}`;
});

/** Newest first; `types` (exact event types) narrows to those. */
export async function listEventRows(
  db: Executor,
  teamId: string,
  filter: { types?: string[]; objectId?: string },
  page: { limit: number; afterId?: string },
): Promise<StoredEvent[]> {
  const params = { teamId, objectId: filter.objectId, afterId: page.afterId, limit: page.limit + 1 };
  const rows = filter.types === undefined ? await listTeamEvents.all(db, params) : await listTypedEvents.all(db, { ...params, types: filter.types });
  return rows.map(readEvent);
}

/**
 * An activity's own events (and its comments') and the relation events naming it as the other
 * activity: each branch walks its own index in id order, at most `limit` rows.
 */
const listHistory = prepareQuery((db, p: { activityId: string; afterId?: string; limit: number }) => {
  const branch = (column: "activity_id" | "related_activity_id", name: string) => {
    const afterFilter = p.afterId === undefined ? sql`` : sql` AND id > ${p.afterId}`;
    return sql`SELECT * FROM (SELECT * FROM events WHERE ${sql.ref(column)} = ${p.activityId}${afterFilter}
      ORDER BY id LIMIT ${p.limit}) AS ${sql.raw(name)}`;
  };
  return sql<EventColumns>`SELECT * FROM (${branch("activity_id", "own")} UNION ALL ${branch("related_activity_id", "related")}) AS e
    ORDER BY id LIMIT ${p.limit}`;
});

/** An activity's events, its comments' and the relation events that name it, oldest first. */
export async function listActivityHistory(db: Executor, activityId: string, page: { limit: number; afterId?: string }): Promise<StoredEvent[]> {
  return (await listHistory.all(db, { activityId, afterId: page.afterId, limit: page.limit + 1 })).map(readEvent);
}

/** Deletes up to `batch` events created before `before` (their deliveries go with them); how many went. */
export async function pruneEvents(db: Executor, before: string, batch: number): Promise<number> {
  const oldest = db.selectFrom("events").select("id").where("created_at", "<", before).orderBy("created_at").limit(batch);
  const result = await db.deleteFrom("events").where("id", "in", oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
