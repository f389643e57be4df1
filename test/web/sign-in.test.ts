// Sign-in, sessions and the pages' defences over HTTP: wrong passwords and unknown accounts alike,
// CSRF tokens on every form, attempts limited per account and per address, the session cookie's
// flags (Secure and __Host- behind an https public URL), sign-out, no open redirect, pages never
// framed or cached. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "../../src/domain/operator/admin.js";
import { SIGN_IN_LIMITS } from "../../src/domain/flows/sign-in.js";
import { expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeTeam, makeUser, type TestTeam } from "../support/factories.js";
import { authorizeUrl, Browser, csrfOf, pageErrorCode, pkce, registerClient, TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";


describe.each(testEngines())("sign-in and the pages' defences (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;

  beforeAll(async () => {
    server = await startServer(engine);
    team = await makeTeam(server);
    await setPassword(server.services, team.captain.id, TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  it("signs in with the right password only, and says the same for a wrong password and an unknown account", async () => {
    const browser = new Browser(server.url);
    for (const [email, password] of [
      [team.captain.email, "not the password at all"],
      ["nobody@example.test", TEST_PASSWORD],
      [team.member.email, TEST_PASSWORD],
      ["", ""],
    ] as const) {
      const res = await browser.signIn(email, password);
      expect(res.status, email).toBe(401);
      expect(pageErrorCode(res.text)).toBe("sign_in_failed");
      expect(res.text).toContain("That email and password do not match an account.");
      expect(browser.cookies.has("sr_session")).toBe(false);
    }
    const ok = await browser.signIn(team.captain.email.toUpperCase(), TEST_PASSWORD);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/account");
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith("sr_session=")) as string;
    expect(cookie).toMatch(/^sr_session=sr_ss_[0-9A-Za-z]{40}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expectStatus(await browser.get("/account"), 200);
  });

  it("refuses every form without its CSRF token, or with another browser's (403 csrf_token_invalid)", async () => {
    const browser = new Browser(server.url);
    expectStatus(await browser.signIn(team.captain.email, TEST_PASSWORD), 303);
    const stranger = new Browser(server.url);
    const strangersToken = csrfOf((await stranger.get("/signin")).text);
    const clientId = (await registerClient(server.url)).body.client_id;
    const started = await browser.get(authorizeUrl({ clientId, challenge: pkce().challenge }));
    const requestId = new URL(started.headers.get("location") as string, server.url).searchParams.get("request") as string;
    const keyId = team.captain.keyId;
    const forms: Array<[string, Record<string, string>]> = [
      ["/signin", { email: team.captain.email, password: TEST_PASSWORD }],
      ["/oauth/consent", { request: requestId, decision: "approve", scopes: "read" }],
      ["/account/keys", { name: "sneaky", scopes: "write", expires: "never" }],
      [`/account/keys/${keyId}/revoke`, {}],
      ["/account/apps/0190a1b2-c3d4-7e5f-8a0b-1c2d3e4f5a6b/revoke", {}],
      ["/signout", {}],
    ];
    for (const [action, form] of forms) {
      for (const token of [undefined, strangersToken, "forged"]) {
        const res = await browser.request("POST", action, token === undefined ? form : { ...form, _csrf: token });
        expect(res.status, `${action} with ${token ?? "no token"}: ${res.text.slice(0, 300)}`).toBe(403);
        expect(pageErrorCode(res.text), action).toBe("csrf_token_invalid");
      }
    }
    // Nothing happened: still signed in, the key works, the request can still be answered.
    expectStatus(await browser.get("/account"), 200);
    expectStatus(await team.captain.api.get("/api/v1/me"), 200);
    expectStatus(await browser.get(`/oauth/consent?request=${requestId}`), 200);
  });

  it("sends only to its own pages after sign-in (home for anything else)", async () => {
    const user = await makeUser(server);
    await setPassword(server.services, user.id, TEST_PASSWORD);
    const teamPage = `/t/${team.id}/list?q=rounding&status=TODO,DONE`;
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/account/../../x", "/oauth/consent?request=short", `/t/${team.id}/../../x`, "/t/not-a-team/board", `/t/${team.id}/board?x=<script>`]) {
      const res = await new Browser(server.url).signIn(user.email, TEST_PASSWORD, next);
      expect(res.headers.get("location"), next).toBe("/");
    }
    // Ten attempts per account in 15 minutes: another account for these.
    const other = await makeUser(server);
    await setPassword(server.services, other.id, TEST_PASSWORD);
    for (const next of ["/account", "/", teamPage]) {
      const res = await new Browser(server.url).signIn(other.email, TEST_PASSWORD, next);
      expect(res.headers.get("location"), next).toBe(next);
    }
  });

  it("signs out: the session ends on the server, not only in the browser", async () => {
    const browser = new Browser(server.url);
    await browser.signIn(team.captain.email, TEST_PASSWORD);
    const session = browser.cookies.get("sr_session") as string;
    const out = await browser.submit("/account", "/signout", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/signin?signed_out=1");
    expect(browser.cookies.has("sr_session")).toBe(false);
    const replayed = new Browser(server.url);
    replayed.cookies.set("sr_session", session);
    const res = await replayed.get("/account");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/signin?next=%2Faccount");
  });

  it("ends every session when the password is set again", async () => {
    const browser = new Browser(server.url);
    await browser.signIn(team.captain.email, TEST_PASSWORD);
    expectStatus(await browser.get("/account"), 200);
    await setPassword(server.services, team.captain.id, TEST_PASSWORD);
    expect((await browser.get("/account")).status).toBe(303);
  });

  it("serves pages that are never cached, framed or scripted", async () => {
    const res = await new Browser(server.url).get("/signin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers.getSetCookie().find((c) => c.startsWith("sr_csrf="))).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(res.text).not.toContain("<script");
  });

  it("escapes what apps and users name themselves, isolated from the text around them", async () => {
    const escaped = '<bdi dir="auto">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</bdi>';
    const clientId = (await registerClient(server.url, { client_name: '<img src=x onerror="alert(1)">' })).body.client_id;
    const browser = new Browser(server.url);
    await browser.signIn(team.captain.email, TEST_PASSWORD);
    const started = await browser.get(authorizeUrl({ clientId, challenge: pkce().challenge }));
    const page = await browser.get(started.headers.get("location") as string);
    expect(page.text).toContain(`Allow ${escaped} to use`);
    expect(page.text).not.toContain("<img");

    // Not signed in yet: the sign-in page the authorization leads to says which app is asking.
    const stranger = new Browser(server.url);
    const asked = await stranger.get(authorizeUrl({ clientId, challenge: pkce().challenge }));
    const consentPath = asked.headers.get("location") as string;
    const toSignIn = await stranger.get(consentPath);
    expect(toSignIn.headers.get("location")).toBe(`/signin?next=${encodeURIComponent(consentPath)}`);
    const signInPage = await stranger.get(toSignIn.headers.get("location") as string);
    expect(signInPage.text).toContain(
      '<strong><bdi dir="auto" class="app-name">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</bdi></strong> asks to connect to your Sprintroom account.',
    );
    expect(signInPage.text).not.toContain("<img");
  });
});

describe("sign-in attempts are limited", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(async () => server?.close());

  it(`allows ${SIGN_IN_LIMITS.account} attempts per account in 15 minutes, then 429 even with the right password`, async () => {
    const user = await makeUser(server);
    await setPassword(server.services, user.id, TEST_PASSWORD);
    const browser = new Browser(server.url);
    for (let i = 0; i < SIGN_IN_LIMITS.account; i++) expect((await browser.signIn(user.email, `wrong password ${i}`)).status).toBe(401);
    const limited = await browser.signIn(user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(pageErrorCode(limited.text)).toBe("too_many_sign_in_attempts");
    expect(limited.text).toMatch(/Too many sign-in attempts for this account\. Try again in \d+ minutes?\./);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(browser.cookies.has("sr_session")).toBe(false);
  });

  it(`allows ${SIGN_IN_LIMITS.address} attempts per address in 15 minutes, whichever accounts they name`, async () => {
    const browser = new Browser(server.url);
    const user = await makeUser(server);
    await setPassword(server.services, user.id, TEST_PASSWORD);
    // The first test spent this address's budget too.
    let spent = SIGN_IN_LIMITS.account + 1;
    for (; spent < SIGN_IN_LIMITS.address; spent++) expect((await browser.signIn(`someone-${spent}@example.test`, "wrong password")).status).toBe(401);
    const limited = await browser.signIn(user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many sign-in attempts from your network\./);
  });
});

describe("behind https (SPRINTROOM_PUBLIC_URL)", () => {
  let server: TestServer;
  let team: TestTeam;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_PUBLIC_URL: "https://sprintroom.example" });
    team = await makeTeam(server);
    await setPassword(server.services, team.captain.id, TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  it("makes the cookies Secure with the __Host- prefix, and names the public URL in metadata and challenges", async () => {
    const browser = new Browser(server.url);
    const page = await browser.get("/signin");
    expect(page.headers.getSetCookie().find((c) => c.startsWith("__Host-sr_csrf="))).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const res = await browser.request("POST", "/signin", { _csrf: csrfOf(page.text), email: team.captain.email, password: TEST_PASSWORD, next: "/account" });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-sr_session="))).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const metadata = (await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, string>;
    expect(metadata.issuer).toBe("https://sprintroom.example");
    expect(metadata.token_endpoint).toBe("https://sprintroom.example/oauth/token");
    const challenge = (await fetch(`${server.url}/api/mcp`, { method: "POST" })).headers.get("www-authenticate");
    expect(challenge).toContain('resource_metadata="https://sprintroom.example/.well-known/oauth-protected-resource/api/mcp"');
  });
});
