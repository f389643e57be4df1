import { sql } from "kysely";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { CommentRow } from "../tables.js";

const listCommentPage = prepareQuery((db, p: { activityId: string; afterId?: string; limit: number }) => {
  let query = db.selectFrom("comments").selectAll().where("activity_id", "=", p.activityId);
  if (p.afterId !== undefined) query = query.where("id", ">", p.afterId);
  return query.orderBy("id", "asc").limit(p.limit);
});

/** Comments in thread order: oldest first. */
export async function listComments(db: Executor, activityId: string, page: { limit: number; afterId?: string }): Promise<CommentRow[]> {
  return listCommentPage.all(db, { activityId, afterId: page.afterId, limit: page.limit + 1 });
}

/** Up to `limit` comments of these activities after `afterId`, in id order. */
export async function listCommentsOfActivities(db: Executor, activityIds: string[], page: { limit: number; afterId?: string }): Promise<CommentRow[]> {
  let query = db.selectFrom("comments").selectAll().where("activity_id", "in", activityIds);
  if (page.afterId !== undefined) query = query.where("id", ">", page.afterId);
  return query.orderBy("id").limit(page.limit).execute();
}

const insertCommentRow = prepareQuery((db, p: CommentRow) => db.insertInto("comments").values(p));

export async function insertComment(db: Executor, row: CommentRow): Promise<void> {
  await insertCommentRow.all(db, row);
}

/**
 * The newest comments of a team, or of one sprint's activities, content cut to `textChars`: what the
 * AI may read. Read newest first along comments_team_idx.
 */
export async function listRecentComments(
  db: Executor,
  teamId: string,
  sprintId: string | undefined,
  limit: number,
  textChars: number,
): Promise<CommentRow[]> {
  let query = db
    .selectFrom("comments")
    .select(["id", "team_id", "activity_id", "author_id", "created_at", "updated_at"])
    .select(sql<string>`substr(content, 1, ${textChars})`.as("content"))
    .where("team_id", "=", teamId);
  if (sprintId !== undefined) {
    const sprintActivities = db.selectFrom("activities").select("id").where("team_id", "=", teamId).where("sprint_id", "=", sprintId);
    query = query.where("activity_id", "in", sprintActivities);
  }
  return query.orderBy("id", "desc").limit(limit).execute();
}

export async function deleteComment(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("comments").where("id", "=", id).execute();
}
