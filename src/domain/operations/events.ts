// Events: every successful write records what changed (recordChange); the runner appends one event
// per change, and a delivery for each webhook endpoint listening to it, in the write's own
// transaction, so a write that rolls back leaves no event and one that commits always has its own.
// Reading them: a team's events, one event, an activity's history.
import { presentEvent } from "../../presenters/events.js";
import { ActivityParams } from "../../schemas/activities.js";
import { ListEnvelope } from "../../schemas/common.js";
import { EVENT_TYPES, EventParams, EventRecord, HistoryQuery, ListEventsQuery } from "../../schemas/events.js";
import { TeamParams } from "../../schemas/teams.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import type { Executor } from "../../storage/database.js";
import { findEvent, insertEvents, listActivityHistory, listEventRows } from "../../storage/repos/events.js";
import { findMemberRole } from "../../storage/repos/members.js";
import { insertDeliveries, listEnabledEndpoints } from "../../storage/repos/webhooks.js";
import type { StoredActivityChange, StoredEvent, StoredWebhookDelivery } from "../../storage/records.js";
import { notFound } from "../../errors.js";
import type { Change, OperationContext } from "../runtime/context.js";
import { activityChangeOf, keepActivityChanges } from "../insights/facts.js";
import { defineOperation } from "../runtime/operation.js";
import { inTeam, pathUuid, teamObject } from "../runtime/permissions.js";
import { EVENT, listOf } from "../../schemas/examples.js";

/** What an operation calls for each record it created, changed or deleted. */
export function recordChange(ctx: OperationContext, change: Change): void {
  ctx.changes.push(change);
}

/** Whether two values of a record (JSON values: text, numbers, null, lists, objects) are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.hasOwn(y, key) && sameValue(x[key], y[key]));
}

/** The changed fields' values before the change: each field compared, nothing serialised. */
function previousOf(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key in before) {
    if (!sameValue(before[key], after[key])) previous[key] = before[key];
  }
  return previous;
}

/** Whether an endpoint listening to `filters` ("*", a type, or "kind.*") receives `type`. */
export function listensTo(filters: readonly string[], type: string): boolean {
  return filters.some((filter) => filter === "*" || filter === type || (filter.endsWith(".*") && type.startsWith(filter.slice(0, -1))));
}

/**
 * Appends the recorded changes as events, with their deliveries, on `db` (the write's transaction):
 * the events in one statement, then their deliveries in one, then the activities' changes the
 * sprint report keeps past the events' retention, and the sprints' aggregate they move
 * (insights/facts.ts).
 */
export async function appendEvents(ctx: OperationContext, db: Executor): Promise<void> {
  const changes = ctx.changes.splice(0);
  if (changes.length === 0) return;
  const endpoints = new Map<string, Array<{ id: string; events: string[] }>>();
  const events: StoredEvent[] = [];
  const deliveries: StoredWebhookDelivery[] = [];
  const kept: StoredActivityChange[] = [];
  for (const change of changes) {
    ctx.written.add(change.teamId);
    const now = ctx.now().toISOString();
    const id = ctx.newId();
    const data = change.before === undefined ? { object: change.object } : { object: change.object, previous: previousOf(change.before, change.object) };
    events.push({
      id,
      teamId: change.teamId,
      type: change.type,
      objectId: change.object.id,
      activityId: change.activityId ?? null,
      relatedActivityId: change.relatedActivityId ?? null,
      // The operator at the CLI is no user (SYSTEM_ACTOR).
      actorUserId: ctx.actor.credential.type === "system" ? null : ctx.actor.userId,
      actorCredentialType: ctx.actor.credential.type,
      actorCredentialId: ctx.actor.credential.id,
      data,
      requestId: ctx.requestId ?? null,
      createdAt: now,
    });
    const fact = activityChangeOf(change, id, now);
    if (fact !== undefined) kept.push(fact);
    let listening = endpoints.get(change.teamId);
    if (listening === undefined) {
      listening = await listEnabledEndpoints(db, change.teamId);
      endpoints.set(change.teamId, listening);
    }
    // One delivery per endpoint listening: at most MAX_ENDPOINTS_PER_TEAM.
    for (const endpoint of listening) {
      if (!listensTo(endpoint.events, change.type)) continue;
      deliveries.push({
        id: ctx.newId(),
        endpointId: endpoint.id,
        eventId: id,
        status: "pending",
        attempts: 0,
        nextAttemptAt: now,
        claimedUntil: null,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await insertEvents(db, events);
  await insertDeliveries(db, deliveries);
  await keepActivityChanges(db, kept);
}

/**
 * Tells the change feed which teams' events the context's transaction wrote: called once it has
 * committed, never for one that rolled back (a failed write, a batch's dry run).
 */
export function announceWritten(ctx: OperationContext): void {
  if (ctx.written.size === 0) return;
  const teams = [...ctx.written];
  ctx.written.clear();
  ctx.feed.announce(teams);
}

/** `activity.*` filters become the exact types of that kind. */
export function expandTypes(filters: string[]): string[] {
  return [...new Set(filters.flatMap((filter) => (filter.endsWith(".*") ? EVENT_TYPES.filter((type) => listensTo([filter], type)) : [filter])))];
}

export const listEvents = defineOperation({
  name: "listEvents",
  toolName: "list_events",
  group: "events",
  summary: "A team's events (every change: who, what, before and after), newest first; filter by type ('activity.*' for a kind) and objectId.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/events", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  query: ListEventsQuery,
  output: ListEnvelope(EventRecord),
  responseExample: listOf(EVENT),
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const afterId = decodeIdCursor(input.starting_after);
    const types = input.type === undefined ? undefined : expandTypes(input.type);
    const rows = await listEventRows(ctx.db, teamId, { types, objectId: input.objectId }, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentEvent);
  },
});

export const getEvent = defineOperation({
  name: "getEvent",
  toolName: "get_event",
  group: "events",
  summary: "Get one event.",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/events/:eventId", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found"],
  emits: [],
  params: EventParams,
  output: EventRecord,
  responseExample: EVENT,
  async load(ctx, input) {
    const id = pathUuid(input.eventId);
    const row = id === undefined ? undefined : await findEvent(ctx.db, id);
    const role = row === undefined ? undefined : await findMemberRole(ctx.db, row.teamId, ctx.actor.userId);
    // Another team's event is not found either, as for every record.
    if (row === undefined || role === undefined) throw notFound("event", input.eventId);
    return { row, role };
  },
  async run(_ctx, _input, { row }) {
    return presentEvent(row);
  },
});

// Its own, not activities.ts's: that module records its changes through this one.
const activityOf = teamObject("activity", "activities", "activityId");

export const getActivityHistory = defineOperation({
  name: "getActivityHistory",
  toolName: "get_activity_history",
  group: "events",
  summary: "An activity's history: its events, its comments' and its relations' (from either side), oldest first.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/activities/:activityId/history", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found"],
  emits: [],
  params: ActivityParams,
  query: HistoryQuery,
  output: ListEnvelope(EventRecord),
  responseExample: listOf(EVENT),
  load: activityOf,
  async run(ctx, input, { row: activity }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listActivityHistory(ctx.db, activity.id, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentEvent);
  },
});
