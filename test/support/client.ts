// A small fetch client for the API, and assertions that print the body when they fail. Every
// response is checked against the OpenAPI document on the way (support/contract.ts).
import { expect } from "vitest";
import { checkResponse } from "./contract.js";

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
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    // not JSON: tests that care assert on `text`
  }
  checkResponse(method, `${baseUrl}${path}`, response.status, response.headers, parsed);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A client bound to one server and one credential: `api.get('/api/v1/me')`. */
export function client(baseUrl: string, key: string | null) {
  const call = (method: string, path: string, options: Omit<RequestOptions, "key"> = {}) =>
    request(baseUrl, method, path, { key, ...options });
  return {
    get: (path: string, options?: Omit<RequestOptions, "key" | "body">) => call("GET", path, options),
    post: (path: string, body?: unknown, options?: Omit<RequestOptions, "key" | "body">) => call("POST", path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: Omit<RequestOptions, "key" | "body">) => call("PATCH", path, { ...options, body }),
    request: call,
  };
}
export type Client = ReturnType<typeof client>;

export function expectStatus(res: ApiResponse, status: number): void {
  expect(res.status, `expected ${status}, got ${res.status}: ${res.text}`).toBe(status);
}

/** Asserts the exact error: status, type, code and (for 400s) param, plus the envelope and request id. */
export function expectError(res: ApiResponse, status: number, type: string, code: string, param?: string): void {
  const context = `body: ${res.text}`;
  expect(res.status, context).toBe(status);
  expect(res.body?.error?.type, context).toBe(type);
  expect(res.body?.error?.code, context).toBe(code);
  if (param !== undefined) expect(res.body?.error?.param, context).toBe(param);
  else expect(res.body?.error?.param, context).toBeUndefined();
  expect(typeof res.body?.error?.message, context).toBe("string");
  expect(res.body?.request_id, context).toMatch(/^req_[0-9A-Za-z]+$/);
  expect(res.headers.get("x-request-id"), context).toBe(res.body.request_id);
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
    const res = await api.get(params.size === 0 ? path : `${path}${path.includes("?") ? "&" : "?"}${params}`);
    expectStatus(res, 200);
    pages++;
    expect(res.body.data.length).toBeLessThanOrEqual(limit ?? 25);
    expect(res.body.has_more).toBe(res.body.next_cursor !== null);
    ids.push(...res.body.data.map((record: { id: string }) => record.id));
    cursor = res.body.next_cursor;
  } while (cursor);
  return { ids, pages };
}
