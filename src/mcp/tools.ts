// Operations as MCP tools: the JSON schemas agents see, the toolsets a client may ask for, and the
// honest annotations. Tool inputs are the operation's params, query and body merged into one object.
import { z } from "zod";
import { takesIdempotencyKey, type AnyOperation } from "../domain/runtime/operation.js";
import { RESTATES_SCHEMA } from "../schemas/common.js";

type AnyObject = z.ZodObject<z.ZodRawShape>;

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

type Json = Record<string, unknown>;

const OUTPUT_ONLY_NOISE = new Set(["description", "additionalProperties", "enum", "required", "minimum", "maximum"]);

/**
 * JSON Schema without what only costs an agent's context: `$schema`, long regular expressions and
 * sanity bounds (the server still checks both), descriptions that restate the schema, `anyOf [X, null]` folded into
 * `type: [X, "null"]`, and, for outputs, the type of plain string fields (`{}`),
 * descriptions, enums and `required` (the input schema already explains each field; records carry
 * every field, null when empty) and `additionalProperties`.
 */
function compact(schema: unknown, output: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => compact(s, output));
  if (schema === null || typeof schema !== "object") return schema;
  const node = schema as Json;
  const anyOf = node.anyOf as Json[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === "null")) {
    const other = anyOf.find((s) => s.type !== "null") as Json;
    if (typeof other.type === "string") {
      const { anyOf: _drop, ...rest } = node;
      const merged: Json = { ...other, ...rest, type: [other.type, "null"] };
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
      return compact(merged, output);
    }
  }
  // A string or a named string (`assignedTo`: an id or "me"; the description names it) is a string.
  const members = anyOf?.map((s) => compact(s, output) as Json);
  if (members?.some((s) => s.type === "string" && Object.keys(s).length === 1) && members.every((s) => s.type === "string" && Object.keys(s).every((k) => k === "type" || k === "const"))) {
    const { anyOf: _drop, ...rest } = node;
    return compact({ type: "string", ...rest }, output);
  }
  // A choice of constants (`ready`: true, or "true" as REST's query has it) is an enum.
  if (anyOf !== undefined && anyOf.length > 1 && anyOf.every((s) => "const" in s && Object.keys(s).every((k) => k === "const" || k === "type"))) {
    const { anyOf: _drop, ...rest } = node;
    return compact({ ...rest, enum: anyOf.map((s) => s.const) }, output);
  }
  // A filter over a closed set (`status`: one value, "A,B", or a list) is offered as its list form,
  // whose items carry the enum; the server still takes the other two.
  const list = anyOf?.find((s) => s.type === "array" && Array.isArray((s.items as Json | undefined)?.enum));
  if (list && anyOf?.every((s) => s === list || s.type === "string")) {
    const { anyOf: _drop, ...rest } = node;
    return compact({ ...list, ...rest }, output);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if (key === "pattern" && typeof value === "string" && value.length > 40) continue;
    // Sanity bounds far above any real value (cursor, description and content sizes) tell an agent
    // nothing, nor do "not empty" and "a UUID" on fields that are obviously so; errors name them.
    if (key === "maxLength" && typeof value === "number" && value >= 500) continue;
    if ((key === "minLength" && value === 1) || (key === "format" && value === "uuid")) continue;
    if (output && OUTPUT_ONLY_NOISE.has(key)) continue;
    // A description its schema marks as restating it (src/schemas/common.ts) goes, with the mark.
    if (key === RESTATES_SCHEMA || (key === "description" && value === node[RESTATES_SCHEMA])) continue;
    out[key] = key === "properties" ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, compact(v, output)])) : compact(value, output);
  }
  // In a record, a field is a string unless its schema says otherwise: `{}` says as much in 2 bytes,
  // and a constant needs no type beside it.
  if (output && Object.keys(out).length === 1 && (out.type === "string" || isNullableString(out.type))) return {};
  if (output && "const" in out) return { const: out.const };
  // A list of anything: `items: {}` says no more than `type: "array"`.
  if (output && out.type === "array" && typeof out.items === "object" && out.items !== null && Object.keys(out.items).length === 0) delete out.items;
  return out;
}

const isNullableString = (type: unknown) => Array.isArray(type) && type.length === 2 && type.includes("string") && type.includes("null");

export function inputSchemaOf(op: AnyOperation): Json {
  const shape = Object.assign({}, ...parts(op).map((p) => p.shape));
  // Not .strict() here: unknown arguments are still refused (the operation's own schema is strict),
  // and `additionalProperties: false` on every tool would only add to tools/list.
  const schema = compact(z.toJSONSchema(z.object(shape), { io: "input", unrepresentable: "any" }), false) as Json;
  if (takesIdempotencyKey(op)) (schema.properties as Json).idempotencyKey = { type: "string" };
  return schema;
}

/** Splits off the idempotencyKey argument of a tool that takes one (takesIdempotencyKey: writes and AI calls, as over REST). */
export function idempotencyKeyOf(op: AnyOperation, args: Record<string, unknown>): { key?: string; rest: Record<string, unknown> } {
  if (!takesIdempotencyKey(op) || !("idempotencyKey" in args)) return { rest: args };
  const { idempotencyKey, ...rest } = args;
  return { key: typeof idempotencyKey === "string" ? idempotencyKey : String(idempotencyKey), rest };
}

/** What the tool returns, field by field: its record, or for a list the envelope of its records. */
export function outputSchemaOf(op: AnyOperation): Json {
  return shallow(compact(z.toJSONSchema(op.output, { io: "output", unrepresentable: "any" }), true), false) as Json;
}

const isRecord = (node: Json): boolean => {
  const kind = (node.properties as Json | undefined)?.object;
  return typeof kind === "object" && kind !== null && "const" in kind;
};

/**
 * A record's field that is an object, or a list of objects (an activity's `subtasks` and
 * `blockedBy`, the identity's `rateLimit`, a plan's `sprint` and `activities`) is published by its
 * type alone: docs/api.md lists its fields, and every tool that returns the record would repeat them
 * in tools/list, whose default selection must stay under 20 KB.
 */
function shallow(schema: unknown, fieldOfRecord: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => shallow(s, false));
  if (schema === null || typeof schema !== "object") return schema;
  const node = schema as Json;
  if (fieldOfRecord) {
    const items = node.items as Json | undefined;
    if (node.type === "object" || (node.anyOf !== undefined && node.type === undefined)) return { type: "object" };
    if (node.type === "array" && items !== undefined && (items.type === "object" || items.anyOf !== undefined)) return { type: "array" };
  }
  const record = isRecord(node);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "properties" ? Object.fromEntries(Object.entries(value as Json).map(([name, field]) => [name, shallow(field, record)])) : shallow(value, false),
    ]),
  );
}

/**
 * The operation's own hints. A read-only tool says only that (the spec gives destructive and
 * idempotent meaning only when a tool writes); a writing one says whether it destroys (the default
 * is that it may) and, when it does, that repeating it changes nothing more. No tool reaches
 * outside Sprintroom.
 */
export function annotationsOf(op: AnyOperation) {
  if (op.writes === "never") return { readOnlyHint: true, openWorldHint: false };
  return {
    destructiveHint: op.hints?.destructive === true,
    ...(op.hints?.idempotent ? { idempotentHint: true } : {}),
    openWorldHint: false,
  };
}
