// The OpenAPI 3.1 document, generated from the route table and the operations' zod schemas: the
// schemas that validate requests are the ones published, so the two cannot drift.
import { z } from "zod";
import { GROUPS } from "../domain/catalog.js";
import type { AnyOperation } from "../domain/operation.js";
import { ErrorEnvelope } from "../schemas/error.js";
import { BODY_LIMIT_BYTES } from "./error-handler.js";
import type { RouteSpec } from "./register-route.js";
import { API_PREFIX, ROUTES } from "./routes.js";

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

/** A request body example per operation, in the caller's words. */
const EXAMPLES: Record<string, Json> = {
  createSprint: { name: "Sprint 14: checkout revamp", goal: "Cut checkout drop-off by 20%", startDate: "2026-11-24", endDate: "2026-12-05" },
  updateSprint: { status: "ACTIVE" },
  createActivity: { title: "Redesign the cart summary", sprintId: "01a206e5-2aaa-7698-ab42-9af63806c0c1", priority: "HIGH", points: 5, dueDate: "2026-11-28" },
  updateActivity: { status: "IN_REVIEW", assignedTo: "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5" },
  addComment: { content: "First draft is in Figma, feedback welcome." },
  createDocument: { title: "Rounding rules for taxes", content: "Round tax per order, not per line." },
  updateDocument: { content: "Round tax per order, not per line. Banker's rounding only where the law asks for it." },
  addResource: { title: "Checkout designs", url: "https://www.figma.com/file/demo-checkout", type: "LINK" },
  askTeam: { question: "What is blocked?" },
  planSprintFromText: { text: "Sprint 15: billing\nGoal: invoices in one click\n- Invoice page (3 pts) @ada\n- Fix VAT rounding P1 by Friday" },
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  teams: "The caller, their teams, members and usage.",
  sprints: "Sprints of a team.",
  activities: "Activities (tasks) in sprints, and their comments.",
  documents: "Documents, with full-text search.",
  resources: "Resources: links to files, designs, videos.",
  ai: "Ask the team, and plan a sprint from text. Each call uses one AI quota unit.",
};

const SAMPLE_ID = "01a206e5-2aa1-755a-af8f-9df7cb4c462b";
const SAMPLE_TIME = "2026-11-23T10:15:30.000Z";

/**
 * A plausible example of a response body, derived from its schema (first enum value, a sample id,
 * date or time by the field's name), so every documented body has one and none can go stale.
 */
function exampleOf(schema: Json, name = ""): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants) return exampleOf(variants.find((v) => v.type !== "null") ?? variants[0] ?? {}, name);
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value, key)]));
    }
    case "array":
      return schema.items ? [exampleOf(schema.items as Json, name)] : [];
    case "integer":
    case "number":
      return typeof schema.minimum === "number" && schema.minimum > 0 ? schema.minimum : 1;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      if (schema.format === "date" || /Date$/.test(name)) return "2026-11-24";
      if (/At$|^start$|^end$/.test(name)) return SAMPLE_TIME;
      if (/^id$|Id$|^createdBy$|^assignedTo$/.test(name)) return SAMPLE_ID;
      if (name === "email") return "ada@example.com";
      if (name === "url") return "https://example.com/designs";
      if (name === "request_id") return "req_4reAPBAG7gMfKOZTLzTRGDPh";
      return "text";
  }
}

const ERROR_CODES: Record<number, { description: string; codes: string[] }> = {
  400: {
    description: "The request is invalid; `error.param` names the field.",
    codes: [
      "parameter_missing",
      "parameter_invalid",
      "unknown_parameter",
      "invalid_json",
      "invalid_cursor",
      "resource_missing",
      "invalid_date_range",
      "idempotency_key_reused",
    ],
  },
  401: { description: "No valid credential.", codes: ["missing_credential", "invalid_credential", "credential_revoked", "credential_expired"] },
  403: { description: "Scope or role too low, or not the caller's team.", codes: ["insufficient_scope", "insufficient_role", "not_team_member"] },
  404: { description: "No such object (or another team's).", codes: ["resource_not_found"] },
  409: { description: "The object's state, or a request still running with the same Idempotency-Key, forbids it.", codes: ["sprint_not_empty", "idempotency_in_progress"] },
  412: { description: "If-Match names an older version of the record; nothing was written.", codes: ["precondition_failed"] },
  413: { description: `Body over ${BODY_LIMIT_BYTES} bytes.`, codes: ["request_too_large"] },
  415: { description: "The body is not application/json.", codes: ["unsupported_media_type"] },
  429: { description: "Rate limit, or the AI quota, used up.", codes: ["rate_limited", "quota_exceeded"] },
  500: { description: "Our failure; quote the request_id.", codes: ["internal_error"] },
};

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  409: "invalid_request_error",
  412: "invalid_request_error",
  413: "invalid_request_error",
  415: "invalid_request_error",
  429: "rate_limit_error",
  500: "api_error",
};

