// JSON request bodies: Fastify's own parser (which refuses __proto__ poisoning), behind a depth
// check. Deeply nested JSON is never a legitimate request, and walking it could exhaust the stack.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidJson } from "../domain/errors.js";

export const MAX_JSON_DEPTH = 64;

/** Whether the text nests arrays or objects deeper than `max`, found in one pass without parsing. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;

/** Installs the depth-checked JSON parser in `app` (or an encapsulated scope of it). */
export function useJsonParser(app: FastifyInstance, onError?: (error: Error, done: Done) => void): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = body.toString();
    const fail = (error: Error) => (onError ? onError(error, done) : done(error));
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return fail(invalidJson(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`));
    parse(request, text, (error, value) => (error ? fail(error) : done(null, value)));
  });
}
