import { z } from "zod";
import { PageQuery, PathId, Timestamp } from "./common.js";

export const CommentRecord = z.object({
  object: z.literal("comment"),
  id: z.string(),
  activityId: z.string(),
  authorId: z.string(),
  content: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CommentRecord = z.infer<typeof CommentRecord>;

export const CreateCommentBody = z
  .object({ content: z.string().min(1).max(5000) })
  .strict();
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const ListCommentsQuery = z.object(PageQuery).strict();

export const CommentParams = z.object({ commentId: PathId("comment") });
