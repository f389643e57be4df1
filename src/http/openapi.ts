// The OpenAPI 3.1 document, generated from the route table and the operations' zod schemas: the
// schemas that validate requests are the ones published, so the two cannot drift.
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../errors.js";
import { errorCodesOf, GROUPS, takesIdempotencyKey, type AnyOperation } from "../domain/runtime/operation.js";
import { ErrorEnvelope } from "../schemas/error.js";
import { EventRecord } from "../schemas/events.js";
import { EXAMPLE_EVENT_STREAM } from "../schemas/examples.js";
import { EVENT_STREAM_ROUTE, RETRY_MS } from "./event-stream.js";
import { BODY_LIMIT_BYTES } from "./error-handler.js";
import type { RouteSpec } from "./register-route.js";
import { API_PREFIX, ROUTES } from "./routes.js";

/** Every route the document describes: the route table's, and the change stream (held by src/http/event-stream.ts). */
export const PUBLISHED_ROUTES: readonly RouteSpec[] = [...ROUTES, EVENT_STREAM_ROUTE];

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

const COMMON_HEADERS = {
  "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
};

/** The error codes of a route: its operation's, and those of REST's own transport. */
function restErrorCodes(route: RouteSpec): ErrorCode[] {
  const codes = errorCodesOf(route.operation);
  // Fastify reads a body sent with any method but GET, so a DELETE with one can be refused as well.
  if (route.operation.body || route.method !== "GET") codes.push("invalid_json", "request_too_large", "unsupported_media_type");
  return codes;
}

/**
 * One response per status the route can answer with an error, listing its codes: in words for
 * people and in `x-error-codes` for tools (the tests check every error they receive against it).
 */
function errorResponses(route: RouteSpec): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of restErrorCodes(route)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Json = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const first = ERROR_CODES[codes[0] as ErrorCode];
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].when}`).join(" "),
      "x-error-codes": codes,
      headers: status === 429 ? { ...COMMON_HEADERS, "Retry-After": { $ref: "#/components/headers/Retry-After" } } : COMMON_HEADERS,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/ErrorEnvelope" },
          example: {
            error: { type: first.type, code: codes[0], message: first.when, ...(status === 400 ? { param: "name" } : {}) },
            request_id: "req_4reAPBAG7gMfKOZTLzTRGDPh",
          },
        },
      },
    };
  }
  return responses;
}

function parameters(op: AnyOperation): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [["path", op.params], ["query", op.query]] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, "input") as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...propertySchema } = property;
      out.push({
        name,
        in: where,
        required: where === "path" || (object.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return out;
}

const IDEMPOTENCY_HEADER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

const LAST_EVENT_ID_HEADER = {
  name: "Last-Event-ID",
  in: "header",
  required: false,
  description: "Resume after this event id (EventSource sends it when it reconnects); the same as `after`, and it wins over it. An id no longer kept is 410 event_expired.",
  schema: { type: "string", format: "uuid" },
};

/** If-Match for a PATCH, If-None-Match for a GET. */
function conditionalHeader(route: RouteSpec): Json {
  return route.method === "PATCH"
    ? { name: "If-Match", in: "header", required: false, description: "Write only if the record's ETag is still this one (else 412).", schema: { type: "string" } }
    : { name: "If-None-Match", in: "header", required: false, description: "Answer 304 if the record's ETag is still this one.", schema: { type: "string" } };
}

function successStatuses(route: RouteSpec): number[] {
  return route.http.createdWhen ? [route.http.status, 201] : [route.http.status];
}

/**
 * The scope a call needs. An operation with a mode that needs more (plan-sprint's `commit: true`)
 * lists both scopes as alternatives, says which mode needs which, and names them in `x-scopes`.
 */
function scopeOf(op: AnyOperation): Json {
  if (!op.scopeWhen) return { security: [{ bearerAuth: [op.scope] }] };
  const { scope, mode } = op.scopeWhen;
  return {
    description: `Needs the \`${op.scope}\` scope; with \`${mode}\` it writes and needs \`${scope}\`.`,
    security: [{ bearerAuth: [op.scope] }, { bearerAuth: [scope] }],
    "x-scopes": { default: op.scope, [mode]: scope },
  };
}

