// Turns a zod failure into the one 400 a caller sees: the first offending field, named in `param`.
import { z } from "zod";
import { AppError, invalidParam, missingParam, quote, unknownParam } from "./errors.js";

type Issue = z.core.$ZodIssue;

function paramOf(path: readonly PropertyKey[], prefix: string | undefined): string {
  const parts = path.map(String);
  if (prefix) parts.unshift(prefix);
  return parts.join(".");
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

export function toAppError(error: z.ZodError, prefix?: string): AppError {
  const issues = error.issues;
  // A misspelt field usually also leaves a required one missing; naming the stray field helps more.
  const unknown = issues.find((i) => i.code === "unrecognized_keys");
  if (unknown && unknown.code === "unrecognized_keys") {
    return unknownParam(paramOf([...unknown.path, unknown.keys[0] ?? ""], prefix));
  }
  const issue = issues[0];
  if (!issue) return invalidParam(prefix ?? "body", "Invalid request.");
  const param = paramOf(issue.path, prefix);
  if (issue.code === "invalid_type" && "input" in issue && issue.input === undefined) return missingParam(param);
  return invalidParam(param || (prefix ?? "body"), describeIssue(issue, param || (prefix ?? "body")));
}

/** The path of the first string (or key) holding a NUL character, which no database stores as text. */
function nulPath(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes("\u0000") ? [...path, key] : nulPath(item, [...path, key]);
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
  const nul = part === "params" ? undefined : nulPath(value, []);
  if (nul) {
    const param = nul.join(".") || part;
    throw invalidParam(param, `'${param}' contains a NUL character (\\u0000), which is not allowed in text.`);
  }
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw toAppError(result.error);
  return result.data;
}
