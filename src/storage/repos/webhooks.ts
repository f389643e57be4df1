// Webhook endpoints, the delivery outbox (a row per event and endpoint, written with the event) and
// each delivery attempt. Workers claim due deliveries with a lease, so two instances never send the
// same delivery at once: FOR UPDATE SKIP LOCKED on PostgreSQL, SQLite's single writer otherwise.
import { sql, type Selectable, type Updateable } from "kysely";
import type { DeliveryStatus, WebhookStatus } from "../../schemas/webhooks.js";
import { supportsRowLocks, type Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { WebhookAttemptRow, WebhookDeliveriesTable, WebhookDeliveryRow, WebhookEndpointRow, WebhookEndpointsTable } from "../tables.js";

/** An endpoint as read: the events it listens to parsed from their column (once). */
export const readEndpoint = ({ events, ...row }: Selectable<WebhookEndpointsTable>): WebhookEndpointRow => ({ ...row, events: JSON.parse(events) as string[] });

export async function insertEndpoint(db: Executor, { events, ...row }: WebhookEndpointRow): Promise<void> {
  await db.insertInto("webhook_endpoints").values({ ...row, events: JSON.stringify(events) }).execute();
}

export async function updateEndpoint(db: Executor, id: string, { events, ...changes }: Partial<Omit<WebhookEndpointRow, "id" | "team_id">>): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set(events === undefined ? changes : { ...changes, events: JSON.stringify(events) })
    .where("id", "=", id)
    .execute();
}

export async function deleteEndpoint(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("webhook_endpoints").where("id", "=", id).execute();
}

export async function countEndpoints(db: Executor, teamId: string): Promise<number> {
  const row = await db.selectFrom("webhook_endpoints").select((eb) => eb.fn.countAll<number>().as("n")).where("team_id", "=", teamId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listEndpoints(db: Executor, teamId: string, page: { limit: number; afterId?: string }): Promise<WebhookEndpointRow[]> {
  let query = db.selectFrom("webhook_endpoints").selectAll().where("team_id", "=", teamId);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return (await query.orderBy("id", "desc").limit(page.limit + 1).execute()).map(readEndpoint);
}

const enabledEndpoints = prepareQuery((db, p: { teamId: string }) =>
  db.selectFrom("webhook_endpoints").select(["id", "events"]).where("team_id", "=", p.teamId).where("status", "=", "enabled"),
);

/** The team's enabled endpoints and what they listen to: read for every change, to fill the outbox. */
export async function listEnabledEndpoints(db: Executor, teamId: string): Promise<Array<{ id: string; events: string[] }>> {
  return (await enabledEndpoints.all(db, { teamId })).map((row) => ({ id: row.id, events: JSON.parse(row.events) as string[] }));
}

const insertDeliveryRow = prepareQuery((db, p: WebhookDeliveryRow) => db.insertInto("webhook_deliveries").values(p));

export async function insertDelivery(db: Executor, row: WebhookDeliveryRow): Promise<void> {
  await insertDeliveryRow.all(db, row);
}

export type DeliveryWithEvent = WebhookDeliveryRow & { event_type: string };

/** A delivery with its event's type. */
export async function findDelivery(db: Executor, id: string): Promise<DeliveryWithEvent | undefined> {
  return db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("events as e", "e.id", "d.event_id")
    .selectAll("d")
    .select("e.type as event_type")
    .where("d.id", "=", id)
    .executeTakeFirst();
}

export async function updateDelivery(db: Executor, id: string, changes: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db.updateTable("webhook_deliveries").set(changes).where("id", "=", id).execute();
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
  return query.orderBy("d.id", "desc").limit(page.limit + 1).execute();
}

/** The last `limit` attempts of each delivery, oldest first. */
export async function listAttempts(db: Executor, deliveryIds: string[], limit: number): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db.selectFrom("webhook_attempts").selectAll().where("delivery_id", "in", deliveryIds).orderBy("id", "desc").execute();
  const kept = new Map<string, number>();
  return rows
    .filter((row) => {
      const n = (kept.get(row.delivery_id) ?? 0) + 1;
      kept.set(row.delivery_id, n);
      return n <= limit;
    })
    .reverse();
}

export async function insertAttempt(db: Executor, row: WebhookAttemptRow): Promise<void> {
  await db.insertInto("webhook_attempts").values(row).execute();
}

/** A claimed delivery, with where it goes and how it is signed. */
export type ClaimedDelivery = WebhookDeliveryRow & { url: string; secret: string; failing_since: string | null };

/**
 * Claims up to `limit` deliveries that are due, for `leaseUntil`: a delivery claimed by a worker
 * that died is due again once its lease ends. One statement, so two workers never claim the same
 * row; on PostgreSQL the rows another worker is claiming are skipped, not waited for.
 */
export async function claimDueDeliveries(db: Executor, now: string, leaseUntil: string, limit: number): Promise<ClaimedDelivery[]> {
  const skipLocked = supportsRowLocks(db) ? sql` FOR UPDATE SKIP LOCKED` : sql``;
  const claimed = await sql<{ id: string }>`
    UPDATE webhook_deliveries SET claimed_until = ${leaseUntil}
    WHERE id IN (
      SELECT id FROM webhook_deliveries
      WHERE status = 'pending' AND next_attempt_at <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now})
      ORDER BY next_attempt_at LIMIT ${limit}${skipLocked}
    )
    RETURNING id`.execute(db);
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .selectAll("d")
    .select(["w.url", "w.secret", "w.failing_since"])
    .where("d.id", "in", ids)
    .execute();
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
 * The endpoint's status, its row locked for the rest of the transaction on PostgreSQL: a worker
 * recording an attempt takes the endpoint before the delivery, the order an update of the endpoint
 * takes them in, so the two never deadlock.
 */
export async function lockEndpointStatus(db: Executor, id: string): Promise<WebhookStatus | undefined> {
  const query = db.selectFrom("webhook_endpoints").select("status").where("id", "=", id);
  const row = await (supportsRowLocks(db) ? query.forUpdate() : query).executeTakeFirst();
  return row?.status;
}

/**
 * A delivery failed: the endpoint is failing since `now` unless it already was; disabled once failing
 * since `disableBefore`. True when this disabled it.
 */
export async function markEndpointFailing(db: Executor, id: string, now: string, disableBefore: string): Promise<boolean> {
  await db.updateTable("webhook_endpoints").set({ failing_since: sql`COALESCE(failing_since, ${now})` }).where("id", "=", id).execute();
  const disabled = await db
    .updateTable("webhook_endpoints")
    .set({ status: "disabled", updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "enabled")
    .where("failing_since", "<=", disableBefore)
    .executeTakeFirst();
  if (Number(disabled.numUpdatedRows) === 0) return false;
  await pauseDeliveries(db, id);
  return true;
}

/** A delivery succeeded: the endpoint is not failing. */
export async function markEndpointHealthy(db: Executor, id: string): Promise<void> {
  await db.updateTable("webhook_endpoints").set({ failing_since: null }).where("id", "=", id).where("failing_since", "is not", null).execute();
}

const deliveriesWith = prepareQuery((db, p: { status: DeliveryStatus }) =>
  db.selectFrom("webhook_deliveries").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", p.status),
);

/** Deliveries not sent yet (due, waiting for a retry, or paused with their endpoint), and those given up on. */
export async function countDeliveries(db: Executor): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all((["pending", "failed"] as const).map(async (status) => Number((await deliveriesWith.first(db, { status }))?.n ?? 0)));
  return { pending: pending ?? 0, failed: failed ?? 0 };
}
