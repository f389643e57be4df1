// The inputs of the route fuzzer (fuzz.test.ts), derived from each route's zod schemas through
// z.toJSONSchema: valid bodies, their mutations, raw JSON texts no serializer would write, wrong
// content types, query strings and path ids. Nothing here names a route, so a new route is fuzzed
// as soon as it is in ROUTES.
import fc from "fast-check";
import { z } from "zod";
import type { RouteSpec } from "../../src/http/register-route.js";
import { ROUTES } from "../../src/http/routes.js";
import { encodeIdCursor, encodeScoreCursor } from "../../src/storage/cursor.js";
import { ABSENT_ID, INVALID_DATES, INVALID_UUIDS, VALID_DATES, VALID_UUID_SHAPES } from "../support/cases.js";

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: JsonSchema;
}

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema) : undefined;
}

/** The alternatives of a schema: its anyOf branches, or itself. */
const branches = (schema: JsonSchema): JsonSchema[] => schema.anyOf?.flatMap(branches) ?? [schema];

/** Names whose record kind is not the name without its `Id`. */
const KIND_OF_NAME: Record<string, string> = { assignedTo: "user", webhookId: "webhook_endpoint", deliveryId: "webhook_delivery" };
/** Fields that name another record of a kind whose own path parameter is the usual `<kind>Id`. */
const REFERENCES: Record<string, string> = { parentId: "activity", relatedActivityId: "activity" };

/** The record kind a field or path parameter names: `sprintId` a sprint, `assignedTo` a user (a member). */
/** Whether a field names another record of its own kind (a parent, a related activity): the same record would refer to itself. */
export const isReference = (name: string): boolean => name in REFERENCES;

export const kindOf = (name: string): string => KIND_OF_NAME[name] ?? REFERENCES[name] ?? name.replace(/Id$/, "");

/** The path parameter that names a record of `kind`. */
export const paramOf = (kind: string): string => Object.entries(KIND_OF_NAME).find(([, k]) => k === kind)?.[0] ?? `${kind}Id`;

export const pathParams = (route: RouteSpec): string[] => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** A text that fast-check's reports show briefly (they print every counterexample). */
export class Text {
  constructor(
    readonly value: string,
    readonly label?: string,
  ) {}
  toJSON(): string {
    return this.value;
  }
  [fc.toStringMethod](): string {
    if (this.label) return this.label;
    return this.value.length > 160 ? `${JSON.stringify(this.value.slice(0, 120))}…(${this.value.length} chars)` : JSON.stringify(this.value);
  }
}

const repeat = (unit: string, count: number) => new Text(unit.repeat(count), `${JSON.stringify(unit)}.repeat(${count})`);
const textOf = (value: string | Text): string => (typeof value === "string" ? value : value.value);

/** Ids the fuzzer may name: records of the fuzzing team ("own") and of another team ("foreign"), by kind. */
export interface IdPool {
  own: Record<string, string[]>;
  foreign: Record<string, string[]>;
}

export type Caller = "captain" | "staff" | "member" | "readOnly" | "outsider" | "anonymous" | "bogus";

/**
 * A path id: a record of the fuzzing team of the parameter's kind (for a DELETE, a fresh one made for
 * the request), another team's, one of ours of another kind, or literal URL text.
 */
export type PathId = { ref: "own" | "foreign" | "misfit"; upper: boolean } | { literal: string | Text };

/**
 * A body: a JSON value sent as JSON, or raw text (or latin1 bytes) with any content type (null:
 * none). `refuse` says why a raw body must never be accepted, when it is sure to be wrong.
 */
type Body = { json: unknown } | { raw: string | Text; contentType: string | null; latin1?: boolean; refuse?: string };

export interface FuzzRequest {
  caller: Caller;
  path: Record<string, PathId>;
  query: string;
  body?: Body;
  headers: Record<string, string>;
}

export const SQL_TEXT = "'; DROP TABLE activities; --";

