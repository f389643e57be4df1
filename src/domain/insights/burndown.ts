// The pure rules of the sprint report and the team insights (docs/decisions/0020): which days a
// report covers, a sprint's day-by-day scope and done work replayed from its activities' changes,
// percentiles, and weeks. Nothing here reads storage, so test/unit checks each rule on its own.
import { isFinished, type ActivityStatus } from "../../schemas/activities.js";

/** One change of an activity naming the sprint, as the change log keeps it: whether the activity is in the sprint after it, its points and status after it. */
export interface ChangeFact {
  activityId: string;
  inSprint: boolean;
  points: number | null;
  status: ActivityStatus;
  at: string;
}

export interface ReportDay {
  date: string;
  scopePoints: number;
  scopeCount: number;
  donePoints: number;
  doneCount: number;
  addedPoints: number;
  removedPoints: number;
}

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

interface State {
  inSprint: boolean;
  points: number;
  finished: boolean;
  finishedAt: string | undefined;
}

const scopeOf = (state: State | undefined) => (state?.inSprint ? state.points : 0);

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
  const states = new Map<string, State>();
  const totals = { scopePoints: 0, scopeCount: 0, donePoints: 0, doneCount: 0 };
  const count = (state: State | undefined, sign: 1 | -1) => {
    if (!state?.inSprint) return;
    totals.scopePoints += sign * state.points;
    totals.scopeCount += sign;
    if (state.finished) {
      totals.donePoints += sign * state.points;
      totals.doneCount += sign;
    }
  };
  const apply = (change: ChangeFact): number => {
    const before = states.get(change.activityId);
    const finished = isFinished(change.status);
    const after: State = {
      inSprint: change.inSprint,
      points: change.points ?? 0,
      finished,
      finishedAt: finished ? (before?.finished && before.inSprint ? before.finishedAt : change.at) : undefined,
    };
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
    if (state.inSprint && state.finished && state.finishedAt !== undefined) {
      finished.push({ activityId, finishedAt: state.finishedAt, points: state.points });
    }
  }
  const first = days[0];
  const last = days[days.length - 1];
  return {
    days,
    committedPoints: first?.scopePoints ?? 0,
    completedPoints: last?.donePoints ?? 0,
    carriedOver: last === undefined ? { count: 0, points: 0 } : { count: last.scopeCount - last.doneCount, points: last.scopePoints - last.donePoints },
    finished,
  };
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
