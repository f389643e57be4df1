// Errors on the pages are pages: the AppError's status and message, its code for tools and tests
// (data-code), and a way back. A refused CSRF token is 403 csrf_token_invalid; anything unexpected
// is a 500 logged with the request id, its details never shown.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, internalError } from "../errors.js";
import { html } from "./html.js";
import { layout, sendPage } from "./layout.js";
import { alertOf } from "./parts.js";

function toAppError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error.code === "FST_CSRF_MISSING_SECRET" || error.code === "FST_CSRF_INVALID_TOKEN") {
    return new AppError("csrf_token_invalid", "This form is out of date or did not come from Sprintroom (its CSRF token is missing or wrong). Go back, reload the page and try again.");
  }
  if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("parameter_invalid", "The form could not be read. Go back, reload the page and try again.", "body");
  }
  return undefined;
}

export function renderPageError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  let appError = toAppError(error);
  if (!appError) {
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    appError = internalError();
  }
  const page = layout({
    title: "Something went wrong",
    narrow: true,
    main: html`<h1>That did not work</h1>
<div class="card">${alertOf(appError)}
<p><a href="/">Go to your board</a> · <a href="/account">your account</a> · <span class="muted">Request ${request.id}</span></p></div>`,
  });
  return sendPage(reply, appError.status, page);
}
