import type { DocumentRecord, DocumentSummary } from "../schemas/documents.js";
import type { DocumentListItem } from "../storage/repos/documents.js";
import type { StoredDocument } from "../storage/records.js";

const SNIPPET_CHARS = 200;
/** Enough text for a snippet of SNIPPET_CHARS, whatever whitespace it collapses. */
const SNIPPET_SOURCE_CHARS = 400;

/** Whitespace collapsed, cut at a word boundary near SNIPPET_CHARS. */
export function makeSnippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.slice(0, SNIPPET_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${space > SNIPPET_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

function base(row: Omit<StoredDocument, "content">) {
  return {
    object: "document" as const,
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    sprintId: row.sprintId,
    activityId: row.activityId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function presentDocument(row: StoredDocument): DocumentRecord {
  return { ...base(row), content: row.content };
}

export function presentDocumentSummary(row: DocumentListItem): DocumentSummary {
  return { ...base(row), snippet: makeSnippet(row.snippet) };
}

/** Events carry a document as lists show it (a snippet of its head, not its up to 1 MB of content). */
export function presentDocumentChange(row: StoredDocument): DocumentSummary {
  return presentDocumentSummary({ ...row, snippet: row.content.slice(0, SNIPPET_SOURCE_CHARS) });
}
