// An activity's history in words: who did what, and through what (the board, an API key, an app),
// from the events the API lists at /activities/{id}/history. Every event type has its sentence
// (the record below is total over EVENT_TYPES, so a new type does not compile until it has one):
// the history holds the activity's own events, its comments' and its relations' (from either
// side), and the others read as well wherever a page shows them.
import { statusWords } from "../../domain/operations/status-groups.js";
import type { EventRecord, EventType } from "../../schemas/events.js";
import type { RelationRecord, RelationView } from "../../schemas/relations.js";
import { html, time, type Html } from "../html.js";

const FIELD_WORDS: Record<string, string> = {
  title: "the title",
  description: "the description",
  status: "the status",
  priority: "the priority",
  points: "the points",
  dueDate: "the due date",
  assignedTo: "the assignee",
  reviewStatus: "the review",
  labels: "the labels",
  sprintId: "the sprint",
  parentId: "the parent",
  name: "the name",
  goal: "the goal",
  startDate: "the start date",
  endDate: "the end date",
  content: "the content",
  role: "the role",
};

/** Fields whose values are too long, or mean nothing to people, to quote. */
const UNQUOTED = new Set(["description", "sprintId", "content"]);

const VIA: Record<string, string> = { session: "on the board", api_key: "with an API key", oauth_token: "through an app" };

export interface HistoryContext {
  /** The activity whose history this is: a relation reads from its side. */
  activityId: string;
  nameOf(userId: string | null): string | null;
  /** An activity's title, or undefined for one the page could not read (deleted since). */
  titleOf(activityId: string): string | undefined;
}

function value(field: string, raw: unknown, ctx: HistoryContext): string {
  if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0)) return "none";
  if (field === "assignedTo") return ctx.nameOf(raw as string) ?? "none";
  if (field === "parentId") return ctx.titleOf(raw as string) ?? "a deleted activity";
  if (field === "status" || field === "priority" || field === "reviewStatus" || field === "role") return statusWords(String(raw));
  if (Array.isArray(raw)) return raw.join(", ");
  const text = String(raw);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function changes(event: EventRecord, ctx: HistoryContext, what: string): Html {
  const after = event.data.object as unknown as Record<string, unknown>;
  const fields = Object.keys(event.data.previous ?? {}).filter((field) => field !== "updatedAt" && field !== "completedAt");
  if (fields.length === 0) return html`saved ${what} unchanged`;
  return html`changed ${fields.map((field, i) => {
    const words = FIELD_WORDS[field] ?? field;
    const separator = i === 0 ? "" : i === fields.length - 1 ? " and " : ", ";
    if (UNQUOTED.has(field)) return html`${separator}${words}`;
    return html`${separator}${words} from <q>${value(field, event.data.previous?.[field], ctx)}</q> to <q>${value(field, after[field], ctx)}</q>`;
  })}${what === "it" ? "" : html` of ${what}`}`;
}

const REVERSE: Record<RelationView, RelationView> = {
  blocks: "blocked_by",
  blocked_by: "blocks",
  relates_to: "relates_to",
  duplicates: "duplicated_by",
  duplicated_by: "duplicates",
};

/** A relation from the page's activity's side: how it reads, and the other activity. */
export function relationFromSide(relation: Pick<RelationRecord, "type" | "activityId" | "relatedActivityId">, activityId: string): { view: RelationView; other: string } {
  return relation.activityId === activityId || relation.relatedActivityId !== activityId
    ? { view: relation.type, other: relation.relatedActivityId }
    : { view: REVERSE[relation.type], other: relation.activityId };
}

/** "blocked by “X”", "blocks “X”": a relation in words, from one side. */
export function relationWords(view: RelationView, title: string | undefined): Html {
  const other = title === undefined ? html`a deleted activity` : html`“<bdi>${title}</bdi>”`;
  const words: Record<RelationView, Html> = {
    blocked_by: html`blocked by ${other}`,
    blocks: html`blocks ${other}`,
    relates_to: html`relates to ${other}`,
    duplicates: html`duplicates ${other}`,
    duplicated_by: html`duplicated by ${other}`,
  };
  return words[view];
}

