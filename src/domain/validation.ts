// Turns a zod failure into the one 400 a caller sees: the first offending field, named in `param`.
import { z } from "zod";
import { AppError, invalidParam, missingParam, quote, unknownParam } from "../errors.js";

type Issue = z.core.$ZodIssue;

/** The field a path names, dotted; the part itself (`body`, `query`) when the path names none. */
function paramOf(path: readonly PropertyKey[], part: string): string {
  return path.map(String).join(".") || part;
}

function describeIssue(issue: Issue, param: string): string {
  const sent = "input" in issue && issue.input !== undefined ? ` (got ${quote(issue.input)})` : "";
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

/** `part` names the whole input in `param` when no field is to blame (CONTRACT: every 400 names one). */
export function toAppError(error: z.ZodError, part = "body"): AppError {
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
  return invalidParam(param, describeIssue(issue, param));
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

/** Validates one part of a request; `part` names it in errors when the whole part is wrong. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: "params" | "query" | "body"): z.output<S> {
  if (part === "body" && value !== undefined && (value === null || typeof value !== "object" || Array.isArray(value))) {
    throw invalidParam("body", "The request body must be a JSON object.");
  }
  // Path ids reach storage only as UUIDs (pathUuid); any other id, NUL or not, is CONTRACT's 404
  // (403 for a team), so the refusal is for the query and the body.
  const bad = part === "params" ? undefined : unstorablePath(value, []);
  if (bad) {
    const param = bad.path.join(".") || part;
    throw invalidParam(param, `'${param}' contains ${bad.reason}.`);
  }
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw toAppError(result.error, part);
  return result.data;
}
