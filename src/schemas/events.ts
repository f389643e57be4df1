// Events: one per change, in the shape Stripe's users know; and webhook endpoints that receive them.
import { z } from "zod";
import { ActivityRecord } from "./activities.js";
import { CommentRecord } from "./comments.js";
import { ListParam, PageQuery, PathId, Timestamp, Uuid } from "./common.js";
import { DocumentSummary } from "./documents.js";
import { RelationRecord } from "./relations.js";
import { ResourceRecord } from "./resources.js";
import { SprintRecord } from "./sprints.js";
import { MemberRecord, TeamEventRecord } from "./teams.js";

export const EVENT_TYPES = [
  "team.created",
  "team.updated",
  "member.added",
  "member.updated",
  "member.removed",
  "sprint.created",
  "sprint.updated",
  "sprint.deleted",
  "activity.created",
  "activity.updated",
  "activity.deleted",
  "comment.created",
  "comment.deleted",
  "document.created",
  "document.updated",
  "document.deleted",
  "resource.created",
  "resource.deleted",
  "relation.created",
  "relation.deleted",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The kinds of object events are about: the part of a type before the dot. */
export const EVENT_OBJECTS = [...new Set(EVENT_TYPES.map((type) => type.split(".")[0] as string))];

export const EventRecord = z.object({
  object: z.literal("event"),
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  teamId: z.string(),
  createdAt: Timestamp,
  actor: z
    .object({
      userId: z.string().nullable(),
      credential: z.object({ type: z.string(), id: z.string() }).nullable(),
    })
    .describe("Who made the change: the user, and the credential (API key or OAuth token) they used."),
  data: z.object({
    object: z
      .union([TeamEventRecord, MemberRecord, SprintRecord, ActivityRecord, CommentRecord, DocumentSummary, ResourceRecord, RelationRecord])
      .describe("The record after the change; for a delete, the record as it was. A document as lists show it: a snippet, not its content."),
    previous: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Updates only: the changed fields' values before the change."),
  }),
  request_id: z.string().nullable().describe("The request that made the change."),
});
export type EventRecord = z.infer<typeof EventRecord>;

/**
 * Event types, one or several joined by commas (or as a list over MCP); `activity.*` names every
 * type of a kind. Parsed into exact types and kind prefixes.
 */
export const EventTypeFilter = ListParam((part) => {
  const known = part.endsWith(".*") ? EVENT_OBJECTS.includes(part.slice(0, -2)) : (EVENT_TYPES as readonly string[]).includes(part);
  return known ? null : `'${part}' is not an event type (one of ${EVENT_TYPES.join(", ")}, or a kind like 'activity.*')`;
}, [...EVENT_TYPES, ...EVENT_OBJECTS.map((kind) => `${kind}.*`)]);

export const ListEventsQuery = z
  .object({
    ...PageQuery,
    type: EventTypeFilter.optional().describe("Event types, joined by commas; 'activity.*' for every activity event."),
    objectId: Uuid.optional().describe("Only events about this record."),
  })
  .strict();

export const StreamEventsQuery = z
  .object({
    type: EventTypeFilter.optional().describe("Event types, joined by commas; 'activity.*' for every activity event. Only those are sent."),
    after: Uuid.optional().describe(
      "Resume after this event id (what the Last-Event-ID header does; the header wins when both are sent): every event of the team committed since, then live. Without it the stream starts at its opening. An id no longer kept is 410 event_expired.",
    ),
  })
  .strict();

/** Where a stream starts: its team, its filter (exact types; null for every type) and its position in the log (storage's own, opaque). */
export const EventStreamStart = z.object({
  object: z.literal("event_stream"),
  teamId: z.string(),
  types: z.array(z.string()).nullable(),
  position: z.object({ tx: z.string(), id: z.string(), snapshot: z.string() }),
});
export type EventStreamStart = z.infer<typeof EventStreamStart>;

export const EventParams = z.object({ eventId: PathId("event") });
export const HistoryQuery = z.object(PageQuery).strict();
