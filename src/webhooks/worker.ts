// The background worker of the server process: it sends due webhook deliveries and prunes events
// past their retention. Deliveries are claimed with a lease, a batch at a time, and each attempt is
// recorded with its outcome; a failed one is retried on the configured schedule (about 5 s, 1 min,
// 10 min, 1 h, 6 h, 24 h), then marked failed, and an endpoint failing for 3 days is disabled.
// Nothing here holds the event loop: every step is a bounded query or an awaited request.
import type { Logger } from "pino";
import type { SecretBox } from "../auth/secret-box.js";
import type { Config } from "../config.js";
import { presentEvent } from "../presenters/events.js";
import type { Db } from "../storage/database.js";
import { findEvent, pruneEvents } from "../storage/repos/events.js";
import {
  claimDueDeliveries,
  hasDueDelivery,
  insertAttempt,
  lockEndpointStatus,
  markEndpointFailing,
  markEndpointHealthy,
  updateDelivery,
  type ClaimedDelivery,
} from "../storage/repos/webhooks.js";
import { sendWebhook, type SendResult } from "./send.js";
import { signatureHeaders } from "./signing.js";

const POLL_MS = 250;
const BATCH = 10;
/** A receiver must answer within this. */
const SEND_TIMEOUT_MS = 10_000;
/** Longer than an attempt can take: a claim this old belongs to a worker that died. */
const LEASE_MS = SEND_TIMEOUT_MS + 10_000;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES_PER_RUN = 20;

export interface WebhookWorkerDeps {
  db: Db;
  now: () => Date;
  newId: () => string;
  secrets: SecretBox;
  logger: Logger;
  config: Pick<Config, "webhooks" | "eventRetentionDays">;
}

export interface WebhookWorker {
  /** Stops claiming, abandons attempts in flight (they are due again when their lease ends) and waits for the current step. */
  stop(): Promise<void>;
}

export function startWebhookWorker(deps: WebhookWorkerDeps): WebhookWorker {
  const aborted = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  async function attempt(delivery: ClaimedDelivery): Promise<SendResult | undefined> {
    const event = await findEvent(deps.db.reader, delivery.event_id);
    if (event === undefined) return undefined;
    const payload = JSON.stringify(presentEvent(event));
    let secret: string;
    try {
      secret = deps.secrets.open(delivery.secret);
    } catch {
      return { statusCode: null, durationMs: 0, error: "the endpoint's secret cannot be read with this server's key (SPRINTROOM_SECRET_KEY)" };
    }
    return sendWebhook({
      url: delivery.url,
      headers: signatureHeaders(secret, event.id, deps.now(), payload),
      payload,
      allowPrivate: deps.config.webhooks.allowPrivate,
      timeoutMs: SEND_TIMEOUT_MS,
      signal: aborted.signal,
    });
  }

  async function record(delivery: ClaimedDelivery, result: SendResult): Promise<void> {
    const now = deps.now();
    const at = now.toISOString();
    const attempts = delivery.attempts + 1;
    const delay = result.error === null ? undefined : deps.config.webhooks.retryDelaysMs[attempts - 1];
    // The endpoint's row first, then the delivery's: the order an update of the endpoint (disable,
    // enable) takes them in, so the two never wait on each other. A retry waits, like the endpoint's
    // other deliveries, while the endpoint is disabled.
    await deps.db.kysely.transaction().execute(async (trx) => {
      let enabled = (await lockEndpointStatus(trx, delivery.endpoint_id)) === "enabled";
      if (result.error === null) await markEndpointHealthy(trx, delivery.endpoint_id);
      else if (await markEndpointFailing(trx, delivery.endpoint_id, at, new Date(now.getTime() - deps.config.webhooks.disableAfterMs).toISOString())) enabled = false;
      await insertAttempt(trx, { id: deps.newId(), delivery_id: delivery.id, status_code: result.statusCode, duration_ms: result.durationMs, error: result.error, created_at: at });
      await updateDelivery(trx, delivery.id, {
        status: result.error === null ? "succeeded" : delay === undefined ? "failed" : "pending",
        attempts,
        next_attempt_at: delay === undefined || !enabled ? null : new Date(now.getTime() + delay).toISOString(),
        claimed_until: null,
        updated_at: at,
      });
    });
  }

  async function deliverDue(): Promise<void> {
    const now = deps.now();
    if (!(await hasDueDelivery(deps.db.reader, now.toISOString()))) return;
    const claimed = await claimDueDeliveries(deps.db.kysely, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), BATCH);
    await Promise.all(
      claimed.map(async (delivery) => {
        const result = await attempt(delivery);
        // Shutting down: the attempt is abandoned, not failed; the delivery is due again after its lease.
        if (result !== undefined && !aborted.signal.aborted) await record(delivery, result);
      }),
    );
  }

  async function prune(): Promise<void> {
    const before = new Date(deps.now().getTime() - deps.config.eventRetentionDays * 86_400_000).toISOString();
    for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN && !aborted.signal.aborted; batch++) {
      if ((await pruneEvents(deps.db.kysely, before, PRUNE_BATCH)) < PRUNE_BATCH) return;
    }
  }

  async function step(): Promise<void> {
    try {
      await deliverDue();
      if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await prune();
      }
    } catch (error) {
      if (!aborted.signal.aborted) deps.logger.error({ err: error }, "webhook worker step failed; retrying");
    }
  }

  let running = step();
  const schedule = () => {
    if (aborted.signal.aborted) return;
    timer = setTimeout(() => {
      running = step().then(schedule);
    }, POLL_MS);
  };
  void running.then(schedule);

  return {
    async stop() {
      aborted.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
