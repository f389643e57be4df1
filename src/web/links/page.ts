import { statusWords } from "../../domain/operations/status-groups.js";
import type { AppError } from "../../errors.js";
import type { Page } from "../../schemas/common.js";
import { RESOURCE_TYPES, type ResourceRecord } from "../../schemas/resources.js";
import { activityPath } from "../board/cards.js";
import { html, time, type Html } from "../html.js";
import { layout, teamPath } from "../layout.js";
import { alertOf, csrfField, noticeOf, pager } from "../parts.js";
import type { TeamPage } from "../team-page.js";

export interface LinkValues {
  title: string;
  url: string;
  type: string;
}

export interface LinksView {
  page: TeamPage;
  links: Page<ResourceRecord>;
  startingAfter: string | undefined;
  notice?: string;
  error?: AppError;
  values?: LinkValues;
}

export function linksPage(view: LinksView): Html {
  const { page, links } = view;
  const base = teamPath(page.teamId, "links");
  const values = view.values ?? { title: "", url: "", type: "LINK" };
  const invalid = (name: string) => (view.error?.param === name ? html` aria-invalid="true"` : "");
  const main = html`<h1>Links</h1>
${noticeOf(view.notice)}
<section aria-labelledby="links-title"><h2 id="links-title" class="sr-only">The team's links, newest first</h2>
${
  links.data.length === 0
    ? html`<p class="empty">No links yet.</p>`
    : html`<table class="stack"><thead><tr><th scope="col">Link</th><th scope="col">Kind</th><th scope="col">Activity</th><th scope="col">Added</th></tr></thead>
<tbody>${links.data.map(
        (r) => html`<tr><td data-label="Link"><a href="${r.url}" rel="nofollow noopener noreferrer"><bdi>${r.title}</bdi></a><br><span class="muted small url">${r.url}</span></td>
<td data-label="Kind">${statusWords(r.type)}</td>
<td data-label="Activity">${r.activityId ? html`<a href="${activityPath(page.teamId, r.activityId)}">Its activity<span class="sr-only">: ${r.title}</span></a>` : html`<span class="muted">none</span>`}</td>
<td data-label="Added">${time(r.createdAt)} by <bdi>${page.nameOf(r.createdBy) ?? "someone"}</bdi></td></tr>`,
      )}</tbody></table>`
}
${pager({
  firstHref: base,
  nextHref: links.has_more && links.next_cursor !== null ? `${base}?starting_after=${encodeURIComponent(links.next_cursor)}` : null,
  onFirstPage: view.startingAfter === undefined,
  label: "Pages of links",
})}</section>
<section class="card" aria-labelledby="add-link-title"><h2 id="add-link-title">Add a link</h2>
<form method="post" action="${base}">${csrfField(page.user.csrf)}
${alertOf(view.error)}
<div class="grid">
<div><label for="l-title">Title</label><input id="l-title" name="title" type="text" required maxlength="300" value="${values.title}"${invalid("title")}></div>
<div><label for="l-url">URL</label><input id="l-url" name="url" type="url" required maxlength="2048" placeholder="https://…" value="${values.url}"${invalid("url")}></div>
<div><label for="l-type">Kind</label><select id="l-type" name="type"${invalid("type")}>${RESOURCE_TYPES.map(
    (t) => html`<option value="${t}"${t === values.type ? " selected" : ""}>${statusWords(t)}</option>`,
  )}</select></div>
</div>
<div class="actions"><button type="submit">Add the link</button></div>
</form></section>`;
  return layout({ title: "Links", user: page.user, team: page.frame, main });
}
