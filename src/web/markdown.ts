// Markdown that people and agents write (descriptions, documents) as safe HTML: markdown-it with raw
// HTML off (it is shown as text) and its link check on (javascript:, vbscript:, file: and most
// data: URLs are not linked). Links leave with no referrer and no endorsement; images become links,
// since the pages load images from this server only (CSP) and a remote image would be a tracker.
// Headings move down a level or more so they sit under the page's own. docs/decisions/0007.
import MarkdownIt from "markdown-it";
import { Html } from "./html.js";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

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

/** Markdown → HTML inside a `.prose` block, its headings `shift` levels down (h1 → h3 for 2). */
export function renderMarkdown(source: string, shift: number): Html {
  const tokens = markdown.parse(source, {});
  for (const token of tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
    }
  }
  return new Html(`<div class="prose">${markdown.renderer.render(tokens, markdown.options, {})}</div>`);
}