/** Valid text for any plain string field: SQL, emoji, RTL, zero-width, combining marks, a URL. */
const TEXTS = [
  "Plan the launch",
  SQL_TEXT,
  "Robert'); DROP TABLE sprints;--",
  "\" OR 1=1 --",
  "%' OR '1'='1",
  "NEAR(a b) OR c* AND -d",
  "x:* & !y | (z",
  "🚀 launch 👩🏽‍💻 🇫🇷",
  "مرحبا بالعالم",
  "שלום \u202Eevil\u202C",
  "zero\u200Bwidth\u200D\u2060\uFEFF",
  "e\u0301 n\u0303 \u00e9",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ＦＵＬＬＷＩＤＴＨ",
  "ー々〆",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}{{7*7}}",
  "../../etc/passwd",
  "null",
  "-0",
  "   spaced   ",
  "https://example.com/fuzz?q=1&r=%20#frag",
  "http://127.0.0.1:1/x",
];

/** Values of the wrong type or shape for any field; text that is never valid (NUL, lone surrogates). */
const ODD_VALUES: unknown[] = [
  0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, Number.MIN_VALUE, true, false, null, [], {}, [1, "a"], { nested: { deeper: true } },
  "", " ", "0", "true", "2026-02-30", "\u0000", "a\u0000b", "\ud800", "\udfff", "x\ud800y", "\udc00\ud800", ABSENT_ID, ABSENT_ID.toUpperCase(),
  "\t\n\r", "\u0001\u001f\u007f",
];

/** Field names no body accepts, including ones JavaScript objects hold dear. */
const EXTRA_KEYS = [
  "reviewStatus", "id", "object", "teamId", "createdBy", "createdAt", "completedAt", "__proto__", "constructor", "prototype",
  "toString", "hasOwnProperty", "", " ", "TITLE", "title ", "a.b", "a[0]", "\u0000", "é", "🚀", "\ud800",
];

/** Raw JSON tokens for a field's value that a field may accept: huge and odd numbers, escapes, other types. */
const RAW_TOKENS = [
  "1e308", "-1e308", "1e309", "-1e309", "-0", "-0.0", "0e0", "9007199254740993", "123456789012345678901234567890",
  "-123456789012345678901234567890", "1.0", "5.000000000000001", "1E2", "1e-400", "2.5e1", String(2 ** 53 + 1),
  '"\\ud83d\\ude00"', '"\\u202eabc"', '"\\u200b"', '"\\/"', '"\\"; DROP TABLE activities; --"', "{}", "[]", "true", "null", '{"$gt":""}',
];

/** Raw tokens never to be accepted: escapes of lone surrogates and NUL, raw control characters, what is not JSON. */
const REFUSED_TOKENS = [
  '"\\ud800"', '"\\udfff"', '"a\\ud800"', '"\\udc00\\ud800"', '"\\u0000"', '"\\u0000abc"', '"a\u0001b"', '"tab\there"',
  "NaN", "Infinity", "-Infinity", "undefined", "'single'", "0x10", "01", ".5", "+1", "1.", "tru", "nul", '"\\x41"', '"\\u12"',
  '"unterminated', "[1,]", '{"a":1,}',
];

/**
 * Whole-body breakages of a valid JSON text. Surrounding whitespace and a leading BOM are none: RFC
 * 8259 lets a parser ignore the BOM, and Fastify's does.
 */
const BROKEN: ((text: string) => string)[] = [
  (t) => t.slice(0, Math.max(1, t.length - 1)),
  (t) => t.slice(0, Math.ceil(t.length / 2)),
  (t) => `${t},`,
  (t) => `${t}}`,
  (t) => `${t} x`,
  (t) => `${t}${t}`,
  (t) => `/* comment */${t}`,
  () => "",
  () => "   ",
  () => "{",
  () => "nul",
  () => "\u0000",
];

/** Content types under which a JSON body is taken. */
const JSON_TYPES = ["application/json; charset=utf-8", 'application/json; charset="UTF-8"', "APPLICATION/JSON", "application/json;;"];

/** Content types under which it is refused: not JSON, or JSON declared in another charset than UTF-8. */
const REFUSED_TYPES = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=latin1",
  "application/json; charset=iso-8859-1",
  "application/json; charset=utf-16",
  "application/merge-patch+json",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  "json",
  "*/*",
];

/** Every enum value of every route's schemas: statuses, priorities, types. A list query's filters join them with commas. */
const ENUM_WORDS = [
  ...new Set(
    ROUTES.flatMap((route) => [route.operation.query, route.operation.body].map(jsonSchemaOf)).flatMap((schema) =>
      Object.values(schema?.properties ?? {}).flatMap((p) => branches(p).flatMap((b) => (b.enum ?? []).map(String))),
    ),
  ),
];

