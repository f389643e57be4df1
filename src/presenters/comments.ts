import type { CommentRecord } from "../schemas/comments.js";
import type { CommentRow } from "../storage/tables.js";
import { toIso } from "./time.js";

export function presentComment(row: CommentRow): CommentRecord {
  return {
    object: "comment",
    id: row.id,
    activityId: row.activity_id,
    authorId: row.author_id,
    content: row.content,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
