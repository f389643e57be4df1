import type { Selectable } from "kysely";
import type { Plan, Role } from "../../schemas/common.js";
import { readFields, writeColumns } from "../columns.js";
import { supportsRowLocks, type Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { TeamsTable } from "../tables.js";
import type { StoredTeam } from "../records.js";

export type TeamWithRole = StoredTeam & { role: Role };

export const readTeam = (row: Selectable<TeamsTable>): StoredTeam => readFields(row);

const findTeamById = prepareQuery((db, p: { id: string }) => db.selectFrom("teams").selectAll().where("id", "=", p.id));

export async function findTeam(db: Executor, id: string): Promise<StoredTeam | undefined> {
  const row = await findTeamById.first(db, { id });
  return row && readTeam(row);
}

export async function insertTeam(db: Executor, team: StoredTeam): Promise<void> {
  await db.insertInto("teams").values(writeColumns<Selectable<TeamsTable>>(team)).execute();
}

export async function updateTeamPlan(db: Executor, id: string, plan: Plan, updatedAt: string): Promise<void> {
  await db.updateTable("teams").set({ plan, updated_at: updatedAt }).where("id", "=", id).execute();
}

/** A user's teams with the user's role, newest first; `limit` undefined lists them all. */
const listTeamPage = prepareQuery((db, p: { userId: string; afterId?: string; limit?: number }) => {
  let query = db
    .selectFrom("teams")
    .innerJoin("team_members", "team_members.team_id", "teams.id")
    .selectAll("teams")
    .select("team_members.role")
    .where("team_members.user_id", "=", p.userId)
    .orderBy("teams.id", "desc");
  if (p.afterId !== undefined) query = query.where("teams.id", "<", p.afterId);
  if (p.limit !== undefined) query = query.limit(p.limit);
  return query;
});

export async function listTeamsOfUser(
  db: Executor,
  userId: string,
  page: { limit?: number; afterId?: string },
): Promise<TeamWithRole[]> {
  const rows = await listTeamPage.all(db, { userId, afterId: page.afterId, limit: page.limit === undefined ? undefined : page.limit + 1 });
  return rows.map(readFields);
}

export async function updateTeamName(db: Executor, id: string, name: string, updatedAt: string): Promise<void> {
  await db.updateTable("teams").set({ name, updated_at: updatedAt }).where("id", "=", id).execute();
}

/**
 * Holds the team's row until the transaction ends, so that two changes to its members are made one
 * after the other (the last-CAPTAIN rule counts the captains). SQLite serialises writes anyway.
 */
export async function lockTeam(db: Executor, id: string): Promise<void> {
  if (supportsRowLocks(db)) await db.selectFrom("teams").select("id").where("id", "=", id).forUpdate().execute();
}
