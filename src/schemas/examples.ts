// One example of each record, written out and typed against its schema: the answers the OpenAPI
// document shows come from these, through each operation's `responseExample`, never from guesses.
import type { ActivityRecord } from "./activities.js";
import type { AiAnswerRecord, SprintPlanRecord } from "./ai.js";
import type { BatchRecord } from "./batch.js";
import type { CommentRecord } from "./comments.js";
import type { DocumentRecord, DocumentSummary } from "./documents.js";
import type { EventRecord } from "./events.js";
import type { OAuthGrantRecord } from "./grants.js";
import type { IdentityRecord, UsageRecord } from "./identity.js";
import type { AccessTokenRecord, ApiKeyRecord, CreatedApiKeyRecord } from "./keys.js";
import type { RelationRecord } from "./relations.js";
import type { SprintReportRecord, TeamInsightsRecord } from "./reports.js";
import type { ResourceRecord } from "./resources.js";
import type { SprintRecord } from "./sprints.js";
import type { MemberRecord, TeamEventRecord, TeamRecord } from "./teams.js";
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "./webhooks.js";

const TEAM_ID = "01a206e5-2aa1-755a-af8f-9df7cb4c462b";
const ADA = "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5";
const SPRINT_ID = "01a206e5-2aaa-7698-ab42-9af63806c0c1";
const ACTIVITY_ID = "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e";
const CREATED = "2026-11-23T10:15:30.000Z";
const UPDATED = "2026-11-24T09:30:00.000Z";

export const TEAM: TeamRecord = { object: "team", id: TEAM_ID, name: "Platform", plan: "PRO", role: "CAPTAIN", createdAt: CREATED, updatedAt: CREATED };

/** A team as an event, and the operator at the CLI, see it: no caller's role. */
export const TEAM_EVENT: TeamEventRecord = { object: "team", id: TEAM_ID, name: "Platform", plan: "PRO", createdAt: CREATED, updatedAt: CREATED };

export const MEMBER: MemberRecord = { object: "member", id: ADA, teamId: TEAM_ID, name: "Ada Lovelace", email: "ada@example.com", role: "CAPTAIN", joinedAt: CREATED };

export const SPRINT: SprintRecord = {
  object: "sprint",
  id: SPRINT_ID,
  teamId: TEAM_ID,
  name: "Sprint 14: checkout revamp",
  description: null,
  goal: "Cut checkout drop-off by 20%",
  startDate: "2026-11-24",
  endDate: "2026-12-05",
  status: "ACTIVE",
  createdAt: CREATED,
  updatedAt: UPDATED,
};

export const SPRINT_REPORT: SprintReportRecord = {
  object: "sprint_report",
  sprintId: SPRINT_ID,
  from: "2026-11-24",
  to: "2026-11-26",
  days: [
    { date: "2026-11-24", scopePoints: 21, scopeCount: 6, donePoints: 0, doneCount: 0, addedPoints: 0, removedPoints: 0 },
    { date: "2026-11-25", scopePoints: 24, scopeCount: 7, donePoints: 5, doneCount: 2, addedPoints: 3, removedPoints: 0 },
    { date: "2026-11-26", scopePoints: 22, scopeCount: 6, donePoints: 8, doneCount: 3, addedPoints: 0, removedPoints: 2 },
  ],
  now: {
    byStatus: [
      { status: "IN_PROGRESS", count: 2, points: 8 },
      { status: "TODO", count: 1, points: 6 },
      { status: "DONE", count: 3, points: 8 },
    ],
    byAssignee: [{ assignedTo: ADA, count: 6, points: 22, openCount: 3, openPoints: 14 }],
  },
  carriedOver: { count: 3, points: 14 },
  committedPoints: 21,
  completedPoints: 8,
};

export const TEAM_INSIGHTS: TeamInsightsRecord = {
  object: "team_insights",
  teamId: TEAM_ID,
  assignedTo: null,
  label: [],
  sprints: [
    {
      sprintId: SPRINT_ID,
      name: "Sprint 14: checkout revamp",
      from: "2026-11-24",
      to: "2026-12-05",
      committedPoints: 21,
      completedPoints: 18,
      completedCount: 5,
      cycleTimeDays: { count: 4, p50: 1.5, p85: 3.25 },
      leadTimeDays: { count: 5, p50: 4, p85: 6.5 },
    },
  ],
  velocity: { averageCommittedPoints: 21, averageCompletedPoints: 18 },
  throughput: [
    { weekStart: "2026-11-23", count: 2, points: 8 },
    { weekStart: "2026-11-30", count: 3, points: 10 },
  ],
  workInProgress: { count: 2, points: 8 },
};