function relation(event: EventRecord, ctx: HistoryContext, added: boolean): Html {
  const { view, other } = relationFromSide(event.data.object as RelationRecord, ctx.activityId);
  const kind = view === "blocks" || view === "blocked_by" ? "a dependency" : "a relation";
  return html`${added ? "added" : "removed"} ${kind}: ${view === "blocks" ? "this " : ""}${relationWords(view, ctx.titleOf(other))}`;
}

/** The record's title or name, quoted, for the events about other things than this activity. */
function named(event: EventRecord, fallback: string): Html {
  const object = event.data.object as unknown as { title?: unknown; name?: unknown };
  const name = typeof object.title === "string" ? object.title : typeof object.name === "string" ? object.name : undefined;
  return name === undefined ? html`${fallback}` : html`${fallback} “<bdi>${name}</bdi>”`;
}

/** The activity an activity event is about: "it" for the page's own, else the other's title. */
function subject(event: EventRecord, ctx: HistoryContext): string {
  const object = event.data.object as unknown as { id: string; title?: string; parentId?: string | null };
  if (object.id === ctx.activityId) return "it";
  return `the ${object.parentId === ctx.activityId ? "sub-task" : "activity"} “${object.title ?? ""}”`;
}

const SENTENCES: Record<EventType, (event: EventRecord, ctx: HistoryContext) => Html> = {
  "team.created": (e) => html`created ${named(e, "the team")}`,
  "team.updated": (e, ctx) => changes(e, ctx, "the team"),
  "member.added": (e) => html`added ${named(e, "a member")} to the team`,
  "member.updated": (e, ctx) => changes(e, ctx, "a member"),
  "member.removed": (e) => html`removed ${named(e, "a member")} from the team`,
  "sprint.created": (e) => html`created ${named(e, "the sprint")}`,
  "sprint.updated": (e, ctx) => changes(e, ctx, "the sprint"),
  "sprint.deleted": (e) => html`deleted ${named(e, "the sprint")}`,
  "activity.created": (e, ctx) => (subject(e, ctx) === "it" ? html`created it` : html`created ${subject(e, ctx)}`),
  "activity.updated": (e, ctx) => changes(e, ctx, subject(e, ctx)),
  "activity.deleted": (e, ctx) => html`deleted ${subject(e, ctx)}`,
  "comment.created": () => html`commented`,
  "comment.deleted": () => html`deleted a comment`,
  "document.created": (e) => html`wrote ${named(e, "the document")}`,
  "document.updated": (e) => html`edited ${named(e, "the document")}`,
  "document.deleted": (e) => html`deleted ${named(e, "the document")}`,
  "resource.created": (e) => html`added ${named(e, "the link")}`,
  "resource.deleted": (e) => html`removed ${named(e, "the link")}`,
  "relation.created": (e, ctx) => relation(e, ctx, true),
  "relation.deleted": (e, ctx) => relation(e, ctx, false),
};

/** The activities an event names besides the page's own, whose titles the page must read. */
export function activitiesNamed(event: EventRecord, activityId: string): string[] {
  if (event.type === "relation.created" || event.type === "relation.deleted") return [relationFromSide(event.data.object as RelationRecord, activityId).other];
  if (event.type === "activity.updated") {
    const ids = [event.data.previous?.parentId, (event.data.object as { parentId?: unknown }).parentId];
    return ids.filter((id): id is string => typeof id === "string");
  }
  return [];
}

export function historyItem(event: EventRecord, ctx: HistoryContext): Html {
  const who = ctx.nameOf(event.actor.userId) ?? "Sprintroom";
  const via = event.actor.credential ? VIA[event.actor.credential.type] : undefined;
  return html`<li data-type="${event.type}">${time(event.createdAt)} <strong><bdi>${who}</bdi></strong> ${SENTENCES[event.type](event, ctx)}${via ? html` <span class="muted">${via}</span>` : ""}.</li>`;
}
