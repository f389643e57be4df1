// Plans rank teams (in PLANS order, FREE lowest); a plan sets the per-minute request rate and the monthly AI quota.
export const PLANS = ["FREE", "ESSENTIAL", "PRO", "MAX"] as const;
export type Plan = (typeof PLANS)[number];

export type PlanTable = Record<Plan, number>;

export const DEFAULT_RATE_LIMITS: PlanTable = { FREE: 30, ESSENTIAL: 60, PRO: 120, MAX: 300 };
export const DEFAULT_AI_QUOTAS: PlanTable = { FREE: 50, ESSENTIAL: 500, PRO: 2000, MAX: 10000 };

/** Parses `FREE=30,PRO=120` over the defaults; an unknown plan or a bad number is a start-up error. */
export function parsePlanTable(name: string, value: string | undefined, defaults: PlanTable): PlanTable {
  const table = { ...defaults };
  if (value === undefined || value.trim() === "") return table;
  for (const part of value.split(",")) {
    const [rawPlan, rawNumber] = part.split("=").map((s) => s.trim());
    const plan = rawPlan?.toUpperCase() as Plan;
    if (!PLANS.includes(plan) || rawNumber === undefined || !/^\d+$/.test(rawNumber)) {
      throw new Error(`Invalid ${name}: '${part}' (expected PLAN=number with PLAN one of ${PLANS.join(", ")})`);
    }
    table[plan] = Number(rawNumber);
  }
  return table;
}
