// CORS: off unless SPRINTROOM_CORS_ORIGINS names origins; then those origins (and only those) may call
// the API from a browser, preflights need no credential and cost no rate limit, and the headers a
// script needs (request id, rate limit, ETag) are readable. Checked over HTTP, then in real Chromium.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { chromiumAvailable, closeContexts, sharedChromium } from "../support/chromium.js";
import { expectError, expectStatus, request } from "../support/client.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, sharedServer, type ServerHandle, type TestServer } from "../support/start-server.js";

const APP = "https://app.example.com";
const OTHER = "http://localhost:5173";

/** A raw answer: OPTIONS and cross-origin headers are not in the OpenAPI document the client checks against. */
async function raw(url: string, method: string, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(url, { method, headers });
  await res.arrayBuffer();
  return res;
}

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("CORS off (the default)", () => {
  let server: ServerHandle;
  let team: TestTeam;
  beforeAll(async () => {
    server = await sharedServer("sqlite");
    team = await makeTeam(server);
  });

  it("adds no CORS header to any answer, whatever the Origin", async () => {
    const res = await request(server.url, "GET", "/api/v1/me", { key: team.captain.key, headers: { origin: APP } });
    expectStatus(res, 200);
    expect([...res.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });

  it("answers a preflight 404 with the envelope and no CORS header, so the browser refuses the call", async () => {
    const res = await fetch(`${server.url}/api/v1/me`, {
      method: "OPTIONS",
      headers: { origin: APP, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(res.status).toBe(404);
    expect(corsHeaders(res)).toEqual([]);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({ type: "not_found_error", code: "route_not_found" });
  });
});

describe("CORS with SPRINTROOM_CORS_ORIGINS", () => {
  let server: TestServer;
  let team: TestTeam;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_CORS_ORIGINS: `${APP}, ${OTHER}` });
    team = await makeTeam(server);
  });
  afterAll(async () => server?.close());

  it("lets a listed origin read answers and the headers a script needs", async () => {
    for (const origin of [APP, OTHER]) {
      const res = await request(server.url, "GET", `/api/v1/teams/${team.id}`, { key: team.captain.key, headers: { origin } });
      expectStatus(res, 200);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
      expect(res.headers.get("vary")).toMatch(/\bOrigin\b/);
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect(res.headers.get("access-control-expose-headers")?.split(", ")).toEqual(
        expect.arrayContaining(["ETag", "X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", "Idempotent-Replayed"]),
      );
    }
  });

  it("lets a listed origin read errors too", async () => {
    const res = await request(server.url, "GET", "/api/v1/me", { headers: { origin: APP } });
    expectError(res, 401, "authentication_error", "missing_credential");
    expect(res.headers.get("access-control-allow-origin")).toBe(APP);
  });

  it("gives an origin that is not listed no Access-Control-Allow-Origin", async () => {
    for (const origin of ["https://evil.example.com", "https://app.example.com.evil.com", "http://app.example.com", "null"]) {
      const res = await request(server.url, "GET", "/api/v1/me", { key: team.captain.key, headers: { origin } });
      expectStatus(res, 200);
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
    const preflight = await raw(`${server.url}/api/v1/me`, "OPTIONS", { origin: "https://evil.example.com", "access-control-request-method": "GET" });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS preflights and the rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    // FREE=3 per minute per address for callers without a credential.
    server = await startServer("sqlite", { SPRINTROOM_CORS_ORIGINS: APP, SPRINTROOM_RATE_LIMITS: "FREE=3" });
  });
  afterAll(async () => server?.close());

  it("answers a preflight 204 without a credential, and preflights cost no rate limit", async () => {
    // Ten preflights, then three unauthenticated calls still get their 401, not a 429.
    for (let i = 0; i < 10; i++) {
      const res = await raw(`${server.url}/api/v1/activities/00000000-0000-4000-8000-000000000000`, "OPTIONS", {
        origin: APP,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization, content-type, if-match, idempotency-key",
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(APP);
      expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, PATCH, DELETE");
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase().split(", ")).toEqual(
        expect.arrayContaining(["authorization", "content-type", "if-match", "if-none-match", "idempotency-key"]),
      );
      expect(res.headers.get("access-control-max-age")).toBe("600");
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    }
    for (let i = 0; i < 3; i++) expectError(await request(server.url, "GET", "/api/v1/me", { headers: { origin: APP } }), 401, "authentication_error", "missing_credential");
  });
});

describe("SPRINTROOM_CORS_ORIGINS values", () => {
  const corsOf = (value: string) => loadConfig({ SPRINTROOM_CORS_ORIGINS: value }).corsOrigins;

  it("reads a comma-separated list of origins, or *", () => {
    expect(corsOf("")).toEqual([]);
    expect(corsOf(" https://a.example.com ,http://localhost:3000,")).toEqual(["https://a.example.com", "http://localhost:3000"]);
    expect(corsOf("*")).toEqual(["*"]);
  });

  it.each(["https://a.example.com/", "https://a.example.com/app", "ftp://a.example.com", "a.example.com", "*, https://a.example.com", "null", "https://a.example.com:99999"])(
    "refuses %j at start-up, naming the setting",
    (value) => {
      expect(() => corsOf(value)).toThrow(/SPRINTROOM_CORS_ORIGINS/);
    },
  );
});

const available = chromiumAvailable("the CORS browser test");

describe.runIf(available)("CORS in Chromium: a page on another origin calls the API", () => {
  let page: Server;
  let pageOrigin: string;
  let allowed: TestServer;
  let closed: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    page = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>app</title>"));
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    allowed = await startServer("sqlite", { SPRINTROOM_CORS_ORIGINS: pageOrigin });
    closed = await startServer("sqlite");
    browser = await sharedChromium();
  }, 60_000);
  afterAll(async () => {
    await closeContexts(browser);
    await allowed?.close();
    await closed?.close();
    await new Promise((resolve) => page?.close(resolve));
  });

  /** Runs fetch in the page: the status, the JSON and the headers a script can read, or the browser's refusal. */
  const browserFetch = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    const tab = await browser.newPage();
    try {
      await tab.goto(pageOrigin);
      return await tab.evaluate(
        async ({ url, init }) => {
          try {
            const res = await fetch(url, init);
            return { status: res.status, body: await res.json(), etag: res.headers.get("etag"), requestId: res.headers.get("x-request-id") };
          } catch (error) {
            return { refused: String(error) };
          }
        },
        { url, init },
      );
    } finally {
      await tab.close();
    }
  };

  it("works from a listed origin, preflighted PATCH with If-Match included", async () => {
    const team = await makeTeam(allowed);
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id, { title: "From the browser" });
    const auth = { authorization: `Bearer ${team.captain.key}` };
    const got = await browserFetch(`${allowed.url}/api/v1/activities/${activity.id}`, { method: "GET", headers: auth });
    expect(got).toMatchObject({ status: 200, body: { id: activity.id, title: "From the browser" }, etag: expect.stringMatching(/^"/), requestId: expect.stringMatching(/^req_/) });
    const patched = await browserFetch(`${allowed.url}/api/v1/activities/${activity.id}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": "application/json", "if-match": (got as { etag: string }).etag },
      body: JSON.stringify({ title: "Patched from the browser" }),
    });
    expect(patched).toMatchObject({ status: 200, body: { title: "Patched from the browser" } });
  }, 60_000);

  it("is refused by the browser when the server has no CORS origins", async () => {
    const team = await makeTeam(closed);
    const res = await browserFetch(`${closed.url}/api/v1/me`, { method: "GET", headers: { authorization: `Bearer ${team.captain.key}` } });
    expect(res).toEqual({ refused: expect.stringContaining("Failed to fetch") });
  }, 60_000);
});
