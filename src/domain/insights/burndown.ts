// The pure rules of the sprint report and the team insights (docs/decisions/0020): which days a
// report covers, a sprint's day-by-day scope and done work replayed from its activities' changes,
// the same moved forward by each write into the sprints' aggregate and added up from it (decision
// 0024), percentiles, and weeks. Nothing here reads storage, so test/unit checks each rule on its own.
import type { z } from "zod";
import { isFinished, type ActivityStatus } from "../../schemas/activities.js";
import type { ReportDay as ReportDaySchema } from "../../schemas/reports.js";
import type { SprintDayRecord } from "../../storage/repos/activity-changes.js";

/** One change of an activity naming the sprint, as the change log keeps it: whether the activity is in the sprint after it, its points and status after it. */
export interface ChangeFact {
  activityId: string;
  inSprint: boolean;
  points: number | null;
  status: ActivityStatus;
  at: string;
}

export type ReportDay = z.infer<typeof ReportDaySchema>;

/** An activity done at the end of the window: when it last finished, its points. */
export interface FinishedWork {
  activityId: string;
  finishedAt: string;
  points: number;
}

export interface Burndown {
  days: ReportDay[];
  committedPoints: number;
  completedPoints: number;
  carriedOver: { count: number; points: number };
  finished: FinishedWork[];
}

/** The most days one report shows: a year and a day. */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;

/** The UTC day of an ISO timestamp. */
export const dayOf = (timestamp: string): string => timestamp.slice(0, 10);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (UTC) of the ISO week a date falls in. */
export function weekOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The days a sprint's report covers: from its start date (or the day of its first change, or of its
 * creation) to its end date or today, whichever comes first, at most MAX_REPORT_DAYS from the
 * start. `to` before `from` (a sprint that has not started): no days.
 */
export function reportWindow(
  sprint: { startDate: string | null; endDate: string | null; createdAt: string },
  firstChangeAt: string | undefined,
  today: string,
): { from: string; to: string } {
  const from = sprint.startDate ?? dayOf(firstChangeAt ?? sprint.createdAt);
  const end = sprint.endDate !== null && sprint.endDate < today ? sprint.endDate : today;
  const last = addDays(from, MAX_REPORT_DAYS - 1);
  return { from, to: end < last ? end : last };
}

/** An activity as one sprint's replay sees it after a change: in the sprint or not, its points, since when it is finished (undefined: not finished). */
export interface WorkState {
  inSprint: boolean;
  points: number;
  finishedAt: string | undefined;
}

/**
 * The rule of one change, for one sprint: the activity's state after it. It stays finished since
 * the time it finished while it stays finished in the sprint (a points change after finishing
 * keeps that time); finished anew (or moved in finished), since this change.
 */
export function step(before: WorkState | undefined, change: Omit<ChangeFact, "activityId">): WorkState {
  const finished = isFinished(change.status);
  const stillFinished = before?.inSprint === true && before.finishedAt !== undefined;
  return { inSprint: change.inSprint, points: change.points ?? 0, finishedAt: finished ? (stillFinished ? before.finishedAt : change.at) : undefined };
}

const scopeOf = (state: WorkState | undefined) => (state?.inSprint ? state.points : 0);

/**
 * Replays a sprint's changes (oldest first) over its window. Each day shows the state at its end
 * (UTC). The first day is the planning day: what is in scope at its end is the commitment, and its
 * added and removed points are 0; on each later day a change of scope (an activity created in or
 * moved into the sprint, moved out or deleted, its points changed) counts as added or removed by
 * the points it moved. An activity is done while its status is finished (COMPLETED, DONE): reopened,
 * it no longer is from that day; its points changed after it finished count from the day they did.
 * Changes after the window are not counted.
 */
