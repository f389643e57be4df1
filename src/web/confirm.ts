// The step before anything that cannot be undone: a page that says what will happen, with the
// button that does it and a way back. It needs no script, so it works everywhere; the action's
// own URL answers GET with this page and POST with the action.
import { html, type Html } from "./html.js";
import { layout, type SignedInUser, type TeamFrame } from "./layout.js";
import { csrfField } from "./parts.js";

export interface Confirmation {
  user: SignedInUser;
  team?: TeamFrame;
  title: string;
  /** What will happen, in a sentence or two. */
  detail: Html;
  action: string;
  button: string;
  cancel: string;
}

export function confirmPage(c: Confirmation): Html {
  const main = html`<h1>${c.title}</h1>
<div class="card"><p>${c.detail}</p>
<form method="post" action="${c.action}">${csrfField(c.user.csrf)}
<div class="actions"><button type="submit" class="danger">${c.button}</button><a class="button secondary" href="${c.cancel}">Cancel</a></div>
</form></div>`;
  return layout({ title: c.title, user: c.user, team: c.team, main, narrow: true });
}
