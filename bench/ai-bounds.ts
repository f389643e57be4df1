// The local planner's worst case: the CPU time of each pathological 20,000-character text (the
// best of three runs), reported against the 200 ms budget a request may spend planning.
import { planSprintLocally } from "../src/ai/local/plan-sprint.js";
import { PATHOLOGICAL_PLANS } from "../test/ai/pathological-plans.js";
import { TODAY, members } from "../test/ai/planner-fixtures.js";

export function measurePlannerWorstCase(): { name: string; cpuMs: number } {
  let worst = { name: "", cpuMs: 0 };
  for (const [name, text] of Object.entries(PATHOLOGICAL_PLANS)) {
    const cpuMs = Math.min(
      ...[0, 1, 2].map(() => {
        const started = process.cpuUsage();
        planSprintLocally({ text, today: TODAY, members });
        const { user, system } = process.cpuUsage(started);
        return (user + system) / 1000;
      }),
    );
    if (cpuMs > worst.cpuMs) worst = { name, cpuMs: Math.round(cpuMs) };
  }
  return worst;
}
