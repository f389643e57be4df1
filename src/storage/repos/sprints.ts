import type { Updateable } from "kysely";
import { supportsRowLocks, type Executor } from "../database.js";
import type { SprintRow, SprintsTable } from "../tables.js";

/** `lock` holds the row until the transaction ends (a no-op on SQLite, whose writes are serialised). */
export async function findSprint(db: Executor, id: string, lock = false): Promise<SprintRow | undefined> {
  let query = db.selectFrom("sprints").selectAll().where("id", "=", id);
  if (lock && supportsRowLocks(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listSprints(db: Executor, teamId: string, page: { limit: number; afterId?: string }): Promise<SprintRow[]> {
  let query = db.selectFrom("sprints").selectAll().where("team_id", "=", teamId);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return query.orderBy("id", "desc").limit(page.limit + 1).execute();
}

export async function insertSprint(db: Executor, row: SprintRow): Promise<void> {
  await db.insertInto("sprints").values(row).execute();
}

export async function updateSprint(db: Executor, id: string, changes: Updateable<SprintsTable>): Promise<void> {
  await db.updateTable("sprints").set(changes).where("id", "=", id).execute();
}

/** Deletes an empty sprint; documents linked to it stay, with the link cleared. */
export async function deleteSprint(db: Executor, id: string): Promise<void> {
  await db.updateTable("documents").set({ sprint_id: null }).where("sprint_id", "=", id).execute();
  await db.deleteFrom("sprints").where("id", "=", id).execute();
}
