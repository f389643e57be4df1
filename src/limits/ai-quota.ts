// The AI quota: per team per calendar month (UTC). A call reserves one unit before it runs and gives
// it back if it fails, so only successful calls are counted. The reservation is one conditional
// UPDATE, atomic on both engines, so concurrent calls can never spend past the limit.
import { AppError } from "../domain/errors.js";
import type { Executor } from "../storage/database.js";
import { incrementAiUsage, decrementAiUsage } from "../storage/repos/ai-usage.js";

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
  new AppError(
    429,
    "rate_limit_error",
    "quota_exceeded",
    `This team has used its ${limit} AI calls for this month. The quota renews on the 1st (UTC); see GET /teams/{teamId}/usage.`,
    undefined,
    Math.max(1, Math.ceil((monthOf(now).end.getTime() - now.getTime()) / 1000)),
  );

/** Reserves one AI unit for the team, or throws 429 quota_exceeded. Runs outside any transaction. */
export async function reserveAiUnit(db: Executor, teamId: string, limit: number, now: Date): Promise<AiReservation> {
  const period = monthOf(now).key;
  if (!(await incrementAiUsage(db, teamId, period, limit))) throw quotaExceeded(limit, now);
  return { release: () => decrementAiUsage(db, teamId, period) };
}
