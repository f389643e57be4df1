// The database as Kysely sees it. Columns are snake_case; the repositories map them to the camelCase
// records of records.ts, and nothing outside src/storage imports this file (.dependency-cruiser.js).
// A column that holds one of a closed set of values is typed as the domain's union of them.
import type { Generated } from "kysely";
import type { ActivityStatus, Priority, ReviewStatus } from "../schemas/activities.js";
import type { ActorCredentialType, CredentialType, Plan, Role } from "../schemas/common.js";
import type { EventType } from "../schemas/events.js";
import type { EdgeType } from "../schemas/relations.js";
import type { ResourceType } from "../schemas/resources.js";
import type { SprintStatus } from "../schemas/sprints.js";
import type { DeliveryStatus, DisabledReason, WebhookStatus } from "../schemas/webhooks.js";

/** ISO 8601 UTC with milliseconds on both engines (database.ts parses PostgreSQL's timestamptz to it). */
export type Timestamp = string;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamsTable {
  id: string;
  name: string;
  plan: Plan;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: Role;
  joined_at: Timestamp;
}

export interface CredentialsTable {
  id: string;
  user_id: string;
  type: CredentialType;
  name: string | null;
  secret_hash: string;
  scopes: string;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
  /** Written at most once a minute per credential, off the request's path (auth/last-used.ts). */
  last_used_at: Timestamp | null;
  /** The OAuth grant an access token was issued under; null for API keys and CLI-made tokens. */
  grant_id: string | null;
}

export interface UserPasswordsTable {
  user_id: string;
  /** argon2id, in the PHC string format (algorithm, parameters and salt included). */
  password_hash: string;
  updated_at: Timestamp;
}

