// MCP resources: an activity and a team's event feed, read through the same operations as their
// tools (get_activity, list_events), so access and errors are the REST API's. They exist to be
// subscribed to: on protocol 2026-07-28 a `subscriptions/listen` naming their URIs is told of each
// change (src/mcp/subscriptions.ts) instead of polling.
import type { Actor } from "../auth/actor.js";
import { operationsOn } from "../domain/catalog.js";
import { runOperation } from "../domain/runtime/run.js";
import type { AnyOperation } from "../domain/runtime/operation.js";
import { AppError, errorBody } from "../errors.js";
import type { Services } from "../services.js";

const byTool = (name: string): AnyOperation => {
  const op = operationsOn("mcp").find((o) => o.toolName === name);
  if (!op) throw new Error(`no MCP operation ${name}`);
  return op;
};
const GET_ACTIVITY = byTool("get_activity");
const LIST_EVENTS = byTool("list_events");

/** The newest events a read of a team's feed returns. */
export const FEED_PAGE = 20;

export type SprintroomResource = { kind: "activity"; activityId: string } | { kind: "team-events"; teamId: string };

export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: "sprintroom://activities/{activityId}",
    name: "activity",
    description: "An activity's record, as get_activity returns it; subscribe to be told of each change to it (its comments and relations too).",
    mimeType: "application/json",
  },
  {
    uriTemplate: "sprintroom://teams/{teamId}/events",
    name: "team-events",
    description: `A team's ${FEED_PAGE} newest events, as list_events returns them; subscribe to be told of each new event.`,
    mimeType: "application/json",
  },
];

export const activityUri = (activityId: string) => `sprintroom://activities/${activityId}`;
export const teamEventsUri = (teamId: string) => `sprintroom://teams/${teamId}/events`;

/** The resource a URI names, or undefined for one we do not serve. */
export function parseResourceUri(uri: string): SprintroomResource | undefined {
  const activity = /^sprintroom:\/\/activities\/([^/?#]+)$/.exec(uri);
  if (activity?.[1]) return { kind: "activity", activityId: decodeURIComponent(activity[1]) };
  const team = /^sprintroom:\/\/teams\/([^/?#]+)\/events$/.exec(uri);
  if (team?.[1]) return { kind: "team-events", teamId: decodeURIComponent(team[1]) };
  return undefined;
}

/** A resource's record (an activity, or a page of events) as its tool returns it. */
export async function readResource(services: Services, actor: Actor, requestId: string, resource: SprintroomResource): Promise<Record<string, unknown>> {
  if (resource.kind === "activity") {
    return (await runOperation(services, GET_ACTIVITY, actor, { params: { activityId: resource.activityId }, query: {}, body: {}, requestId })) as Record<string, unknown>;
  }
  return (await runOperation(services, LIST_EVENTS, actor, { params: { teamId: resource.teamId }, query: { limit: FEED_PAGE }, body: {}, requestId })) as Record<
    string,
    unknown
  >;
}

/** What a refused resource read or subscription carries in its JSON-RPC error: the REST error body. */
export function resourceErrorData(uri: string, error: AppError, requestId: string) {
  return { uri, ...errorBody(error, requestId) };
}

/** An event's record, as much of it as tells which activities it concerns. */
export interface FeedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** The activities an event concerns: the activity itself, or the one a comment or relation belongs to (both sides of a relation). */
export function activitiesOf(event: FeedEvent): string[] {
  const object = event.data.object;
  const ids = event.type.startsWith("activity.") ? [object.id] : [object.activityId, object.relatedActivityId];
  return ids.filter((id): id is string => typeof id === "string");
}
