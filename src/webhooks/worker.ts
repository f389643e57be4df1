// The background worker of the server process: it sends due webhook deliveries, removes deleted
// endpoints' deliveries, disables endpoints whose backlog is too long and prunes events past their
// retention.
//
// Delivery is a continuous loop with no batch barrier: up to MAX_IN_FLIGHT attempts at once per
// process and MAX_PER_ENDPOINT per endpoint, each delivery claimed (with a lease), sent and recorded
// on its own, and a freed slot claimed again at once. Endpoints are served in turn (round robin by
// id), so a slow or dead receiver holds only its own few slots; one that does not answer within
// SPRINTROOM_WEBHOOK_TIMEOUT_MS (10 s) rests for REST_MS (none of its deliveries is claimed meanwhile). A failed attempt
// is retried on the configured schedule (about 5 s, 1 min, 10 min, 1 h, 6 h, 24 h), then marked
// failed; an endpoint failing for 3 days, or with more than SPRINTROOM_WEBHOOK_MAX_PENDING
// deliveries pending, is disabled. Nothing here holds the event loop: every step is a bounded query
// or an awaited request.
import { setMaxListeners } from "node:events";
import type { Logger } from "pino";
import type { SecretBox } from "../auth/secret-box.js";
import type { Config } from "../config.js";
import type { DeliveryStatus } from "../schemas/webhooks.js";
import { presentEvent } from "../presenters/events.js";
import type { Db, Executor } from "../storage/database.js";
import { findEvents, pruneEvents } from "../storage/repos/events.js";
import {
  backlogExceeds,
  claimDueDeliveries,
  disableEndpoint,
  enabledEndpointIds,
  findDeletedEndpoint,
  insertAttempts,
  lockEndpointStatuses,
  lockExistingDeliveries,
  markEndpointsFailing,
  markEndpointsHealthy,
  purgeDeletedEndpoint,
  restEndpoints,
  updateDeliveries,
  type ClaimedDelivery,
} from "../storage/repos/webhooks.js";
import { sendWebhook, type SendResult } from "./send.js";
import { signatureHeaders } from "./signing.js";

/** Attempts in flight at once, per process. */
export const MAX_IN_FLIGHT = 128;
/** Attempts in flight at once to one endpoint, per process. */
export const MAX_PER_ENDPOINT = 4;
/** How long an endpoint rests after an attempt that got no answer in time. */
export const REST_MS = 30_000;
/** A claim lasts this much longer than an attempt can take: one older belongs to a worker that died. */
const LEASE_MARGIN_MS = 10_000;
/** How often the worker looks for due deliveries when nothing woke it. */
const POLL_MS = 250;
/** How long a claim or a record waits for others to join it (one statement or transaction for several). */
const GATHER_MS = 2;
const gather = () => new Promise((resolve) => setTimeout(resolve, GATHER_MS));
/** Event payloads kept for the endpoints that still have to get them (events never change). */
const PAYLOADS_KEPT = 256;
/** Attempts recorded per transaction, at most. */
const RECORD_BATCH = 64;
/** Endpoints looked at per claiming round. */
const ENDPOINTS_PER_ROUND = 64;
const HOUSEKEEPING_EVERY_MS = 1_000;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES_PER_RUN = 20;
const PURGE_BATCH = 500;
const PURGE_BATCHES_PER_RUN = 10;
/** Endpoints whose backlog is measured per housekeeping run (each read at most the limit + 1 index entries). */
const BACKLOG_CHECKS_PER_RUN = 20;

/** An event as sent: its id (signed) and its JSON. */
interface Payload {
  id: string;
  payload: string;
}

export interface WebhookWorkerDeps {
  db: Db;
  now: () => Date;
  newId: () => string;
  secrets: SecretBox;
  logger: Logger;
  config: Pick<Config, "webhooks" | "eventRetentionDays">;
}

export interface WebhookWorker {
  /** Stops claiming, abandons attempts in flight (they are due again when their lease ends) and waits for them to end. */
  stop(): Promise<void>;
}

