import type { CommentRecord } from "../schemas/comments.js";
import type { CommentRow } from "../storage/tables.js";

export function presentComment(row: CommentRow): CommentRecord {
  return {
    object: "comment",
    id: row.id,
    activityId: row.activity_id,
    authorId: row.author_id,
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
