import type { ResourceType } from "../../schemas/resources.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { ResourceRow } from "../tables.js";

const listResourcePage = prepareQuery((db, p: { teamId: string; activityId?: string; type?: ResourceType; afterId?: string; limit: number }) => {
  let query = db.selectFrom("resources").selectAll().where("team_id", "=", p.teamId);
  if (p.activityId !== undefined) query = query.where("activity_id", "=", p.activityId);
  if (p.type !== undefined) query = query.where("type", "=", p.type);
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listResources(
  db: Executor,
  teamId: string,
  filter: { activityId?: string; type?: ResourceType },
  page: { limit: number; afterId?: string },
): Promise<ResourceRow[]> {
  return listResourcePage.all(db, { teamId, ...filter, afterId: page.afterId, limit: page.limit + 1 });
}

const insertResourceRow = prepareQuery((db, p: ResourceRow) => db.insertInto("resources").values(p));

export async function insertResource(db: Executor, row: ResourceRow): Promise<void> {
  await insertResourceRow.all(db, row);
}

export async function deleteResource(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("resources").where("id", "=", id).execute();
}
