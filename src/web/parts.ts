// Pieces the pages share: a refusal as the API words it (its code and field kept for tools and
// tests), a notice after a redirect, the CSRF field, and the "next page" of a list.
import { AppError } from "../errors.js";
import { html, type Html } from "./html.js";

export const alertOf = (error: AppError | undefined): Html | "" =>
  error ? html`<p class="alert" role="alert" data-code="${error.code}"${error.param ? html` data-param="${error.param}"` : ""}>${error.message}</p>` : "";

export const noticeOf = (notice: string | undefined): Html | "" => (notice ? html`<p class="notice" role="status">${notice}</p>` : "");

export const csrfField = (csrf: string): Html => html`<input type="hidden" name="_csrf" value="${csrf}">`;

/** Links to the first page and the next (the API's cursors go forward only). */
export function pager(options: { firstHref: string; nextHref: string | null; onFirstPage: boolean; label: string }): Html | "" {
  if (options.onFirstPage && options.nextHref === null) return "";
  return html`<nav class="pager" aria-label="${options.label}">
${options.onFirstPage ? "" : html`<a href="${options.firstHref}">First page</a>`}
${options.nextHref === null ? "" : html`<a href="${options.nextHref}" rel="next">Next page</a>`}
</nav>`;
}

/** A page's own notices, by the code its redirect carries (never text from the URL). */
export function noticeFrom(notices: Record<string, string>, query: unknown): string | undefined {
  const code = (query as Record<string, unknown> | undefined)?.notice;
  return typeof code === "string" && Object.hasOwn(notices, code) ? notices[code] : undefined;
}

/** A refusal the page shows (4xx, nothing written), rather than a failure of ours. */
export const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.status < 500;
