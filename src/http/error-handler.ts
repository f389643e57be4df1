// Every failure leaves as the one error envelope: AppError as it is, Fastify's own errors translated,
// anything else a 500 api_error logged with the request id and never shown to the caller.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, errorBody, internalError, invalidJson, requestTooLarge, routeNotFound, unsupportedMediaType } from "../errors.js";
import type { Services } from "../services.js";
import { applyRateLimit } from "./plugins/rate-limit.js";
import { resourceMetadataUrl, type PublicUrl } from "./public-url.js";
import { newRequestId } from "./request-id.js";

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

function translate(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return invalidJson(error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? "The JSON body is empty." : "The body is not valid JSON.");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return requestTooLarge(BODY_LIMIT_BYTES);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return unsupportedMediaType("Send request bodies as application/json.");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("invalid_content_length", "The Content-Length header does not match the body.");
    // The connection closed (the client went away, or was cut off for sending too slowly) before
    // the body arrived: no one is left to answer, and it is no fault of ours to log as one.
    case "ECONNRESET":
      return new AppError("request_aborted", "The connection closed before the request body was received.");
  }
  // secure-json-parse rejects __proto__ and constructor.prototype keys with a SyntaxError.
  if (error instanceof SyntaxError && error.statusCode === 400) return invalidJson(`The body is not acceptable JSON: ${error.message}.`);
  return undefined;
}

/**
 * RFC 6750's challenge, with RFC 9728's pointer to the protected-resource metadata, from which an
 * OAuth client (an MCP client, say) finds the authorization server.
 */
function bearerChallenge(publicUrl: string, request: FastifyRequest, code: string): string {
  const error = code === "missing_credential" ? "" : ', error="invalid_token"';
  return `Bearer realm="sprintroom", resource_metadata="${resourceMetadataUrl(publicUrl, request.url)}"${error}`;
}

export function createErrorHandler(publicUrl: PublicUrl) {
  return function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): void {
    let appError = error instanceof AppError ? error : translate(error);
    if (!appError) {
      request.log.error({ err: error, reqId: request.id }, "unhandled error");
      appError = internalError();
    }
    if (appError.status === 401) reply.header("www-authenticate", bearerChallenge(publicUrl(), request, appError.code));
    if (appError.retryAfter !== undefined) reply.header("retry-after", appError.retryAfter);
    void reply.code(appError.status).send(errorBody(appError, request.id));
  };
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
        ? new AppError("uri_too_long", "A path segment is too long.")
        : new AppError("invalid_url", "The URL is not valid (check its percent-encoding).", "path");
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

/**
 * What Node refuses before Fastify sees a request (headers or body not received in time, headers too
 * large, bytes that are not HTTP): the same envelope and request id, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const appError =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? new AppError("request_timeout", "The request was not received in time.")
      : error.code === "HPE_HEADER_OVERFLOW"
        ? new AppError("headers_too_large", "The request headers are too large.")
        : new AppError("invalid_http", "The request is not valid HTTP.");
  const requestId = newRequestId();
  const body = JSON.stringify(errorBody(appError, requestId));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
