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

const ERROR_CODES: Record<number, { description: string; codes: string[] }> = {
  400: {
    description: "The request is invalid; `error.param` names the field.",
    codes: ["parameter_missing", "parameter_invalid", "unknown_parameter", "invalid_json", "invalid_cursor", "resource_missing", "invalid_date_range"],
  },
  401: { description: "No valid credential.", codes: ["missing_credential", "invalid_credential", "credential_revoked", "credential_expired"] },
  403: { description: "Scope or role too low, or not the caller's team.", codes: ["insufficient_scope", "insufficient_role", "not_team_member"] },
  404: { description: "No such object (or another team's).", codes: ["resource_not_found"] },
  413: { description: `Body over ${BODY_LIMIT_BYTES} bytes.`, codes: ["request_too_large"] },
  415: { description: "The body is not application/json.", codes: ["unsupported_media_type"] },
  429: { description: "Rate limit, or the AI quota, used up.", codes: ["rate_limited", "quota_exceeded"] },
  500: { description: "Our failure; quote the request_id.", codes: ["internal_error"] },
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
  if (op.body) statuses.push(413, 415);
  const responses: Json = {};
  for (const status of statuses.sort()) {
    const { description, codes } = ERROR_CODES[status] as { description: string; codes: string[] };
    responses[String(status)] = {
      description: `${description} Codes: ${codes.map((c) => `\`${c}\``).join(", ")}.`,
      headers: status === 429 ? { ...COMMON_HEADERS, "Retry-After": { $ref: "#/components/headers/Retry-After" } } : COMMON_HEADERS,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
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

function successStatuses(route: RouteSpec): number[] {
  if (typeof route.status === "function") return [200, 201];
  return [route.status ?? 200];
}

function operationObject(route: RouteSpec): Json {
  const op = route.operation;
  const responses: Json = {};
  for (const status of successStatuses(route)) {
    responses[String(status)] = {
      description: status === 201 ? "Created." : "OK.",
      headers: COMMON_HEADERS,
      content: { "application/json": { schema: jsonSchema(op.output, "output") } },
    };
  }
  const example = EXAMPLES[op.name];
  return {
    operationId: op.name,
    summary: op.summary,
    tags: [GROUPS[op.toolName] ?? "other"],
    security: [{ bearerAuth: [op.scope] }],
    parameters: parameters(op),
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
        "X-Request-Id": { description: "The request's id (`req_…`), also in error bodies.", schema: { type: "string" } },
        "X-RateLimit-Limit": { description: "Requests per minute allowed to the caller.", schema: { type: "integer" } },
        "X-RateLimit-Remaining": { description: "Requests that could be made right now.", schema: { type: "integer" } },
        "X-RateLimit-Reset": { description: "Unix time (seconds) when the budget is full again.", schema: { type: "integer" } },
        "Retry-After": { description: "Seconds to wait before the next request is allowed.", schema: { type: "integer" } },
      },
    },
  };
}
