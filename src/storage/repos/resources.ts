import type { Executor } from "../database.js";
import type { ResourceRow } from "../tables.js";

export async function listResources(
  db: Executor,
  teamId: string,
  filter: { activityId?: string; type?: string },
  page: { limit: number; afterId?: string },
): Promise<ResourceRow[]> {
  let query = db.selectFrom("resources").selectAll().where("team_id", "=", teamId);
  if (filter.activityId !== undefined) query = query.where("activity_id", "=", filter.activityId);
  if (filter.type !== undefined) query = query.where("type", "=", filter.type);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return query.orderBy("id", "desc").limit(page.limit + 1).execute();
}

export async function insertResource(db: Executor, row: ResourceRow): Promise<void> {
  await db.insertInto("resources").values(row).execute();
}

export async function findResource(db: Executor, id: string): Promise<ResourceRow | undefined> {
  return db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteResource(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("resources").where("id", "=", id).execute();
}
