// Documents: search/list, get, create, update. Rules: sprint and activity links within the team.
import { DeletedRecord, ListEnvelope } from "../schemas/common.js";
import {
  CreateDocumentBody,
  DocumentParams,
  DocumentRecord,
  DocumentSummary,
  ListDocumentsQuery,
  UpdateDocumentBody,
} from "../schemas/documents.js";
import { TeamParams } from "../schemas/teams.js";
import { presentDocument, presentDocumentSummary } from "../presenters/documents.js";
import { decodeIdCursor, decodeScoreCursor, encodeIdCursor, encodeScoreCursor, toPage } from "../storage/cursor.js";
import {
  deleteDocument as deleteDocumentRow,
  findDocument,
  insertDocument,
  listDocuments as listDocumentRows,
  searchDocuments,
  updateDocument as updateDocumentRow,
} from "../storage/repos/documents.js";
import type { DocumentRow } from "../storage/tables.js";
import { requireTeamActivity, requireTeamSprint } from "./activities.js";
import type { OperationContext } from "./context.js";
import { checkIfMatch } from "./etag.js";
import { defineOperation } from "./operation.js";
import { loadTeamObject, requireMember, requireRole } from "./permissions.js";

async function loadDocument(ctx: OperationContext, documentId: string, lock = false) {
  const { row, role } = await loadTeamObject(ctx, "document", documentId, (id) => findDocument(ctx.db, id, lock));
  return { document: row, role };
}

async function checkLinks(ctx: OperationContext, teamId: string, links: { sprintId?: string | null; activityId?: string | null }) {
  if (links.sprintId != null) await requireTeamSprint(ctx, teamId, links.sprintId);
  if (links.activityId != null) await requireTeamActivity(ctx, teamId, links.activityId);
}

export const searchDocumentsOperation = defineOperation({
  name: "searchDocuments",
  toolName: "search_documents",
  summary:
    "A team's documents, newest first, or those matching q (full text, best first). Snippets only: get_document has the content.",
  scope: "read",
  params: TeamParams,
  query: ListDocumentsQuery,
  output: ListEnvelope(DocumentSummary),
  async run(ctx, input) {
    const { teamId } = await requireMember(ctx, input.teamId);
    const filter = { sprintId: input.sprintId, activityId: input.activityId };
    if (input.q !== undefined) {
      const after = input.starting_after === undefined ? undefined : decodeScoreCursor(input.starting_after);
      const rows = await searchDocuments(ctx.db, ctx.engine, teamId, input.q, filter, { limit: input.limit, after });
      return toPage(rows, input.limit, (row) => encodeScoreCursor(row.score, row.id), presentDocumentSummary);
    }
    const afterId = input.starting_after === undefined ? undefined : decodeIdCursor(input.starting_after);
    const rows = await listDocumentRows(ctx.db, teamId, filter, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentDocumentSummary);
  },
});

export const getDocument = defineOperation({
  name: "getDocument",
  toolName: "get_document",
  summary: "Get one document with its full content.",
  scope: "read",
  params: DocumentParams,
  output: DocumentRecord,
  async run(ctx, input) {
    const { document } = await loadDocument(ctx, input.documentId);
    return presentDocument(document);
  },
});

/** Creates a document. 400 resource_missing for a sprint or activity of another team. */
export const createDocument = defineOperation({
  name: "createDocument",
  toolName: "create_document",
  summary: "Create a document in a team, optionally linked to a sprint and/or an activity.",
  scope: "write",
  params: TeamParams,
  body: CreateDocumentBody,
  output: DocumentRecord,
  async run(ctx, input) {
    const { teamId, role } = await requireMember(ctx, input.teamId);
    requireRole(role, "write_work");
    await checkLinks(ctx, teamId, input);
    const now = ctx.now().toISOString();
    const row: DocumentRow = {
      id: ctx.newId(),
      team_id: teamId,
      title: input.title,
      content: input.content,
      sprint_id: input.sprintId ?? null,
      activity_id: input.activityId ?? null,
      created_by: ctx.actor.userId,
      created_at: now,
      updated_at: now,
    };
    await insertDocument(ctx.db, row);
    return presentDocument(row);
  },
});

export const updateDocument = defineOperation({
  name: "updateDocument",
  toolName: "update_document",
  summary: "Update a document; omitted fields stay, null clears a link.",
  scope: "write",
  params: DocumentParams,
  body: UpdateDocumentBody,
  output: DocumentRecord,
  async run(ctx, input) {
    const { document, role } = await loadDocument(ctx, input.documentId, true);
    requireRole(role, "write_work");
    checkIfMatch(ctx, presentDocument(document));
    const { documentId: _path, ...changes } = input;
    if (Object.keys(changes).length === 0) return presentDocument(document);
    await checkLinks(ctx, document.team_id, changes);
    const next: DocumentRow = {
      ...document,
      title: changes.title ?? document.title,
      content: changes.content ?? document.content,
      sprint_id: changes.sprintId !== undefined ? changes.sprintId : document.sprint_id,
      activity_id: changes.activityId !== undefined ? changes.activityId : document.activity_id,
      updated_at: ctx.now().toISOString(),
    };
    await updateDocumentRow(ctx.db, document.id, {
      title: next.title,
      content: next.content,
      sprint_id: next.sprint_id,
      activity_id: next.activity_id,
      updated_at: next.updated_at,
    });
    return presentDocument(next);
  },
});

export const deleteDocument = defineOperation({
  name: "deleteDocument",
  toolName: "delete_document",
  summary: "Delete a document.",
  scope: "write",
  params: DocumentParams,
  output: DeletedRecord("document"),
  async run(ctx, input) {
    const { document, role } = await loadDocument(ctx, input.documentId);
    requireRole(role, "write_work");
    await deleteDocumentRow(ctx.db, document.id);
    return { object: "document" as const, id: document.id, deleted: true as const };
  },
});
