// Every failure a caller can see is an AppError. Its code decides its HTTP status and type (the
// table below), so REST, MCP and the OpenAPI document cannot disagree. This module imports nothing:
// any layer may raise one, and none has to reach up into the domain to do it.

export const ERROR_TYPES = [
  "invalid_request_error",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "rate_limit_error",
  "api_error",
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

interface CodeInfo {
  status: number;
  type: ErrorType;
  /** When a caller gets it, for the OpenAPI document. */
  when: string;
}

const invalid = (status: number, when: string): CodeInfo => ({ status, type: "invalid_request_error", when });

/** Every error code the API answers with. */
export const ERROR_CODES = {
  parameter_missing: invalid(400, "A required field is missing."),
  parameter_invalid: invalid(400, "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body)."),
  unknown_parameter: invalid(400, "A field (body) or query parameter the request does not take."),
  invalid_json: invalid(400, "The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path)."),
  invalid_cursor: invalid(400, "starting_after is not a cursor this list returned."),
  resource_missing: invalid(400, "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's."),
  parent_cycle: invalid(400, "parentId names the activity itself or one of its sub-tasks (at any depth)."),
  too_deep: invalid(400, "parentId would put a sub-task more than 5 levels deep (an activity and its sub-tasks count from 1)."),
  invalid_date_range: invalid(400, "startDate would be after endDate (or a list's dueAfter is after its dueBefore)."),
  idempotency_key_reused: invalid(400, "The Idempotency-Key was used for another request."),
  url_not_allowed: invalid(400, "The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password."),
  invalid_content_length: invalid(400, "Content-Length does not match the body."),
  request_aborted: invalid(400, "The connection closed before the body arrived."),
  invalid_url: invalid(400, "The URL is not valid."),
  invalid_http: invalid(400, "The request is not valid HTTP."),
  invalid_grant: invalid(400, "OAuth: the code or refresh token is unknown, expired, already used, or another client's."),
  invalid_target: invalid(400, "OAuth: the resource (RFC 8707) is not this server."),
  invalid_scope: invalid(400, "OAuth: no scope this server offers (read, write) was asked for, or more than the grant holds."),
  invalid_redirect_uri: invalid(400, "OAuth registration: a redirect URI is not https, or http on a loopback host."),
  invalid_client_metadata: invalid(400, "OAuth registration: the client metadata is not acceptable."),
  invalid_client: invalid(400, "OAuth: a client_id that is an https URL names a metadata document that could not be fetched or is not acceptable."),
  authorization_request_expired: invalid(400, "The consent page's request expired or was already answered."),
  missing_credential: { status: 401, type: "authentication_error", when: "No Authorization header." },
  invalid_credential: { status: 401, type: "authentication_error", when: "Not a credential of this server." },
  credential_revoked: { status: 401, type: "authentication_error", when: "The credential was revoked." },
  credential_expired: { status: 401, type: "authentication_error", when: "The credential has expired." },
  sign_in_failed: { status: 401, type: "authentication_error", when: "The email or password is not right." },
  insufficient_scope: { status: 403, type: "permission_error", when: "The credential lacks the scope." },
  insufficient_role: { status: 403, type: "permission_error", when: "The caller's role in the team is too low." },
  not_team_member: { status: 403, type: "permission_error", when: "Not the caller's team (whether or not it exists, and for a team id that is not a UUID)." },
  credential_type_not_allowed: { status: 403, type: "permission_error", when: "Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record." },
  csrf_token_invalid: { status: 403, type: "permission_error", when: "A form was sent without its CSRF token, or with another session's." },
  resource_not_found: { status: 404, type: "not_found_error", when: "No such record, or another team's, or an id that is not a UUID." },
  route_not_found: { status: 404, type: "not_found_error", when: "No such route (or method)." },
  tool_not_found: { status: 404, type: "not_found_error", when: "No such MCP tool here." },
  request_timeout: invalid(408, "The headers (SPRINTROOM_HEADERS_TIMEOUT_MS, 10 s) or the whole request (SPRINTROOM_REQUEST_TIMEOUT_MS, 30 s) took too long to arrive; the connection is closed."),
  sprint_not_empty: invalid(409, "The sprint still has activities (cascade deletes them)."),
  delivery_in_flight: invalid(409, "The webhook delivery is being attempted now; retry it once the attempt is recorded."),
  has_subtasks: invalid(409, "The activity has sub-tasks (or, for a sprint, one of its activities has sub-tasks in another sprint): move or delete them first."),
  relation_exists: invalid(409, "The two activities already have this relation."),
  relation_limit_reached: invalid(409, "One of the activities has 50 relations already (or the activities it blocks, directly or not, are too many to check for a cycle)."),
  dependency_cycle: invalid(409, "The blocks relation would close a cycle; the message names the activities in it."),
  webhook_limit_reached: invalid(409, "The team has as many webhook endpoints as it may (16); delete one first."),
  already_member: invalid(409, "The user is a member of the team already (change the role with PATCH)."),
  last_captain: invalid(409, "The change would leave the team without a CAPTAIN."),
  idempotency_in_progress: invalid(409, "A request with the same Idempotency-Key is still running."),
  email_taken: invalid(409, "A user with this email exists."),
  event_expired: invalid(410, "The stream's Last-Event-ID (or `after`) names no event of the team that is still kept: older than the retention (SPRINTROOM_EVENT_RETENTION_DAYS), or never the team's. Read `/events` afresh and open the stream without it."),
  precondition_failed: invalid(412, "If-Match names an older version; nothing was written."),
  request_too_large: invalid(413, "The body is larger than the limit (2 MiB)."),
  uri_too_long: invalid(414, "A path segment is too long."),
  unsupported_media_type: invalid(415, "The body is not application/json in UTF-8."),
  headers_too_large: invalid(431, "The request headers are over Node's 16 KiB limit; the connection is closed."),
  too_many_streams: { status: 429, type: "rate_limit_error", when: "The user already holds as many event streams on this instance as allowed (SPRINTROOM_STREAMS_PER_USER, default 10); close one first." },
  rate_limited: { status: 429, type: "rate_limit_error", when: "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After." },
  quota_exceeded: { status: 429, type: "rate_limit_error", when: "The team's AI quota for the month is used up." },
  too_many_sign_in_attempts: { status: 429, type: "rate_limit_error", when: "More than 10 sign-in attempts for one account, or 30 from one address, in 15 minutes; see Retry-After." },
  internal_error: { status: 500, type: "api_error", when: "Our failure; quote the request_id." },
} satisfies Record<string, CodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  /** For a batch: the index of the operation that failed (its `param` names it too). */
  index?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    /** For a 429: whole seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
    this.type = ERROR_CODES[code].type;
  }
}

/** The one error body, for REST responses and MCP isError results alike. */
export interface ErrorBody {
  error: { type: ErrorType; code: string; message: string; param?: string; index?: number };
  request_id: string;
}

export function errorBody(error: AppError, requestId: string): ErrorBody {
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      ...(error.param !== undefined ? { param: error.param } : {}),
      ...(error.index !== undefined ? { index: error.index } : {}),
    },
    request_id: requestId,
  };
}

