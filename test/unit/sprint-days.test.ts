// The sprints' aggregate (docs/decisions/0024) against the replay it replaces: for a random history
// of activities created, moved between sprints, re-pointed, finished, reopened and deleted, written
// in random batches as the runner writes them (each batch folded from the states kept so far, each
// day's deltas added to those kept), a sprint's days, committed, completed and carried-over work
// and finished work over any window are exactly what burndown() replays from the change rows.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  burndown,
  daysOf,
  finishedAtEnd,
  foldChanges,
  statesToRead,
  workKey,
  type ChangeFact,
  type KeptChange,
  type ReportDay,
  type SprintWork,
} from "../../src/domain/insights/burndown.js";
import { ACTIVITY_STATUSES } from "../../src/schemas/activities.js";

const SPRINTS = ["s1", "s2"] as const;
const ACTIVITIES = ["a", "b", "c", "d"] as const;
const START = Date.parse("2025-03-01T00:00:00.000Z");

/** One step of the history: an activity, what happens to it, and how long after the last step. */
const Step = fc.record({
  activity: fc.constantFrom(...ACTIVITIES),
  kind: fc.constantFrom("move", "points", "status", "status", "status", "delete"),
  sprint: fc.constantFrom<string | null>(...SPRINTS, null),
  points: fc.option(fc.integer({ min: 0, max: 8 }), { freq: 5 }),
  status: fc.constantFrom(...ACTIVITY_STATUSES),
  // Minutes: often the same day, sometimes days later, sometimes the same millisecond.
  after: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 }), fc.integer({ min: 600, max: 4 * 1440 })),
});

/** The change rows a history writes, as the runner would (activityChangeOf): the sprint after and before, points and status after. */
function changesOf(steps: ReadonlyArray<typeof Step extends fc.Arbitrary<infer T> ? T : never>): KeptChange[] {
  const live = new Map<string, { sprintId: string | null; points: number | null; status: KeptChange["status"] }>();
  const gone = new Set<string>();
  const changes: KeptChange[] = [];
  let time = START;
  for (const step of steps) {
    if (gone.has(step.activity)) continue;
    time += step.after * 60_000;
    const at = new Date(time).toISOString();
    const before = live.get(step.activity);
    if (before === undefined) {
      const created = { sprintId: step.sprint, points: step.points, status: step.status };
      live.set(step.activity, created);
      changes.push({ activityId: step.activity, previousSprintId: null, ...created, at });
      continue;
    }
    if (step.kind === "delete") {
      live.delete(step.activity);
      gone.add(step.activity);
      changes.push({ activityId: step.activity, sprintId: null, previousSprintId: before.sprintId, points: before.points, status: before.status, at });
      continue;
    }
    const after = { ...before };
    if (step.kind === "move") after.sprintId = step.sprint;
    if (step.kind === "points") after.points = step.points;
    if (step.kind === "status") after.status = step.status;
    if (after.sprintId === before.sprintId && after.points === before.points && after.status === before.status) continue;
    live.set(step.activity, after);
    changes.push({ activityId: step.activity, previousSprintId: before.sprintId, ...after, at });
  }
  return changes;
}

/** A sprint's change rows as the replay reads them (listSprintChanges): those naming it, in it after or leaving it. */
const replayed = (changes: readonly KeptChange[], sprintId: string): ChangeFact[] =>
  changes
    .filter((c) => c.sprintId === sprintId || c.previousSprintId === sprintId)
    .map((c) => ({ activityId: c.activityId, inSprint: c.sprintId === sprintId, points: c.points, status: c.status, at: c.at }));

/** What storage keeps: each written state over the last, each day's deltas added to the last (ON CONFLICT … DO UPDATE). */
function writeInBatches(changes: readonly KeptChange[], cuts: readonly number[]) {
  const work = new Map<string, SprintWork>();
  const days = new Map<string, ReportDay & { sprintId: string }>();
  const bounds = [...new Set([0, ...cuts.map((cut) => cut % (changes.length + 1)), changes.length])].sort((a, b) => a - b);
  for (let i = 0; i + 1 < bounds.length; i++) {
    const batch = changes.slice(bounds[i], bounds[i + 1]);
    // What the write reads (statesToRead): of each activity, only its state in the sprint it was in before the batch.
    const toRead = new Set(statesToRead(batch).map((s) => workKey(s.sprintId, s.activityId)));
    const known = new Map([...work].filter(([key]) => toRead.has(key)));
    const folded = foldChanges(known, batch);
    for (const w of folded.work) work.set(workKey(w.sprintId, w.activityId), { ...w });
    for (const d of folded.days) {
      const key = `${d.sprintId}/${d.date}`;
      const kept = days.get(key);
      if (kept === undefined) days.set(key, { ...d });
      else
        for (const field of ["scopePoints", "scopeCount", "donePoints", "doneCount", "addedPoints", "removedPoints"] as const) kept[field] += d[field];
    }
  }
  return { work, days };
}

const byActivity = <T extends { activityId: string }>(list: T[]) => [...list].sort((a, b) => a.activityId.localeCompare(b.activityId));

describe("the sprints' aggregate", () => {
  it("gives exactly what the replay of the change rows gives, for any history, batches and window", () => {
    fc.assert(
      fc.property(
        fc.array(Step, { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: -3, max: 20 }),
        fc.integer({ min: -1, max: 25 }),
        (steps, cuts, start, length) => {
          const changes = changesOf(steps);
          const { work, days } = writeInBatches(changes, cuts);
          const window = { from: addDays("2025-03-01", start), to: addDays("2025-03-01", start + length) };
          for (const sprintId of SPRINTS) {
            const rows = replayed(changes, sprintId);
            const expected = burndown(rows, window);
            const deltas = [...days.values()].filter((d) => d.sprintId === sprintId).sort((a, b) => a.date.localeCompare(b.date));
            const { finished, later } = finishedAtEnd([...work.values()].filter((w) => w.sprintId === sprintId), window);
            const laterFinished = burndown(rows.filter((c) => later.includes(c.activityId)), window).finished;
            const { finished: _finished, ...totals } = expected;
            expect(daysOf(deltas, window)).toEqual(totals);
            expect(byActivity([...finished, ...laterFinished])).toEqual(byActivity(expected.finished));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
