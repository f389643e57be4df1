// JSON request bodies: Fastify's own parser (which refuses __proto__ poisoning), behind checks of
// what it would let through. A body is UTF-8 (RFC 8259 §8.1): another declared charset is 415, bytes
// that are not UTF-8 are 400, never silently replaced by U+FFFD. Deeply nested JSON is never a
// legitimate request, and walking it could exhaust the stack. An object that names a key twice is
// 400: JSON.parse would keep the last value and drop the first unseen (RFC 8259 leaves it open,
// I-JSON, RFC 7493, forbids it), and bodies are strict in every other way.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidJson, unsupportedMediaType } from "../errors.js";

export const MAX_JSON_DEPTH = 64;

export type JsonShapeProblem = { tooDeep: true } | { duplicateKey: string };

interface Frame {
  /** The keys seen so far, for an object; undefined for an array. */
  keys?: Set<string>;
  /** The current member's key (object) or element's index (array), for the path of a duplicate. */
  at: string;
  index: number;
  expectingKey: boolean;
}

/**
 * The first problem JSON.parse would let through: nesting deeper than `maxDepth`, or an object naming
 * a key twice (with its dotted path). Found in one pass without parsing; text that is not JSON at
 * all is left for the parser to refuse.
 */
export function jsonShapeProblem(text: string, maxDepth: number): JsonShapeProblem | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const start = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++; // backslash: skip the escaped character
      const top = stack[stack.length - 1];
      if (!top?.keys || !top.expectingKey) continue;
      const raw = text.slice(start, i + 1);
      let key: string;
      try {
        key = raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      } catch {
        return undefined;
      }
      if (top.keys.has(key)) return { duplicateKey: [...stack.slice(0, -1).map((f) => f.at), key].join(".") };
      top.keys.add(key);
      top.at = key;
      top.expectingKey = false;
    } else if (c === 123 || c === 91) {
      if (stack.length >= maxDepth) return { tooDeep: true };
      stack.push(c === 123 ? { keys: new Set(), at: "", index: 0, expectingKey: true } : { at: "0", index: 0, expectingKey: false });
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectingKey = true;
      else if (top) top.at = String(++top.index);
    }
  }
  return undefined;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The charset a Content-Type declares, lowercased and unquoted; undefined when it declares none. */
function declaredCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";]*)\1/i.exec(contentType ?? "");
  return match ? (match[2] ?? "").trim().toLowerCase() : undefined;
}

type Done = (error: Error | null, body?: unknown) => void;

/** Installs the checked JSON parser in `app` (or an encapsulated scope of it). */
export function useJsonParser(app: FastifyInstance, onError?: (error: Error, done: Done) => void): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request: FastifyRequest, body: Buffer, done: Done) => {
    const fail = (error: Error) => (onError ? onError(error, done) : done(error));
    const charset = declaredCharset(request.headers["content-type"]);
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return fail(unsupportedMediaType(`Send request bodies as application/json in UTF-8, not charset=${charset || "(empty)"}.`));
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return fail(invalidJson("The body is not valid UTF-8."));
    }
    const problem = jsonShapeProblem(text, MAX_JSON_DEPTH);
    if (problem && "tooDeep" in problem) return fail(invalidJson(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`));
    if (problem) {
      return fail(invalidJson(`The JSON names '${problem.duplicateKey}' more than once; send each field once.`, problem.duplicateKey || "body"));
    }
    parse(request, text, (error, value) => (error ? fail(error) : done(null, value)));
  });
}
