// Property-based fuzzing of every route in ROUTES (issue 7: never a 500 for bad input), over HTTP on
// a real server, on each engine. Inputs come from fuzz-inputs.ts, derived from the routes' zod schemas.
// For every request:
//   - never a 5xx, and every answer is one the OpenAPI document describes (support/contract.ts);
//   - every error is the envelope {error: {type, code, message, param?}, request_id}, with the
//     request id of the X-Request-Id header; every 400 names a non-empty `param`;
//   - a rejected write (a 4xx to POST, PATCH or DELETE) leaves every table exactly as it was;
//   - an accepted write stores the text it was sent verbatim (SQL-looking text included), and
//     reading the record back gives what the write answered.
// SPRINTROOM_FUZZ_RUNS sets the random requests per route and engine (default 25, 150 with
// SPRINTROOM_LONG_TESTS=1); SPRINTROOM_FUZZ_SEED the seed (default fixed). Each engine runs from a
// seed of its own (the seed, then the seed + 1), so a run sends each route twice as many different
// requests as one engine does. A failure prints the seed, the shrunk request and the answer.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteSpec } from "../../src/http/register-route.js";
import { API_PREFIX, ROUTES } from "../../src/http/routes.js";
import { ErrorEnvelope } from "../../src/schemas/error.js";
import { ABSENT_ID } from "../support/cases.js";
import { client } from "../support/client.js";
import { checkResponse } from "../support/contract.js";
import { testEngines } from "../support/databases.js";
import { makeKey, makeTeam, type TestTeam } from "../support/factories.js";
import { changesBetween, tableSnapshots, type Snapshot } from "../support/snapshot.js";
import { startServer, type TestServer } from "../support/start-server.js";
import {
  SQL_TEXT,
  Text,
  jsonSchemaOf,
  isReference,
  kindOf,
  mustTry,
  paramOf,
  pathParams,
  requestArb,
  type Caller,
  type FuzzRequest,
  type IdPool,
  type JsonSchema,
  type PathId,
} from "./fuzz-inputs.js";

const RUNS = Number(process.env.SPRINTROOM_FUZZ_RUNS ?? (process.env.SPRINTROOM_LONG_TESTS === "1" ? 150 : 25));
const SEED = Number(process.env.SPRINTROOM_FUZZ_SEED ?? 20260707);

/**
 * 400s that may leave `param` out (src/http/error-handler.ts): faults of the HTTP framing, before any
 * field exists to name (docs/api.md: every 400 for a body or query names the offending field) — a
 * Content-Length that disagrees with the body, bytes that are not HTTP, a body cut off by the
 * client. Every other 400 names one: `invalid_json` names `body` (or the key it has twice),
 * `invalid_url` names `path`, `Idempotency-Key` errors name the header, validation the field.
 */
/** Names the API trims (as the CLI does) before storing; every other text is stored exactly as sent. */
const TRIMMED_FIELDS = new Set(["team.name", "api_key.name"]);
const PARAMLESS_400_CODES = new Set(["invalid_content_length", "invalid_http", "request_aborted"]);

type Json = Record<string, unknown>;
/** Table name → its rows as text, one a line, sorted. */

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

const unstorable = (text: string) => text.includes("\u0000") || /\p{Cs}/u.test(text);

/** Whether a JSON value holds a NUL or a lone surrogate, in a string or a key: text no database stores as sent. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return unstorable(value);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => unstorable(key) || holdsUnstorableText(item));
}

/** Why a request's body must be refused, when it surely must: the fuzzer's tag, or text that cannot be stored. */
function mustRefuse(request: FuzzRequest): string | undefined {
  const body = request.body;
  if (!body) return undefined;
  if (!("json" in body)) return body.refuse;
  return holdsUnstorableText(JSON.parse(JSON.stringify(body.json) ?? "null")) ? "NUL or lone surrogate" : undefined;
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);
const shorten = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** The `object` a route's operation answers with (sprint, comment, …), when it is one record. */
function recordKind(route: RouteSpec): string | undefined {
  const schema = jsonSchemaOf(route.operation.output) as { properties?: { object?: { const?: unknown } } } | undefined;
  const kind = schema?.properties?.object?.const;
  return typeof kind === "string" ? kind : undefined;
}