function operationObject(route: RouteSpec): Json {
  const op = route.operation;
  const responses: Json = {};
  for (const status of successStatuses(route)) {
    if (status === 204) {
      responses["204"] = { description: "Deleted.", headers: COMMON_HEADERS };
      continue;
    }
    if (route.http.stream) {
      responses[String(status)] = {
        description: `A stream of Server-Sent Events: \`retry: ${RETRY_MS}\`, then one message per event (\`id:\` the event id, \`data:\` the event record, \`x-message\`), and a comment line as a heartbeat. It ends with an \`error\` event (the error envelope) when the credential is revoked or expires or the caller leaves the team.`,
        headers: COMMON_HEADERS,
        content: { "text/event-stream": { schema: { type: "string" }, "x-message": jsonSchema(EventRecord, "output"), example: EXAMPLE_EVENT_STREAM } },
      };
      continue;
    }
    const schema = jsonSchema(op.output, "output");
    responses[String(status)] = {
      description: status === 201 ? "Created." : "OK.",
      headers: {
        ...COMMON_HEADERS,
        ...(op.versioned ? { ETag: { $ref: "#/components/headers/ETag" } } : {}),
        ...(takesIdempotencyKey(op) ? { "Idempotent-Replayed": { $ref: "#/components/headers/Idempotent-Replayed" } } : {}),
      },
      content: { "application/json": { schema, example: op.responseExample } },
    };
  }
  if (op.versioned && route.method === "GET") {
    responses["304"] = { description: "Not modified: If-None-Match names the current ETag.", headers: { ...COMMON_HEADERS, ETag: { $ref: "#/components/headers/ETag" } } };
  }
  const example = op.example;
  return {
    operationId: op.name,
    summary: op.summary,
    tags: [op.group],
    ...scopeOf(op),
    parameters: [
      ...parameters(op),
      ...(op.versioned && route.method !== "POST" ? [conditionalHeader(route)] : []),
      ...(takesIdempotencyKey(op) ? [IDEMPOTENCY_HEADER] : []),
      ...(route.http.stream ? [LAST_EVENT_ID_HEADER] : []),
    ],
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input"), ...(example ? { example } : {}) } } } }
      : {}),
    responses: { ...responses, ...errorResponses(route) },
  };
}

export function buildOpenApiDocument(routes: readonly RouteSpec[] = PUBLISHED_ROUTES): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = API_PREFIX + route.url.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route) };
  }
  // A group tags the document once one of its operations has a route.
  const routed = new Set(routes.map((route) => route.operation.group));
  const tags = Object.entries(GROUPS).filter(([name]) => routed.has(name as keyof typeof GROUPS)).map(([name, group]) => ({ name, description: group.summary }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Sprintroom API",
      version: "1.0.0",
      description: `Team work management for scripts, AI agents and AI editors. Every error has the same envelope; lists are keyset-paginated; request bodies are JSON of at most ${BODY_LIMIT_BYTES} bytes.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/", description: "This server" }],
    tags,
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API key (`sr_sk_…`) or OAuth access token (`sr_at_…`). Scopes: `read` (every GET and the AI calls), `write` (every change).",
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope, "output") },
      headers: {
        "X-Request-Id": { description: "The request's id (`req_…`), also in error bodies.", required: true, schema: { type: "string" } },
        "X-RateLimit-Limit": { description: "Requests per minute allowed to the caller.", required: true, schema: { type: "integer" } },
        "X-RateLimit-Remaining": { description: "Requests that could be made right now.", required: true, schema: { type: "integer" } },
        "X-RateLimit-Reset": { description: "Unix time (seconds) when the budget is full again.", required: true, schema: { type: "integer" } },
        "Retry-After": { description: "Seconds to wait before the next request is allowed.", required: true, schema: { type: "integer" } },
        ETag: { description: "The record's version (strong); send it as If-Match on PATCH, If-None-Match on GET.", required: true, schema: { type: "string" } },
        "Idempotent-Replayed": { description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key.", required: false, schema: { type: "string", enum: ["true"] } },
      },
    },
  };
}
