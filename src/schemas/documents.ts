import { z } from "zod";
import { PageQuery, PathId, Timestamp, Uuid } from "./common.js";

const base = {
  object: z.literal("document"),
  id: z.string(),
  teamId: z.string(),
  title: z.string(),
  sprintId: z.string().nullable(),
  activityId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const DocumentRecord = z.object({ ...base, content: z.string() });
export type DocumentRecord = z.infer<typeof DocumentRecord>;

/** In lists the content is replaced by a short excerpt: the matching part when searching. */
export const DocumentSummary = z.object({
  ...base,
  snippet: z.string().describe("A short excerpt of the content; the matching passage when searching."),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

const fields = {
  title: z.string().min(1).max(300),
  content: z.string().max(1_000_000).describe("Text; markdown welcome."),
  sprintId: Uuid.nullable().describe("Link to a sprint of the team."),
  activityId: Uuid.nullable().describe("Link to an activity of the team."),
};

export const CreateDocumentBody = z
  .object({ ...fields, content: fields.content.default("") })
  .partial({ sprintId: true, activityId: true })
  .strict();
export type CreateDocumentBody = z.infer<typeof CreateDocumentBody>;

export const UpdateDocumentBody = z.object(fields).partial().strict();
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;

export const DocumentParams = z.object({ documentId: PathId("document") });

export const ListDocumentsQuery = z
  .object({
    ...PageQuery,
    q: z.string().min(1).max(500).optional().describe("Full-text search; best match first."),
    sprintId: Uuid.optional().describe("Only documents linked to this sprint."),
    activityId: Uuid.optional().describe("Only documents linked to this activity."),
  })
  .strict();
