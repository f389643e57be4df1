// What an operation may use: who is calling, where to read and write, and the time.
import type { AiProvider } from "../../ai/provider.js";
import type { Actor } from "../../auth/actor.js";
import type { Config } from "../../config.js";
import type { AiQuota } from "../../limits/ai-quota.js";
import type { Announcer } from "../../live/change-feed.js";
import type { SecretBox } from "../../auth/secret-box.js";
import type { Executor } from "../../storage/database.js";
import type { EventRecord, EventType } from "../../schemas/events.js";
import type { Role } from "../../schemas/common.js";

/** What a write changed, kept by recordChange (events.ts) until the runner appends it as an event. */
export interface Change {
  type: EventType;
  teamId: string;
  /** The record after the change; for a delete, the record as it was. */
  object: EventRecord["data"]["object"];
  /** For an update, the record before it: the event's `previous` holds the fields that changed. */
  before?: Record<string, unknown>;
  /** The activity the change belongs to (an activity's own change, or one of its comments'). */
  activityId?: string;
  /** A relation's other activity: its history shows the change too. */
  relatedActivityId?: string;
}

/**
 * What a batch's calls would otherwise read again and again in its one transaction (nothing else
 * writes in it): the caller's role per team, and the team of each sprint a call names. The batch
 * drops what a call may have changed after it (batch.ts, forgetChanged): the roles after a call
 * that may write members or teams, the sprints after one that may delete a sprint.
 */
export interface BatchMemo {
  roles: Map<string, Role>;
  sprintTeams: Map<string, string>;
}

export interface OperationContext {
  actor: Actor;
  db: Executor;
  config: Pick<Config, "rateLimits" | "aiQuotas" | "webhooks" | "eventRetentionDays">;
  /** The configured AI provider, and the local one it falls back to. */
  ai: { provider: AiProvider; local: AiProvider };
  /** The team's monthly AI units, kept on the write connection whatever the operation runs on. */
  aiQuota: AiQuota;
  /** Encrypts the secrets the server must read back (webhook signing secrets). */
  secrets: SecretBox;
  /** The addresses a host name resolves to (DNS): an operation calls it only in its `prepare`. */
  lookupHost: (hostname: string) => Promise<string[]>;
  now: () => Date;
  newId: () => string;
  /** The caller's If-Match: an update checks it against the record it is about to change. */
  ifMatch?: string;
  /** The request being served (REST or MCP), kept on the events it causes. */
  requestId?: string;
  /** In a batch, what its calls read once for all (BatchMemo); a single request has none. */
  memo?: BatchMemo;
  /** What the operation changed (recordChange in events.ts): the runner turns each into an event. */
  changes: Change[];
  /** Wakes the change streams (src/live/change-feed.ts): told of `written` once the transaction has committed. */
  feed: Announcer;
  /**
   * The teams whose events this context appended in its transaction (appendEvents), announced on
   * the feed when the transaction commits (announceWritten); dropped when it rolls back.
   */
  written: Set<string>;
  /**
   * An operation that writes in a transaction of its own (`writes: "on_commit"`) calls this inside
   * it, with its answer: its events are appended and, for a request with an Idempotency-Key, the
   * answer kept, exactly when the write lands. (The runner does the same for every other write.)
   */
  commit(db: Executor, answer: unknown): Promise<void>;
}


/** The id the operator's changes carry as their credential's (`actor.credential.id` on events). */
export const SYSTEM_CREDENTIAL_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The operator at the `sprintroom` CLI, who holds the database: trusted, so in every team that
 * exists it acts with a CAPTAIN's rights (requireMember), while every other rule holds (a team
 * keeps a CAPTAIN, references stay within the team) and each change records its event, with
 * `actor.userId` null and `actor.credential` `{type: "system", id: SYSTEM_CREDENTIAL_ID}`.
 */
export const SYSTEM_ACTOR: Actor = {
  userId: SYSTEM_CREDENTIAL_ID,
  name: "sprintroom CLI",
  email: "",
  plan: "FREE",
  credential: { id: SYSTEM_CREDENTIAL_ID, type: "system", name: "sprintroom CLI", scopes: ["read", "write"], expiresAt: null },
};
