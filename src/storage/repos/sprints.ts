import { sql, type Updateable } from "kysely";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { SprintRow, SprintsTable } from "../tables.js";

const findSprintById = prepareQuery((db, p: { id: string }) => db.selectFrom("sprints").selectAll().where("id", "=", p.id));

export async function findSprint(db: Executor, id: string): Promise<SprintRow | undefined> {
  return findSprintById.first(db, { id });
}

const findSprintTeamById = prepareQuery((db, p: { id: string }) => db.selectFrom("sprints").select("team_id").where("id", "=", p.id));

/** The team a sprint belongs to: all a reference to it needs checked. */
export async function findSprintTeam(db: Executor, id: string): Promise<string | undefined> {
  return (await findSprintTeamById.first(db, { id }))?.team_id;
}

const listSprintPage = prepareQuery((db, p: { teamId: string; afterId?: string; limit: number }) => {
  let query = db.selectFrom("sprints").selectAll().where("team_id", "=", p.teamId);
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listSprints(db: Executor, teamId: string, page: { limit: number; afterId?: string }): Promise<SprintRow[]> {
  return listSprintPage.all(db, { teamId, afterId: page.afterId, limit: page.limit + 1 });
}

/** A team's newest sprints, description and goal cut to `textChars`: what the AI may read. */
export async function listRecentSprints(db: Executor, teamId: string, limit: number, textChars: number): Promise<SprintRow[]> {
  return db
    .selectFrom("sprints")
    .select(["id", "team_id", "name", "start_date", "end_date", "status", "created_at", "updated_at"])
    .select(sql<string | null>`substr(description, 1, ${textChars})`.as("description"))
    .select(sql<string | null>`substr(goal, 1, ${textChars})`.as("goal"))
    .where("team_id", "=", teamId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

const insertSprintRow = prepareQuery((db, p: SprintRow) => db.insertInto("sprints").values(p));

export async function insertSprint(db: Executor, row: SprintRow): Promise<void> {
  await insertSprintRow.all(db, row);
}

export async function updateSprint(db: Executor, id: string, changes: Updateable<SprintsTable>): Promise<void> {
  await db.updateTable("sprints").set(changes).where("id", "=", id).execute();
}

/** Deletes an empty sprint; documents linked to it stay, with the link cleared (found by documents_sprint_idx). */
export async function deleteSprint(db: Executor, teamId: string, id: string): Promise<void> {
  await db.updateTable("documents").set({ sprint_id: null }).where("team_id", "=", teamId).where("sprint_id", "=", id).execute();
  await db.deleteFrom("sprints").where("id", "=", id).execute();
}
