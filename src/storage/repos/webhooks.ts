// Webhook endpoints, the delivery outbox (a row per event and endpoint, written with the event) and
// each delivery attempt. Workers claim due deliveries with a lease, so two instances never send the
// same delivery at once: FOR UPDATE SKIP LOCKED on PostgreSQL, SQLite's single writer otherwise.
import { sql, type Selectable, type Updateable } from "kysely";
import type { DeliveryStatus, DisabledReason } from "../../schemas/webhooks.js";
import { fieldsReader, readFields, writeColumns } from "../columns.js";
import { supportsRowLocks, type Db, type Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from "../tables.js";
import type { LiveWebhookEndpoint, StoredWebhookAttempt, StoredWebhookDelivery, StoredWebhookEndpoint } from "../records.js";

type EndpointColumns = Selectable<WebhookEndpointsTable>;

/** An endpoint as read: the events it listens to parsed from their column (once). */
export const readEndpoint: (row: EndpointColumns) => StoredWebhookEndpoint = fieldsReader<EndpointColumns, { events: (events: string) => string[] }>({
  events: (events) => JSON.parse(events) as string[],
});

export async function insertEndpoint(db: Executor, { events, ...endpoint }: StoredWebhookEndpoint): Promise<void> {
  await db.insertInto("webhook_endpoints").values({ ...writeColumns<Omit<EndpointColumns, "events">>(endpoint), events: JSON.stringify(events) }).execute();
}

export async function updateEndpoint(db: Executor, id: string, { events, ...fields }: Partial<Omit<StoredWebhookEndpoint, "id" | "teamId">>): Promise<void> {
  const changes = writeColumns<Updateable<Omit<WebhookEndpointsTable, "events">>>(fields);
  await db
    .updateTable("webhook_endpoints")
    .set(events === undefined ? changes : { ...changes, events: JSON.stringify(events) })
    .where("id", "=", id)
    .execute();
}

/** Marks an endpoint deleted: it is gone for its team at once; the worker removes its deliveries in batches, then it. */
export async function markEndpointDeleted(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable("webhook_endpoints").set({ status: "deleted", updated_at: now }).where("id", "=", id).execute();
}

export async function countEndpoints(db: Executor, teamId: string): Promise<number> {
  const row = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("team_id", "=", teamId)
    .where("status", "!=", "deleted")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An endpoint its team can see: one not marked deleted. */
export const isLiveEndpoint = (endpoint: StoredWebhookEndpoint): endpoint is LiveWebhookEndpoint => endpoint.status !== "deleted";

export async function listEndpoints(db: Executor, teamId: string, page: { limit: number; afterId?: string }): Promise<LiveWebhookEndpoint[]> {
  let query = db.selectFrom("webhook_endpoints").selectAll().where("team_id", "=", teamId).where("status", "!=", "deleted");
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return (await query.orderBy("id", "desc").limit(page.limit + 1).execute()).map(readEndpoint).filter(isLiveEndpoint);
}

const enabledEndpoints = prepareQuery((db, p: { teamId: string }) =>
  db.selectFrom("webhook_endpoints").select(["id", "events"]).where("team_id", "=", p.teamId).where("status", "=", "enabled"),
);

/** The team's enabled endpoints and what they listen to: read for every change, to fill the outbox. */
export async function listEnabledEndpoints(db: Executor, teamId: string): Promise<Array<{ id: string; events: string[] }>> {
  return (await enabledEndpoints.all(db, { teamId })).map((row) => ({ id: row.id, events: JSON.parse(row.events) as string[] }));
}

/** Deliveries per insert statement: well under either engine's limit on a statement's parameters. */
const DELIVERIES_PER_STATEMENT = 1000;

/** Events' deliveries, one row per endpoint listening to each, in one statement (per DELIVERIES_PER_STATEMENT). */
export async function insertDeliveries(db: Executor, deliveries: StoredWebhookDelivery[]): Promise<void> {
  for (let start = 0; start < deliveries.length; start += DELIVERIES_PER_STATEMENT) {
    const rows = deliveries.slice(start, start + DELIVERIES_PER_STATEMENT).map(writeColumns<Selectable<WebhookDeliveriesTable>>);
    await db.insertInto("webhook_deliveries").values(rows).execute();
  }
}

export type DeliveryWithEvent = StoredWebhookDelivery & { eventType: string };

/** A delivery with its event's type. */
export async function findDelivery(db: Executor, id: string): Promise<DeliveryWithEvent | undefined> {
  const row = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("events as e", "e.id", "d.event_id")
    .selectAll("d")
    .select("e.type as event_type")
    .where("d.id", "=", id)
    .executeTakeFirst();
  return row && readFields(row);
}

export async function updateDelivery(db: Executor, id: string, changes: Partial<StoredWebhookDelivery>): Promise<void> {
  await db.updateTable("webhook_deliveries").set(writeColumns<Updateable<WebhookDeliveriesTable>>(changes)).where("id", "=", id).execute();
}

/** An endpoint's deliveries, newest first, with their event's type. */
export async function listDeliveries(db: Executor, endpointId: string, page: { limit: number; afterId?: string }): Promise<DeliveryWithEvent[]> {
  let query = db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("events as e", "e.id", "d.event_id")
    .selectAll("d")
    .select("e.type as event_type")
    .where("d.endpoint_id", "=", endpointId);
  if (page.afterId !== undefined) query = query.where("d.id", "<", page.afterId);
  return (await query.orderBy("d.id", "desc").limit(page.limit + 1).execute()).map(readFields);
}

/** The last `limit` attempts of each delivery, oldest first. */
export async function listAttempts(db: Executor, deliveryIds: string[], limit: number): Promise<StoredWebhookAttempt[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db.selectFrom("webhook_attempts").selectAll().where("delivery_id", "in", deliveryIds).orderBy("id", "desc").execute();
  const kept = new Map<string, number>();
  return rows
    .filter((row) => {
      const n = (kept.get(row.delivery_id) ?? 0) + 1;
      kept.set(row.delivery_id, n);
      return n <= limit;
    })
    .reverse()
    .map(readFields);
}

/** A claimed delivery, with where it goes and how it is signed (the previous secret too, until it expires). */
export type ClaimedDelivery = StoredWebhookDelivery & {
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: string | null;
};

/**
 * Up to `limit` enabled endpoints, not resting, that have a delivery due and unclaimed, in id order
 * after `afterId` (the worker goes round them in turn), leaving out `skip`. One index probe per
 * endpoint looked at.
 */
export async function dueEndpoints(db: Executor, p: { now: string; afterId: string | undefined; skip: string[]; limit: number }): Promise<string[]> {
  let query = db
    .selectFrom("webhook_endpoints as w")
    .select("w.id")
    .where("w.status", "=", "enabled")
    .where((eb) => eb.or([eb("w.rest_until", "is", null), eb("w.rest_until", "<=", p.now)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("webhook_deliveries as d")
          .select("d.id")
          .whereRef("d.endpoint_id", "=", "w.id")
          .where("d.status", "=", "pending")
          .where("d.next_attempt_at", "<=", p.now)
          .where((e) => e.or([e("d.claimed_until", "is", null), e("d.claimed_until", "<", p.now)])),
      ),
    );
  if (p.afterId !== undefined) query = query.where("w.id", ">", p.afterId);
  if (p.skip.length > 0) query = query.where("w.id", "not in", p.skip);
  return (await query.orderBy("w.id").limit(p.limit).execute()).map((row) => row.id);
}

/**
 * Claims up to `limit` of one endpoint's due deliveries, oldest first, for `leaseUntil`: a delivery
 * claimed by a worker that died is due again once its lease ends. One statement, so two workers
 * never claim the same row; on PostgreSQL the rows another worker is claiming are skipped, not
 * waited for.
 */
export async function claimEndpointDeliveries(db: Executor, p: { endpointId: string; now: string; leaseUntil: string; limit: number }): Promise<ClaimedDelivery[]> {
  const skipLocked = supportsRowLocks(db) ? sql` FOR UPDATE SKIP LOCKED` : sql``;
  const claimed = await sql<{ id: string }>`
    UPDATE webhook_deliveries SET claimed_until = ${p.leaseUntil}
    WHERE id IN (
      SELECT id FROM webhook_deliveries
      WHERE endpoint_id = ${p.endpointId} AND status = 'pending' AND next_attempt_at <= ${p.now}
        AND (claimed_until IS NULL OR claimed_until < ${p.now})
      ORDER BY next_attempt_at LIMIT ${p.limit}${skipLocked}
    )
    RETURNING id`.execute(db);
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .selectAll("d")
    .select(["w.url", "w.secret", "w.previous_secret", "w.previous_secret_expires_at"])
    .where("d.id", "in", ids)
    .orderBy("d.next_attempt_at")
    .orderBy("d.id")
    .execute();
  return rows.map(readFields);
}

/** What one claiming statement (or, on SQLite, one pass over a page of endpoints) got. */
export interface ClaimedRound {
  /** In endpoint id order, each endpoint's oldest first. */
  deliveries: ClaimedDelivery[];
  /** How many due endpoints were looked at: fewer than asked means the end of the endpoints. */
  endpointsSeen: number;
  /** The last endpoint served: the next round starts after it. */
  lastServed: string | undefined;
}

/**
 * Claims due deliveries for up to `endpoints` endpoints in turn, in id order after `afterId`: each
 * endpoint gets at most `perEndpoint` less what it has `inFlight`, all together at most `limit`,
 * each endpoint's oldest first, for `leaseUntil`. On PostgreSQL one statement does it and returns
 * what sending needs (a round trip per claiming round, not two per endpoint); the delivery rows
 * are locked with SKIP LOCKED, and no endpoint row is locked, so it never waits for a worker that
 * is recording. On SQLite, where a statement costs no round trip, a cheap look for any due delivery
 * on the reader, then the due endpoints, then a claim per endpoint.
 */
export async function claimDueDeliveries(
  db: Pick<Db, "kysely" | "reader">,
  p: { now: string; leaseUntil: string; afterId: string | undefined; inFlight: ReadonlyMap<string, number>; perEndpoint: number; endpoints: number; limit: number },
): Promise<ClaimedRound> {
  if (supportsRowLocks(db.kysely)) return claimDueDeliveriesAtOnce(db.kysely, p);
  if (!(await hasDueDelivery(db.reader, p.now))) return { deliveries: [], endpointsSeen: 0, lastServed: undefined };
  const full = [...p.inFlight].filter(([, n]) => n >= p.perEndpoint).map(([id]) => id);
  const endpoints = await dueEndpoints(db.reader, { now: p.now, afterId: p.afterId, skip: full, limit: p.endpoints });
  const deliveries: ClaimedDelivery[] = [];
  let lastServed: string | undefined;
  for (const endpointId of endpoints) {
    const free = Math.min(p.perEndpoint - (p.inFlight.get(endpointId) ?? 0), p.limit - deliveries.length);
    if (free <= 0) break;
    lastServed = endpointId;
    deliveries.push(...(await claimEndpointDeliveries(db.kysely, { endpointId, now: p.now, leaseUntil: p.leaseUntil, limit: free })));
  }
  return { deliveries, endpointsSeen: endpoints.length, lastServed };
}

/** The columns of a claimed delivery, and where it goes and how it is signed. */
type ClaimedColumns = Selectable<WebhookDeliveriesTable> & Pick<EndpointColumns, "url" | "secret" | "previous_secret" | "previous_secret_expires_at">;
type ClaimedRoundRow = { endpoints_seen: number; last_seen: string | null } & { [K in keyof ClaimedColumns]: ClaimedColumns[K] | null };

/**
 * PostgreSQL: the due endpoints (not full, not resting, with a due unclaimed delivery), then up to
 * `perEndpoint` of each one's due deliveries locked with SKIP LOCKED, cut to each endpoint's free
 * slots and to `limit`, claimed, and returned with the endpoint's URL and secrets. The row of
 * counts comes back even when nothing was claimed.
 */
async function claimDueDeliveriesAtOnce(
  db: Executor,
  p: { now: string; leaseUntil: string; afterId: string | undefined; inFlight: ReadonlyMap<string, number>; perEndpoint: number; endpoints: number; limit: number },
): Promise<ClaimedRound> {
  const after = p.afterId === undefined ? sql`` : sql`AND w.id > ${p.afterId}`;
  const result = await sql<ClaimedRoundRow>`
    WITH busy AS (
      SELECT b.id, b.n FROM unnest(${[...p.inFlight.keys()]}::uuid[], ${[...p.inFlight.values()]}::int[]) AS b(id, n)
    ), due AS MATERIALIZED (
      SELECT w.id FROM webhook_endpoints w
      WHERE w.status = 'enabled' AND (w.rest_until IS NULL OR w.rest_until <= ${p.now}) ${after}
        AND NOT EXISTS (SELECT 1 FROM busy WHERE busy.id = w.id AND busy.n >= ${p.perEndpoint})
        AND EXISTS (
          SELECT 1 FROM webhook_deliveries d
          WHERE d.endpoint_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= ${p.now}
            AND (d.claimed_until IS NULL OR d.claimed_until < ${p.now})
        )
      ORDER BY w.id LIMIT ${p.endpoints}
    ), picked AS (
      SELECT o.id, o.endpoint_id, row_number() OVER (PARTITION BY o.endpoint_id ORDER BY o.next_attempt_at, o.id) AS n
      FROM due CROSS JOIN LATERAL (
        SELECT d.id, d.endpoint_id, d.next_attempt_at FROM webhook_deliveries d
        WHERE d.endpoint_id = due.id AND d.status = 'pending' AND d.next_attempt_at <= ${p.now}
          AND (d.claimed_until IS NULL OR d.claimed_until < ${p.now})
        ORDER BY d.next_attempt_at LIMIT ${p.perEndpoint}
        FOR UPDATE SKIP LOCKED
      ) o
    ), chosen AS (
      SELECT picked.id FROM picked LEFT JOIN busy ON busy.id = picked.endpoint_id
      WHERE picked.n <= ${p.perEndpoint} - COALESCE(busy.n, 0)
      ORDER BY picked.endpoint_id, picked.n LIMIT ${p.limit}
    ), claimed AS (
      UPDATE webhook_deliveries d SET claimed_until = ${p.leaseUntil} FROM chosen WHERE d.id = chosen.id
      RETURNING d.*
    )
    SELECT seen.n AS endpoints_seen, seen.last AS last_seen, c.*, w.url, w.secret, w.previous_secret, w.previous_secret_expires_at
    FROM (SELECT (SELECT count(*) FROM due) AS n, (SELECT id FROM due ORDER BY id DESC LIMIT 1) AS last) seen
    LEFT JOIN (claimed c JOIN webhook_endpoints w ON w.id = c.endpoint_id) ON true
    ORDER BY c.endpoint_id, c.next_attempt_at, c.id`.execute(db);
  const [first] = result.rows;
  const deliveries = result.rows.flatMap(({ endpoints_seen: _seen, last_seen: _last, ...row }) => (row.id === null ? [] : [readFields(row as ClaimedColumns)]));
  const lastServed = deliveries.length === p.limit ? deliveries.at(-1)?.endpointId : (first?.last_seen ?? undefined);
  return { deliveries, endpointsSeen: first?.endpoints_seen ?? 0, lastServed };
}

/** The delivery, its row locked for the rest of the transaction on PostgreSQL (a retry by hand). */
export async function lockDelivery(db: Executor, id: string): Promise<StoredWebhookDelivery | undefined> {
  const query = db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id);
  const row = await (supportsRowLocks(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && readFields(row);
}

/** These endpoints' receivers did not answer in time: none of their deliveries is claimed before `until`. */
export async function restEndpoints(db: Executor, ids: string[], until: string): Promise<void> {
  if (ids.length > 0) await db.updateTable("webhook_endpoints").set({ rest_until: until }).where("id", "in", ids).execute();
}

/** Enabled endpoints in id order after `afterId`: the worker measures their backlogs in turn. */
export async function enabledEndpointIds(db: Executor, afterId: string | undefined, limit: number): Promise<string[]> {
  let query = db.selectFrom("webhook_endpoints").select("id").where("status", "=", "enabled");
  if (afterId !== undefined) query = query.where("id", ">", afterId);
  return (await query.orderBy("id").limit(limit).execute()).map((row) => row.id);
}

/** Whether the endpoint has more than `max` deliveries pending: at most `max` + 1 index entries read. */
export async function backlogExceeds(db: Executor, endpointId: string, max: number): Promise<boolean> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "pending")
    .limit(1)
    .offset(max)
    .executeTakeFirst();
  return row !== undefined;
}

/** Disables an enabled endpoint for a reason of the server's; its deliveries wait, as a disabled endpoint's do. */
export async function disableEndpoint(db: Executor, id: string, reason: DisabledReason, now: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_endpoints")
    .set({ status: "disabled", disabled_reason: reason, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "enabled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An endpoint marked deleted whose deliveries are still being removed. */
export async function findDeletedEndpoint(db: Executor): Promise<string | undefined> {
  return (await db.selectFrom("webhook_endpoints").select("id").where("status", "=", "deleted").limit(1).executeTakeFirst())?.id;
}

/**
 * Removes up to `limit` of a deleted endpoint's deliveries (their attempts with them), leaving any
 * a worker is attempting now; once none is left, the endpoint itself. The number removed.
 */
export async function purgeDeletedEndpoint(db: Executor, endpointId: string, now: string, limit: number): Promise<number> {
  const batch = db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("endpoint_id", "=", endpointId)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
    .limit(limit);
  const removed = Number((await db.deleteFrom("webhook_deliveries").where("id", "in", batch).executeTakeFirst()).numDeletedRows);
  if (removed === 0) {
    await db
      .deleteFrom("webhook_endpoints")
      .where("id", "=", endpointId)
      .where("status", "=", "deleted")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("webhook_deliveries").select("id").where("endpoint_id", "=", endpointId))))
      .execute();
  }
  return removed;
}

const dueDelivery = prepareQuery((db, p: { now: string }) =>
  db.selectFrom("webhook_deliveries").select("id").where("status", "=", "pending").where("next_attempt_at", "<=", p.now).limit(1),
);

/** Whether any delivery is due: the worker's cheap look before it claims (a write). */
export async function hasDueDelivery(db: Executor, now: string): Promise<boolean> {
  return (await dueDelivery.first(db, { now })) !== undefined;
}

/**
 * A disabled endpoint's pending deliveries wait, with no time set, so that no worker looks at them
 * until it is enabled again (resumeDeliveries).
 */
export async function pauseDeliveries(db: Executor, endpointId: string): Promise<void> {
  await db.updateTable("webhook_deliveries").set({ next_attempt_at: null }).where("endpoint_id", "=", endpointId).where("status", "=", "pending").execute();
}

export async function resumeDeliveries(db: Executor, endpointId: string, now: string): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ next_attempt_at: now })
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "pending")
    .where("next_attempt_at", "is", null)
    .execute();
}

