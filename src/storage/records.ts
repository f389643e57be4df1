// The records the repositories take and return: each table's columns as camelCase fields
// (`Fields`, columns.ts). A column that keeps a list or an object as text (a comma list, JSON)
// holds the value here; the repositories alone write and read the text. This file, not tables.ts,
// is what the code above src/storage names (.dependency-cruiser.js).
import type { Selectable } from "kysely";
import type { Fields } from "./columns.js";
import type { Scope } from "../schemas/common.js";
import type { EventRecord } from "../schemas/events.js";
import type { RegisteredClient } from "../schemas/oauth-clients.js";
import type { WebhookStatus } from "../schemas/webhooks.js";
import type {
  ActivitiesTable,
  ActivityChangesTable,
  CommentsTable,
  CredentialsTable,
  DocumentsTable,
  EventsTable,
  IdempotencyKeysTable,
  OAuthAuthorizationRequestsTable,
  OAuthClientsTable,
  OAuthCodesTable,
  OAuthGrantsTable,
  OAuthRefreshTokensTable,
  RelationsTable,
  ResourcesTable,
  SprintsTable,
  TeamMembersTable,
  TeamsTable,
  UserPasswordsTable,
  UsersTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebSessionsTable,
} from "./tables.js";

type Decoded<R, D> = Omit<R, keyof D> & D;

export type StoredUser = Fields<Selectable<UsersTable>>;
export type StoredTeam = Fields<Selectable<TeamsTable>>;
export type StoredMember = Fields<Selectable<TeamMembersTable>>;
export type StoredWebSession = Fields<Selectable<WebSessionsTable>>;
export type StoredPassword = Fields<Selectable<UserPasswordsTable>>;
export type StoredCredential = Fields<Decoded<Selectable<CredentialsTable>, { scopes: Scope[] }>>;
export type StoredOAuthClient = Fields<Decoded<Selectable<OAuthClientsTable>, { redirect_uris: string[]; metadata: RegisteredClient }>>;
export type StoredOAuthGrant = Fields<Decoded<Selectable<OAuthGrantsTable>, { scopes: Scope[] }>>;
export type StoredAuthorizationRequest = Fields<Decoded<Selectable<OAuthAuthorizationRequestsTable>, { scopes: Scope[] }>>;
export type StoredOAuthCode = Fields<Decoded<Selectable<OAuthCodesTable>, { scopes: Scope[] }>>;
export type StoredRefreshToken = Fields<Selectable<OAuthRefreshTokensTable>>;
export type StoredSprint = Fields<Selectable<SprintsTable>>;
export type StoredActivity = Fields<Decoded<Selectable<ActivitiesTable>, { labels: string[] }>>;
export type StoredRelation = Fields<Selectable<RelationsTable>>;
export type StoredActivityChange = Fields<Selectable<ActivityChangesTable>>;
export type StoredComment = Fields<Selectable<CommentsTable>>;
export type StoredDocument = Fields<Selectable<DocumentsTable>>;
export type StoredResource = Fields<Selectable<ResourcesTable>>;
export type StoredIdempotencyKey = Fields<Decoded<Selectable<IdempotencyKeysTable>, { outcome: unknown }>>;
export type StoredEvent = Fields<Decoded<Selectable<EventsTable>, { data: EventRecord["data"] }>>;
export type StoredWebhookEndpoint = Fields<Decoded<Selectable<WebhookEndpointsTable>, { events: string[] }>>;
/** An endpoint its team can see: not marked deleted. */
export type LiveWebhookEndpoint = StoredWebhookEndpoint & { status: WebhookStatus };
export type StoredWebhookDelivery = Fields<Selectable<WebhookDeliveriesTable>>;
export type StoredWebhookAttempt = Fields<Selectable<WebhookAttemptsTable>>;
