import { isLoopbackHost } from "../../domain/flows/oauth-clients.js";
import type { PendingAuthorization } from "../../domain/flows/oauth-authorization.js";
import type { AppError } from "../../errors.js";
import { html, type Html } from "../html.js";
import { layout, type SignedInUser } from "../layout.js";
import { SCOPE_WORDS } from "../scopes.js";

/** Where the app receives the answer, in words: its host, or "this computer" for a loopback address. */
function destination(redirectUri: string): Html {
  const url = new URL(redirectUri);
  if (isLoopbackHost(url.hostname)) return html`an app on this computer (<span class="app-host">${url.host}</span>)`;
  return html`<span class="app-host">${url.host}</span>`;
}

/**
 * Who the app is, as far as Sprintroom knows: the host its metadata document was fetched from, which
 * is verified (the document is served there, under the client's own id), or nothing but the name
 * it registered with.
 */
function about(client: PendingAuthorization["client"], name: Html | string): Html {
  if (client.verifiedHost === null) return html`The app named itself <strong>${name}</strong>; Sprintroom has not checked that name.`;
  return html`The app is <strong class="app-host" data-verified-host="${client.verifiedHost}">${client.verifiedHost}</strong> (verified by its metadata document, which Sprintroom fetched from there); it calls itself <strong>${name}</strong>, a name Sprintroom has not checked.`;
}

export function consentPage(options: { user: SignedInUser; request: PendingAuthorization; error?: AppError }): Html {
  const { user, request, error } = options;
  const name = request.client.name === null ? "An app with no name" : html`<bdi dir="auto">${request.client.name}</bdi>`;
  return layout({
    title: "Connect an app",
    narrow: true,
    user,
    main: html`<h1>Allow ${name} to use your Sprintroom account?</h1>
<div class="card">
${error ? html`<p class="alert" role="alert" data-code="${error.code}">${error.message}</p>` : ""}
<p>${about(request.client, name)} After you answer, you go back to ${destination(request.redirectUri)}. Allow it only if you started connecting this app just now.</p>
<form method="post" action="/oauth/consent">
<input type="hidden" name="_csrf" value="${user.csrf}">
<input type="hidden" name="request" value="${request.id}">
<fieldset>
<legend>It asks to</legend>
${request.scopes.map(
  (scope) => html`<label class="check" for="scope-${scope}"><input type="checkbox" id="scope-${scope}" name="scopes" value="${scope}" checked>
<span><strong>${SCOPE_WORDS[scope].title}</strong> <span class="muted">${SCOPE_WORDS[scope].detail}</span></span></label>`,
)}
</fieldset>
<p class="muted">You can untick a permission to give the app less. It acts as you, ${user.email}, and you can disconnect it at any time on your account page.</p>
<div class="actions">
<button type="submit" name="decision" value="approve">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>
</div>`,
  });
}
