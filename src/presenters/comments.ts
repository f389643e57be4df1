import type { CommentRecord } from "../schemas/comments.js";
import type { StoredComment } from "../storage/records.js";

export function presentComment(row: StoredComment): CommentRecord {
  return {
    object: "comment",
    id: row.id,
    activityId: row.activityId,
    authorId: row.authorId,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
