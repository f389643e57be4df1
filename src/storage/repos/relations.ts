// Relations between activities: one row per edge, stored one way (`blocked_by` as the other side's
// `blocks`). An activity has at most 50 (the domain's rule), so every read of one activity's
// relations is bounded; the cycle check walks `blocks` edges level by level, bounded by its caller.
import type { Selectable } from "kysely";
import type { EdgeType } from "../../schemas/relations.js";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { StoredRelation } from "../records.js";
import type { RelationsTable } from "../tables.js";

export const readRelation = (row: Selectable<RelationsTable>): StoredRelation => readFields(row);

const insertRelationStatement = prepareQuery((db, p: Selectable<RelationsTable>) => db.insertInto("relations").values(p));

export async function insertRelation(db: Executor, relation: StoredRelation): Promise<void> {
  await insertRelationStatement.all(db, writeColumns<Selectable<RelationsTable>>(relation));
}

export async function deleteRelationRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("relations").where("id", "=", id).execute();
}

/** Every relation of an activity, from either side, oldest first (at most 50). */
export async function listRelationsOf(db: Executor, activityId: string): Promise<StoredRelation[]> {
  const from = db.selectFrom("relations").selectAll().where("activity_id", "=", activityId);
  const to = db.selectFrom("relations").selectAll().where("related_activity_id", "=", activityId);
  return (await db.selectFrom(from.unionAll(to).as("r")).selectAll().orderBy("id").execute()).map(readRelation);
}

/**
 * Every relation of these activities (a cascade's batch), from either side, each once, oldest first:
 * at most 50 for each activity.
 */
export async function listRelationsOfActivities(db: Executor, activityIds: readonly string[]): Promise<StoredRelation[]> {
  if (activityIds.length === 0) return [];
  const from = db.selectFrom("relations").selectAll().where("activity_id", "in", activityIds);
  const to = db.selectFrom("relations").selectAll().where("related_activity_id", "in", activityIds);
  return (await db.selectFrom(from.union(to).as("r")).selectAll().orderBy("id").execute()).map(readRelation);
}

/** How many relations an activity has, from either side. */
export async function countRelationsOf(db: Executor, activityId: string): Promise<number> {
  const count = async (column: "activity_id" | "related_activity_id") =>
    Number((await db.selectFrom("relations").select((eb) => eb.fn.countAll<number>().as("n")).where(column, "=", activityId).executeTakeFirstOrThrow()).n);
  return (await count("activity_id")) + (await count("related_activity_id"));
}

/** The stored edge of this type from `activityId` to `relatedActivityId`, if any. */
export async function findEdge(db: Executor, activityId: string, relatedActivityId: string, type: EdgeType): Promise<StoredRelation | undefined> {
  const row = await db
    .selectFrom("relations")
    .selectAll()
    .where("activity_id", "=", activityId)
    .where("related_activity_id", "=", relatedActivityId)
    .where("type", "=", type)
    .executeTakeFirst();
  return row && readRelation(row);
}

/** The `blocks` edges out of these activities: one level of the walk a cycle check makes. */
export async function blocksEdgesFrom(db: Executor, activityIds: readonly string[]): Promise<Array<{ from: string; to: string }>> {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom("relations")
    .select(["activity_id as from", "related_activity_id as to"])
    .where("activity_id", "in", activityIds)
    .where("type", "=", "blocks")
    .execute();
}