export function burndown(changes: readonly ChangeFact[], window: { from: string; to: string }): Burndown {
  const states = new Map<string, WorkState>();
  const totals = { scopePoints: 0, scopeCount: 0, donePoints: 0, doneCount: 0 };
  const count = (state: WorkState | undefined, sign: 1 | -1) => {
    if (!state?.inSprint) return;
    totals.scopePoints += sign * state.points;
    totals.scopeCount += sign;
    if (state.finishedAt !== undefined) {
      totals.donePoints += sign * state.points;
      totals.doneCount += sign;
    }
  };
  const apply = (change: ChangeFact): number => {
    const before = states.get(change.activityId);
    const after = step(before, change);
    count(before, -1);
    count(after, 1);
    states.set(change.activityId, after);
    return scopeOf(after) - scopeOf(before);
  };

  const days: ReportDay[] = [];
  let next = 0;
  while (next < changes.length && dayOf((changes[next] as ChangeFact).at) < window.from) apply(changes[next++] as ChangeFact);
  for (let date = window.from; date <= window.to; date = addDays(date, 1)) {
    let addedPoints = 0;
    let removedPoints = 0;
    while (next < changes.length && dayOf((changes[next] as ChangeFact).at) === date) {
      const moved = apply(changes[next++] as ChangeFact);
      if (date === window.from) continue;
      if (moved > 0) addedPoints += moved;
      else removedPoints -= moved;
    }
    days.push({ date, ...totals, addedPoints, removedPoints });
  }

  const finished: FinishedWork[] = [];
  for (const [activityId, state] of states) {
    if (state.inSprint && state.finishedAt !== undefined) {
      finished.push({ activityId, finishedAt: state.finishedAt, points: state.points });
    }
  }
  return { ...totalsOf(days), finished };
}

/** A change as the change log keeps it: the sprint after it (null: none, or deleted) and before it (null: created). */
export interface KeptChange {
  activityId: string;
  sprintId: string | null;
  previousSprintId: string | null;
  points: number | null;
  status: ActivityStatus;
  at: string;
}

/** An activity's state in one sprint's replay, as the writes keep it (with the time of its last change naming the sprint). */
export interface SprintWork extends WorkState {
  sprintId: string;
  activityId: string;
  lastAt: string;
}

export const workKey = (sprintId: string, activityId: string): string => `${sprintId}/${activityId}`;

/** The sprints a change names, and whether it leaves the activity in each: the sprint after it; the one before it, if it left. */
export function sidesOf(change: KeptChange): Array<{ sprintId: string; inSprint: boolean }> {
  const sides: Array<{ sprintId: string; inSprint: boolean }> = [];
  if (change.sprintId !== null) sides.push({ sprintId: change.sprintId, inSprint: true });
  if (change.previousSprintId !== null && change.previousSprintId !== change.sprintId) sides.push({ sprintId: change.previousSprintId, inSprint: false });
  return sides;
}

/**
 * The kept states a write's fold needs: of each activity, its state in the sprint its first change in
 * the write says it was in before (none for a new activity). A state that leaves the activity out of
 * its sprint folds as no state would (step and counted look only at a state in the sprint), and an
 * activity is in one sprint at a time, the one its next change names as before: any other state
 * kept of it is such a state, so it need not be read.
 */
export function statesToRead(changes: readonly KeptChange[]): Array<{ sprintId: string; activityId: string }> {
  const seen = new Set<string>();
  const read: Array<{ sprintId: string; activityId: string }> = [];
  for (const change of changes) {
    if (seen.has(change.activityId)) continue;
    seen.add(change.activityId);
    if (change.previousSprintId !== null) read.push({ sprintId: change.previousSprintId, activityId: change.activityId });
  }
  return read;
}

function counted(state: WorkState | undefined) {
  if (!state?.inSprint) return { points: 0, count: 0, donePoints: 0, doneCount: 0 };
  const done = state.finishedAt !== undefined;
  return { points: state.points, count: 1, donePoints: done ? state.points : 0, doneCount: done ? 1 : 0 };
}

/**
 * Folds changes (oldest first) into the aggregate, from the states of their activities in the
 * sprints they name (`work`, by workKey: what is known; updated here): the states they changed, and
 * each (sprint, day)'s deltas, the day's changes added together, both in key order. Each sprint's
 * days, added up by daysOf(), are what burndown() replays from the same changes.
 */