/** Quotes a caller's value in a message without echoing an unbounded string back. */
export function quote(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}

export const invalidParam = (param: string, message: string) => new AppError("parameter_invalid", message, param);

export const missingParam = (param: string) => new AppError("parameter_missing", `Missing required parameter '${param}'.`, param);

export const unknownParam = (param: string, message = `Unknown parameter '${param}'.`) => new AppError("unknown_parameter", message, param);

/** `param` is `body`, or the key a JSON object names twice. */
export const invalidJson = (message: string, param = "body") => new AppError("invalid_json", message, param);

export const unsupportedMediaType = (message: string) => new AppError("unsupported_media_type", message);

export const invalidCursor = (param: string) => new AppError("invalid_cursor", `'${param}' is not a cursor this list returned.`, param);

export const resourceMissing = (param: string, message: string) => new AppError("resource_missing", message, param);

export const invalidDateRange = (param: string, message: string) => new AppError("invalid_date_range", message, param);

export const requestTooLarge = (limitBytes: number) => new AppError("request_too_large", `The request body is larger than ${limitBytes} bytes.`);

export const notFound = (what: string, id: string) => new AppError("resource_not_found", `No ${what} with id ${quote(id)}.`);

export const routeNotFound = (method: string, url: string) => new AppError("route_not_found", `No route ${method} ${url.split("?")[0]}.`);

export const notTeamMember = (teamId: string) => new AppError("not_team_member", `You are not a member of team ${quote(teamId)}.`);

export const insufficientScope = (scope: string) => new AppError("insufficient_scope", `This credential lacks the '${scope}' scope.`);

export const insufficientRole = (message: string) => new AppError("insufficient_role", message);

export const unauthenticated = (code: "missing_credential" | "invalid_credential" | "credential_revoked" | "credential_expired", message: string) =>
  new AppError(code, message);

export const internalError = () => new AppError("internal_error", "Something went wrong on our side. Quote the request_id if you report it.");
