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

/** The newest comments of a team, or of one sprint's activities: what the AI may read. */
export async function listRecentComments(db: Executor, teamId: string, sprintId: string | undefined, limit: number): Promise<CommentRow[]> {
  let query = db.selectFrom("comments").selectAll("comments").where("comments.team_id", "=", teamId);
  if (sprintId !== undefined) {
    query = query.innerJoin("activities", "activities.id", "comments.activity_id").where("activities.sprint_id", "=", sprintId);
  }
  return query.orderBy("comments.id", "desc").limit(limit).execute();
}

export async function findComment(db: Executor, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom("comments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteComment(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("comments").where("id", "=", id).execute();
}
