// Comments on an activity: thread order (oldest first); any member may comment.
import { ActivityParams } from "../../schemas/activities.js";
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import { CommentParams, CommentRecord, CreateCommentBody, ListCommentsQuery } from "../../schemas/comments.js";
import { presentComment } from "../../presenters/comments.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { deleteCommentRow, insertComment, listCommentRows } from "../../storage/repos/comments.js";
import type { StoredComment } from "../../storage/records.js";
import { activityOf } from "./activities.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { requireRole, teamObject } from "../runtime/permissions.js";
import { COMMENT, deletedOf, listOf } from "../../schemas/examples.js";

export const listComments = defineOperation({
  name: "listComments",
  toolName: "list_comments",
  group: "activities",
  summary: "List an activity's comments, oldest first (thread order).",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/activities/:activityId/comments", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["resource_not_found"],
  emits: [],
  params: ActivityParams,
  query: ListCommentsQuery,
  output: ListEnvelope(CommentRecord),
  responseExample: listOf(COMMENT),
  load: activityOf,
  async run(ctx, input, { row: activity }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listCommentRows(ctx.db, activity.id, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentComment);
  },
});

export const addComment = defineOperation({
  name: "addComment",
  toolName: "add_comment",
  group: "activities",
  summary: "Add a comment to an activity.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/activities/:activityId/comments", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: ["resource_not_found"],
  emits: ["comment.created"],
  example: { content: "First draft is in Figma, feedback welcome." },
  params: ActivityParams,
  body: CreateCommentBody,
  output: CommentRecord,
  responseExample: COMMENT,
  load: activityOf,
  role: "write_work",
  async run(ctx, input, { row: activity }) {
    const now = ctx.now().toISOString();
    const row: StoredComment = {
      id: ctx.newId(),
      teamId: activity.teamId,
      activityId: activity.id,
      authorId: ctx.actor.userId,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    };
    await insertComment(ctx.db, row);
    const record = presentComment(row);
    recordChange(ctx, { type: "comment.created", teamId: activity.teamId, object: record, activityId: activity.id });
    return record;
  },
});

const commentOf = teamObject("comment", "comments", "commentId");

/** Deletes a comment: its author may, and so may a CAPTAIN or STAFF; another MEMBER may not. */
export const deleteComment = defineOperation({
  name: "deleteComment",
  toolName: "delete_comment",
  group: "activities",
  summary: "Delete a comment (its author, or a CAPTAIN or STAFF).",
  surfaces: ["rest", "mcp"],
  http: { method: "DELETE", path: "/comments/:commentId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found", "insufficient_role"],
  emits: ["comment.deleted"],
  params: CommentParams,
  output: DeletedRecord("comment"),
  responseExample: deletedOf("comment", COMMENT.id),
  load: commentOf,
  roleRule: "its author, or a CAPTAIN or STAFF",
  async run(ctx, _input, { row: comment, role }) {
    if (comment.authorId !== ctx.actor.userId) requireRole(role, "delete_others_comment");
    await deleteCommentRow(ctx.db, comment.id);
    recordChange(ctx, { type: "comment.deleted", teamId: comment.teamId, object: presentComment(comment), activityId: comment.activityId });
    return { object: "comment" as const, id: comment.id, deleted: true as const };
  },
});
