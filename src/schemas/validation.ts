// Turns a zod failure into the one 400 a caller sees: the first offending field, named in `param`.
import { z } from "zod";
import { AppError, invalidParam, missingParam, quote, unknownParam } from "../errors.js";

type Issue = z.core.$ZodIssue;

/** The schema a request part was checked against and the value the caller sent for it. */
export interface Checked {
  schema: z.ZodType;
  input: unknown;
}

/** The field a path names, dotted; the part itself (`body`, `query`) when the path names none. */
function paramOf(path: readonly PropertyKey[], part: string): string {
  return path.map(String).join(".") || part;
}

/** The value at `path` in what the caller sent; undefined where the path leads nowhere. */
function sentAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The number schema a field at `path` is checked by, and whether null is allowed there. */
function numberAt(schema: z.ZodType, path: readonly PropertyKey[]): { number: z.ZodNumber; nullable: boolean } | undefined {
  let node: z.ZodType | undefined = schema;
  let nullable = false;
  for (let i = 0; node !== undefined; i++) {
    nullable = false;
    while (node instanceof z.ZodOptional || node instanceof z.ZodDefault || node instanceof z.ZodNullable) {
      if (node instanceof z.ZodNullable) nullable = true;
      node = node.unwrap() as z.ZodType;
    }
    if (i === path.length) return node instanceof z.ZodNumber ? { number: node, nullable } : undefined;
    const key = path[i] as PropertyKey;
    if (node instanceof z.ZodObject) node = (node.shape as Record<PropertyKey, z.ZodType | undefined>)[key];
    else if (node instanceof z.ZodArray && typeof key === "number") node = node.element as z.ZodType;
    else return undefined;
  }
  return undefined;
}

/** The issues a number's own checks raise (a refinement on the field speaks for itself). */
const NUMBER_RULE_ISSUES = new Set<Issue["code"]>(["invalid_type", "too_small", "too_big", "not_multiple_of"]);

/** A bound zod puts on every integer (the safe range) says nothing a caller needs to hear. */
const stated = (bound: number | null): bound is number => bound !== null && Math.abs(bound) < Number.MAX_SAFE_INTEGER;

/**
 * The whole rule of a number field, whichever part of it was broken: "an integer from 1 to 100".
 * Over REST a number arrives as text that zod coerces, so its issue holds NaN for "ten"; the rule
 * and what was sent say more than "expected number, received NaN".
 */
function numberRule({ number, nullable }: { number: z.ZodNumber; nullable: boolean }): string {
  const { minValue: min, maxValue: max } = number;
  const range =
    stated(min) && stated(max) ? ` from ${min} to ${max}` : stated(min) ? ` of at least ${min}` : stated(max) ? ` of at most ${max}` : "";
  return `${number.isInt ? "an integer" : "a number"}${range}${nullable ? ", or null" : ""}`;
}

function describeIssue(issue: Issue, param: string, sentValue: unknown): string {
  const sent = sentValue !== undefined ? ` (got ${quote(sentValue)})` : "";
  switch (issue.code) {
    case "invalid_value":
      return `Invalid '${param}'${sent}: expected one of ${issue.values.map((v) => String(v)).join(", ")}.`;
    case "too_small":
      return issue.origin === "string"
        ? `'${param}' must be at least ${issue.minimum} characters long${sent}.`
        : `'${param}' must be at least ${issue.minimum}${sent}.`;
    case "too_big":
      return issue.origin === "string"
        ? `'${param}' must be at most ${issue.maximum} characters long.`
        : `'${param}' must be at most ${issue.maximum}${sent}.`;
    case "invalid_format":
      return issue.format === "date"
        ? `'${param}' must be a real calendar date in the form YYYY-MM-DD${sent}.`
        : issue.format === "uuid"
          ? `'${param}' must be a UUID${sent}.`
          : `'${param}' has an invalid format${sent}.`;
    case "invalid_type":
      return issue.expected === "int"
        ? `'${param}' must be an integer${sent}.`
        : `'${param}' must be of type ${issue.expected}${sent}.`;
    default:
      return `Invalid '${param}'${sent}: ${issue.message}.`;
  }
}