/**
 * Deliveries to these endpoints failed: each is failing since `now` unless it already was; disabled
 * once failing since `disableBefore`. Two statements whatever their number (and one per endpoint
 * this disabled, to pause its deliveries). The endpoints this disabled.
 */
export async function markEndpointsFailing(db: Executor, ids: string[], now: string, disableBefore: string): Promise<string[]> {
  if (ids.length === 0) return [];
  await db.updateTable("webhook_endpoints").set({ failing_since: sql`COALESCE(failing_since, ${now})` }).where("id", "in", ids).execute();
  const disabled = await db
    .updateTable("webhook_endpoints")
    .set({ status: "disabled", disabled_reason: "failing", updated_at: now })
    .where("id", "in", ids)
    .where("status", "=", "enabled")
    .where("failing_since", "<=", disableBefore)
    .returning("id")
    .execute();
  for (const { id } of disabled) await pauseDeliveries(db, id);
  return disabled.map(({ id }) => id);
}

/** Deliveries to these endpoints succeeded: none of them is failing. */
export async function markEndpointsHealthy(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("webhook_endpoints").set({ failing_since: null }).where("id", "in", ids).where("failing_since", "is not", null).execute();
}

/**
 * The endpoints' statuses and whether each is failing, their rows locked for the rest of the
 * transaction on PostgreSQL, in id order (two workers recording at once take them in the same
 * order), before any of their deliveries': the order an update of an endpoint takes them in, so the
 * two never deadlock.
 */
