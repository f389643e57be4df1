import { sql, type Selectable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { CommentsTable } from "../tables.js";
import type { StoredComment } from "../records.js";

export const readComment = (row: Selectable<CommentsTable>): StoredComment => readFields(row);

const listCommentPage = prepareQuery((db, p: { activityId: string; afterId?: string; limit: number }) => {
  let query = db.selectFrom("comments").selectAll().where("activity_id", "=", p.activityId);
  if (p.afterId !== undefined) query = query.where("id", ">", p.afterId);
  return query.orderBy("id", "asc").limit(p.limit);
});

/** Comments in thread order: oldest first. */
export async function listCommentRows(db: Executor, activityId: string, page: { limit: number; afterId?: string }): Promise<StoredComment[]> {
  return (await listCommentPage.all(db, { activityId, afterId: page.afterId, limit: page.limit + 1 })).map(readComment);
}

/** Up to `limit` comments of these activities after `afterId`, in id order. */
export async function listCommentsOfActivities(db: Executor, activityIds: string[], page: { limit: number; afterId?: string }): Promise<StoredComment[]> {
  let query = db.selectFrom("comments").selectAll().where("activity_id", "in", activityIds);
  if (page.afterId !== undefined) query = query.where("id", ">", page.afterId);
  return (await query.orderBy("id").limit(page.limit).execute()).map(readComment);
}

const insertCommentStatement = prepareQuery((db, p: Selectable<CommentsTable>) => db.insertInto("comments").values(p));

export async function insertComment(db: Executor, comment: StoredComment): Promise<void> {
  await insertCommentStatement.all(db, writeColumns<Selectable<CommentsTable>>(comment));
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
): Promise<StoredComment[]> {
  let query = db
    .selectFrom("comments")
    .select(["id", "team_id", "activity_id", "author_id", "created_at", "updated_at"])
    .select(sql<string>`substr(content, 1, ${textChars})`.as("content"))
    .where("team_id", "=", teamId);
  if (sprintId !== undefined) {
    const sprintActivities = db.selectFrom("activities").select("id").where("team_id", "=", teamId).where("sprint_id", "=", sprintId);
    query = query.where("activity_id", "in", sprintActivities);
  }
  return (await query.orderBy("id", "desc").limit(limit).execute()).map(readComment);
}

export async function deleteCommentRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("comments").where("id", "=", id).execute();
}
