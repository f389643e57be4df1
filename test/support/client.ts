// A small client for the API, sending requests as fetch() sends them, and assertions that print the
// body when they fail. Every response is checked against the OpenAPI document on the way
// (support/contract.ts). Bodies are typed from the document's types (types/openapi.d.ts) by
// operation: `api.get<Answer<"getSprint">>(…)`.
import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import { gunzipSync, inflateSync } from "node:zlib";
import { expect } from "vitest";
import type { components, operations } from "../../types/openapi.js";
import { checkResponse } from "./contract.js";

type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** What an operation answers with `status` (its first success status by default). */
export type Answer<Op extends keyof operations, Status extends keyof operations[Op]["responses"] = Extract<keyof operations[Op]["responses"], 200 | 201>> = JsonOf<
  operations[Op]["responses"][Status]
>;
/** The JSON body an operation takes. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends { requestBody?: infer Body } ? JsonOf<Body> : never;
export type ErrorEnvelope = components["schemas"]["ErrorEnvelope"];
/** One page of a list, whatever its records. */
export type Page<T = { id: string }> = { object: "list"; data: T[]; has_more: boolean; next_cursor: string | null };

export interface ApiResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && headers["content-type"] === undefined) headers["content-type"] = "application/json";
  const response = await send(method, new URL(`${baseUrl}${path}`), headers, body);
  const text = response.text;
  let parsed: unknown = text;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    // not JSON: tests that care assert on `text`
  }
  checkResponse(method, `${baseUrl}${path}`, response.status, response.headers, parsed);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

// The request goes out as fetch() sends it (the same headers, redirects followed), over node:http:
// fetch's web streams cost about twice the CPU per request, and the suite sends tens of thousands.

/** Kept-alive connections, as fetch keeps them. */
const agent = new Agent({ keepAlive: true });

/**
 * Forgets the kept-alive connections: after a server stopped and another started on its port, a
 * connection to the old one can still sit in the pool until its close is read, and a request sent on
 * it meanwhile fails (ECONNRESET) as it would with any pooling client.
 */
export function forgetConnections(): void {
  for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
}

/** What fetch() adds to a request that does not name them (Node's undici). */
const FETCH_DEFAULTS: Record<string, string> = { accept: "*/*", "accept-language": "*", "sec-fetch-mode": "cors", "user-agent": "node", "accept-encoding": "gzip, deflate" };

async function send(method: string, url: URL, given: Record<string, string>, body: string | undefined, redirects = 0): Promise<{ status: number; headers: Headers; text: string }> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  for (const [name, value] of Object.entries(FETCH_DEFAULTS)) headers[name] ??= value;
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  else if (["POST", "PUT", "PATCH"].includes(method)) headers["content-length"] = "0";
  // A connection that fails rejects as fetch's does: a TypeError ("fetch failed", or "terminated"
  // while the body comes) with the socket's error as its cause, which the crash tests expect.
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent });
    req.once("response", resolve);
    // After the answer, an error of the request (a server that answers early and closes) is not
    // the answer's: it settled already, and the body below ends or fails on its own.
    req.on("error", (cause) => reject(new TypeError("fetch failed", { cause })));
    req.end(body);
  });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of res) chunks.push(chunk as Buffer);
  } catch (cause) {
    throw new TypeError("terminated", { cause });
  }
  const answered = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) answered.append(res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string);
  const text = decoded(Buffer.concat(chunks), answered.get("content-encoding")).toString("utf8");
  const status = res.statusCode ?? 0;
  const location = answered.get("location");
  if ([301, 302, 303, 307, 308].includes(status) && location !== null) {
    // fetch's "follow": at most 20, and a 303 (or a POST's 301 or 302) goes on as a GET without its body.
    if (redirects >= 20) throw new TypeError("fetch failed: redirect count exceeded");
    const next = new URL(location, url);
    const asGet = status === 303 ? method !== "HEAD" : [301, 302].includes(status) && method === "POST";
    const onward = { ...given };
    if (asGet) for (const name of Object.keys(onward)) if (/^content-/i.test(name)) delete onward[name];
    if (next.origin !== url.origin) for (const name of Object.keys(onward)) if (/^(authorization|cookie|proxy-authorization)$/i.test(name)) delete onward[name];
    return send(asGet ? "GET" : method, next, onward, asGet ? undefined : body, redirects + 1);
  }
  return { status, headers: answered, text };
}