export const ACTIVITY: ActivityRecord = {
  object: "activity",
  id: ACTIVITY_ID,
  teamId: TEAM_ID,
  sprintId: SPRINT_ID,
  title: "Redesign the cart summary",
  description: "Totals, discounts and shipping in one block.",
  status: "IN_PROGRESS",
  priority: "HIGH",
  points: 5,
  dueDate: "2026-11-28",
  assignedTo: ADA,
  reviewStatus: null,
  labels: ["checkout", "design"],
  createdBy: ADA,
  completedAt: null,
  createdAt: CREATED,
  updatedAt: UPDATED,
  parentId: null,
  subtasks: { total: 2, done: 1, points: 3, pointsDone: 1 },
  blockedBy: [{ id: "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d", title: "Agree the discount rules", status: "IN_REVIEW" }],
  blocks: ["01a206e5-2ab5-7e3b-8d22-5f708192a3b4"],
};

export const RELATION: RelationRecord = {
  object: "relation",
  id: "01a206e5-2ab6-7f4c-9e33-60819203b4c5",
  type: "blocks",
  activityId: ACTIVITY_ID,
  relatedActivityId: "01a206e5-2ab5-7e3b-8d22-5f708192a3b4",
  createdAt: UPDATED,
  createdBy: ADA,
};

export const COMMENT: CommentRecord = {
  object: "comment",
  id: "01a206e5-2ab8-7e2f-9a10-6c2d3e4f5a6b",
  activityId: ACTIVITY_ID,
  authorId: ADA,
  content: "First draft is in Figma, feedback welcome.",
  createdAt: UPDATED,
  updatedAt: UPDATED,
};

const documentBase = {
  object: "document" as const,
  id: "01a206e5-2abc-7f30-8b21-7d3e4f5a6b7c",
  teamId: TEAM_ID,
  title: "Rounding rules for taxes",
  sprintId: SPRINT_ID,
  activityId: null,
  createdBy: ADA,
  createdAt: CREATED,
  updatedAt: UPDATED,
};
export const DOCUMENT: DocumentRecord = { ...documentBase, content: "Round tax per order, not per line." };
export const DOCUMENT_SUMMARY: DocumentSummary = { ...documentBase, snippet: "Round tax per order, not per line." };

export const RESOURCE: ResourceRecord = {
  object: "resource",
  id: "01a206e5-2ac0-7041-9c32-8e4f5a6b7c8d",
  teamId: TEAM_ID,
  title: "Checkout designs",
  url: "https://www.figma.com/file/demo-checkout",
  type: "LINK",
  activityId: ACTIVITY_ID,
  createdBy: ADA,
  createdAt: CREATED,
  updatedAt: CREATED,
};

export const IDENTITY: IdentityRecord = {
  object: "identity",
  user: { id: ADA, name: "Ada Lovelace", email: "ada@example.com" },
  credential: { type: "api_key", id: "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e", name: "laptop", scopes: ["read", "write"], expiresAt: null },
  scopes: ["read", "write"],
  teams: [{ id: TEAM_ID, name: "Platform", role: "CAPTAIN", plan: "PRO" }],
  rateLimit: { limit: 120, plan: "PRO" },
};

export const USAGE: UsageRecord = {
  object: "usage",
  teamId: TEAM_ID,
  plan: "PRO",
  period: { start: "2026-11-01T00:00:00.000Z", end: "2026-12-01T00:00:00.000Z" },
  ai: { limit: 500, used: 12, remaining: 488 },
  rateLimit: { limit: 120 },
};

export const API_KEY: ApiKeyRecord = {
  object: "api_key",
  id: "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e",
  name: "laptop",
  scopes: ["read", "write"],
  createdAt: CREATED,
  lastUsedAt: UPDATED,
  expiresAt: null,
  revokedAt: null,
};
export const CREATED_API_KEY: CreatedApiKeyRecord = { ...API_KEY, lastUsedAt: null, key: "sr_sk_4reAPBAG7gMfKOZTLzTRGDPh0123456789abcd" };

export const ACCESS_TOKEN: AccessTokenRecord = {
  object: "oauth_token",
  id: "01a206e5-2ac5-7152-8d43-9f5a6b7c8d9f",
  userId: ADA,
  name: null,
  scopes: ["read"],
  expiresAt: "2026-11-24T10:30:00.000Z",
  revokedAt: null,
  createdAt: UPDATED,
};