export function foldChanges(work: Map<string, SprintWork>, changes: readonly KeptChange[]): { work: SprintWork[]; days: SprintDayRecord[] } {
  const changed = new Set<string>();
  const days = new Map<string, SprintDayRecord>();
  for (const change of changes) {
    for (const { sprintId, inSprint } of sidesOf(change)) {
      const key = workKey(sprintId, change.activityId);
      const before = work.get(key);
      // Field by field, not spread: every state of one shape.
      const state = step(before, { inSprint, points: change.points, status: change.status, at: change.at });
      const after: SprintWork = { inSprint: state.inSprint, points: state.points, finishedAt: state.finishedAt, sprintId, activityId: change.activityId, lastAt: change.at };
      work.set(key, after);
      changed.add(key);
      const [was, is] = [counted(before), counted(after)];
      const moved = is.points - was.points;
      const date = dayOf(change.at);
      const dayKey = `${sprintId}/${date}`;
      const day = days.get(dayKey) ?? { sprintId, date, scopePoints: 0, scopeCount: 0, donePoints: 0, doneCount: 0, addedPoints: 0, removedPoints: 0 };
      day.scopePoints += moved;
      day.scopeCount += is.count - was.count;
      day.donePoints += is.donePoints - was.donePoints;
      day.doneCount += is.doneCount - was.doneCount;
      if (moved > 0) day.addedPoints += moved;
      else day.removedPoints -= moved;
      days.set(dayKey, day);
    }
  }
  const inOrder = <T>(map: Map<string, T>, keys: Iterable<string>) => [...keys].sort().map((key) => map.get(key) as T);
  return { work: inOrder(work, changed), days: inOrder(days, days.keys()) };
}

/**
 * A sprint's days over its window from its days' deltas (oldest first): what burndown() gives from
 * the changes themselves. Days before the window count towards its totals; the first day's added
 * and removed points are 0 (planning); days after it are not counted.
 */
export function daysOf(deltas: readonly ReportDay[], window: { from: string; to: string }): Omit<Burndown, "finished"> {
  const totals = { scopePoints: 0, scopeCount: 0, donePoints: 0, doneCount: 0 };
  const add = (delta: ReportDay) => {
    totals.scopePoints += delta.scopePoints;
    totals.scopeCount += delta.scopeCount;
    totals.donePoints += delta.donePoints;
    totals.doneCount += delta.doneCount;
  };
  let next = 0;
  while (next < deltas.length && (deltas[next] as ReportDay).date < window.from) add(deltas[next++] as ReportDay);
  const days: ReportDay[] = [];
  for (let date = window.from; date <= window.to; date = addDays(date, 1)) {
    let addedPoints = 0;
    let removedPoints = 0;
    const delta = deltas[next];
    if (delta?.date === date) {
      next++;
      add(delta);
      if (date !== window.from) ({ addedPoints, removedPoints } = delta);
    }
    days.push({ date, ...totals, addedPoints, removedPoints });
  }
  return totalsOf(days);
}

function totalsOf(days: ReportDay[]): Omit<Burndown, "finished"> {
  const first = days[0];
  const last = days[days.length - 1];
  return {
    days,
    committedPoints: first?.scopePoints ?? 0,
    completedPoints: last?.donePoints ?? 0,
    carriedOver: last === undefined ? { count: 0, points: 0 } : { count: last.scopeCount - last.doneCount, points: last.scopePoints - last.donePoints },
  };
}

/**
 * The work finished in a sprint at its window's end, from its activities' states as the writes keep
 * them: those whose last change naming the sprint was by the window's end are as they were then;
 * the others (`later`) changed after it, so their changes must be replayed up to it.
 */
export function finishedAtEnd(work: readonly SprintWork[], window: { to: string }): { finished: FinishedWork[]; later: string[] } {
  const finished: FinishedWork[] = [];
  const later: string[] = [];
  for (const state of work) {
    if (dayOf(state.lastAt) > window.to) later.push(state.activityId);
    else if (state.inSprint && state.finishedAt !== undefined) finished.push({ activityId: state.activityId, finishedAt: state.finishedAt, points: state.points });
  }
  return { finished, later };
}

/** The nearest-rank percentile (`p` in 0-100) of some values: the smallest value with at least p% of them at or below it; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** Days between two timestamps, to the hundredth. */
export const daysBetween = (from: string, to: string): number => Math.round(((Date.parse(to) - Date.parse(from)) / DAY_MS) * 100) / 100;

/** The p50 and p85 of some durations in days, and how many there were. */
export function spread(values: readonly number[]): { count: number; p50: number | null; p85: number | null } {
  return { count: values.length, p50: percentile(values, 50), p85: percentile(values, 85) };
}