/** Query parameters any list may be sent, whatever its schema says. */
const QUERY_KEYS = ["limit", "starting_after", "status", "assignedTo", "q", "sprintId", "activityId", "type", "cascade"];

/** Percent-encodes text as UTF-8 (a lone surrogate as U+FFFD), leaving only unreserved characters. */
function pct(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** A field as a form would send it: text as it is, a list or an object (of any prototype) as its JSON. */
function formValue(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** A copy of `object` with `key` set as an own property, even `__proto__`. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = { ...object };
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

function without(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _gone, ...rest } = object;
  return rest;
}

/** JSON text of `object` with `key`'s value replaced by a raw token. */
function withRawValue(object: Record<string, unknown>, key: string, token: string): string {
  const marker = "\u0001fuzz-marker\u0001";
  return JSON.stringify(withKey(object, key, marker)).replace(JSON.stringify(marker), () => token);
}

/** JSON text of `object` with one more member appended as raw text (a duplicate key, say). */
function withRawMember(object: Record<string, unknown>, member: string): string {
  const text = JSON.stringify(object);
  return text === "{}" ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const depthArb = fc.constantFrom(2, 62, 63, 64, 65, 66, 200, 5000, 200_000);

function ownIds(pool: IdPool, kind: string): string[] {
  const ids = pool.own[kind];
  return ids && ids.length > 0 ? ids : Object.values(pool.own).flat();
}

function foreignIds(pool: IdPool, kind: string): string[] {
  const ids = pool.foreign[kind];
  return ids && ids.length > 0 ? ids : Object.values(pool.foreign).flat();
}

/** A UUID for a field: one of ours of the right kind mostly, else another team's, another kind's, or none. */
function uuidArb(pool: IdPool, name: string): fc.Arbitrary<string> {
  const kind = kindOf(name);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ownIds(pool, kind)), weight: 6 },
    { arbitrary: fc.constantFrom(...ownIds(pool, kind)).map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: fc.constantFrom(...foreignIds(pool, kind)), weight: 1 },
    { arbitrary: fc.constantFrom(...Object.values(pool.own).flat()), weight: 1 },
    { arbitrary: fc.constantFrom(ABSENT_ID, ...VALID_UUID_SHAPES), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
  );
}

const dateArb = fc.oneof(
  fc.constantFrom(...VALID_DATES),
  fc.date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

/** Strings past this length are sent only over their limit: storing megabytes on every run would slow the snapshots. */
const LONGEST_VALID_TEXT = 20_000;

function stringArb(schema: JsonSchema): fc.Arbitrary<string | Text> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 1000;
  const fits = TEXTS.filter((t) => t.length >= min && t.length <= max);
  const options: fc.Arbitrary<string | Text>[] = [
    fc.string({ unit: "grapheme", minLength: Math.max(min, 1), maxLength: Math.min(max, 24) }),
    fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: Math.min(max, 24) }),
  ];
  if (fits.length > 0) options.push(fc.constantFrom(...fits));
  if (max <= LONGEST_VALID_TEXT) options.push(fc.constantFrom(repeat("x", max), repeat("é", max), repeat("😀", max)));
  if (min > 1) options.push(fc.constant(repeat("x", min)));
  return fc.oneof(...options);
}

