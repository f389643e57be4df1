// An activity's history in words: who did what, and through what (the board, an API key, an app),
// from the events the API lists at /activities/{id}/history.
import { statusWords } from "../../domain/operations/status-groups.js";
import type { EventRecord } from "../../schemas/events.js";
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
};

/** Fields whose values are too long, or mean nothing to people, to quote. */
const UNQUOTED = new Set(["description", "sprintId"]);

const VIA: Record<string, string> = { session: "on the board", api_key: "with an API key", oauth_token: "through an app" };

type NameOf = (userId: string | null) => string | null;

function value(field: string, raw: unknown, nameOf: NameOf): string {
  if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0)) return "none";
  if (field === "assignedTo") return nameOf(raw as string) ?? "none";
  if (field === "status" || field === "priority" || field === "reviewStatus") return statusWords(String(raw));
  if (Array.isArray(raw)) return raw.join(", ");
  const text = String(raw);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function changes(event: EventRecord, nameOf: NameOf): Html {
  const after = event.data.object as Record<string, unknown>;
  const fields = Object.keys(event.data.previous ?? {}).filter((field) => field !== "updatedAt" && field !== "completedAt");
  if (fields.length === 0) return html`saved it unchanged`;
  return html`changed ${fields.map((field, i) => {
    const words = FIELD_WORDS[field] ?? field;
    const separator = i === 0 ? "" : i === fields.length - 1 ? " and " : ", ";
    if (UNQUOTED.has(field)) return html`${separator}${words}`;
    return html`${separator}${words} from <q>${value(field, event.data.previous?.[field], nameOf)}</q> to <q>${value(field, after[field], nameOf)}</q>`;
  })}`;
}

function what(event: EventRecord, nameOf: NameOf): Html {
  switch (event.type) {
    case "activity.created":
      return html`created it`;
    case "activity.updated":
      return changes(event, nameOf);
    case "activity.deleted":
      return html`deleted it`;
    case "comment.created":
      return html`commented`;
    case "comment.deleted":
      return html`deleted a comment`;
    default:
      return html`${event.type}`;
  }
}

export function historyItem(event: EventRecord, nameOf: NameOf): Html {
  const who = nameOf(event.actor.userId) ?? "Sprintroom";
  const via = event.actor.credential ? VIA[event.actor.credential.type] : undefined;
  return html`<li>${time(event.createdAt)} <strong><bdi>${who}</bdi></strong> ${what(event, nameOf)}${via ? html` <span class="muted">${via}</span>` : ""}.</li>`;
}
