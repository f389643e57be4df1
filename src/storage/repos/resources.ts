import type { Selectable } from "kysely";
import type { ResourceType } from "../../schemas/resources.js";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { ResourcesTable } from "../tables.js";
import type { StoredResource } from "../records.js";

export const readResource = (row: Selectable<ResourcesTable>): StoredResource => readFields(row);

const listResourcePage = prepareQuery((db, p: { teamId: string; activityId?: string; type?: ResourceType; afterId?: string; limit: number }) => {
  let query = db.selectFrom("resources").selectAll().where("team_id", "=", p.teamId);
  if (p.activityId !== undefined) query = query.where("activity_id", "=", p.activityId);
  if (p.type !== undefined) query = query.where("type", "=", p.type);
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listResourceRows(
  db: Executor,
  teamId: string,
  filter: { activityId?: string; type?: ResourceType },
  page: { limit: number; afterId?: string },
): Promise<StoredResource[]> {
  return (await listResourcePage.all(db, { teamId, ...filter, afterId: page.afterId, limit: page.limit + 1 })).map(readResource);
}

const insertResourceStatement = prepareQuery((db, p: Selectable<ResourcesTable>) => db.insertInto("resources").values(p));

export async function insertResource(db: Executor, resource: StoredResource): Promise<void> {
  await insertResourceStatement.all(db, writeColumns<Selectable<ResourcesTable>>(resource));
}

export async function deleteResourceRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("resources").where("id", "=", id).execute();
}
