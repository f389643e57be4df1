// The OAuth flow over plain HTTP, as a browser and a client would make it, for the tests that need
// exact answers at each step (the end-to-end tests drive Chromium and the MCP SDK instead): a
// cookie jar that follows no redirect, registration, PKCE, sign-in, consent and the token endpoint.
import { createHash, randomBytes } from "node:crypto";
import { expectStatus } from "./client.js";
import { makeTeam, type TestTeam } from "./factories.js";
import type { ServerHandle } from "./start-server.js";
import { setPassword } from "../../src/domain/operator/admin.js";

export const REDIRECT_URI = "http://127.0.0.1:9/callback";

export interface FormAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body, when there is one. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function answer(response: Response): Promise<FormAnswer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** A browser without JavaScript: it keeps cookies and shows each redirect instead of following it. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, form?: Record<string, string | string[]>): Promise<FormAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let body: string | undefined;
    if (form) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
      body = params.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, { method, headers, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) {
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value.join("="));
      }
    }
    return answer(response);
  }

  get(path: string): Promise<FormAnswer> {
    return this.request("GET", path);
  }

  /** Posts a form with the CSRF token of the page at `pagePath`, as the browser would. */
  async submit(pagePath: string, action: string, form: Record<string, string | string[]>): Promise<FormAnswer> {
    const page = await this.get(pagePath);
    return this.request("POST", action, { _csrf: csrfOf(page.text), ...form });
  }

  async signIn(email: string, password: string, next = "/account"): Promise<FormAnswer> {
    return this.submit(`/signin?next=${encodeURIComponent(next)}`, "/signin", { email, password, next });
  }
}

export function csrfOf(page: string): string {
  const token = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`no CSRF token on the page:\n${page.slice(0, 2000)}`);
  return token;
}

/** The data-code of the error a page shows. */
export function pageErrorCode(page: string): string | undefined {
  return /data-code="([a-z_]+)"/.exec(page)?.[1];
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export async function registerClient(baseUrl: string, metadata: Record<string, unknown> = {}): Promise<FormAnswer> {
  const response = await fetch(`${baseUrl}/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Test Client", redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none", ...metadata }),
  });
  return answer(response);
}

export async function tokenRequest(baseUrl: string, form: Record<string, string>): Promise<FormAnswer> {
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  return answer(response);
}

export interface AuthorizeOptions {
  clientId: string;
  challenge: string;
  redirectUri?: string;
  scope?: string;
  state?: string;
  resource?: string;
  method?: string;
}

export function authorizeUrl(options: AuthorizeOptions): string {
  const params = new URLSearchParams({
    response_type: "code",
    client_id: options.clientId,
    redirect_uri: options.redirectUri ?? REDIRECT_URI,
    code_challenge: options.challenge,
    code_challenge_method: options.method ?? "S256",
    state: options.state ?? "state-1",
  });
  if (options.scope !== undefined) params.set("scope", options.scope);
  if (options.resource !== undefined) params.set("resource", options.resource);
  return `/oauth/authorize?${params}`;
}

/**
 * Signed in as the user, asks for authorization and answers the consent page; returns where the
 * browser is sent back to (the client's redirect URI with a code, or an error).
 */
export async function consent(
  browser: Browser,
  options: AuthorizeOptions & { decision?: "approve" | "deny"; grant?: string[] },
): Promise<URL> {
  const started = await browser.get(authorizeUrl(options));
  if (started.status !== 302) throw new Error(`authorize: ${started.status} ${started.text}`);
  const consentPath = started.headers.get("location") as string;
  if (!consentPath.startsWith("/oauth/consent")) return new URL(consentPath);
  const page = await browser.get(consentPath);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${page.text.slice(0, 500)}`);
  const requestId = new URL(consentPath, browser.baseUrl).searchParams.get("request") as string;
  const grant = options.grant ?? (options.scope ?? "read write").split(" ");
  const answered = await browser.request("POST", "/oauth/consent", { _csrf: csrfOf(page.text), request: requestId, decision: options.decision ?? "approve", scopes: grant });
  if (answered.status !== 303) throw new Error(`consent: ${answered.status} ${answered.text.slice(0, 500)}`);
  return new URL(answered.headers.get("location") as string);
}

/** A code for the client, through the whole front channel. */
export async function obtainCode(browser: Browser, options: AuthorizeOptions & { grant?: string[] }): Promise<string> {
  const back = await consent(browser, options);
  const code = back.searchParams.get("code");
  if (!code) throw new Error(`no code in ${back.href}`);
  return code;
}

/** A password long enough for sign-in, for the suites that set one. */
export const TEST_PASSWORD = "a long enough test password";

/**
 * What the OAuth flow suites start from: a team whose captain has a password and is signed in
 * in a browser, and two registered clients (the second to check that tokens stay with theirs).
 */
export async function signedInWithClients(server: ServerHandle): Promise<{ team: TestTeam; browser: Browser; clientId: string; otherClientId: string }> {
  const team = await makeTeam(server);
  await setPassword(server.services, team.captain.id, TEST_PASSWORD);
  const browser = new Browser(server.url);
  expectStatus(await browser.signIn(team.captain.email, TEST_PASSWORD), 303);
  const clientId = (await registerClient(server.url)).body.client_id as string;
  const otherClientId = (await registerClient(server.url, { client_name: "Other" })).body.client_id as string;
  return { team, browser, clientId, otherClientId };
}