export interface WebSessionsTable {
  /** SHA-256 of the session cookie's secret. */
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OAuthClientsTable {
  id: string;
  name: string | null;
  /** JSON array of exact redirect URIs. */
  redirect_uris: string;
  /** JSON of the registered client metadata, as answered to the client (RFC 7591). */
  metadata: string;
  created_at: Timestamp;
}

export interface OAuthGrantsTable {
  id: string;
  user_id: string;
  client_id: string;
  scopes: string;
  /** The resource (RFC 8707) the grant's tokens are for: this server, or its MCP endpoint. */
  resource: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface OAuthAuthorizationRequestsTable {
  id: string;
  client_id: string;
  redirect_uri: string;
  scopes: string;
  state: string | null;
  code_challenge: string;
  resource: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OAuthCodesTable {
  code_hash: string;
  client_id: string;
  user_id: string;
  scopes: string;
  resource: string;
  redirect_uri: string;
  code_challenge: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Set when the code is exchanged, so that a second use can end what the first one started. */
  grant_id: string | null;
}

export interface OAuthRefreshTokensTable {
  token_hash: string;
  grant_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set when it is exchanged (rotated); presenting it again revokes the whole grant. */
  used_at: Timestamp | null;
}

export interface SprintsTable {
  id: string;
  team_id: string;
  name: string;
  description: string | null;
  goal: string | null;
  start_date: string | null;
  end_date: string | null;
  status: SprintStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ActivitiesTable {
  id: string;
  team_id: string;
  sprint_id: string;
  title: string;
  description: string | null;
  status: ActivityStatus;
  priority: Priority | null;
  points: number | null;
  due_date: string | null;
  assigned_to: string | null;
  review_status: ReviewStatus | null;
  /** A JSON array of the labels as given (trimmed, each once whatever its case). */
  labels: string;
  created_by: string;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The parent activity (a sub-task's), of the same team; null at the top level. */
  parent_id: string | null;
  /** The rollup of its direct sub-tasks, kept in the transaction that changes one. */
  subtasks_total: Generated<number>;
  subtasks_done: Generated<number>;
  subtasks_points: Generated<number>;
  subtasks_points_done: Generated<number>;
  /** How many unfinished activities block it (`blocks` relations), kept with every change to one. */
  unresolved_blockers: Generated<number>;
}

/** One edge of the work graph, stored one way: `blocked_by` is stored as the other side's `blocks`. */
export interface RelationsTable {
  id: string;
  team_id: string;
  type: EdgeType;
  activity_id: string;
  related_activity_id: string;
  created_by: string;
  created_at: Timestamp;
}

/** One row per label of an activity, by its lower-case form: what the `label` filter reads. */
export interface ActivityLabelsTable {
  team_id: string;
  label_key: string;
  activity_id: string;
}

/**
 * One change of an activity that the sprint report and the insights read (docs/decisions/0020):
 * created, deleted, moved between sprints, its points or its status changed. Kept when events are
 * pruned. `sprint_id` is its sprint after the change (null once deleted), `previous_sprint_id`
 * before it (null when created); `points` and `status` are its values after the change.
 */
export interface ActivityChangesTable {
  id: string;
  team_id: string;
  activity_id: string;
  activity_created_at: Timestamp;
  sprint_id: string | null;
  previous_sprint_id: string | null;
  points: number | null;
  status: ActivityStatus;
  at: Timestamp;
}

/**
 * The sprints' aggregate (docs/decisions/0024), kept by the writes in the change's transaction: per
 * sprint and day (UTC, YYYY-MM-DD), what that day's changes moved, as deltas; the report adds them up.
 */
export interface SprintDaysTable {
  sprint_id: string;
  day: string;
  team_id: string;
  scope_points: number;
  scope_count: number;
  done_points: number;
  done_count: number;
  added_points: number;
  removed_points: number;
}

/**
 * Each activity's state in each sprint its changes named, as the sprint's replay leaves it: in the
 * sprint (1) or not (0), its points, since when it is finished (null: not), its last change naming
 * the sprint.
 */
export interface SprintWorkTable {
  sprint_id: string;
  activity_id: string;
  team_id: string;
  in_sprint: number;
  points: number;
  finished_at: Timestamp | null;
  last_at: Timestamp;
}

/** Each activity's creation, and the first time it was in work in progress (null: never): what cycle and lead time read. */
export interface ActivityTimesTable {
  activity_id: string;
  team_id: string;
  created_at: Timestamp;
  started_at: Timestamp | null;
}

export interface CommentsTable {
  id: string;
  team_id: string;
  activity_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  team_id: string;
  title: string;
  content: string;
  sprint_id: string | null;
  activity_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResourcesTable {
  id: string;
  team_id: string;
  title: string;
  url: string;
  type: ResourceType;
  activity_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AiUsageTable {
  team_id: string;
  period: string;
  used: number;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  state: "in_progress" | "done";
  outcome: string | null;
  created_at: Timestamp;
}

export interface EventsTable {
  id: string;
  team_id: string;
  type: EventType;
  object_id: string;
  activity_id: string | null;
  /** A relation event's other activity: its history shows the event too. */
  related_activity_id: string | null;
  actor_user_id: string | null;
  actor_credential_type: ActorCredentialType | null;
  actor_credential_id: string | null;
  /** JSON: {object, previous?}. */
  data: string;
  request_id: string | null;
  created_at: Timestamp;
}

export interface WebhookEndpointsTable {
  id: string;
  team_id: string;
  url: string;
  /** JSON array of event types, `kind.*` prefixes or "*". */
  events: string;
  description: string | null;
  /** enabled, disabled, or deleted (its deliveries are being removed; then the row is). */
  status: WebhookStatus | "deleted";
  /** The signing secret, encrypted (src/auth/secret-box.ts). */
  secret: string;
  failing_since: Timestamp | null;
  /** No delivery is claimed before then: its receiver did not answer in time. */
  rest_until: Timestamp | null;
  /** Why the server disabled it (failing, backlog); null when enabled or disabled by hand. */
  disabled_reason: DisabledReason | null;
  /** The secret before the last rotation, encrypted, which also signs until previous_secret_expires_at. */
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Timestamp | null;
  claimed_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  credentials: CredentialsTable;
  sprints: SprintsTable;
  activities: ActivitiesTable;
  activity_labels: ActivityLabelsTable;
  activity_changes: ActivityChangesTable;
  sprint_days: SprintDaysTable;
  sprint_work: SprintWorkTable;
  activity_times: ActivityTimesTable;
  relations: RelationsTable;
  comments: CommentsTable;
  documents: DocumentsTable;
  resources: ResourcesTable;
  ai_usage: AiUsageTable;
  idempotency_keys: IdempotencyKeysTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  user_passwords: UserPasswordsTable;
  web_sessions: WebSessionsTable;
  oauth_clients: OAuthClientsTable;
  oauth_grants: OAuthGrantsTable;
  oauth_authorization_requests: OAuthAuthorizationRequestsTable;
  oauth_codes: OAuthCodesTable;
  oauth_refresh_tokens: OAuthRefreshTokensTable;
}
