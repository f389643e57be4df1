import type { Executor } from "../database.js";
import type { TeamRow } from "../tables.js";

export type TeamWithRole = TeamRow & { role: string };

export async function findTeam(db: Executor, id: string): Promise<TeamRow | undefined> {
  return db.selectFrom("teams").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertTeam(db: Executor, row: TeamRow): Promise<void> {
  await db.insertInto("teams").values(row).execute();
}

export async function updateTeamPlan(db: Executor, id: string, plan: string, updatedAt: string): Promise<void> {
  await db.updateTable("teams").set({ plan, updated_at: updatedAt }).where("id", "=", id).execute();
}

/** A user's teams with the user's role, newest first; `limit` undefined lists them all. */
export async function listTeamsOfUser(
  db: Executor,
  userId: string,
  page: { limit?: number; afterId?: string },
): Promise<TeamWithRole[]> {
  let query = db
    .selectFrom("teams")
    .innerJoin("team_members", "team_members.team_id", "teams.id")
    .selectAll("teams")
    .select("team_members.role")
    .where("team_members.user_id", "=", userId)
    .orderBy("teams.id", "desc");
  if (page.afterId !== undefined) query = query.where("teams.id", "<", page.afterId);
  if (page.limit !== undefined) query = query.limit(page.limit + 1);
  return query.execute();
}