/** A value the schema accepts (a referenced id may still name the wrong record: the server decides). */
function validValue(schema: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, name, pool)));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "object":
      return objectArb(schema, pool);
    case "array":
      return fc.array(validValue(schema.items ?? {}, name, pool), { minLength: 1, maxLength: 3 });
    case "string":
      if (schema.format === "uuid") return uuidArb(pool, name);
      if (schema.format === "date") return dateArb;
      return stringArb(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A batch's operation (an object naming one of the routes' operations by the enum of its `operation`,
 * with the route's `params` and `body`): a call of that route as the route itself is fuzzed, its path
 * ids ours mostly, its body valid mostly. Deleting operations are left out: they would delete the
 * fixtures every other route's requests name.
 */
function batchItemArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<Record<string, unknown>> | undefined {
  const names = schema.properties?.operation?.enum;
  if (!names || !schema.properties?.params || !schema.properties.body) return undefined;
  const routes = ROUTES.filter((r) => names.includes(r.operation.toolName) && !r.operation.hints?.destructive);
  if (routes.length === 0) return undefined;
  return fc.constantFrom(...routes).chain((route) => {
    const body = jsonSchemaOf(route.operation.body);
    return fc.record(
      {
        operation: fc.constant(route.operation.toolName),
        params: fc.record(Object.fromEntries(pathParams(route).map((name) => [name, uuidArb(pool, name)]))),
        body: body ? fc.oneof({ arbitrary: objectArb(body, pool), weight: 3 }, { arbitrary: bodyArb(body, pool).map((b) => ("json" in b ? b.json : {})), weight: 1 }) : fc.constant({}),
      },
      { requiredKeys: ["operation", "params"] },
    );
  });
}

function objectArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const item = batchItemArb(schema, pool);
  if (item) return item;
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, key, pool)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Values at and just past a field's limits: lengths min-1 and max+1 (in ASCII, accented and astral
 * text: limits count characters, so max emoji fit although they are 2*max UTF-16 units), numbers one past.
 */
function boundaryValues(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  for (const branch of branches(schema)) {
    if (branch.type === "string") {
      const max = branch.maxLength ?? 100_000;
      out.push(repeat("x", max + 1), repeat("é", max + 1), repeat("😀", max + 1), repeat("x", 2 * max + 7));
      if (max <= LONGEST_VALID_TEXT) out.push(repeat("😀", max));
      if (branch.minLength !== undefined && branch.minLength > 0) out.push(repeat("x", branch.minLength - 1));
    }
    if (branch.type === "integer" || branch.type === "number") {
      const { minimum: min = -1e6, maximum: max = 1e6 } = branch;
      out.push(min - 1, max + 1, min, max, min - 0.5, max + 0.5, max + 1e-9);
    }
  }
  return out.length > 0 ? out : [repeat("x", 100_001)];
}

