// Every failure leaves as the one error envelope: AppError as it is, Fastify's own errors translated,
// anything else a 500 api_error logged with the request id and never shown to the caller.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, errorBody, internalError, invalidJson, requestTooLarge, routeNotFound } from "../domain/errors.js";
import type { Services } from "../services.js";
import { applyRateLimit } from "./plugins/rate-limit.js";

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

function translate(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return invalidJson(error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? "The JSON body is empty." : "The body is not valid JSON.");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return requestTooLarge(BODY_LIMIT_BYTES);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError(415, "invalid_request_error", "unsupported_media_type", "Send request bodies as application/json.");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError(400, "invalid_request_error", "invalid_content_length", "The Content-Length header does not match the body.");
  }
  // secure-json-parse rejects __proto__ and constructor.prototype keys with a SyntaxError.
  if (error instanceof SyntaxError && error.statusCode === 400) return invalidJson(`The body is not acceptable JSON: ${error.message}.`);
  return undefined;
}

export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): void {
  let appError = error instanceof AppError ? error : translate(error);
  if (!appError) {
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    appError = internalError();
  }
  if (appError.status === 401) reply.header("www-authenticate", 'Bearer realm="sprintroom"');
  if (appError.retryAfter !== undefined) reply.header("retry-after", appError.retryAfter);
  void reply.code(appError.status).send(errorBody(appError, request.id));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(errorBody(routeNotFound(request.method, request.url), request.id));
}

/**
 * Errors the router raises before any hook runs (a malformed URL, an over-long path segment): the
 * same envelope, request id and rate-limit headers as every other answer.
 */
export function frameworkErrorHandler(services: Services) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header("x-request-id", request.id);
    const appError =
      error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? new AppError(414, "invalid_request_error", "uri_too_long", "A path segment is too long.")
        : new AppError(400, "invalid_request_error", "invalid_url", "The URL is not valid (check its percent-encoding).", "path");
    try {
      await applyRateLimit(services, request, reply);
    } catch (limited) {
      if (!(limited instanceof AppError)) throw limited;
      if (limited.retryAfter !== undefined) reply.header("retry-after", limited.retryAfter);
      return void reply.code(limited.status).send(errorBody(limited, request.id));
    }
    void reply.code(appError.status).send(errorBody(appError, request.id));
  };
}
