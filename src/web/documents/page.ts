import type { AppError } from "../../errors.js";
import type { Page } from "../../schemas/common.js";
import type { DocumentRecord, DocumentSummary } from "../../schemas/documents.js";
import { activityPath } from "../board/cards.js";
import { html, time, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { renderMarkdown } from "../markdown.js";
import { alertOf, csrfField, noticeOf, pager } from "../parts.js";
import type { TeamPage } from "../team-page.js";

export const documentPath = (teamId: string, documentId: string, rest = "") => teamPath(teamId, `documents/${documentId}${rest}`);

export interface DocumentsView {
  page: TeamPage;
  q: string;
  result: Page<DocumentSummary> | undefined;
  startingAfter: string | undefined;
  href(extra: { starting_after?: string }): string;
  notice?: string;
  error?: AppError;
  newTitle?: string;
}

export function documentsPage(view: DocumentsView): Html {
  const { page, result } = view;
  const main = html`<h1>Documents</h1>
${noticeOf(view.notice)}
<form class="card search" method="get" action="${teamPath(page.teamId, "documents")}" role="search" aria-label="Search documents">
<label for="d-q">Search documents</label>
<div class="inline"><input id="d-q" name="q" type="search" maxlength="500" value="${view.q}" placeholder="Words in titles and content">
<button type="submit">Search</button></div>
</form>
${alertOf(view.error)}
${
  result
    ? html`<section aria-labelledby="doc-results"><h2 id="doc-results">${view.q ? html`Best matches for <q>${view.q}</q>` : "Newest first"}</h2>
${
  result.data.length === 0
    ? html`<p class="empty">${view.q ? "No document matches." : "No documents yet."}</p>`
    : html`<ul class="results">${result.data.map(
        (d) => html`<li><h3><a href="${documentPath(page.teamId, d.id)}"><bdi>${d.title}</bdi></a></h3><p class="snippet">${d.snippet || html`<span class="muted">empty</span>`}</p>
<p class="muted small">Updated ${time(d.updatedAt)}</p></li>`,
      )}</ul>`
}
${pager({
  firstHref: view.href({}),
  nextHref: result.has_more && result.next_cursor !== null ? view.href({ starting_after: result.next_cursor }) : null,
  onFirstPage: view.startingAfter === undefined,
  label: "Pages of documents",
})}</section>`
    : ""
}
<section class="card" aria-labelledby="new-doc-title"><h2 id="new-doc-title">New document</h2>
<form method="post" action="${teamPath(page.teamId, "documents")}">${csrfField(page.user.csrf)}
<label for="new-doc">Title</label>
<div class="inline"><input id="new-doc" name="title" type="text" required maxlength="300" value="${view.newTitle ?? ""}">
<button type="submit">Create and edit</button></div>
</form></section>`;
  return layout({ title: "Documents", user: page.user, team: page.frame, main });
}

export function documentPage(view: { page: TeamPage; document: DocumentRecord; notice?: string }): Html {
  const { page, document } = view;
  const main = html`<p class="crumbs"><a href="${teamPath(page.teamId, "documents")}">Documents</a></p>
<div class="page-head"><h1><bdi>${document.title}</bdi></h1>
<p class="muted">Written by <bdi>${page.nameOf(document.createdBy) ?? "someone"}</bdi> · updated ${time(document.updatedAt)}${
    document.sprintId ? html` · <a href="${teamPath(page.teamId, `sprints/${document.sprintId}`)}">its sprint</a>` : ""
  }${document.activityId ? html` · <a href="${activityPath(page.teamId, document.activityId)}">its activity</a>` : ""}</p>
<p class="actions"><a class="button" href="${documentPath(page.teamId, document.id, "/edit")}">Edit</a></p></div>
${noticeOf(view.notice)}
<article class="card">${document.content ? renderMarkdown(document.content, 1) : html`<p class="empty">This document is empty.</p>`}</article>`;
  return layout({ title: document.title, user: page.user, team: page.frame, main });
}

export function documentEditPage(view: { page: TeamPage; document: DocumentRecord; etag: string; title: string; content: string; error?: AppError }): Html {
  const { page, document } = view;
  const main = html`<p class="crumbs"><a href="${documentPath(page.teamId, document.id)}"><bdi>${document.title}</bdi></a></p>
<h1>Edit the document</h1>
<form class="card" method="post" action="${documentPath(page.teamId, document.id)}">${csrfField(page.user.csrf)}
<input type="hidden" name="etag" value="${view.etag}">
${alertOf(view.error)}
<label for="doc-title">Title</label><input id="doc-title" name="title" type="text" required maxlength="300" value="${view.title}">
<label for="doc-content">Content <span class="muted">(Markdown)</span></label>
<textarea id="doc-content" name="content" rows="20" maxlength="1000000">${view.content}</textarea>
<div class="actions"><button type="submit">Save</button><a class="button secondary" href="${documentPath(page.teamId, document.id)}">Cancel</a></div>
</form>`;
  return layout({ title: `Edit ${document.title}`, user: page.user, team: page.frame, main });
}