/** A body of the route's schema, valid or mutated, as JSON or as raw text with any content type. */
function bodyArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<Body> {
  const valid = objectArb(schema, pool);
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const keyArb = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("x");
  const required = schema.required && schema.required.length > 0 ? fc.constantFrom(...schema.required) : keyArb;
  const odd = fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue({ maxDepth: 3 }), depthArb.map((d) => JSON.parse(nestedArrays(Math.min(d, 60)))));
  const boundary = keyArb.chain((key) => fc.tuple(fc.constant(key), fc.constantFrom(...boundaryValues(properties[key] ?? {}))));
  const json = (value: unknown): Body => ({ json: value });
  const raw = (text: string | Text, contentType: string | null = "application/json", refuse?: string): Body => ({ raw: text, contentType, refuse });

  const mutated: fc.Arbitrary<Body> = fc.oneof(
    fc.tuple(valid, required).map(([v, key]) => json(without(v, key))),
    fc.tuple(valid, fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), odd).map(([v, key, x]) => json(withKey(v, key, x))),
    fc.tuple(valid, keyArb, odd).map(([v, key, x]) => json(withKey(v, key, x))),
    fc.tuple(valid, boundary).map(([v, [key, x]]) => json(withKey(v, key, x))),
    fc.tuple(valid, keyArb, fc.string({ unit: "binary", maxLength: 40 })).map(([v, key, x]) => json(withKey(v, key, x))),
    odd.map(json),
  );

  const rawText: fc.Arbitrary<Body> = fc.oneof(
    // Duplicate keys: the same member twice, with the same value or another.
    fc
      .tuple(valid, keyArb, fc.oneof(odd, fc.constant("second")))
      .map(([v, key, x]) =>
        raw(withRawMember(key in v ? v : withKey(v, key, "first"), `${JSON.stringify(key)}:${JSON.stringify(x)}`), "application/json", "duplicate key"),
      ),
    fc.tuple(valid, keyArb, fc.constantFrom(...RAW_TOKENS)).map(([v, key, token]) => raw(withRawValue(v, key, token))),
    fc.tuple(valid, keyArb, fc.constantFrom(...REFUSED_TOKENS)).map(([v, key, token]) => raw(withRawValue(v, key, token), "application/json", "refused token")),
    fc.tuple(valid, keyArb, depthArb, fc.boolean()).map(([v, key, depth, arrays]) =>
      raw(
        new Text(withRawValue(v, key, arrays ? nestedArrays(depth) : nestedObjects(depth)), `${key}: nested ${depth} deep (${arrays ? "arrays" : "objects"})`),
        "application/json",
        depth >= 64 ? "nested too deep" : undefined,
      ),
    ),
    depthArb.map((depth) => raw(new Text(nestedArrays(depth), `[…] ${depth} deep`), "application/json", "not an object")),
    fc.tuple(valid, fc.constantFrom(...BROKEN)).map(([v, broken]) => raw(broken(JSON.stringify(v)), "application/json", "not JSON")),
    valid.map((v) => raw(` \n\t${JSON.stringify(v)}\r\n`)),
    valid.map((v) => raw(`\ufeff${JSON.stringify(v)}`)),
    valid.map((v) => raw(withRawMember(v, '"__proto__":{"polluted":true}'), "application/json", "__proto__")),
    valid.map((v) => raw(withRawMember(v, '"constructor":{"prototype":{"polluted":true}}'), "application/json", "constructor.prototype")),
    // Around the 2 MiB body limit: just under (a field too long for any limit) and over (413).
    fc.tuple(valid, keyArb, fc.constantFrom(2 * 1024 * 1024 - 200, 2 * 1024 * 1024 + 1)).map(([v, key, size]) =>
      raw(new Text(JSON.stringify(withKey(v, key, "y".repeat(size))), `${key}: "y".repeat(${size})`), "application/json", "too long"),
    ),
  );

  const otherMedia: fc.Arbitrary<Body> = fc.oneof(
    fc.tuple(valid, fc.constantFrom(...JSON_TYPES)).map(([v, type]) => raw(JSON.stringify(v), type)),
    fc.tuple(valid, fc.constantFrom(...REFUSED_TYPES, null)).map(([v, type]) => raw(JSON.stringify(v), type, "content type")),
    valid.map((v) =>
      raw(
        new URLSearchParams(Object.entries(v).map(([k, x]): [string, string] => [k, formValue(x instanceof Text ? x.value : x)])).toString(),
        "application/x-www-form-urlencoded",
        "content type",
      ),
    ),
    valid.map((v) =>
      raw(
        `${Object.entries(v).map(([k, x]) => `--fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${JSON.stringify(x)}\r\n`).join("")}--fuzz--\r\n`,
        "multipart/form-data; boundary=fuzz",
        "content type",
      ),
    ),
    // Latin-1 bytes, which are not UTF-8, whatever charset the header claims.
    fc.tuple(valid, keyArb, fc.constantFrom("application/json", "application/json; charset=latin1", "application/json; charset=iso-8859-1")).map(
      ([v, key, type]): Body => ({ raw: JSON.stringify(withKey(v, key, "café ÿ")), contentType: type, latin1: true, refuse: "not UTF-8" }),
    ),
  );

  return fc.oneof({ arbitrary: valid.map(json), weight: 4 }, { arbitrary: mutated, weight: 5 }, { arbitrary: rawText, weight: 4 }, { arbitrary: otherMedia, weight: 2 });
}

/** Text for any query value: garbage, NUL, unicode, numbers as text, very long. */
const queryGarbage: fc.Arbitrary<string | Text> = fc.oneof(
  fc.constantFrom("", " ", "0", "-1", "-0", "1.5", "1e2", "1e308", "Infinity", "NaN", "0x10", "+5", " 5 ", "１", "99999999999999999999999"),
  fc.constantFrom("true", "false", "yes", "1", "null", "undefined", "[]", "{}", "me", "ME", ABSENT_ID, ...INVALID_UUIDS, ...INVALID_DATES),
  fc.constantFrom(SQL_TEXT, "\u0000", "a\u0000b", "\ud800", "🚀", "\u202e", "\u200b", "a,b", ",", ",,", "*", "%", '"'),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(repeat("x", 501), repeat("x", 513), repeat("é", 600), repeat("a", 5000)),
);

/**
 * Values for one query key: what its schema accepts, cursors and enum words (a filter's schema may
 * not say which words it takes), and, unless `plausible`, garbage and ids of any kind.
 */