export function startWebhookWorker(deps: WebhookWorkerDeps): WebhookWorker {
  const aborted = new AbortController();
  // Each attempt in flight listens for the stop.
  setMaxListeners(MAX_IN_FLIGHT + 1, aborted.signal);
  const attempts = new Set<Promise<void>>();
  const perEndpoint = new Map<string, number>();
  /** The last endpoint served: the next round starts after it. */
  let cursor: string | undefined;
  /** The last endpoint whose backlog was measured. */
  let backlogCursor: string | undefined;
  let claiming: Promise<void> | undefined;
  let again = false;
  let lastPrune = 0;
  let lastBacklogs = 0;
  let lastHousekeeping = 0;
  let housekeeping: Promise<void> | undefined;
  let poll: NodeJS.Timeout | undefined;

  const report = (error: unknown, what: string) => {
    if (!aborted.signal.aborted) deps.logger.error({ err: error }, `webhook worker: ${what} failed; retrying`);
  };

  function secretsOf(delivery: ClaimedDelivery, now: Date): string[] {
    const current = deps.secrets.open(delivery.secret);
    const previous =
      delivery.previousSecret !== null && delivery.previousSecretExpiresAt !== null && new Date(delivery.previousSecretExpiresAt) > now
        ? [deps.secrets.open(delivery.previousSecret)]
        : [];
    return [current, ...previous];
  }

  /** Recent events' payloads: an event goes to each of its team's endpoints, so it is read once for all. */
  const payloads = new Map<string, Payload>();

  /** The payloads of a claimed round's events: those not kept read in one statement. An event deleted meanwhile has none. */
  async function payloadsOf(eventIds: string[]): Promise<Map<string, Payload>> {
    const found = new Map<string, Payload>();
    const missing: string[] = [];
    for (const id of new Set(eventIds)) {
      const cached = payloads.get(id);
      if (cached === undefined) missing.push(id);
      else found.set(id, cached);
    }
    for (const event of await findEvents(deps.db.reader, missing)) {
      const payload = { id: event.id, payload: JSON.stringify(presentEvent(event)) };
      found.set(event.id, payload);
      payloads.set(event.id, payload);
      // Oldest first out: a Map iterates in insertion order.
      if (payloads.size > PAYLOADS_KEPT) payloads.delete(payloads.keys().next().value as string);
    }
    return found;
  }

  async function attempt(delivery: ClaimedDelivery, event: Payload | undefined): Promise<SendResult | undefined> {
    if (event === undefined) return undefined;
    const { payload } = event;
    const now = deps.now();
    let secrets: string[];
    try {
      secrets = secretsOf(delivery, now);
    } catch {
      return { statusCode: null, durationMs: 0, error: "the endpoint's secret cannot be read with this server's key (SPRINTROOM_SECRET_KEY)", timedOut: false };
    }
    return sendWebhook({
      url: delivery.url,
      headers: signatureHeaders(secrets, event.id, now, payload),
      payload,
      allowPrivate: deps.config.webhooks.allowPrivate,
      timeoutMs: deps.config.webhooks.timeoutMs,
      signal: aborted.signal,
    });
  }

  /**
   * Attempts' outcomes, written in the transaction `trx` with a few statements whatever their number:
   * the endpoints' rows first (locked, in id order), then their attempts and deliveries. An endpoint
   * with a success in the batch is healthy; one with only failures is failing (and disabled after
   * SPRINTROOM_WEBHOOK_DISABLE_AFTER); one that did not answer in time rests.
   */
  async function recordBatch(trx: Executor, ended: ReadonlyArray<{ delivery: ClaimedDelivery; result: SendResult }>, now: Date): Promise<void> {
    const at = now.toISOString();
    const endpointIds = [...new Set(ended.map(({ delivery }) => delivery.endpointId))];
    const statuses = await lockEndpointStatuses(trx, endpointIds);
    // A delivery whose team or event was deleted during its attempt has nothing left to record.
    const existing = await lockExistingDeliveries(trx, ended.map(({ delivery }) => delivery.id));
    const batch = ended.filter(({ delivery }) => existing.has(delivery.id));
    if (batch.length === 0) return;
    const succeeded = new Set(batch.filter(({ result }) => result.error === null).map(({ delivery }) => delivery.endpointId));
    // Only an endpoint that was failing has anything to clear.
    await markEndpointsHealthy(trx, [...succeeded].filter((id) => statuses.get(id)?.failing === true));
    const disableBefore = new Date(now.getTime() - deps.config.webhooks.disableAfterMs).toISOString();
    const failing = [...new Set(batch.map(({ delivery }) => delivery.endpointId).filter((id) => !succeeded.has(id)))];
    const disabled = new Set(await markEndpointsFailing(trx, failing, at, disableBefore));
    const resting = [...new Set(batch.filter(({ result }) => result.timedOut).map(({ delivery }) => delivery.endpointId))];
    await restEndpoints(trx, resting, new Date(now.getTime() + REST_MS).toISOString());
    await insertAttempts(
      trx,
      batch.map(({ delivery, result }) => ({ id: deps.newId(), deliveryId: delivery.id, statusCode: result.statusCode, durationMs: result.durationMs, error: result.error, createdAt: at })),
    );
    // Deliveries with the same outcome are updated together. A retry waits, like the endpoint's
    // other deliveries, while the endpoint is disabled (or deleted).
    const outcomes = new Map<string, { changes: { status: DeliveryStatus; attempts: number; nextAttemptAt: string | null }; ids: string[] }>();
    for (const { delivery, result } of batch) {
      const attempts = delivery.attempts + 1;
      const delay = result.error === null ? undefined : deps.config.webhooks.retryDelaysMs[attempts - 1];
      const enabled = statuses.get(delivery.endpointId)?.status === "enabled" && !disabled.has(delivery.endpointId);
      const changes: { status: DeliveryStatus; attempts: number; nextAttemptAt: string | null } = {
        status: result.error === null ? "succeeded" : delay === undefined ? "failed" : "pending",
        attempts,
        nextAttemptAt: delay === undefined || !enabled ? null : new Date(now.getTime() + delay).toISOString(),
      };
      const key = JSON.stringify(changes);
      const outcome = outcomes.get(key) ?? { changes, ids: [] };
      outcome.ids.push(delivery.id);
      outcomes.set(key, outcome);
    }
    for (const { changes, ids } of outcomes.values()) await updateDeliveries(trx, ids, { ...changes, claimedUntil: null, updatedAt: at });
  }

  /**
   * Attempts that ended about the same time are recorded together, up to RECORD_BATCH in one
   * transaction of a few statements (a transaction of several statements per attempt capped
   * delivery at a few hundred a second). Each still gets its own outcome.
   */
  const recordQueue: Array<{ delivery: ClaimedDelivery; result: SendResult; done: (error?: unknown) => void }> = [];
  let recording: Promise<void> | undefined;

  function record(delivery: ClaimedDelivery, result: SendResult): Promise<void> {
    const recorded = new Promise<void>((resolve, reject) => {
      recordQueue.push({ delivery, result, done: (error) => (error === undefined ? resolve() : reject(error as Error)) });
    });
    recording ??= (async () => {
      // A moment for the attempts ending about now to join the same transaction.
      await gather();
      while (recordQueue.length > 0) {
        const batch = recordQueue.splice(0, RECORD_BATCH);
        try {
          const now = deps.now();
          await deps.db.kysely.transaction().execute((trx) => recordBatch(trx, batch, now));
          for (const item of batch) item.done();
        } catch (error) {
          for (const item of batch) item.done(error);
        }
      }
      recording = undefined;
    })();
    return recorded;
  }

  /** One delivery, on its own: sent, then recorded; its slot is freed and claimed again at once. */
  function start(delivery: ClaimedDelivery, event: Payload | undefined): void {
    perEndpoint.set(delivery.endpointId, (perEndpoint.get(delivery.endpointId) ?? 0) + 1);
    const running: Promise<void> = (async () => {
      const result = await attempt(delivery, event);
      // Shutting down: the attempt is abandoned, not failed; the delivery is due again after its lease.
      if (result !== undefined && !aborted.signal.aborted) await record(delivery, result);
    })()
      .catch((error: unknown) => report(error, "a delivery"))
      .finally(() => {
        const left = (perEndpoint.get(delivery.endpointId) ?? 1) - 1;
        if (left === 0) perEndpoint.delete(delivery.endpointId);
        else perEndpoint.set(delivery.endpointId, left);
        attempts.delete(running);
        wake();
      });
    attempts.add(running);
  }

  /**
   * Claims for the free slots, endpoints in turn after the last one served, until the slots or the
   * due endpoints run out: on PostgreSQL a statement per page of endpoints, then one read of the
   * events whose payloads are not kept.
   */
  async function claimRound(): Promise<void> {
    const now = deps.now();
    const at = now.toISOString();
    const leaseUntil = new Date(now.getTime() + deps.config.webhooks.timeoutMs + LEASE_MARGIN_MS).toISOString();
    for (let wrapped = false; attempts.size < MAX_IN_FLIGHT && !aborted.signal.aborted; ) {
      const round = await claimDueDeliveries(deps.db, {
        now: at,
        leaseUntil,
        afterId: cursor,
        inFlight: perEndpoint,
        perEndpoint: MAX_PER_ENDPOINT,
        endpoints: ENDPOINTS_PER_ROUND,
        limit: MAX_IN_FLIGHT - attempts.size,
      });
      cursor = round.lastServed ?? cursor;
      const events = await payloadsOf(round.deliveries.map((delivery) => delivery.eventId));
      for (const delivery of round.deliveries) start(delivery, events.get(delivery.eventId));
      if (round.endpointsSeen < ENDPOINTS_PER_ROUND) {
        // The end of the endpoints: once round from the start, then wait to be woken.
        if (wrapped || cursor === undefined) return;
        wrapped = true;
        cursor = undefined;
      }
    }
  }

  /** A slot was freed, or it is time to look: one claiming round at a time, another after it when asked meanwhile. */
  function wake(): void {
    if (aborted.signal.aborted) return;
    if (claiming !== undefined) {
      again = true;
      return;
    }
    claiming = (async () => {
      // A moment for the slots freed about now to be claimed together.
      await gather();
      do {
        again = false;
        try {
          await claimRound();
        } catch (error) {
          report(error, "claiming deliveries");
        }
      } while (again && !aborted.signal.aborted);
      claiming = undefined;
    })();
  }

  async function purgeDeleted(): Promise<void> {
    for (let batch = 0; batch < PURGE_BATCHES_PER_RUN && !aborted.signal.aborted; batch++) {
      const endpointId = await findDeletedEndpoint(deps.db.reader);
      if (endpointId === undefined) return;
      const removed = await purgeDeletedEndpoint(deps.db.kysely, endpointId, deps.now().toISOString(), PURGE_BATCH);
      // What is left is being attempted now: its record comes first.
      if (removed === 0) return;
    }
  }

  async function limitBacklogs(): Promise<void> {
    const max = deps.config.webhooks.maxPending;
    const endpoints = await enabledEndpointIds(deps.db.reader, backlogCursor, BACKLOG_CHECKS_PER_RUN);
    backlogCursor = endpoints.length < BACKLOG_CHECKS_PER_RUN ? undefined : endpoints.at(-1);
    for (const endpointId of endpoints) {
      if (aborted.signal.aborted || !(await backlogExceeds(deps.db.reader, endpointId, max))) continue;
      if (await disableEndpoint(deps.db.kysely, endpointId, "backlog", deps.now().toISOString())) {
        deps.logger.warn({ endpointId, maxPending: max }, "webhook endpoint disabled: more deliveries pending than SPRINTROOM_WEBHOOK_MAX_PENDING");
      }
    }
  }

  async function prune(): Promise<void> {
    const before = new Date(deps.now().getTime() - deps.config.eventRetentionDays * 86_400_000).toISOString();
    for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN && !aborted.signal.aborted; batch++) {
      if ((await pruneEvents(deps.db.kysely, before, PRUNE_BATCH)) < PRUNE_BATCH) return;
    }
  }

  async function keepHouse(): Promise<void> {
    await purgeDeleted().catch((error: unknown) => report(error, "removing deleted endpoints' deliveries"));
    if (Date.now() - lastBacklogs >= deps.config.webhooks.backlogCheckMs) {
      lastBacklogs = Date.now();
      await limitBacklogs().catch((error: unknown) => report(error, "measuring backlogs"));
    }
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await prune().catch((error: unknown) => report(error, "pruning events"));
    }
  }

  const tick = () => {
    if (aborted.signal.aborted) return;
    wake();
    if (housekeeping === undefined && Date.now() - lastHousekeeping >= HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = Date.now();
      housekeeping = keepHouse().finally(() => {
        housekeeping = undefined;
      });
    }
    poll = setTimeout(tick, POLL_MS);
  };
  tick();

  return {
    async stop() {
      aborted.abort();
      clearTimeout(poll);
      await Promise.all([claiming, housekeeping, recording, ...attempts]);
    },
  };
}
