import type { Executor } from "../database.js";
import type { CommentRow } from "../tables.js";

/** Comments in thread order: oldest first. */
export async function listComments(db: Executor, activityId: string, page: { limit: number; afterId?: string }): Promise<CommentRow[]> {
  let query = db.selectFrom("comments").selectAll().where("activity_id", "=", activityId);
  if (page.afterId !== undefined) query = query.where("id", ">", page.afterId);
  return query.orderBy("id", "asc").limit(page.limit + 1).execute();
}

export async function insertComment(db: Executor, row: CommentRow): Promise<void> {
  await db.insertInto("comments").values(row).execute();
}