function queryValueArb(key: string, schema: JsonSchema | undefined, pool: IdPool, plausible: boolean): fc.Arbitrary<string | Text> {
  const ids = [...Object.values(pool.own).flat(), ...Object.values(pool.foreign).flat()];
  const ownCursors = fc.constantFrom(...Object.values(pool.own).flat()).map(encodeIdCursor);
  const words = fc.array(fc.constantFrom(...ENUM_WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(","));
  const accepted = schema ? [validValue(schema, key, pool).map((v) => (v instanceof Text ? v : typeof v === "string" ? v : JSON.stringify(v)))] : [];
  if (plausible) return fc.oneof({ arbitrary: fc.oneof(...accepted, words), weight: 3 }, { arbitrary: fc.oneof(ownCursors, words), weight: 1 });
  const cursors = fc.oneof(
    ownCursors,
    fc.tuple(fc.constantFrom(0, -1, 0.5, 1e308, -1e308, 5e-324, 1000.5), fc.constantFrom(...ids)).map(([score, id]) => encodeScoreCursor(score, id)),
    fc.constantFrom("zzz", "WyJ4Il0", "W10", "e30", "WzEsMiwzXQ", "WyIwMTkwYTFiMi1jM2Q0LTdlNWYtOGEwYi0xYzJkM2U0ZjVhNmIiXQ==", "Wy+/"),
    fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v)).toString("base64url")),
  );
  const oddWords = fc.array(fc.oneof(fc.constantFrom(...ENUM_WORDS), fc.constantFrom(...ENUM_WORDS).map((w) => w.toLowerCase()), fc.constant("")), {
    minLength: 1,
    maxLength: 3,
  });
  const options = [queryGarbage, oddWords.map((w) => w.join(",")), cursors, fc.constantFrom(...ids), fc.constantFrom(...ids).map((id) => id.toUpperCase())];
  return fc.oneof(...accepted, ...options, fc.constantFrom(...TEXTS));
}

/** Query text breakages no URLSearchParams would write. */
const RAW_QUERIES = [
  "limit=1&limit=2", "limit", "=x", "&&", "a[b]=1", "limit[]=5", "__proto__=x", "constructor=1", "hasOwnProperty=1", "%00=1",
  "q=%00", "q=%FF", "q=%E0%A4%A", "q=%", "status=PENDING,,DONE", "status=%20", "starting_after=", "cascade=true&cascade=false", "toString=x",
];

const queryText = (pairs: [string, string | Text][]) => pairs.map(([k, v]) => `${pct(k)}=${pct(textOf(v))}`).join("&");

/** A query string of the schema's keys with values it may well accept. */
function plausibleQueryArb(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<string> {
  const model = Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, s]) => [key, queryValueArb(key, s, pool, true)]));
  return fc.record(model, { requiredKeys: [] }).map((values) => queryText(Object.entries(values) as [string, string | Text][]));
}

/** Any query string: known and random keys, any values, repeated keys, text no encoder would write. */
function queryArb(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<string> {
  const keys = [...new Set([...Object.keys(schema?.properties ?? {}), ...QUERY_KEYS])];
  const pair = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 5 },
    { arbitrary: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("LIMIT", "Limit", "limit ", "q\u0000")), weight: 1 },
  ).chain((key) => fc.tuple(fc.constant(key), queryValueArb(key, schema?.properties?.[key], pool, false)));
  return fc.oneof(
    { arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map(queryText), weight: 6 },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
  );
}

/** Literal path segments: malformed and foreign-looking ids, percent-encoding tricks, NUL, unicode, very long. */
const pathLiteralArb: fc.Arbitrary<string | Text> = fc.oneof(
  fc.constantFrom(...INVALID_UUIDS.filter((id) => id !== ""), ...VALID_UUID_SHAPES, ABSENT_ID, `{${ABSENT_ID}}`, `urn:uuid:${ABSENT_ID}`, `${ABSENT_ID}x`),
  fc.constantFrom("me", "null", "undefined", "0", "-1", "1e308", "true", "[]", "%00", "a%00b", `${ABSENT_ID}%00`, `%00${ABSENT_ID}`),
  fc.constantFrom("%2F", "%252F", "%E0%A4%A", "%FF", "%C0%AF", "%ED%A0%80", "%F0%9F%98%80", "%u0041", "%", "%%", "..", "%2e%2e", ".", "~", "%20"),
  fc.constantFrom(pct(SQL_TEXT), pct("🚀"), pct("\u202eevil"), pct("\u200b"), pct(`${ABSENT_ID}\u200b`), pct("\ud800"), `%EF%BB%BF${ABSENT_ID}`),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(pct),
  fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map(pct),
  fc.constantFrom(repeat("a", 999), repeat("a", 1001), repeat("%41", 400), repeat("a", 5000)),
);

