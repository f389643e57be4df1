// JSON request bodies: Fastify's own parser (which refuses __proto__ poisoning), behind checks of
// what it would let through. A body is UTF-8 (RFC 8259 §8.1): another declared charset is 415, bytes
// that are not UTF-8 are 400, never silently replaced by U+FFFD. Deeply nested JSON is never a
// legitimate request, and walking it could exhaust the stack. An object that names a key twice is
// 400: JSON.parse would keep the last value and drop the first unseen (RFC 8259 leaves it open,
// I-JSON, RFC 7493, forbids it), and bodies are strict in every other way. All of it, and whether a
// string holds text that cannot be stored, is found in one pass over the text (scanJson) before
// JSON.parse; zod then reads the parsed body (docs/architecture.md, "The write path").
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidJson, unsupportedMediaType } from "../errors.js";
import { markStorable } from "../schemas/validation.js";

export const MAX_JSON_DEPTH = 64;

export type JsonShapeProblem = { tooDeep: true } | { duplicateKey: string };

/** What one pass over a body's text found. */
export interface JsonScan {
  problem?: JsonShapeProblem;
  /** A string (or key) holds \u0000 or a lone surrogate escape: parsePart names where. */
  unstorable: boolean;
  /** A key named __proto__ or constructor: the prototype-poisoning checks of Fastify's parser apply. */
  suspectKey: boolean;
}

interface Frame {
  /** The keys seen so far, for an object; undefined for an array. */
  keys?: Set<string>;
  /** The current member's key (object) or element's index (array), for the path of a duplicate. */
  at: string;
  index: number;
  expectingKey: boolean;
}

const hexAt = (text: string, i: number) => {
  const code = Number.parseInt(text.slice(i, i + 4), 16);
  return Number.isNaN(code) ? -1 : code;
};
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * One pass over JSON text, without parsing it: the first problem JSON.parse would let through
 * (nesting deeper than `maxDepth`, or an object naming a key twice, with its dotted path), whether a
 * string holds text that cannot be stored (an escaped NUL or lone surrogate: in valid UTF-8 neither
 * can appear unescaped inside a string), and whether a key could poison a prototype. Text that is not
 * JSON at all is left for the parser to refuse.
 */
export function scanJson(text: string, maxDepth: number): JsonScan {
  const scan: JsonScan = { unstorable: false, suspectKey: false };
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const start = i;
      let escaped = false;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) {
        if (text.charCodeAt(i) !== 92) continue;
        escaped = true;
        i++; // the escaped character
        if (text.charCodeAt(i) !== 117) continue;
        const code = hexAt(text, i + 1);
        const pair = isHigh(code) && text.charCodeAt(i + 5) === 92 && text.charCodeAt(i + 6) === 117 && isLow(hexAt(text, i + 7));
        if (pair) i += 6; // on to the low half's "u": it belongs to this pair, no lone surrogate
        else if (code === 0 || isHigh(code) || isLow(code)) scan.unstorable = true;
      }
      const top = stack[stack.length - 1];
      if (!top?.keys || !top.expectingKey) continue;
      const raw = text.slice(start, i + 1);
      let key: string;
      try {
        key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      } catch {
        return scan;
      }
      if (key === "__proto__" || key === "constructor") scan.suspectKey = true;
      if (top.keys.has(key)) return { ...scan, problem: { duplicateKey: [...stack.slice(0, -1).map((f) => f.at), key].join(".") } };
      top.keys.add(key);
      top.at = key;
      top.expectingKey = false;
    } else if (c === 123 || c === 91) {
      if (stack.length >= maxDepth) return { ...scan, problem: { tooDeep: true } };
      stack.push(c === 123 ? { keys: new Set(), at: "", index: 0, expectingKey: true } : { at: "0", index: 0, expectingKey: false });
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectingKey = true;
      else if (top) top.at = String(++top.index);
    }
  }
  return scan;
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
    const { problem, unstorable, suspectKey } = scanJson(text, MAX_JSON_DEPTH);
    if (problem && "tooDeep" in problem) return fail(invalidJson(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`));
    if (problem) {
      return fail(invalidJson(`The JSON names '${problem.duplicateKey}' more than once; send each field once.`, problem.duplicateKey || "body"));
    }
    const parsed = (value: unknown) => {
      // Checked for unstorable text in the pass above: validation need not walk it again.
      if (!unstorable) markStorable(value);
      done(null, value);
    };
    // Plain JSON.parse unless a key could poison a prototype; Fastify's parser refuses what it refuses,
    // and answers malformed or empty JSON with its own errors.
    if (!suspectKey && text.length > 0) {
      try {
        return parsed(JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
      } catch {
        // refused below, in Fastify's words
      }
    }
    parse(request, text, (error, value) => (error ? fail(error) : parsed(value)));
  });
}
