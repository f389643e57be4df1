// The AI quota: per team per calendar month (UTC). A call reserves one unit before it runs and gives
// it back if it fails, so only successful calls are counted. The reservation is one conditional
// UPDATE, atomic on both engines, so concurrent calls can never spend past the limit.
import { AppError } from "../errors.js";
import type { Executor } from "../storage/database.js";
import { incrementAiUsage, decrementAiUsage } from "../storage/repos/ai-usage.js";
import type { PlanTable } from "../config.js";
import type { Plan } from "../schemas/common.js";

export interface AiReservation {
  /** Gives the unit back: the call failed. */
  release(): Promise<void>;
}

/** The calendar month (UTC) containing `now`: its key ('YYYY-MM') and bounds. */
export function monthOf(now: Date): { key: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

export const quotaExceeded = (limit: number, now: Date) =>
  new AppError("quota_exceeded",
    `This team has used its ${limit} AI calls for this month. The quota renews on the 1st (UTC); see GET /teams/{teamId}/usage.`,
    undefined,
    Math.max(1, Math.ceil((monthOf(now).end.getTime() - now.getTime()) / 1000)),
  );

export interface AiQuota {
  /** Reserves one AI unit for the team at its plan's monthly limit, or throws 429 quota_exceeded. */
  reserve(teamId: string, plan: Plan, now: Date): Promise<AiReservation>;
}

/** The quota kept in the database (`db`: outside any transaction, so a reservation is seen at once). */
export function createAiQuota(db: Executor, limits: PlanTable): AiQuota {
  return {
    async reserve(teamId, plan, now) {
      const period = monthOf(now).key;
      if (!(await incrementAiUsage(db, teamId, period, limits[plan]))) throw quotaExceeded(limits[plan], now);
      return { release: () => decrementAiUsage(db, teamId, period) };
    },
  };
}