export const OAUTH_GRANT: OAuthGrantRecord = {
  object: "oauth_grant",
  id: "01a206e5-2ac8-7263-9e54-a06b7c8d9eaf",
  client: { id: "01a206e5-2acc-7374-8f65-b17c8d9eafb0", name: "Claude", redirectHosts: ["claude.ai"] },
  scopes: ["read", "write"],
  resource: "https://sprintroom.example.com/api/mcp",
  createdAt: CREATED,
  lastUsedAt: UPDATED,
  revokedAt: null,
};

export const EVENT: EventRecord = {
  object: "event",
  id: "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
  type: "activity.updated",
  teamId: TEAM_ID,
  createdAt: UPDATED,
  actor: { userId: ADA, credential: { type: "api_key", id: "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e" } },
  data: { object: ACTIVITY, previous: { status: "TODO", updatedAt: CREATED } },
  request_id: "req_4reAPBAG7gMfKOZTLzTRGDPh",
};

export const WEBHOOK_ENDPOINT: WebhookEndpointRecord = {
  object: "webhook_endpoint",
  id: "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
  teamId: TEAM_ID,
  url: "https://hooks.example.com/sprintroom",
  events: ["activity.*", "comment.created"],
  description: "Chat notifications",
  status: "enabled",
  disabledReason: null,
  createdAt: CREATED,
  updatedAt: CREATED,
};
export const WEBHOOK_ENDPOINT_WITH_SECRET = { ...WEBHOOK_ENDPOINT, secret: "whsec_MfKOZTLzTRGDPh4reAPBAG7gMfKOZTLzTRGDPh4re=" };

export const WEBHOOK_DELIVERY: WebhookDeliveryRecord = {
  object: "webhook_delivery",
  id: "01a206e5-2ad8-76a7-9c98-e4afb0c1d2e3",
  endpointId: WEBHOOK_ENDPOINT.id,
  eventId: EVENT.id,
  eventType: "activity.updated",
  status: "pending",
  attemptCount: 1,
  nextAttemptAt: "2026-11-24T09:35:00.000Z",
  attempts: [{ createdAt: UPDATED, statusCode: 503, durationMs: 118, error: "The receiver answered 503." }],
  createdAt: UPDATED,
  updatedAt: UPDATED,
};

export const AI_ANSWER: AiAnswerRecord = {
  object: "ai_answer",
  question: "What is blocked?",
  answer: "One activity is blocked: Fix rounding in order totals, waiting on the tax rules.",
  sources: [{ object: "activity", id: ACTIVITY_ID, title: "Fix rounding in order totals", snippet: "Blocked until the tax rules are settled." }],
  provider: "local",
  warnings: [],
};

export const SPRINT_PLAN: SprintPlanRecord = {
  object: "sprint_plan",
  committed: false,
  sprint: { object: "sprint_proposal", name: "Sprint 15: billing", goal: "Invoices in one click", startDate: "2026-12-07", endDate: "2026-12-18", status: "PLANNED" },
  activities: [
    {
      object: "activity_proposal",
      ref: "a1",
      title: "Invoice page",
      description: null,
      status: "SUGGESTED",
      priority: null,
      points: 3,
      dueDate: null,
      assignedTo: ADA,
      labels: [],
      parentRef: null,
      blockedByRefs: [],
    },
    {
      object: "activity_proposal",
      ref: "a2",
      title: "Send invoices by email",
      description: null,
      status: "SUGGESTED",
      priority: null,
      points: null,
      dueDate: null,
      assignedTo: null,
      labels: [],
      parentRef: null,
      blockedByRefs: ["a1"],
    },
  ],
  warnings: [],
  provider: "local",
};

/** A list's first and only page holding one record. */
export const listOf = <T>(record: T) => ({ data: [record], has_more: false, next_cursor: null });

/** What a delete answers over MCP. */
export const deletedOf = <T extends string>(object: T, id: string) => ({ object, id, deleted: true as const });

/** A batch that made a sprint and an activity in it. */
export const BATCH: BatchRecord = {
  object: "batch",
  dryRun: false,
  results: [
    { status: 201, record: SPRINT, etag: '"q3Xw0m1Zb0F3aYtH2rX9cQvL8sE"' },
    { status: 201, record: ACTIVITY, etag: '"Vd8kR2pN5tY7uW1xZ3bC6eF9gHj"' },
  ],
};

/** What a change stream sends (GET /teams/{teamId}/events/stream): the retry hint, a message per event, a heartbeat. */
export const EXAMPLE_EVENT_STREAM = `retry: 2000\n\nid: ${EVENT.id}\ndata: ${JSON.stringify(EVENT)}\n\n:\n\n`;
