// What the change log keeps of an activity's change (docs/decisions/0020), and the sprints'
// aggregate the same write keeps from it (decision 0024): written by the runner with the change's
// event, in the same transaction, so the sprint report stays exact after the events are pruned and
// reads a sprint's days, not its changes.
import type { ActivityRecord, ActivityStatus } from "../../schemas/activities.js";
import type { Executor } from "../../storage/database.js";
import {
  addSprintDays,
  insertActivityChanges,
  keepActivityTimes,
  listSprintWork,
  saveSprintWork,
  type ActivityTimes,
} from "../../storage/repos/activity-changes.js";
import type { StoredActivityChange } from "../../storage/records.js";
import { STAGES } from "../operations/status-groups.js";
import type { Change } from "../runtime/context.js";
import { foldChanges, sidesOf, statesToRead, workKey, type SprintWork } from "./burndown.js";

/** Work in progress: the in-progress and in-review stages of the board (where cycle time starts). */
export const WORK_IN_PROGRESS: readonly ActivityStatus[] = STAGES.filter((stage) => stage.key === "in_progress" || stage.key === "in_review").flatMap((s) => s.statuses);

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

/** Each activity's earliest creation and first time in work in progress among some changes. */
function timesOf(changes: readonly StoredActivityChange[]): ActivityTimes[] {
  const times = new Map<string, ActivityTimes>();
  for (const change of changes) {
    const known = times.get(change.activityId);
    const started = WORK_IN_PROGRESS.includes(change.status) ? change.at : undefined;
    if (known === undefined) times.set(change.activityId, { activityId: change.activityId, createdAt: change.activityCreatedAt, startedAt: started });
    else {
      if (change.activityCreatedAt < known.createdAt) known.createdAt = change.activityCreatedAt;
      if (started !== undefined && (known.startedAt === undefined || started < known.startedAt)) known.startedAt = started;
    }
  }
  return [...times.values()];
}

/**
 * Writes a write's change rows (oldest first) and moves the aggregate by them: the states of their
 * activities in the sprints they name (read, folded, written back), each (sprint, day)'s deltas,
 * each activity's times. Rows come in time order for each activity (its changes are serialised by
 * the activity's own row), which is the order the report's replay reads them in.
 */
export async function keepActivityChanges(db: Executor, changes: readonly StoredActivityChange[]): Promise<void> {
  if (changes.length === 0) return;
  await insertActivityChanges(db, changes);
  const teams = new Map<string, StoredActivityChange[]>();
  for (const change of changes) {
    const ofTeam = teams.get(change.teamId);
    if (ofTeam === undefined) teams.set(change.teamId, [change]);
    else ofTeam.push(change);
  }
  for (const [teamId, ofTeam] of teams) {
    if (ofTeam.some((change) => sidesOf(change).length > 0)) {
      // None for a batch of creates: a new activity has no state.
      const toRead = statesToRead(ofTeam);
      const known = toRead.length === 0 ? [] : await listSprintWork(db, [...new Set(toRead.map((s) => s.sprintId))], [...new Set(toRead.map((s) => s.activityId))]);
      const work = new Map<string, SprintWork>(known.map((w) => [workKey(w.sprintId, w.activityId), { ...w, finishedAt: w.finishedAt ?? undefined }]));
      const folded = foldChanges(work, ofTeam);
      await saveSprintWork(db, teamId, folded.work);
      await addSprintDays(db, teamId, folded.days);
    }
    await keepActivityTimes(db, teamId, timesOf(ofTeam));
  }
}
