import type { Executor } from "../database.js";

/** AI units a team has used in a period ('YYYY-MM', UTC). */
export async function findAiUsage(db: Executor, teamId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom("ai_usage")
    .select("used")
    .where("team_id", "=", teamId)
    .where("period", "=", period)
    .executeTakeFirst();
  return row?.used ?? 0;
}
