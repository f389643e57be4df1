// Operations as MCP tools: the JSON schemas agents see, the toolsets a client may ask for, and the
// honest annotations. Tool inputs are the operation's params, query and body merged into one object.
import { z } from "zod";
import type { AnyOperation } from "../domain/operation.js";

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** Which toolset each tool belongs to: `?toolsets=activities,ai` offers only those. */
export const TOOLSETS: Record<string, string> = {
  whoami: "teams",
  list_teams: "teams",
  get_team: "teams",
  list_members: "teams",
  get_usage: "teams",
  list_sprints: "sprints",
  get_sprint: "sprints",
  create_sprint: "sprints",
  update_sprint: "sprints",
  list_activities: "activities",
  get_activity: "activities",
  create_activity: "activities",
  update_activity: "activities",
  list_comments: "activities",
  add_comment: "activities",
  search_documents: "documents",
  get_document: "documents",
  create_document: "documents",
  update_document: "documents",
  list_resources: "resources",
  add_resource: "resources",
  ask_team: "ai",
  plan_sprint_from_text: "ai",
};

function parts(op: AnyOperation): AnyObject[] {
  return [op.params, op.query, op.body].filter((s): s is AnyObject => s !== undefined);
}

/** Splits a tool's flat arguments back into params, query and body; unknown keys go to the body (or
 * the query) so the operation rejects them as unknown_parameter, exactly as over REST. */
export function splitArguments(op: AnyOperation, args: Record<string, unknown>) {
  const raw: { params: Record<string, unknown>; query: Record<string, unknown>; body: Record<string, unknown> } = {
    params: {},
    query: {},
    body: {},
  };
  for (const [key, value] of Object.entries(args)) {
    if (op.params && key in op.params.shape) raw.params[key] = value;
    else if (op.query && key in (op.query as AnyObject).shape) raw.query[key] = value;
    else if (op.body) raw.body[key] = value;
    else raw.query[key] = value;
  }
  return raw;
}

/** JSON Schema for the tool input, stripped of what only costs an agent's context. */
function compact(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compact);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema") continue;
    if (key === "pattern" && typeof value === "string" && value.length > 40) continue;
    out[key] = compact(value);
  }
  return out;
}

export function inputSchemaOf(op: AnyOperation): Record<string, unknown> {
  const shape = Object.assign({}, ...parts(op).map((p) => p.shape));
  return compact(z.toJSONSchema(z.object(shape).strict(), { io: "input", unrepresentable: "any" })) as Record<string, unknown>;
}

export function outputSchemaOf(op: AnyOperation): Record<string, unknown> {
  return compact(z.toJSONSchema(op.output, { io: "output", unrepresentable: "any" })) as Record<string, unknown>;
}

export function annotationsOf(op: AnyOperation) {
  const readOnly = op.scope === "read" && op.toolName !== "plan_sprint_from_text";
  return {
    readOnlyHint: readOnly,
    destructiveHint: false,
    idempotentHint: readOnly || op.toolName.startsWith("update_"),
    openWorldHint: false,
  };
}
