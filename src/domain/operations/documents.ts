// Documents: search/list, get, create, update. Rules: sprint and activity links within the team.
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import {
  CreateDocumentBody,
  DocumentParams,
  DocumentRecord,
  DocumentSummary,
  ListDocumentsQuery,
  UpdateDocumentBody,
} from "../../schemas/documents.js";
import { TeamParams } from "../../schemas/teams.js";
import { presentDocument, presentDocumentChange, presentDocumentSummary } from "../../presenters/documents.js";
import { decodeIdCursor, decodeScoreCursor, encodeIdCursor, encodeScoreCursor, toPage } from "../../storage/cursor.js";
import {
  deleteDocumentRow,
  insertDocument,
  listDocumentRows,
  searchDocumentRows,
  updateDocumentRow,
} from "../../storage/repos/documents.js";
import type { StoredDocument } from "../../storage/records.js";
import { requireTeamActivity, requireTeamSprint } from "./activities.js";
import type { OperationContext } from "../runtime/context.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { applyPatch, type Columns } from "../runtime/patch.js";
import { inTeam, teamObject } from "../runtime/permissions.js";
import { DOCUMENT, DOCUMENT_SUMMARY, deletedOf, listOf } from "../../schemas/examples.js";

const documentOf = teamObject("document", "documents", "documentId");
const documentToUpdate = teamObject("document", "documents", "documentId", { lock: true });

async function checkLinks(ctx: OperationContext, teamId: string, links: { sprintId?: string | null; activityId?: string | null }) {
  if (links.sprintId != null) await requireTeamSprint(ctx, teamId, links.sprintId);
  if (links.activityId != null) await requireTeamActivity(ctx, teamId, links.activityId);
}

export const searchDocuments = defineOperation({
  name: "searchDocuments",
  toolName: "search_documents",
  group: "documents",
  summary:
    "A team's documents, newest first, or those matching q (full text, best first). Snippets only: get_document has the content.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/documents", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  query: ListDocumentsQuery,
  output: ListEnvelope(DocumentSummary),
  responseExample: listOf(DOCUMENT_SUMMARY),
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const filter = { sprintId: input.sprintId, activityId: input.activityId };
    if (input.q !== undefined) {
      const after = decodeScoreCursor(input.starting_after);
      const rows = await searchDocumentRows(ctx.db, teamId, input.q, filter, { limit: input.limit, after });
      return toPage(rows, input.limit, (row) => encodeScoreCursor(row.score, row.id), presentDocumentSummary);
    }
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listDocumentRows(ctx.db, teamId, filter, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentDocumentSummary);
  },
});

export const getDocument = defineOperation({
  name: "getDocument",
  toolName: "get_document",
  group: "documents",
  summary: "Get one document with its full content.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/documents/:documentId", status: 200 },
  scope: "read",
  writes: "never",
  versioned: true,
  errors: ["resource_not_found"],
  emits: [],
  params: DocumentParams,
  output: DocumentRecord,
  responseExample: DOCUMENT,
  load: documentOf,
  async run(_ctx, _input, { row }) {
    return presentDocument(row);
  },
});

/** Creates a document. 400 resource_missing for a sprint or activity of another team. */
export const createDocument = defineOperation({
  name: "createDocument",
  toolName: "create_document",
  group: "documents",
  summary: "Create a document in a team, optionally linked to a sprint and/or an activity.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/documents", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: ["not_team_member", "resource_missing"],
  emits: ["document.created"],
  example: { title: "Rounding rules for taxes", content: "Round tax per order, not per line." },
  params: TeamParams,
  body: CreateDocumentBody,
  output: DocumentRecord,
  responseExample: DOCUMENT,
  load: inTeam,
  role: "write_work",
  async run(ctx, input, { teamId }) {
    await checkLinks(ctx, teamId, input);
    const now = ctx.now().toISOString();
    const row: StoredDocument = {
      id: ctx.newId(),
      teamId,
      title: input.title,
      content: input.content,
      sprintId: input.sprintId ?? null,
      activityId: input.activityId ?? null,
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    };
    await insertDocument(ctx.db, row);
    recordChange(ctx, { type: "document.created", teamId: row.teamId, object: presentDocumentChange(row) });
    return presentDocument(row);
  },
});

const DOCUMENT_COLUMNS: Columns<UpdateDocumentBody, StoredDocument> = {
  title: "title",
  content: "content",
  sprintId: "sprintId",
  activityId: "activityId",
};

export const updateDocument = defineOperation({
  name: "updateDocument",
  toolName: "update_document",
  group: "documents",
  summary: "Update a document; omitted fields stay, null clears a link.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "PATCH", path: "/documents/:documentId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  versioned: true,
  errors: ["resource_not_found", "resource_missing", "precondition_failed"],
  emits: ["document.updated"],
  example: { content: "Round tax per order, not per line. Banker's rounding only where the law asks for it." },
  params: DocumentParams,
  body: UpdateDocumentBody,
  output: DocumentRecord,
  responseExample: DOCUMENT,
  load: documentToUpdate,
  role: "write_work",
  current: ({ row }) => presentDocument(row),
  async run(ctx, input, { row: document }) {
    const { documentId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentDocument(document);
    await checkLinks(ctx, document.teamId, changes);
    const { next, changed } = applyPatch(document, changes, DOCUMENT_COLUMNS);
    next.updatedAt = ctx.now().toISOString();
    await updateDocumentRow(ctx.db, document.id, { ...changed, updatedAt: next.updatedAt });
    recordChange(ctx, { type: "document.updated", teamId: document.teamId, object: presentDocumentChange(next), before: presentDocumentChange(document) });
    return presentDocument(next);
  },
});

export const deleteDocument = defineOperation({
  name: "deleteDocument",
  toolName: "delete_document",
  group: "documents",
  summary: "Delete a document.",
  surfaces: ["rest", "mcp"],
  http: { method: "DELETE", path: "/documents/:documentId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found"],
  emits: ["document.deleted"],
  params: DocumentParams,
  output: DeletedRecord("document"),
  responseExample: deletedOf("document", DOCUMENT.id),
  load: documentOf,
  role: "write_work",
  async run(ctx, _input, { row: document }) {
    await deleteDocumentRow(ctx.db, document.id);
    recordChange(ctx, { type: "document.deleted", teamId: document.teamId, object: presentDocumentChange(document) });
    return { object: "document" as const, id: document.id, deleted: true as const };
  },
});
