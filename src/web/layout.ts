// The frame every page shares, and how a page is sent: never cached, never framed (the consent
// page must not be clickjacked), no script at all, styles only from our stylesheet.
import type { FastifyReply } from "fastify";
import { html, type Html } from "./html.js";

export const STYLESHEET_PATH = "/assets/sprintroom.css";

export interface SignedInUser {
  name: string;
  email: string;
  csrf: string;
}

export function layout(options: { title: string; main: Html; user?: SignedInUser; narrow?: boolean }): Html {
  const { title, main, user } = options;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Sprintroom</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="bar"><div class="inner">
<a class="brand" href="/account">Sprintroom</a>
${
  user
    ? html`<form method="post" action="/signout"><span class="who">${user.name} · ${user.email}</span>
<input type="hidden" name="_csrf" value="${user.csrf}"><button type="submit" class="secondary small">Sign out</button></form>`
    : ""
}
</div></header>
<main id="main" class="${options.narrow ? "narrow" : ""}">
${main}
</main>
</body>
</html>
`;
}

/**
 * Sends a page. `formTargets` are the origins a form on it may end up at besides ours: the consent
 * form's answer redirects to the app, and CSP's form-action governs that redirect too.
 */
export function sendPage(reply: FastifyReply, status: number, page: Html, formTargets: readonly string[] = []): FastifyReply {
  const formAction = ["'self'", ...formTargets].join(" ");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-frame-options", "DENY")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(page.text);
}
