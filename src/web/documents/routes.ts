// A team's documents: the list and full-text search with snippets (/t/{teamId}/documents?q=), one
// document rendered from Markdown, its edit form (If-Match: the version the form was read at), and
// a new one (created with its title, then edited).
import type { FastifyInstance, FastifyReply } from "fastify";
import { createDocument, getDocument, searchDocuments, updateDocument } from "../../domain/operations/documents.js";
import { etagOf } from "../../domain/runtime/etag.js";
import { notFound, type AppError } from "../../errors.js";
import type { DocumentRecord } from "../../schemas/documents.js";
import { changedFields, formOf, queryString, textOf, type Form } from "../form.js";
import { sendPage, teamPath } from "../layout.js";
import { isRefusal, noticeFrom } from "../parts.js";
import { runAs } from "../run.js";
import type { WebDeps } from "../session.js";
import { loadTeamPage, type TeamPage } from "../team-page.js";
import { documentEditPage, documentPage, documentPath, documentsPage } from "./page.js";

const config = { public: true };
const NOTICES = { saved: "Saved." };

export function registerDocuments(web: FastifyInstance, deps: WebDeps): void {
  async function showDocuments(reply: FastifyReply, page: TeamPage, query: Form, extra: { status?: number; error?: AppError; newTitle?: string } = {}) {
    const q = textOf(query.q) ?? "";
    const startingAfter = textOf(query.starting_after);
    const href = (more: { starting_after?: string }) => `${teamPath(page.teamId, "documents")}${queryString({ q, ...more })}`;
    const view = { page, q, startingAfter, href, notice: noticeFrom(NOTICES, query), ...extra };
    try {
      const result = await runAs(deps, searchDocuments, page.actor, {
        params: { teamId: page.teamId },
        query: { q: q || undefined, limit: 25, starting_after: startingAfter },
      });
      return sendPage(reply, extra.status ?? 200, documentsPage({ ...view, result }));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return sendPage(reply, error.status, documentsPage({ ...view, result: undefined, error }));
    }
  }

  async function loadDocument(page: TeamPage, documentId: string): Promise<DocumentRecord> {
    const document = await runAs(deps, getDocument, page.actor, { params: { documentId } });
    if (document.teamId !== page.teamId) throw notFound("document", documentId);
    return document;
  }

  const documentId = (params: unknown) => (params as { documentId: string }).documentId;

  web.get("/t/:teamId/documents", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "documents");
    return page ? showDocuments(reply, page, formOf(request.query)) : reply;
  });

  web.post("/t/:teamId/documents", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "documents");
    if (!page) return reply;
    const title = formOf(request.body).title;
    try {
      const created = await runAs(deps, createDocument, page.actor, { params: { teamId: page.teamId }, body: { title }, requestId: request.id });
      return reply.redirect(documentPath(page.teamId, created.id, "/edit"), 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return showDocuments(reply, page, {}, { status: error.status, error, newTitle: textOf(title) });
    }
  });

  web.get("/t/:teamId/documents/:documentId", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "documents");
    if (!page) return reply;
    const document = await loadDocument(page, documentId(request.params));
    return sendPage(reply, 200, documentPage({ page, document, notice: noticeFrom(NOTICES, request.query) }));
  });

  web.get("/t/:teamId/documents/:documentId/edit", { config }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "documents");
    if (!page) return reply;
    const document = await loadDocument(page, documentId(request.params));
    return sendPage(reply, 200, documentEditPage({ page, document, etag: etagOf(document), title: document.title, content: document.content }));
  });

  web.post("/t/:teamId/documents/:documentId", { config, preHandler: web.csrfProtection }, async (request, reply) => {
    const page = await loadTeamPage(deps, request, reply, "documents");
    if (!page) return reply;
    const document = await loadDocument(page, documentId(request.params));
    const form = formOf(request.body);
    try {
      const body = changedFields(document, { title: form.title, content: form.content ?? "" });
      await runAs(deps, updateDocument, page.actor, { params: { documentId: document.id }, body, ifMatch: textOf(form.etag), requestId: request.id });
      return reply.redirect(`${documentPath(page.teamId, document.id)}?notice=saved`, 303);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const view = { page, document, etag: etagOf(document), title: textOf(form.title) ?? "", content: textOf(form.content) ?? "", error };
      return sendPage(reply, error.status, documentEditPage(view));
    }
  });
}
