import type { AppError } from "../../errors.js";
import { html, type Html } from "../html.js";
import { layout } from "../layout.js";

export function signInPage(options: { csrf: string; next: string; email?: string; error?: AppError; notice?: string; app?: { name: string | null } }): Html {
  const { error, app } = options;
  return layout({
    title: "Sign in",
    narrow: true,
    main: html`<h1>Sign in to Sprintroom</h1>
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ""}
${
  app
    ? html`<p class="asking">${app.name === null ? "An app with no name" : html`<strong><bdi dir="auto" class="app-name">${app.name}</bdi></strong>`} asks to connect to your Sprintroom account. Sign in to see what it asks for, and to allow or deny it.</p>`
    : ""
}
<div class="card">
${error ? html`<p class="alert" role="alert" data-code="${error.code}">${error.message}</p>` : ""}
<form method="post" action="/signin">
<input type="hidden" name="_csrf" value="${options.csrf}">
<input type="hidden" name="next" value="${options.next}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ""}"${error ? "" : html` autofocus`}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? html` autofocus` : ""}>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
</div>
<p class="muted">No password yet? Whoever runs this server sets one with <code>sprintroom user set-password you@example.com</code>.</p>`,
  });
}
