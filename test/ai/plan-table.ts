// The planner's table harness: a case is a text, and the exact sprint, activities and warnings it gives.
import { describe, expect, it } from "vitest";
import { planSprintLocally } from "../../src/ai/local/plan-sprint.js";
import { PlanDraft, type ActivityDraft, type PlanRequest } from "../../src/ai/provider.js";

import { TODAY, members } from "./planner-fixtures.js";

export { TODAY, members };

type Expected = Partial<ActivityDraft> & { title: string };

export interface Case {
  name: string;
  text: string;
  request?: Partial<PlanRequest>;
  /** Every field of the sprint; when left out, an unnamed, undated sprint without a goal. */
  sprint?: Partial<PlanDraft["sprint"]>;
  activities: Expected[];
  /** The warnings in order: a string is the exact warning, a RegExp one it must match. None when left out. */
  warnings?: Array<string | RegExp>;
}

export const a = (title: string, fields: Partial<ActivityDraft> = {}): Expected => ({ title, ...fields });
export const ambiguous = (name: string, line: number) => `'${name}' matches more than one team member (Alice Martin, Alice Wong); left unassigned (line ${line}).`;
export const unmatched = (name: string, line: number) => `Could not match '${name}' to a team member; left unassigned (line ${line}).`;
export const badPoints = (raw: string, line: number) => `Ignored an estimate of ${raw} points: points are whole numbers from 0 to 100 (line ${line}).`;
export const lines = (...rows: string[]) => rows.join("\n");

const NO_SPRINT = { name: "Planned sprint", goal: null, startDate: null, endDate: null };

/** One test per case: the whole draft is checked, every field of every activity and every warning. */
export function planTable(title: string, cases: Case[], minimum: number): void {
  describe(title, () => {
    it(`has a table of at least ${minimum} inputs`, () => expect(cases.length).toBeGreaterThanOrEqual(minimum));

    it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
      const draft = planSprintLocally({ text: c.text, today: TODAY, members, ...c.request });
      expect(PlanDraft.parse(draft)).toEqual(draft);
      expect(draft.sprint).toEqual({ ...NO_SPRINT, ...c.sprint });
      // Refs follow the plan's order; a case names the parent and blockers of the ones that have them.
      const full = c.activities.map((e, i) => ({
        ref: `a${i + 1}`,
        description: null,
        priority: null,
        points: null,
        dueDate: null,
        assignedTo: null,
        labels: [],
        parentRef: null,
        blockedByRefs: [],
        ...e,
      }));
      expect(draft.activities).toEqual(full);
      const warnings = c.warnings ?? [];
      expect(draft.warnings).toHaveLength(warnings.length);
      warnings.forEach((w, i) => (typeof w === "string" ? expect(draft.warnings[i]).toBe(w) : expect(draft.warnings[i]).toMatch(w)));
    });
  });
}