export async function lockEndpointStatuses(db: Executor, ids: string[]): Promise<Map<string, { status: string; failing: boolean }>> {
  const query = db.selectFrom("webhook_endpoints").select(["id", "status", "failing_since"]).where("id", "in", ids).orderBy("id");
  const rows = await (supportsRowLocks(db) ? query.forUpdate() : query).execute();
  return new Map(rows.map((row) => [row.id, { status: row.status, failing: row.failing_since !== null }]));
}

/** Which of these deliveries still exist (their team or event may have gone meanwhile), locked on PostgreSQL. */
export async function lockExistingDeliveries(db: Executor, ids: string[]): Promise<Set<string>> {
  const query = db.selectFrom("webhook_deliveries").select("id").where("id", "in", ids).orderBy("id");
  return new Set((await (supportsRowLocks(db) ? query.forUpdate() : query).execute()).map((row) => row.id));
}

export async function insertAttempts(db: Executor, attempts: StoredWebhookAttempt[]): Promise<void> {
  if (attempts.length > 0) await db.insertInto("webhook_attempts").values(attempts.map(writeColumns<Selectable<WebhookAttemptsTable>>)).execute();
}

/** Several deliveries given the same outcome at once. */
export async function updateDeliveries(db: Executor, ids: string[], changes: Partial<StoredWebhookDelivery>): Promise<void> {
  await db.updateTable("webhook_deliveries").set(writeColumns<Updateable<WebhookDeliveriesTable>>(changes)).where("id", "in", ids).execute();
}

const deliveriesWith = prepareQuery((db, p: { status: DeliveryStatus }) =>
  db.selectFrom("webhook_deliveries").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", p.status),
);

/** Deliveries not sent yet (due, waiting for a retry, or paused with their endpoint), and those given up on. */
export async function countDeliveries(db: Executor): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all((["pending", "failed"] as const).map(async (status) => Number((await deliveriesWith.first(db, { status }))?.n ?? 0)));
  return { pending: pending ?? 0, failed: failed ?? 0 };
}
