// The planner copes with pathological 20,000-character texts (the body's limit), whatever their shape:
// each gives a valid draft. How long they take is measured by `npm run bench` (bench/ai-bounds.ts),
// not here: a timed test on a shared machine measures the machine.
import { describe, expect, it } from "vitest";
import { planSprintLocally } from "../../src/ai/local/plan-sprint.js";
import { PlanDraft } from "../../src/ai/provider.js";
import { PATHOLOGICAL_PLANS } from "./pathological-plans.js";
import { TODAY, members } from "./planner-fixtures.js";

describe("local sprint planner: pathological texts", () => {
  it.each(Object.entries(PATHOLOGICAL_PLANS))("%s", (_name, text) => {
    const draft = planSprintLocally({ text, today: TODAY, members });
    expect(PlanDraft.parse(draft)).toEqual(draft);
  });
});