const COMMON_HEADERS = {
  "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
};

function errorResponses(route: RouteSpec): Json {
  const op = route.operation;
  const statuses = [401, 403, 429, 500];
  if (op.params || op.query || op.body) statuses.push(400);
  if (op.params && !("teamId" in op.params.shape)) statuses.push(404);
  // Fastify reads a body sent with any method but GET, so a DELETE with one can be refused as well.
  if (op.body || route.method !== "GET") statuses.push(413, 415);
  if (route.method === "POST") statuses.push(409);
  statuses.push(...(route.extraErrors ?? []).filter((s) => !statuses.includes(s)));
  const responses: Json = {};
  for (const status of statuses.sort()) {
    const { description, codes } = ERROR_CODES[status] as { description: string; codes: string[] };
    responses[String(status)] = {
      description: `${description} Codes: ${codes.map((c) => `\`${c}\``).join(", ")}.`,
      headers: status === 429 ? { ...COMMON_HEADERS, "Retry-After": { $ref: "#/components/headers/Retry-After" } } : COMMON_HEADERS,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/ErrorEnvelope" },
          example: {
            error: { type: ERROR_TYPES[status], code: codes[0], message: description, ...(status === 400 ? { param: "name" } : {}) },
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

/** If-Match for a PATCH, If-None-Match for a GET. */
function conditionalHeader(route: RouteSpec): Json {
  return route.method === "PATCH"
    ? { name: "If-Match", in: "header", required: false, description: "Write only if the record's ETag is still this one (else 412).", schema: { type: "string" } }
    : { name: "If-None-Match", in: "header", required: false, description: "Answer 304 if the record's ETag is still this one.", schema: { type: "string" } };
}

function successStatuses(route: RouteSpec): number[] {
  if (typeof route.status === "function") return [200, 201];
  return [route.status ?? 200];
}

function operationObject(route: RouteSpec): Json {
  const op = route.operation;
  const responses: Json = {};
  for (const status of successStatuses(route)) {
    if (status === 204) {
      responses["204"] = { description: "Deleted.", headers: COMMON_HEADERS };
      continue;
    }
    const schema = jsonSchema(op.output, "output");
    responses[String(status)] = {
      description: status === 201 ? "Created." : "OK.",
      headers: {
        ...COMMON_HEADERS,
        ...(route.etag ? { ETag: { $ref: "#/components/headers/ETag" } } : {}),
        ...(route.method === "POST" ? { "Idempotent-Replayed": { $ref: "#/components/headers/Idempotent-Replayed" } } : {}),
      },
      content: { "application/json": { schema, example: exampleOf(schema) } },
    };
  }
  if (route.etag && route.method === "GET") {
    responses["304"] = { description: "Not modified: If-None-Match names the current ETag.", headers: { ...COMMON_HEADERS, ETag: { $ref: "#/components/headers/ETag" } } };
  }
  const example = EXAMPLES[op.name];
  return {
    operationId: op.name,
    summary: op.summary,
    tags: [GROUPS[op.toolName] ?? "other"],
    security: [{ bearerAuth: [op.scope] }],
    parameters: [
      ...parameters(op),
      ...(route.etag && route.method !== "POST" ? [conditionalHeader(route)] : []),
      ...(route.method === "POST" ? [IDEMPOTENCY_HEADER] : []),
    ],
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input"), ...(example ? { example } : {}) } } } }
      : {}),
    responses: { ...responses, ...errorResponses(route) },
  };
}

export function buildOpenApiDocument(routes: readonly RouteSpec[] = ROUTES): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = API_PREFIX + route.url.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route) };
  }
  const tags = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Sprintroom API",
      version: "1.0.0",
      description: "Team work management for scripts, AI agents and AI editors. Every error has the same envelope; lists are keyset-paginated.",
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