/**
 * `part` names the whole input in `param` when no field is to blame (every 400 names one). With
 * `checked`, the message quotes what the caller sent rather than zod's coerced value, and states a
 * number field's whole rule.
 */
export function toAppError(error: z.ZodError, part = "body", checked?: Checked): AppError {
  const issues = error.issues;
  // A misspelt field usually also leaves a required one missing; naming the stray field helps more.
  const unknown = issues.find((i) => i.code === "unrecognized_keys");
  if (unknown && unknown.code === "unrecognized_keys") {
    const key = unknown.keys[0] ?? "";
    if (key !== "") return unknownParam(paramOf([...unknown.path, key], part));
    const where = paramOf(unknown.path, part);
    return unknownParam(where, `Unknown parameter: '${where}' has a field with an empty name.`);
  }
  const issue = issues[0];
  if (!issue) return invalidParam(part, "Invalid request.");
  const param = paramOf(issue.path, part);
  if (issue.code === "invalid_type" && "input" in issue && issue.input === undefined) return missingParam(param);
  // A value a transform made (a comma list split into items) is not at its path in what was sent.
  const sentThere = checked ? sentAt(checked.input, issue.path) : undefined;
  const sent = sentThere !== undefined ? sentThere : "input" in issue ? issue.input : undefined;
  const number = checked && NUMBER_RULE_ISSUES.has(issue.code) ? numberAt(checked.schema, issue.path) : undefined;
  if (number) return invalidParam(param, `'${param}' must be ${numberRule(number)}; got ${quote(sent)}.`);
  return invalidParam(param, describeIssue(issue, param, sent));
}

/**
 * What keeps a string from being stored as text: a NUL character (PostgreSQL refuses it), or a lone
 * UTF-16 surrogate (JSON's "\ud800"), which UTF-8 cannot hold: both engines would store U+FFFD
 * instead, and the text read back would not be the text sent.
 */
function unstorable(text: string): string | undefined {
  if (text.includes("\u0000")) return "a NUL character (\\u0000), which is not allowed in text";
  if (/\p{Cs}/u.test(text)) return "a lone surrogate (an unpaired \\ud800-\\udfff), which is not valid Unicode text";
  return undefined;
}

/** The path of the first string (or key) that cannot be stored as text, and why. */
function unstorablePath(value: unknown, path: string[]): { path: string[]; reason: string } | undefined {
  if (typeof value === "string") {
    const reason = unstorable(value);
    return reason ? { path, reason } : undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const reason = unstorable(key);
    const found = reason ? { path: [...path, key], reason } : unstorablePath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Bodies whose every string a parser already found storable (src/http/json-body.ts scans the text once). */
const storable = new WeakSet<object>();

/** Marks a parsed body as holding no unstorable text, so that parsePart does not walk it again. */
export function markStorable(value: unknown): void {
  if (value !== null && typeof value === "object") storable.add(value);
}

/** Validates one part of a request; `part` names it in errors when the whole part is wrong. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: "params" | "query" | "body"): z.output<S> {
  if (part === "body" && value !== undefined && (value === null || typeof value !== "object" || Array.isArray(value))) {
    throw invalidParam("body", "The request body must be a JSON object.");
  }
  // Path ids reach storage only as UUIDs (pathUuid); any other id, NUL or not, is a 404
  // (403 for a team), so the refusal is for the query and the body.
  const bad = part === "params" || storable.has(value as object) ? undefined : unstorablePath(value, []);
  if (bad) {
    const param = bad.path.join(".") || part;
    throw invalidParam(param, `'${param}' contains ${bad.reason}.`);
  }
  const input = value ?? {};
  // Parsed without reportInput first: asking zod to keep the input for its issues took it off its
  // fast path (a path id 0.1 → 1.4 µs, a create's body 1.6 → 4.7 µs), and only a refusal quotes it.
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const reported = schema.safeParse(input, { reportInput: true });
  throw toAppError(reported.success ? result.error : reported.error, part, { schema, input });
}