/** The body as fetch hands it over: decoded from the encodings its request accepted (FETCH_DEFAULTS). */
function decoded(body: Buffer, encoding: string | null): Buffer {
  if (encoding === null || encoding === "identity") return body;
  if (encoding === "gzip" || encoding === "x-gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  throw new Error(`An answer in an encoding the request did not accept: ${encoding}`);
}

/** A client bound to one server and one credential: `api.get('/api/v1/me')`. */
export function client(baseUrl: string, key: string | null) {
  const call = <T = any>(method: string, path: string, options: Omit<RequestOptions, "key"> = {}) => // eslint-disable-line @typescript-eslint/no-explicit-any
    request(baseUrl, method, path, { key, ...options }) as Promise<ApiResponse<T>>;
  return {
    get: <T = any>(path: string, options?: Omit<RequestOptions, "key" | "body">) => call<T>("GET", path, options), // eslint-disable-line @typescript-eslint/no-explicit-any
    post: <T = any>(path: string, body?: unknown, options?: Omit<RequestOptions, "key" | "body">) => call<T>("POST", path, { ...options, body }), // eslint-disable-line @typescript-eslint/no-explicit-any
    patch: <T = any>(path: string, body?: unknown, options?: Omit<RequestOptions, "key" | "body">) => call<T>("PATCH", path, { ...options, body }), // eslint-disable-line @typescript-eslint/no-explicit-any
    request: call,
  };
}
export type Client = ReturnType<typeof client>;

export function expectStatus(res: ApiResponse<unknown>, status: number): void {
  expect(res.status, `expected ${status}, got ${res.status}: ${res.text}`).toBe(status);
}

/** Asserts the exact error: status, type, code and (for 400s) param, plus the envelope and request id. */
export function expectError(res: ApiResponse<unknown>, status: number, type: string, code: string, param?: string): void {
  const context = `body: ${res.text}`;
  const body = res.body as Partial<ErrorEnvelope> | undefined;
  expect(res.status, context).toBe(status);
  expect(body?.error?.type, context).toBe(type);
  expect(body?.error?.code, context).toBe(code);
  if (param !== undefined) expect(body?.error?.param, context).toBe(param);
  else expect(body?.error?.param, context).toBeUndefined();
  expect(typeof body?.error?.message, context).toBe("string");
  expect(body?.request_id, context).toMatch(/^req_[0-9A-Za-z]+$/);
  expect(res.headers.get("x-request-id"), context).toBe(body?.request_id);
}

/**
 * Every page of a list (`path` may carry a query), following next_cursor with `limit` (the default
 * page size, 25, when undefined): the ids in the order given, and the number of pages. Checks each
 * page's size and that has_more says whether a next_cursor came.
 */
export async function walkPages(api: Client, path: string, limit?: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams();
    if (limit !== undefined) params.set("limit", String(limit));
    if (cursor) params.set("starting_after", cursor);
    const res = await api.get<Page>(params.size === 0 ? path : `${path}${path.includes("?") ? "&" : "?"}${params}`);
    expectStatus(res, 200);
    pages++;
    expect(res.body.data.length).toBeLessThanOrEqual(limit ?? 25);
    expect(res.body.has_more).toBe(res.body.next_cursor !== null);
    ids.push(...res.body.data.map((record) => record.id));
    cursor = res.body.next_cursor;
  } while (cursor);
  return { ids, pages };
}