function pathIdArb(): fc.Arbitrary<PathId> {
  return fc.oneof(
    { arbitrary: fc.constant<PathId>({ ref: "own", upper: false }), weight: 8 },
    { arbitrary: fc.constant<PathId>({ ref: "own", upper: true }), weight: 1 },
    { arbitrary: fc.constantFrom<PathId>({ ref: "foreign", upper: false }, { ref: "misfit", upper: false }), weight: 2 },
    { arbitrary: pathLiteralArb.map((literal): PathId => ({ literal })), weight: 3 },
  );
}

const callerArb: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>("captain"), weight: 12 },
  { arbitrary: fc.constantFrom<Caller>("staff", "member"), weight: 3 },
  { arbitrary: fc.constantFrom<Caller>("readOnly", "outsider", "anonymous", "bogus"), weight: 2 },
);

/** Request headers a route reads: Idempotency-Key on POST, If-Match on PATCH, If-None-Match on GET. */
function headersArb(route: RouteSpec): fc.Arbitrary<Record<string, string>> {
  const header = (name: string, values: fc.Arbitrary<string>) => fc.option(values, { freq: 3 }).map((v): Record<string, string> => (v === null ? {} : { [name]: v }));
  if (route.method === "POST") {
    return header("idempotency-key", fc.oneof(fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 }), fc.constantFrom("key-1", "é", "k".repeat(256), "a\tb")));
  }
  if (route.method === "PATCH") return header("if-match", fc.constantFrom("*", '"x"', 'W/"x"', "garbage", '"a", "b"'));
  if (route.method === "GET") return header("if-none-match", fc.constantFrom("*", '"x"', 'W/"x"', "garbage"));
  return fc.constant({});
}

/**
 * Every request the fuzzer may send to one route. Most requests are plausible but for one part (the
 * body, the query, the path, the caller or the headers), so that each part's checks are reached past
 * the others; some are wrong everywhere at once, and some are plausible throughout, to be accepted.
 */
export function requestArb(route: RouteSpec, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const op = route.operation;
  const bodySchema = jsonSchemaOf(op.body);
  const querySchema = jsonSchemaOf(op.query);
  const params = pathParams(route);
  const ownPath = fc.constant(Object.fromEntries(params.map((name): [string, PathId] => [name, { ref: "own", upper: false }])));
  const anyPath = fc.record(Object.fromEntries(params.map((name) => [name, pathIdArb()])));
  const plausibleBody: fc.Arbitrary<Body | undefined> = bodySchema ? objectArb(bodySchema, pool).map((json): Body => ({ json })) : fc.constant(undefined);
  const anyBody: fc.Arbitrary<Body | undefined> = bodySchema
    ? fc.oneof({ arbitrary: bodyArb(bodySchema, pool), weight: 12 }, { arbitrary: fc.constant(undefined), weight: 1 })
    : route.method === "DELETE"
      ? fc.oneof(
          fc.jsonValue({ maxDepth: 2 }).map((json): Body => ({ json })),
          fc.constantFrom<Body>({ raw: "{bad", contentType: "application/json", refuse: "not JSON" }, { raw: "x", contentType: "text/plain", refuse: "content type" }),
        )
      : fc.constant(undefined);
  const plausibleQuery = querySchema ? plausibleQueryArb(querySchema, pool) : fc.constant("");
  const anyQuery = queryArb(querySchema, pool);
  const plausibleCaller = fc.constantFrom<Caller>("captain", "captain", "staff");
  const request = (parts: {
    caller?: fc.Arbitrary<Caller>;
    path?: fc.Arbitrary<Record<string, PathId>>;
    query?: fc.Arbitrary<string>;
    body?: fc.Arbitrary<Body | undefined>;
    headers?: fc.Arbitrary<Record<string, string>>;
  }) =>
    fc.record({
      caller: parts.caller ?? plausibleCaller,
      path: parts.path ?? ownPath,
      query: parts.query ?? plausibleQuery,
      body: parts.body ?? plausibleBody,
      headers: parts.headers ?? fc.constant({}),
    }) as fc.Arbitrary<FuzzRequest>;
  return fc.oneof(
    { arbitrary: request({}), weight: 3 },
    { arbitrary: request({ body: anyBody }), weight: bodySchema ? 6 : 1 },
    { arbitrary: request({ query: anyQuery }), weight: querySchema ? 3 : 1 },
    { arbitrary: request({ path: anyPath }), weight: params.length > 0 ? 2 : 0 },
    { arbitrary: request({ caller: callerArb, headers: headersArb(route) }), weight: 2 },
    { arbitrary: request({ caller: callerArb, path: anyPath, query: anyQuery, body: anyBody, headers: headersArb(route) }), weight: 2 },
  );
}

