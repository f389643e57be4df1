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

/** Adds one unit if fewer than `limit` are used; false when the quota is spent. Atomic: one UPDATE. */
export async function incrementAiUsage(db: Executor, teamId: string, period: string, limit: number): Promise<boolean> {
  await db
    .insertInto("ai_usage")
    .values({ team_id: teamId, period, used: 0 })
    .onConflict((oc) => oc.columns(["team_id", "period"]).doNothing())
    .execute();
  const result = await db
    .updateTable("ai_usage")
    .set((eb) => ({ used: eb("used", "+", 1) }))
    .where("team_id", "=", teamId)
    .where("period", "=", period)
    .where("used", "<", limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function decrementAiUsage(db: Executor, teamId: string, period: string): Promise<void> {
  await db
    .updateTable("ai_usage")
    .set((eb) => ({ used: eb("used", "-", 1) }))
    .where("team_id", "=", teamId)
    .where("period", "=", period)
    .where("used", ">", 0)
    .execute();
}
