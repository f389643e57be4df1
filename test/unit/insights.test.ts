// The sprint report's pure rules: the window of days, day bucketing and the replay of changes,
// percentiles and weeks (src/domain/insights/burndown.ts).
import { describe, expect, it } from "vitest";
import { addDays, burndown, daysBetween, percentile, reportWindow, spread, weekOf, type ChangeFact } from "../../src/domain/insights/burndown.js";

const S = "sprint";
const fact = (activityId: string, at: string, sprintId: string | null, points: number | null, status: ChangeFact["status"] = "TODO"): ChangeFact => ({
  activityId,
  inSprint: sprintId === S,
  points,
  status,
  at,
});

describe("reportWindow", () => {
  const sprint = { startDate: "2025-03-03", endDate: "2025-03-07", createdAt: "2025-02-01T10:00:00.000Z" };
  it("runs from the start date to the end date, or today while the sprint runs", () => {
    expect(reportWindow(sprint, undefined, "2025-04-01")).toEqual({ from: "2025-03-03", to: "2025-03-07" });
    expect(reportWindow(sprint, undefined, "2025-03-05")).toEqual({ from: "2025-03-03", to: "2025-03-05" });
    expect(reportWindow(sprint, undefined, "2025-03-01")).toEqual({ from: "2025-03-03", to: "2025-03-01" });
  });
  it("starts on the first change's day, else the creation's, without a start date; at most 366 days", () => {
    const open = { startDate: null, endDate: null, createdAt: "2025-02-01T10:00:00.000Z" };
    expect(reportWindow(open, "2025-02-03T23:59:59.999Z", "2025-02-10")).toEqual({ from: "2025-02-03", to: "2025-02-10" });
    expect(reportWindow(open, undefined, "2025-02-10")).toEqual({ from: "2025-02-01", to: "2025-02-10" });
    expect(reportWindow(open, undefined, "2030-01-01")).toEqual({ from: "2025-02-01", to: "2026-02-01" });
  });
});

describe("burndown", () => {
  const window = { from: "2025-03-03", to: "2025-03-05" };
  it("buckets a change by its UTC day: 23:59:59.999 is that day, midnight the next", () => {
    const result = burndown([fact("a", "2025-03-03T23:59:59.999Z", S, 2), fact("b", "2025-03-04T00:00:00.000Z", S, 3)], window);
    expect(result.days.map((d) => [d.date, d.scopePoints, d.addedPoints])).toEqual([
      ["2025-03-03", 2, 0],
      ["2025-03-04", 5, 3],
      ["2025-03-05", 5, 0],
    ]);
    expect(result.committedPoints).toBe(2);
  });

  it("counts points raised and lowered as added and removed, and done only while finished", () => {
    const result = burndown(
      [
        fact("a", "2025-03-01T09:00:00.000Z", S, 5),
        fact("a", "2025-03-04T09:00:00.000Z", S, 5, "DONE"),
        fact("a", "2025-03-04T10:00:00.000Z", S, 8, "DONE"),
        fact("a", "2025-03-05T09:00:00.000Z", S, 2, "REOPENED"),
      ],
      window,
    );
    expect(result.days.map((d) => [d.scopePoints, d.donePoints, d.doneCount, d.addedPoints, d.removedPoints])).toEqual([
      [5, 0, 0, 0, 0],
      [8, 8, 1, 3, 0],
      [2, 0, 0, 0, 6],
    ]);
    expect(result.carriedOver).toEqual({ count: 1, points: 2 });
    expect(result.finished).toEqual([]);
  });

  it("keeps the first finish of work whose points change after it, and ignores changes after the window", () => {
    const result = burndown(
      [
        fact("a", "2025-03-03T09:00:00.000Z", S, 1, "DONE"),
        fact("a", "2025-03-04T09:00:00.000Z", S, 3, "COMPLETED"),
        fact("b", "2025-03-04T09:00:00.000Z", "other", 4),
        fact("a", "2025-03-06T09:00:00.000Z", null, 3, "COMPLETED"),
      ],
      window,
    );
    expect(result.completedPoints).toBe(3);
    expect(result.days[1]).toMatchObject({ scopeCount: 1, addedPoints: 2, removedPoints: 0 });
    expect(result.finished).toEqual([{ activityId: "a", finishedAt: "2025-03-03T09:00:00.000Z", points: 3 }]);
  });

  it("has no days, and nothing committed, before the window opens", () => {
    expect(burndown([fact("a", "2025-03-01T09:00:00.000Z", S, 5)], { from: "2025-03-03", to: "2025-03-02" })).toEqual({
      days: [],
      committedPoints: 0,
      completedPoints: 0,
      carriedOver: { count: 0, points: 0 },
      finished: [],
    });
  });
});

describe("percentiles and weeks", () => {
  it("takes the nearest rank", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 85)).toBe(7);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 85)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(spread([2, 1])).toEqual({ count: 2, p50: 1, p85: 2 });
  });
  it("measures days to the hundredth and finds a week's Monday", () => {
    expect(daysBetween("2025-03-03T10:00:00.000Z", "2025-03-04T09:00:00.000Z")).toBe(0.96);
    expect(weekOf("2025-03-09")).toBe("2025-03-03");
    expect(weekOf("2025-03-10")).toBe("2025-03-10");
    expect(weekOf("2025-01-01")).toBe("2024-12-30");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});