/**
 * Requests every run sends to a route, whatever the seed, so each kind of input named in issue 7 is
 * tried on every route that takes it: SQL text stored verbatim, duplicate keys, lone surrogates,
 * huge numbers, deep nesting, NUL, over-long text, wrong content types, odd path ids and queries.
 */
export function mustTry(route: RouteSpec, valid: Record<string, unknown> | undefined): FuzzRequest[] {
  const own: Record<string, PathId> = Object.fromEntries(pathParams(route).map((name) => [name, { ref: "own", upper: false }]));
  const base: FuzzRequest = { caller: "captain", path: own, query: "", headers: {} };
  const out: FuzzRequest[] = [];
  const params = pathParams(route);
  const last = params[params.length - 1];
  if (last) {
    for (const literal of ["%00", `${ABSENT_ID}%00`, pct("🚀\u202e\u200b"), repeat("a", 1001), "%E0%A4%A", "%2F"]) {
      out.push({ ...base, path: { ...own, [last]: { literal } } });
    }
    out.push({ ...base, path: { ...own, [last]: { ref: "foreign", upper: false } } });
  }
  if (route.operation.query) {
    for (const key of QUERY_KEYS) out.push({ ...base, query: `${key}=%00` }, { ...base, query: `${key}=${pct("\ud800🚀")}` }, { ...base, query: `${key}=${"9".repeat(400)}` });
    out.push({ ...base, query: RAW_QUERIES.join("&") });
  }
  if (!valid) return out;
  const keys = Object.keys(valid);
  const first = keys[0] ?? "x";
  const strings = keys.filter((key) => typeof valid[key] === "string");
  const text = strings.find((key) => !/Id$|Date$|^url$/.test(key)) ?? first;
  const raw = (body: string | Text, refuse?: string, contentType: string | null = "application/json"): FuzzRequest => ({
    ...base,
    body: { raw: body, contentType, refuse },
  });
  out.push(
    { ...base, body: { json: withKey(valid, text, SQL_TEXT) } },
    { ...base, body: { json: withKey(valid, text, "🚀 مرحبا \u202e\u200b e\u0301") } },
    raw(withRawMember(valid, `${JSON.stringify(first)}:${JSON.stringify(valid[first])}`), "duplicate key"),
    raw(withRawMember(valid, `${JSON.stringify(text)}:"b"`), "duplicate key"),
    raw(withRawValue(valid, text, '"\\ud800"'), "lone surrogate"),
    raw(withRawValue(valid, text, '"a\\udfffb"'), "lone surrogate"),
    raw(withRawValue(valid, text, '"\\u0000"'), "NUL"),
    raw(withRawValue(valid, first, "1e308")),
    raw(withRawValue(valid, first, "-0")),
    raw(withRawValue(valid, first, "9007199254740993")),
    raw(withRawValue(valid, first, "123456789012345678901234567890")),
    raw(new Text(withRawValue(valid, first, nestedArrays(65)), `${first}: [[…]] 65 deep`), "nested too deep"),
    raw(new Text(nestedObjects(100_000), '{"a":…} 100000 deep'), "nested too deep"),
    { ...base, body: { json: withKey(valid, text, repeat("x", 1_000_001)) } },
    { ...base, body: { json: withKey(valid, "unexpected", true) } },
    { ...base, body: { json: without(valid, first) } },
    ...["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=fuzz", "application/json; charset=latin1", null].map((type) =>
      raw(JSON.stringify(valid), "content type", type),
    ),
    { ...base, body: { raw: JSON.stringify(withKey(valid, text, "café")), contentType: "application/json", latin1: true, refuse: "not UTF-8" } },
  );
  return out;
}