/**
 * The POST that creates records of a kind (not one that acts on such a record, as a retry or a
 * rotation does), the GET that reads one back and the DELETE that deletes one.
 */
const creatorOf = (kind: string) => ROUTES.find((r) => r.method === "POST" && recordKind(r) === kind && !r.url.includes(`:${paramOf(kind)}`));
const readerOf = (kind: string) => ROUTES.find((r) => r.method === "GET" && recordKind(r) === kind && r.url.endsWith(`/:${paramOf(kind)}`));
const deleterOf = (kind: string) => ROUTES.find((r) => r.method === "DELETE" && r.url.endsWith(`/:${paramOf(kind)}`));

/**
 * The smallest valid value of a schema, for making records. A URL is also valid text, so one value
 * fits every plain string field, a resource's url included.
 */
async function minimalValue(schema: JsonSchema, name: string, idOf: (kind: string) => Promise<string>): Promise<unknown> {
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.find((s) => s.type !== "null");
  // A nullable reference to a record of the same kind (parentId): none, rather than the record itself.
  if (branch && isReference(name) && schema.anyOf?.some((s) => s.type === "null")) return null;
  if (branch) return minimalValue(branch, name, idOf);
  switch (schema.type) {
    case "boolean":
      return false;
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "string":
      if (schema.format === "uuid") return idOf(kindOf(name));
      if (schema.format === "date") return "2026-01-01";
      return "https://example.com/fuzz";
    case "array":
      return [await minimalValue(schema.items ?? {}, name, idOf)];
    default:
      return null;
  }
}

async function minimalBody(schema: JsonSchema, idOf: (kind: string) => Promise<string>, all: boolean): Promise<Json> {
  const body: Json = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (all || schema.required?.includes(key)) body[key] = await minimalValue(property, key, idOf);
  }
  return body;
}

