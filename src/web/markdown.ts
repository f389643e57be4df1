// Markdown that people and agents write (descriptions, documents) as safe HTML: markdown-it with raw
// HTML off (it is shown as text) and its link check on (javascript:, vbscript:, file: and most
// data: URLs are not linked). Links leave with no referrer and no endorsement; images become links,
// since the pages load images from this server only (CSP) and a remote image would be a tracker.
// Headings move down a level or more so they sit under the page's own. Bounded: Markdown is
// rendered for the first MARKDOWN_CHARS characters (about 60 ms), and a longer document's rest is
// shown as plain text, since a page must not hold the event loop for a second on a 1 MB document.
// Bare URLs are not linked (linkify tripled the parse time); <https://…> and [text](url) are.
// docs/decisions/0007.
import MarkdownIt from "markdown-it";
import { html, Html } from "./html.js";

export const MARKDOWN_CHARS = 100_000;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]?.attrSet("rel", "nofollow noopener noreferrer");
  return self.renderToken(tokens, index, options);
};

markdown.renderer.rules.image = (tokens, index) => {
  const token = tokens[index];
  const src = String(token?.attrGet("src") ?? "");
  const alt = token?.children?.map((child) => child.content).join("") ?? "";
  const escape = markdown.utils.escapeHtml;
  return `<a href="${escape(src)}" rel="nofollow noopener noreferrer">Image: ${escape(alt || src)}</a>`;
};

/** Where to stop rendering: after the last paragraph break before the limit (else the last line break), so no line is cut. */
function renderedLength(source: string): number {
  if (source.length <= MARKDOWN_CHARS) return source.length;
  const paragraph = source.lastIndexOf("\n\n", MARKDOWN_CHARS - 2);
  if (paragraph > MARKDOWN_CHARS / 2) return paragraph + 2;
  const line = source.lastIndexOf("\n", MARKDOWN_CHARS - 1);
  return line > MARKDOWN_CHARS / 2 ? line + 1 : MARKDOWN_CHARS;
}

/** Markdown → HTML inside a `.prose` block, its headings `shift` levels down (h1 → h3 for 2). */
export function renderMarkdown(source: string, shift: number): Html {
  const cut = renderedLength(source);
  const tokens = markdown.parse(source.slice(0, cut), {});
  for (const token of tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
    }
  }
  const rendered = new Html(markdown.renderer.render(tokens, markdown.options, {}));
  const rest = source.slice(cut);
  return html`<div class="prose">${rendered}${
    rest === ""
      ? ""
      : html`<p class="muted">Markdown is shown for the first ${MARKDOWN_CHARS.toLocaleString("en")} characters; the other ${rest.length.toLocaleString("en")} follow as plain text.</p><pre class="rest">${rest}</pre>`
  }</div>`;
}
