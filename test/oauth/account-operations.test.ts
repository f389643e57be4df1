// The account operations' rules, run as the account pages run them (runOperation with an actor) and
// as REST and MCP will: a key's scopes never exceed the caller's, an expiring key cannot make a
// longer-lived one, an app's OAuth token can neither see nor manage keys or grants, nobody sees or revokes
// another user's; and "last used" is written at most once a minute, after the request. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../../src/auth/authenticate.js";
import { setPassword } from "../../src/domain/operator/admin.js";
import type { Actor } from "../../src/auth/actor.js";
import { listOAuthGrants, revokeOAuthGrant } from "../../src/domain/operations/grants.js";
import { createApiKey, listApiKeys, revokeApiKey } from "../../src/domain/operations/keys.js";
import type { AnyOperation } from "../../src/domain/runtime/operation.js";
import { runOperation, type RawInput } from "../../src/domain/runtime/run.js";
import { findSessionActor, signIn } from "../../src/domain/flows/sign-in.js";
import { AppError } from "../../src/errors.js";
import { client, expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeKey, makeUser, type TestUser } from "../support/factories.js";
import { Browser, obtainCode, pkce, registerClient, tokenRequest, REDIRECT_URI, TEST_PASSWORD } from "../support/oauth.js";
import { startServer, type TestServer } from "../support/start-server.js";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("account operations (%s)", (engine) => {
  let server: TestServer;
  let ada: TestUser;
  let bob: TestUser;
  let session: Actor;

  const actorOf = (secret: string) => authenticate(server.services.db.reader, `Bearer ${secret}`, new Date());
  const run = (op: AnyOperation, actor: Actor, raw: RawInput = {}) => runOperation(server.services, op, actor, raw) as Promise<Json>;
  async function refused(promise: Promise<unknown>, code: string, param?: string): Promise<AppError> {
    const error = await promise.then(
      (value) => {
        throw new Error(`expected ${code}, got ${JSON.stringify(value)}`);
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code, (error as Error).message).toBe(code);
    expect((error as AppError).param).toBe(param);
    return error as AppError;
  }

  /** An OAuth access token of Ada's, through the real flow. */
  async function oauthToken(): Promise<{ access_token: string; grantIdOf: () => Promise<string> }> {
    const browser = new Browser(server.url);
    await browser.signIn(ada.email, TEST_PASSWORD);
    const clientId = (await registerClient(server.url)).body.client_id;
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge });
    const tokens = (await tokenRequest(server.url, { grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT_URI })).body;
    return { access_token: tokens.access_token, grantIdOf: async () => (await run(listOAuthGrants, session, { query: {} })).data[0].id };
  }

  beforeAll(async () => {
    server = await startServer(engine);
    ada = await makeUser(server, { name: "Ada" });
    bob = await makeUser(server, { name: "Bob" });
    await setPassword(server.services, ada.id, TEST_PASSWORD);
    const signed = await signIn(server.services, { email: ada.email, password: TEST_PASSWORD, address: "203.0.113.1" });
    session = (await findSessionActor(server.services, signed.secret)) as Actor;
  });
  afterAll(async () => server?.close());

  it("creates keys within the caller's scopes and lifetime, shown once", async () => {
    const created = await run(createApiKey, session, { body: { name: "laptop", scopes: ["read", "write"], expiresInDays: 90 } });
    expect(created).toEqual({
      object: "api_key",
      id: expect.any(String),
      name: "laptop",
      scopes: ["read", "write"],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: expect.any(String),
      revokedAt: null,
      key: expect.stringMatching(/^sr_sk_[0-9A-Za-z]{40}$/),
    });
    expectStatus(await client(server.url, created.key).get("/api/v1/me"), 200);
    const listed = await run(listApiKeys, session, { query: {} });
    expect(listed.data.find((k: Json) => k.id === created.id)).toEqual({ ...created, key: undefined });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    // Creating a key is a write; a write-only key cannot hand out read.
    const readOnly = await actorOf((await makeKey(server, ada.id, { scopes: "read" })).secret);
    await refused(run(createApiKey, readOnly, { body: { name: "x", scopes: ["read"] } }), "insufficient_scope");
    const writeOnly = await actorOf((await makeKey(server, ada.id, { scopes: "write" })).secret);
    const tooMuch = await refused(run(createApiKey, writeOnly, { body: { name: "x", scopes: ["read", "write"] } }), "insufficient_scope");
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.message).toBe("This credential lacks the 'read' scope, so a key it creates cannot have it.");
    expect((await run(createApiKey, writeOnly, { body: { name: "x", scopes: ["write"] } })).scopes).toEqual(["write"]);

    const monthly = await actorOf((await makeKey(server, ada.id, { expiresInDays: 30 })).secret);
    await refused(run(createApiKey, monthly, { body: { name: "forever", scopes: ["read"] } }), "parameter_invalid", "expiresInDays");
    await refused(run(createApiKey, monthly, { body: { name: "longer", scopes: ["read"], expiresInDays: 31 } }), "parameter_invalid", "expiresInDays");
    expect((await run(createApiKey, monthly, { body: { name: "shorter", scopes: ["read"], expiresInDays: 7 } })).name).toBe("shorter");
  });

  it("validates the body as every operation does", async () => {
    await refused(run(createApiKey, session, { body: { scopes: ["read"] } }), "parameter_missing", "name");
    await refused(run(createApiKey, session, { body: { name: "x", scopes: [] } }), "parameter_invalid", "scopes");
    await refused(run(createApiKey, session, { body: { name: "x", scopes: ["admin"] } }), "parameter_invalid", "scopes.0");
    await refused(run(createApiKey, session, { body: { name: "x", scopes: ["read"], expiresInDays: 0 } }), "parameter_invalid", "expiresInDays");
    await refused(run(createApiKey, session, { body: { name: "x", scopes: ["read"], owner: bob.id } }), "unknown_parameter", "owner");
  });

  it("revokes only the caller's own keys, and an app's OAuth token neither lists nor manages keys or apps", async () => {
    const key = await makeKey(server, ada.id);
    await refused(run(revokeApiKey, await actorOf(bob.key), { params: { keyId: key.id } }), "resource_not_found");
    await refused(run(revokeApiKey, session, { params: { keyId: "not-a-uuid" } }), "resource_not_found");
    const { access_token, grantIdOf } = await oauthToken();
    const grantId = await grantIdOf();
    const app = await actorOf(access_token);
    await refused(run(revokeApiKey, session, { params: { keyId: app.credential.id } }), "resource_not_found");
    await refused(run(createApiKey, app, { body: { name: "escape", scopes: ["read"] } }), "credential_type_not_allowed");
    await refused(run(revokeApiKey, app, { params: { keyId: key.id } }), "credential_type_not_allowed");
    await refused(run(revokeOAuthGrant, app, { params: { grantId } }), "credential_type_not_allowed");
    const notForApps = await refused(run(listApiKeys, app, { query: {} }), "credential_type_not_allowed");
    expect(notForApps.message).toBe("An app's OAuth access token cannot list API keys; use an API key or the account page.");
    await refused(run(listOAuthGrants, app, { query: {} }), "credential_type_not_allowed");

    const revoked = await run(revokeApiKey, session, { params: { keyId: key.id } });
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect((await run(revokeApiKey, session, { params: { keyId: key.id } })).revokedAt).toBe(revoked.revokedAt);
    expectError(await key.api.get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
    expect((await run(listApiKeys, session, { query: {} })).data.map((k: Json) => k.id)).not.toContain(key.id);

    await refused(run(revokeOAuthGrant, await actorOf(bob.key), { params: { grantId } }), "resource_not_found");
    expect((await run(listOAuthGrants, await actorOf(bob.key), { query: {} })).data).toEqual([]);
    const disconnected = await run(revokeOAuthGrant, session, { params: { grantId } });
    expect(disconnected).toMatchObject({ object: "oauth_grant", id: grantId, client: { name: "Test Client", redirectHosts: ["127.0.0.1:9"] }, scopes: ["read", "write"] });
    expectError(await client(server.url, access_token).get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
  });

  it("pages through keys with a cursor", async () => {
    const carol = await makeUser(server);
    for (let i = 0; i < 3; i++) await makeKey(server, carol.id);
    const actor = await actorOf(carol.key);
    const first = await run(listApiKeys, actor, { query: { limit: 2 } });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = await run(listApiKeys, actor, { query: { limit: 2, starting_after: first.next_cursor } });
    expect(second.data).toHaveLength(2);
    expect(second.has_more).toBe(false);
    await refused(run(listApiKeys, actor, { query: { starting_after: "garbage" } }), "invalid_cursor", "starting_after");
  });

  it("records a key's last use at most once a minute, after the request", async () => {
    const key = await makeKey(server, bob.id);
    const actor = await actorOf(bob.key);
    const lastUsed = async () => (await run(listApiKeys, actor, { query: {} })).data.find((k: Json) => k.id === key.id).lastUsedAt as string | null;
    expect(await lastUsed()).toBeNull();
    expectStatus(await key.api.get("/api/v1/me"), 200);
    await expect.poll(lastUsed, { timeout: 5_000 }).toEqual(expect.any(String));
    const first = await lastUsed();
    expectStatus(await key.api.get("/api/v1/me"), 200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await lastUsed()).toBe(first);
    const realNow = server.services.now;
    server.services.now = () => new Date(Date.now() + 61_000);
    try {
      expectStatus(await key.api.get("/api/v1/me"), 200);
      await expect.poll(lastUsed, { timeout: 5_000 }).not.toBe(first);
    } finally {
      server.services.now = realNow;
    }
  });
});