describe.each(testEngines())("fuzzing every route (%s)", (engine) => {
  const seed = SEED + testEngines().indexOf(engine);
  let server: TestServer;
  let team: TestTeam;
  let keys: Record<Caller, string | null>;
  let pool: IdPool;
  let snapshot: () => Promise<Snapshot>;
  /** The last snapshot, while nothing has been written since (a rejected write writes nothing: that is checked). */
  let lastSnapshot: Snapshot | undefined;

  const ownIdOf = async (kind: string): Promise<string> => (pool.own[kind] ?? [])[0] ?? ABSENT_ID;

  /** Makes a record of `kind` through the API, in our team or the other one, making what it needs first. */
  async function createRecord(kind: string, side: "own" | "foreign"): Promise<string | undefined> {
    const route = creatorOf(kind);
    if (!route) return undefined;
    const idOf = async (k: string): Promise<string> => (pool[side][k] ?? [])[0] ?? (await ensure(k, side)) ?? ABSENT_ID;
    const segments = await Promise.all(pathParams(route).map(async (name) => [name, await idOf(kindOf(name))] as const));
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => segments.find(([n]) => n === name)?.[1] ?? ABSENT_ID);
    const schema = jsonSchemaOf(route.operation.body) ?? {};
    const caller = side === "own" ? team.captain.api : team.outsider.api;
    lastSnapshot = undefined;
    const body = await minimalBody(schema, idOf, false);
    // A relation joins two activities: the other one is made for it (an activity cannot relate to itself).
    if ("relatedActivityId" in body) body.relatedActivityId = await createRecord("activity", side);
    const res = await caller.post(`${API_PREFIX}${path}`, body);
    if (res.status !== 201) throw new Error(`creating a ${kind}: ${res.status} ${res.text}`);
    return (res.body as Json).id as string;
  }

  /**
   * A record no route creates, made by what makes it: an event by any change (the newest of the
   * team's), a webhook delivery by a change after its endpoint exists.
   */
  async function discoverRecord(kind: string, side: "own" | "foreign"): Promise<string | undefined> {
    const caller = side === "own" ? team.captain.api : team.outsider.api;
    const teamId = (pool[side].team ?? [])[0] as string;
    if (kind === "event") {
      await ensure("activity", side);
      return ((await caller.get(`${API_PREFIX}/teams/${teamId}/events?limit=1`)).body as { data: Json[] }).data[0]?.id as string | undefined;
    }
    if (kind === "webhook_delivery") {
      const webhookId = await ensure("webhook_endpoint", side);
      await createRecord("comment", side);
      return ((await caller.get(`${API_PREFIX}/webhooks/${webhookId}/deliveries?limit=1`)).body as { data: Json[] }).data[0]?.id as string | undefined;
    }
    return undefined;
  }

  async function ensure(kind: string, side: "own" | "foreign"): Promise<string | undefined> {
    const known = pool[side][kind]?.[0];
    if (known) return known;
    const id = (await createRecord(kind, side)) ?? (await discoverRecord(kind, side));
    if (id) pool[side][kind] = [id];
    return id;
  }

  beforeAll(async () => {
    server = await startServer(engine, { SPRINTROOM_AI_QUOTAS: "FREE=1000000,ESSENTIAL=1000000,PRO=1000000,MAX=1000000" });
    team = await makeTeam(server);
    const readOnly = await makeKey(server, team.captain.id, { scopes: "read" });
    keys = {
      captain: team.captain.key,
      staff: team.staff.key,
      member: team.member.key,
      readOnly: readOnly.secret,
      outsider: team.outsider.key,
      anonymous: null,
      bogus: `sr_sk_${"0".repeat(40)}`,
    };
    pool = {
      own: { team: [team.id], user: [team.captain.id, team.staff.id, team.member.id] },
      foreign: { team: [team.outsiderTeamId], user: [team.outsider.id] },
    };
    // One record of every kind a path or a body names, in both teams.
    const named = ROUTES.flatMap((route) => [
      ...pathParams(route),
      ...Object.keys(jsonSchemaOf(route.operation.body)?.properties ?? {}),
      ...Object.keys(jsonSchemaOf(route.operation.query)?.properties ?? {}),
    ]).filter((name) => /Id$/.test(name));
    for (const kind of new Set(named.map(kindOf))) {
      await ensure(kind, "own");
      await ensure(kind, "foreign");
    }
    snapshot = await tableSnapshots(server);
  }, 120_000);
  afterAll(async () => server?.close());

  /**
   * Records made for a DELETE to aim at. One the DELETE refused (no scope, the wrong caller) is
   * deleted afterwards by its owner, so nothing piles up past a per-team limit however long the run.
   */
  const freshTargets: { path: string; side: "own" | "foreign" }[] = [];

  async function removeFreshTargets(): Promise<void> {
    for (const target of freshTargets.splice(0)) {
      lastSnapshot = undefined;
      const caller = target.side === "own" ? team.captain.api : team.outsider.api;
      await caller.request("DELETE", `${API_PREFIX}${target.path}`);
    }
  }

  /** The path with its ids resolved; a DELETE gets a fresh record to aim at, so the fixtures stay. */
  async function resolvePath(route: RouteSpec, request: FuzzRequest): Promise<string> {
    const ids: Record<string, string> = {};
    for (const name of pathParams(route)) {
      const id = request.path[name];
      const kind = kindOf(name);
      if (!id || "literal" in id) {
        ids[name] = id ? (id.literal instanceof Text ? id.literal.value : id.literal) : "";
        continue;
      }
      let value: string;
      if (id.ref === "misfit") value = Object.entries(pool.own).find(([k]) => k !== kind && k !== "user")?.[1][0] ?? ABSENT_ID;
      else if (route.method === "DELETE") {
        const fresh = await createRecord(kind, id.ref);
        if (fresh) freshTargets.push({ path: route.url.replace(`:${name}`, fresh), side: id.ref });
        value = fresh ?? (pool[id.ref][kind] ?? [])[0] ?? ABSENT_ID;
      }
      else value = (pool[id.ref][kind] ?? [])[0] ?? ABSENT_ID;
      ids[name] = id.upper ? value.toUpperCase() : value;
    }
    return API_PREFIX + route.url.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? "");
  }

  async function send(method: string, url: string, request: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = { ...request.headers };
    const key = keys[request.caller];
    if (key) headers.authorization = `Bearer ${key}`;
    let body: string | Uint8Array | undefined;
    const sent = request.body;
    if (sent && "json" in sent) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(sent.json);
    } else if (sent) {
      const text = sent.raw instanceof Text ? sent.raw.value : sent.raw;
      // Bytes, not a string, so fetch adds no content type of its own.
      body = new Uint8Array(Buffer.from(text, sent.latin1 ? "latin1" : "utf8"));
      if (sent.contentType !== null) headers["content-type"] = sent.contentType;
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  /** Runs one request and checks every property; throws with the request and the answer when one fails. */
  async function exercise(route: RouteSpec, request: FuzzRequest): Promise<Answer> {
    const path = await resolvePath(route, request);
    const url = `${server.url}${path}${request.query === "" ? "" : `?${request.query}`}`;
    const write = route.method !== "GET";
    const before = write ? (lastSnapshot ?? (await snapshot())) : undefined;
    if (write) lastSnapshot = undefined;
    const res = await send(route.method, url, request);
    const context = `${route.method} ${shorten(url, 300)} as ${request.caller} → ${res.status} ${shorten(res.text)}`;

    expect(res.status, context).toBeLessThan(500);
    expect(() => checkResponse(route.method, url, res.status, res.headers, res.body), context).not.toThrow();
    if (res.status >= 300 && res.status !== 304) {
      const envelope = ErrorEnvelope.strict().safeParse(res.body);
      expect(envelope.success, `not the error envelope: ${context}`).toBe(true);
      const error = (res.body as { error: Json; request_id: string }).error;
      expect(Object.keys(error).every((k) => ["type", "code", "message", "param", "index"].includes(k)), context).toBe(true);
      expect((res.body as Json).request_id, context).toMatch(/^req_[0-9A-Za-z]{24}$/);
      expect(res.headers.get("x-request-id"), context).toBe((res.body as Json).request_id);
      if (res.status === 400 && !PARAMLESS_400_CODES.has(String(error.code))) {
        expect(typeof error.param === "string" && error.param.length > 0, `400 without a param: ${context}`).toBe(true);
      }
    }
    const refuse = mustRefuse(request);
    if (refuse) expect(res.status >= 400 && res.status < 500, `accepted a body it must refuse (${refuse}): ${context}`).toBe(true);
    if (before && res.status >= 400 && res.status < 500) {
      const after = await snapshot();
      expect(changesBetween(before, after), `a rejected write changed data: ${context}`).toEqual([]);
      lastSnapshot = after;
    }
    if (res.status >= 200 && res.status < 300 && route.operation.scope === "write") await checkStored(route, request, res, context);
    await removeFreshTargets();
    return res;
  }

  /** An accepted write answers the text it was sent, as sent, and reading the record back gives the same record. */
  async function checkStored(route: RouteSpec, request: FuzzRequest, res: Answer, context: string): Promise<void> {
    if (!isObject(res.body)) return;
    const record = res.body;
    const sent = request.body && "json" in request.body ? (JSON.parse(JSON.stringify(request.body.json)) as unknown) : undefined;
    const properties = jsonSchemaOf(route.operation.body)?.properties ?? {};
    if (isObject(sent)) {
      for (const [key, value] of Object.entries(sent)) {
        if (typeof value !== "string" || !(key in record)) continue;
        const uuid = (properties[key]?.anyOf ?? [properties[key]]).some((s) => s?.format === "uuid");
        const expected = uuid ? value.toLowerCase() : TRIMMED_FIELDS.has(`${String(record.object)}.${key}`) ? value.trim() : value;
        expect(record[key], `${key} not stored verbatim: ${context}`).toBe(expected);
      }
    }
    const kind = record.object;
    // A replay (Idempotency-Key) answers what the first request did; that record may be gone since.
    if (typeof kind !== "string" || typeof record.id !== "string" || res.headers.get("idempotent-replayed") === "true") return;
    const as = { caller: request.caller, path: {}, query: "", headers: {} };
    const reader = readerOf(kind);
    if (reader) {
      const again = await send("GET", `${server.url}${API_PREFIX}${reader.url.replace(/:\w+/, record.id)}`, as);
      // A secret is in the answer that made it, once, and never read back.
      const { secret: _shownOnce, ...stored } = record;
      expect(again.body, `read back differs: ${context}`).toEqual(stored);
    }
    // A record the request created is deleted again, so the data, and each snapshot, stay small
    // however long the run: what is checked is that the record was stored as sent.
    const deleter = deleterOf(kind);
    if (route === creatorOf(kind) && deleter) {
      lastSnapshot = undefined;
      await send("DELETE", `${server.url}${API_PREFIX}${deleter.url.replace(/:\w+/, record.id)}`, as);
    }
  }

  it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s",
    async (_name, route) => {
      const bodySchema = jsonSchemaOf(route.operation.body);
      const valid = bodySchema ? await minimalBody(bodySchema, ownIdOf, true) : undefined;
      await fc.assert(
        fc.asyncProperty(requestArb(route, pool), async (request) => {
          await exercise(route, request);
        }),
        { numRuns: RUNS, seed, examples: mustTry(route, valid).map((request) => [request] as [FuzzRequest]) },
      );
    },
    60_000 + RUNS * 2_000,
  );

  // Every write that stores text, with SQL-looking text in every text field that takes free text (a
  // field that refuses it, such as a URL, is found by its 400 and given back its plain value).
  // A body of only emails, ids and enums (adding a member) has no such field.
  const textFields = (route: RouteSpec): string[] =>
    Object.entries(jsonSchemaOf(route.operation.body)?.properties ?? {})
      .filter(([, p]) => (p.anyOf ?? [p]).some((b) => b.type === "string" && !b.format && !b.enum))
      .map(([key]) => key);
  it.each(ROUTES.filter((r) => r.operation.scope === "write" && textFields(r).length > 0).map((r) => [`${r.method} ${r.url}`, r] as const))(
    "stores SQL-looking text verbatim: %s",
    async (_name, route) => {
      const schema = jsonSchemaOf(route.operation.body) ?? {};
      const plain = await minimalBody(schema, ownIdOf, true);
      const text = textFields(route);
      const path = Object.fromEntries(pathParams(route).map((name): [string, PathId] => [name, { ref: "own", upper: false }]));
      let res: Answer | undefined;
      while (text.length > 0) {
        const body = { ...plain, ...Object.fromEntries(text.map((key) => [key, SQL_TEXT])) };
        res = await exercise(route, { caller: "captain", path, query: "", headers: {}, body: { json: body } });
        const param = res.status === 400 ? ((res.body as { error: Json }).error.param as string) : undefined;
        if (param === undefined || !text.includes(param)) break;
        text.splice(text.indexOf(param), 1);
      }
      expect(text.length, `no field of ${route.url} took the text`).toBeGreaterThan(0);
      expect(res?.status, res?.text).toBeLessThan(300);
      for (const key of text) expect((res?.body as Json)[key], key).toBe(SQL_TEXT);
    },
  );

  it("still answers, and kept the fixtures", async () => {
    const me = client(server.url, team.captain.key);
    expect((await me.get(`${API_PREFIX}/me`)).status).toBe(200);
    for (const route of ROUTES.filter((r) => r.method === "GET" && /\/:\w+$/.test(r.url) && !r.url.startsWith("/teams"))) {
      const [name] = pathParams(route);
      const id = await ownIdOf(kindOf(name ?? ""));
      expect((await me.get(`${API_PREFIX}${route.url.replace(/:\w+/, id)}`)).status, route.url).toBe(200);
    }
  });
});
