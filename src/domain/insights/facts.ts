// What the change log keeps of an activity's change (docs/decisions/0020): written by the runner
// with the change's event, in the same transaction, so the sprint report stays exact after the
// events are pruned.
import type { ActivityRecord } from "../../schemas/activities.js";
import type { StoredActivityChange } from "../../storage/records.js";
import type { Change } from "../runtime/context.js";

/** The fields whose change the report and the insights replay. */
const KEPT = ["sprintId", "points", "status"] as const;

/**
 * The change log's row for a change (the event's id and time), or undefined when the change is not
 * an activity's or moves nothing the report reads (a title, a description, an assignee).
 */
export function activityChangeOf(change: Change, id: string, at: string): StoredActivityChange | undefined {
  if (change.type !== "activity.created" && change.type !== "activity.updated" && change.type !== "activity.deleted") return undefined;
  const activity = change.object as ActivityRecord;
  const before = change.before as Partial<ActivityRecord> | undefined;
  if (change.type === "activity.updated" && before !== undefined && KEPT.every((field) => before[field] === activity[field])) return undefined;
  return {
    id,
    teamId: change.teamId,
    activityId: activity.id,
    activityCreatedAt: activity.createdAt,
    sprintId: change.type === "activity.deleted" ? null : activity.sprintId,
    previousSprintId: change.type === "activity.created" ? null : (before?.sprintId ?? activity.sprintId),
    points: activity.points,
    status: activity.status,
    at,
  };
}
