import type { AppError } from "../../errors.js";
import type { Page } from "../../schemas/common.js";
import type { OAuthGrantRecord } from "../../schemas/grants.js";
import type { ApiKeyRecord, CreatedApiKeyRecord } from "../../schemas/keys.js";
import type { TeamRecord } from "../../schemas/teams.js";
import { html, time, type Html } from "../html.js";
import { layout, type SignedInUser } from "../layout.js";
import { alertOf, noticeOf } from "../parts.js";
import { SCOPE_WORDS } from "../scopes.js";

export interface AccountView {
  user: SignedInUser;
  teams: Page<TeamRecord>;
  keys: Page<ApiKeyRecord>;
  apps: Page<OAuthGrantRecord>;
  notice?: string;
  created?: CreatedApiKeyRecord;
  error?: AppError;
}

const scopeTags = (scopes: readonly string[]) => scopes.map((scope) => html`<span class="tag">${scope}</span>`);
const more = (page: Page<unknown>) => (page.has_more ? html`<p class="muted">Showing the newest ${page.data.length}.</p>` : "");

function keysCard(view: AccountView): Html {
  const { user, keys, created, error } = view;
  const rows = keys.data.map(
    (key) => html`<tr>
<td data-label="Name">${key.name ?? html`<span class="muted">unnamed</span>`}</td><td data-label="Scopes">${scopeTags(key.scopes)}</td><td data-label="Created">${time(key.createdAt)}</td>
<td data-label="Last used">${time(key.lastUsedAt)}</td><td data-label="Expires">${time(key.expiresAt)}</td>
<td><a class="button danger small" href="/account/keys/${key.id}/revoke" aria-label="Revoke the key ${key.name ?? key.id}…">Revoke…</a></td></tr>`,
  );
  return html`<section class="card" aria-labelledby="keys-title">
<h2 id="keys-title">API keys</h2>
${
  created
    ? html`<div class="notice" role="status"><p><strong>Your new key "${created.name}".</strong> Copy it now: it is shown this once.</p>
<code class="secret" id="new-key">${created.key}</code></div>`
    : ""
}
${
  keys.data.length === 0
    ? html`<p class="empty">No API keys yet.</p>`
    : html`<table class="stack"><caption>Keys scripts and editors use as <code>Authorization: Bearer sr_sk_…</code>.</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table>${more(keys)}`
}
<h2>Create a key</h2>
${alertOf(error)}
<form method="post" action="/account/keys">
<input type="hidden" name="_csrf" value="${user.csrf}">
<div class="inline-fields">
<div><label for="key-name">Name</label><input id="key-name" name="name" type="text" required maxlength="100" placeholder="laptop, CI, …"></div>
<div><label for="key-expires">Expires</label><select id="key-expires" name="expires">
<option value="never">Never</option><option value="30">In 30 days</option><option value="90" selected>In 90 days</option><option value="365">In a year</option></select></div>
<fieldset><legend>Scopes</legend>
${(["read", "write"] as const).map(
  (scope) => html`<label class="check" for="key-scope-${scope}"><input type="checkbox" id="key-scope-${scope}" name="scopes" value="${scope}" checked> <span>${scope}</span></label>`,
)}
</fieldset>
</div>
<div class="actions"><button type="submit">Create key</button></div>
</form>
</section>`;
}

function appsCard(view: AccountView): Html {
  const { apps } = view;
  const rows = apps.data.map(
    (app) => html`<tr>
<td data-label="App">${app.client.name === null ? html`<span class="muted">An app with no name</span>` : html`<bdi>${app.client.name}</bdi>`}</td><td data-label="Redirects to" class="app-host">${app.client.redirectHosts.join(", ")}</td>
<td data-label="Scopes">${app.scopes.map((scope) => html`<span class="tag" title="${SCOPE_WORDS[scope].detail}">${scope}</span>`)}</td>
<td data-label="Connected">${time(app.createdAt)}</td><td data-label="Last used">${time(app.lastUsedAt)}</td>
<td><a class="button danger small" href="/account/apps/${app.id}/revoke" aria-label="Disconnect ${app.client.name ?? "the app"}…">Disconnect…</a></td></tr>`,
  );
  return html`<section class="card" aria-labelledby="apps-title">
<h2 id="apps-title">Connected apps</h2>
${
  apps.data.length === 0
    ? html`<p class="empty">No apps connected. An MCP client connects by its URL, and you approve it here.</p>`
    : html`<table class="stack"><caption>Apps you allowed to act as you, by OAuth. Disconnecting one ends its access at once.</caption>
<thead><tr><th scope="col">App</th><th scope="col">Redirects to</th><th scope="col">Scopes</th><th scope="col">Connected</th><th scope="col">Last used</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table>${more(apps)}`
}
</section>`;
}

function teamsCard(view: AccountView): Html {
  const { teams } = view;
  return html`<section class="card" aria-labelledby="teams-title">
<h2 id="teams-title">Teams</h2>
${
  teams.data.length === 0
    ? html`<p class="empty">You are in no team yet.</p>`
    : html`<table><thead><tr><th scope="col">Team</th><th scope="col">Your role</th><th scope="col">Plan</th></tr></thead>
<tbody>${teams.data.map((team) => html`<tr><td><a href="/t/${team.id}/board"><bdi>${team.name}</bdi></a></td><td>${team.role}</td><td>${team.plan}</td></tr>`)}</tbody></table>${more(teams)}`
}
</section>`;
}

export function accountPage(view: AccountView): Html {
  return layout({
    title: "Your account",
    user: view.user,
    main: html`<h1>Your account</h1>
${noticeOf(view.notice)}
${keysCard(view)}
${appsCard(view)}
${teamsCard(view)}`,
  });
}
