// One error type for every failure a caller can see; REST and MCP render it the same way.
import type { ErrorEnvelope, ErrorType } from "../schemas/error.js";

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** For a 429: whole seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Quotes a caller's value in a message without echoing an unbounded string back. */
export function quote(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}

export const invalidParam = (param: string, message: string) =>
  new AppError(400, "invalid_request_error", "parameter_invalid", message, param);

export const missingParam = (param: string) =>
  new AppError(400, "invalid_request_error", "parameter_missing", `Missing required parameter '${param}'.`, param);

export const unknownParam = (param: string, message = `Unknown parameter '${param}'.`) =>
  new AppError(400, "invalid_request_error", "unknown_parameter", message, param);

/** `param` is `body`, or the key a JSON object names twice. */
export const invalidJson = (message: string, param = "body") =>
  new AppError(400, "invalid_request_error", "invalid_json", message, param);

export const unsupportedMediaType = (message: string) =>
  new AppError(415, "invalid_request_error", "unsupported_media_type", message);

export const invalidCursor = (param: string) =>
  new AppError(400, "invalid_request_error", "invalid_cursor", `'${param}' is not a cursor this list returned.`, param);

export const resourceMissing = (param: string, message: string) =>
  new AppError(400, "invalid_request_error", "resource_missing", message, param);

export const invalidDateRange = (param: string, message: string) =>
  new AppError(400, "invalid_request_error", "invalid_date_range", message, param);

export const requestTooLarge = (limitBytes: number) =>
  new AppError(413, "invalid_request_error", "request_too_large", `The request body is larger than ${limitBytes} bytes.`);

export const notFound = (what: string, id: string) =>
  new AppError(404, "not_found_error", "resource_not_found", `No ${what} with id ${quote(id)}.`);

export const routeNotFound = (method: string, url: string) =>
  new AppError(404, "not_found_error", "route_not_found", `No route ${method} ${url.split("?")[0]}.`);

export const notTeamMember = (teamId: string) =>
  new AppError(403, "permission_error", "not_team_member", `You are not a member of team ${quote(teamId)}.`);

export const insufficientScope = (scope: string) =>
  new AppError(403, "permission_error", "insufficient_scope", `This credential lacks the '${scope}' scope.`);

export const insufficientRole = (message: string) =>
  new AppError(403, "permission_error", "insufficient_role", message);

export const unauthenticated = (code: string, message: string) =>
  new AppError(401, "authentication_error", code, message);

export const internalError = () =>
  new AppError(500, "api_error", "internal_error", "Something went wrong on our side. Quote the request_id if you report it.");

/** The one error body, for REST responses and MCP isError results alike. */
export function errorBody(error: AppError, requestId: string): ErrorEnvelope {
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      ...(error.param !== undefined ? { param: error.param } : {}),
    },
    request_id: requestId,
  };
}

export const conflict = (code: string, message: string) => new AppError(409, "invalid_request_error", code, message);
