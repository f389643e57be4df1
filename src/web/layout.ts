// The frame every page shares, and how a page is sent: never cached, never framed (the consent
// page must not be clickjacked), styles only from our stylesheet, and script only from our own
// files and only on the pages that use it (never inline: the Content-Security-Policy forbids it).
import type { FastifyReply } from "fastify";
import type { Role } from "../schemas/common.js";
import { ICON_URL, SCRIPT_URL, STYLESHEET_URL } from "./assets.js";
import { html, type Html } from "./html.js";

export interface SignedInUser {
  name: string;
  email: string;
  csrf: string;
}

/** The views of a team, in the order its navigation shows them. */
export const TEAM_TABS = [
  { key: "board", title: "Board" },
  { key: "list", title: "List" },
  { key: "sprints", title: "Sprints" },
  { key: "documents", title: "Documents" },
  { key: "links", title: "Links" },
  { key: "plan", title: "Plan" },
  { key: "ask", title: "Ask" },
] as const;
export type TeamTab = (typeof TEAM_TABS)[number]["key"];

export interface TeamRef {
  id: string;
  name: string;
  role: Role;
}

/** The team a page belongs to, the signed-in user's other teams (the switcher), and the open view. */
export interface TeamFrame {
  team: TeamRef;
  teams: readonly TeamRef[];
  tab?: TeamTab;
}

export const teamPath = (teamId: string, rest = "board") => `/t/${teamId}/${rest}`;

function switcher(frame: TeamFrame): Html {
  return html`<details class="switcher">
<summary><span class="sr-only">Team: </span><bdi>${frame.team.name}</bdi></summary>
<ul>${frame.teams.map(
    (team) =>
      html`<li><a href="${teamPath(team.id)}"${team.id === frame.team.id ? html` aria-current="true"` : ""}><bdi>${team.name}</bdi> <span class="muted">${team.role}</span></a></li>`,
  )}</ul>
</details>`;
}

function tabs(frame: TeamFrame): Html {
  return html`<nav class="tabs" aria-label="Team views"><div class="inner">${TEAM_TABS.map(
    (tab) => html`<a href="${teamPath(frame.team.id, tab.key)}"${tab.key === frame.tab ? html` aria-current="page"` : ""}>${tab.title}</a>`,
  )}</div></nav>`;
}

export function layout(options: { title: string; main: Html; user?: SignedInUser; narrow?: boolean; team?: TeamFrame; script?: boolean }): Html {
  const { title, main, user, team } = options;
  const width = options.narrow ? "narrow" : team ? "wide" : "";
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Sprintroom</title>
<link rel="icon" href="${ICON_URL}" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_URL}">
${options.script ? html`<script type="module" src="${SCRIPT_URL}"></script>` : ""}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="bar"><div class="inner ${width}">
<a class="brand" href="/">Sprintroom</a>
${team ? switcher(team) : ""}
${
  user
    ? html`<form class="user" method="post" action="/signout"><a class="who" href="/account" title="${user.email}">${user.name}</a>
<input type="hidden" name="_csrf" value="${user.csrf}"><button type="submit" class="secondary small">Sign out</button></form>`
    : ""
}
</div>
${team ? tabs(team) : ""}
</header>
<main id="main" class="${width}">
${main}
</main>
</body>
</html>
`;
}

/**
 * Sends a page. `formTargets` are the origins a form on it may end up at besides ours: the consent
 * form's answer redirects to the app, and CSP's form-action governs that redirect too. `script`
 * lets the page load our own script files (and call back to us from them).
 */
export function sendPage(reply: FastifyReply, status: number, page: Html, options: { formTargets?: readonly string[]; script?: boolean } = {}): FastifyReply {
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(" ");
  const script = options.script ? "script-src 'self'; connect-src 'self'; " : "";
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-frame-options", "DENY")
    .header(
      "content-security-policy",
      `default-src 'none'; ${script}style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(page.text);
}
