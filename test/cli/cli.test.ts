// The `sprintroom` command as an administrator runs it, JSON out with --json, against SQLite and
// PostgreSQL. The admin commands run the CLI's main function in the test's process
// (test/support/cli-in-process.ts: each command in a process of its own would spend about a second of
// CPU loading modules); the real bin (`node bin/sprintroom.js`, the compiled dist/) runs where a
// process matters: its exit codes 0, 1 and 2, a password on a real pipe, and `sprintroom serve`. The
// credentials it prints must work on a server started the way a user starts it, and the first start
// on an empty database must hand over a key and a curl line that work exactly as written
// (test/cli/terminal.test.ts: on a terminal; here, under a supervisor, in a file only its owner can
// read). The groups run one after another and keep their number of processes small.
import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { expectError, expectStatus, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { authenticate } from "../../src/auth/authenticate.js";
import { loadConfig } from "../../src/config.js";
import { SYSTEM_ACTOR, SYSTEM_CREDENTIAL_ID } from "../../src/domain/runtime/context.js";
import { listEvents } from "../../src/domain/operations/events.js";
import { createApiKey, listApiKeys } from "../../src/domain/operations/keys.js";
import { AppError } from "../../src/errors.js";
import { runOperation } from "../../src/domain/runtime/run.js";
import { signIn } from "../../src/domain/flows/sign-in.js";
import { createServices } from "../../src/services.js";
import { runCliInProcess } from "../support/cli-in-process.js";
import { Browser } from "../support/oauth.js";
import { freePort, occupyPort, runCli, startServe, type CliRun, type ServeProcess } from "../support/spawn-server.js";
import { prepareDatabase } from "../support/start-server.js";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const API_KEY = /^sr_sk_[0-9A-Za-z]{40}$/;
const ACCESS_TOKEN = /^sr_at_[0-9A-Za-z]{40}$/;
const DAY = 86_400_000;

// ---- one CLI command: `sprintroom <args> --json`, in this process or as `node bin/sprintroom.js` ----

interface JsonRun extends CliRun {
  args: string[];
  json: Json;
}

type Runner = typeof runCli;

/** `input` is what the command reads on stdin (a password); stdin is closed either way. */
function cli(databaseUrl: string, args: string[], env: Record<string, string> = {}, input = ""): Promise<JsonRun> {
  return jsonRun(runCliInProcess, databaseUrl, args, env, input);
}

/** The same, as the real bin in a child process. */
function binCli(databaseUrl: string, args: string[], env: Record<string, string> = {}, input = ""): Promise<JsonRun> {
  return jsonRun(runCli, databaseUrl, args, env, input);
}

async function jsonRun(runner: Runner, databaseUrl: string, args: string[], env: Record<string, string>, input: string): Promise<JsonRun> {
  const run = await runner([...args, "--json"], { env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", ...env }, input });
  let json: Json;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    json = undefined;
  }
  return { ...run, args, json };
}

const said = (run: JsonRun) => `sprintroom ${run.args.join(" ")} --json exited ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;

/** The command as a person runs it, without --json. */
function cliText(databaseUrl: string, args: string[], input = ""): Promise<CliRun> {
  return runCliInProcess(args, { env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" }, input });
}

/** Exit 0, nothing on stderr, one JSON document on stdout: returns it. */
function ok(run: JsonRun): Json {
  expect(run.code, said(run)).toBe(0);
  expect(run.stderr, said(run)).toBe("");
  expect(run.json, said(run)).toBeTypeOf("object");
  return run.json;
}

/** Exit 1 and the error JSON on stdout, exactly. */
function failed(run: JsonRun, type: string, code: string, param?: string): void {
  expect(run.code, said(run)).toBe(1);
  expect(run.json, said(run)).toEqual({ error: { type, code, message: expect.any(String), ...(param === undefined ? {} : { param }) } });
}

// ---- `sprintroom serve` as a child process ----

const running = new Set<ServeProcess>();

function serve(env: Record<string, string | undefined>, args: string[] = []): ServeProcess {
  const server = startServe(env, args);
  running.add(server);
  return server;
}

/** Graceful shutdown: SIGTERM ends the server with exit code 0 within 10 s. */
async function expectCleanStop(server: ServeProcess): Promise<void> {
  running.delete(server);
  await server.stop();
  expect(await server.exited, `the server did not shut down cleanly on SIGTERM\n${server.output()}`).toEqual({ code: 0, signal: null });
}

afterEach(async () => {
  for (const server of [...running]) await expectCleanStop(server);
});

/** Row counts of a SQLite database, read directly (the server must be stopped or idle). */
function countRows(databaseUrl: string): Record<string, number> {
  const db = new SqliteDatabase(databaseUrl.slice("sqlite:".length), { fileMustExist: true });
  try {
    const tables = ["users", "teams", "team_members", "credentials", "sprints", "activities", "comments", "documents", "resources"];
    return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

// ---- the admin commands, on every engine ----

describe.each(testEngines())("sprintroom admin commands (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("prints every record as JSON, and the key and token it prints work until revoked", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const url = database.databaseUrl;
    const run = (...args: string[]) => cli(url, args);

    // The bin, exit 0: it migrates and says so.
    expect(ok(await binCli(url, ["migrate"]))).toEqual({ object: "migration", status: "up to date" });
    expect(ok(await run("migrate"))).toEqual({ object: "migration", status: "up to date" });

    // users
    const ada = ok(await run("user", "create", "--email", "Ada@Example.com", "--name", "Ada Lovelace"));
    expect(ada).toEqual({ object: "user", id: expect.stringMatching(UUID_V7), email: "ada@example.com", name: "Ada Lovelace", createdAt: expect.stringMatching(ISO) });
    // The bin, exit 1: the error JSON on stdout.
    failed(await binCli(url, ["user", "create", "--email", "ADA@example.com", "--name", "Ada Again"]), "invalid_request_error", "email_taken", "email");
    failed(await run("user", "create", "--email", "ADA@example.com", "--name", "Ada Again"), "invalid_request_error", "email_taken", "email");

    // teams and plans
    const platform = ok(await run("team", "create", "--name", "Platform", "--plan", "ESSENTIAL"));
    expect(platform).toEqual({
      object: "team",
      id: expect.stringMatching(UUID_V7),
      name: "Platform",
      plan: "ESSENTIAL",
      createdAt: expect.stringMatching(ISO),
      updatedAt: platform.createdAt,
    });
    const research = ok(await run("team", "create", "--name", "Research"));
    expect(research).toEqual({ ...platform, id: expect.stringMatching(UUID_V7), name: "Research", plan: "FREE", createdAt: expect.stringMatching(ISO), updatedAt: research.createdAt });
    const upgraded = ok(await run("team", "set-plan", platform.id, "MAX"));
    expect(upgraded).toEqual({ ...platform, plan: "MAX", updatedAt: expect.stringMatching(ISO) });
    expect(Date.parse(upgraded.updatedAt), JSON.stringify(upgraded)).toBeGreaterThan(Date.parse(platform.updatedAt));
    failed(await run("team", "set-plan", platform.id, "GOLD"), "invalid_request_error", "parameter_invalid", "plan");

    // members: by email and by id
    const member = { object: "member", id: ada.id, name: "Ada Lovelace", email: "ada@example.com", joinedAt: expect.stringMatching(ISO) };
    expect(ok(await run("member", "add", "--team", platform.id, "--user", "ADA@example.com", "--role", "CAPTAIN"))).toEqual({
      ...member,
      teamId: platform.id,
      role: "CAPTAIN",
    });
    expect(ok(await run("member", "add", "--team", research.id, "--user", ada.id, "--role", "MEMBER"))).toEqual({
      ...member,
      teamId: research.id,
      role: "MEMBER",
    });

    // an API key with every option, and an access token with the defaults (read,write; 1 hour)
    const key = ok(await run("key", "create", "--user", ada.id, "--scopes", "read,write", "--name", "laptop", "--expires-in", "30d"));
    // The record POST /api/v1/keys answers (createApiKey).
    expect(key).toEqual({
      object: "api_key",
      id: expect.stringMatching(UUID_V7),
      name: "laptop",
      scopes: ["read", "write"],
      createdAt: expect.stringMatching(ISO),
      lastUsedAt: null,
      expiresAt: expect.stringMatching(ISO),
      revokedAt: null,
      key: expect.stringMatching(API_KEY),
    });
    expect(Date.parse(key.expiresAt) - Date.parse(key.createdAt), JSON.stringify(key)).toBe(30 * DAY);
    const token = ok(await run("token", "create", "--user", "ada@example.com"));
    expect(token).toEqual({
      object: "oauth_token",
      id: expect.stringMatching(UUID_V7),
      userId: ada.id,
      name: null,
      scopes: ["read", "write"],
      expiresAt: expect.stringMatching(ISO),
      revokedAt: null,
      createdAt: expect.stringMatching(ISO),
      token: expect.stringMatching(ACCESS_TOKEN),
    });
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt), JSON.stringify(token)).toBe(3_600_000);

    // The server, started as a user starts it, on the same database.
    const server = serve({ DATABASE_URL: url }, ["--port", "0", "--host", "127.0.0.1"]);
    const base = await server.listening();
    const identity = (credential: Json, teams: Json[]) => ({
      object: "identity",
      user: { id: ada.id, name: "Ada Lovelace", email: "ada@example.com" },
      credential,
      scopes: ["read", "write"],
      teams,
      rateLimit: { limit: 300, plan: "MAX" },
    });
    const platformEntry = { id: platform.id, name: "Platform", role: "CAPTAIN", plan: "MAX" };
    const researchEntry = { id: research.id, name: "Research", role: "MEMBER", plan: "FREE" };
    const keyCredential = { type: "api_key", id: key.id, name: "laptop", scopes: ["read", "write"], expiresAt: key.expiresAt };
    const tokenCredential = { type: "oauth_token", id: token.id, name: null, scopes: ["read", "write"], expiresAt: token.expiresAt };

    let me = await request(base, "GET", "/api/v1/me", { key: key.key });
    expectStatus(me, 200);
    expect(me.body).toEqual(identity(keyCredential, [researchEntry, platformEntry]));
    me = await request(base, "GET", "/api/v1/me", { key: token.token });
    expectStatus(me, 200);
    expect(me.body).toEqual(identity(tokenCredential, [researchEntry, platformEntry]));

    expect(ok(await run("member", "remove", "--team", research.id, "--user", "ada@example.com"))).toEqual({ object: "member", id: ada.id, deleted: true });
    me = await request(base, "GET", "/api/v1/me", { key: key.key });
    expectStatus(me, 200);
    expect(me.body).toEqual(identity(keyCredential, [platformEntry]));

    const { key: _secret, ...keyRecord } = key;
    // The record the API answers, with the key's last use (recorded off the request's path, so not yet, perhaps).
    const revokedKey = ok(await run("key", "revoke", key.id));
    expect(revokedKey).toEqual({ ...keyRecord, lastUsedAt: revokedKey.lastUsedAt, revokedAt: expect.stringMatching(ISO) });
    expect(revokedKey.lastUsedAt === null || ISO.test(revokedKey.lastUsedAt), JSON.stringify(revokedKey)).toBe(true);
    expectError(await request(base, "GET", "/api/v1/me", { key: key.key }), 401, "authentication_error", "credential_revoked");
    expectStatus(await request(base, "GET", "/api/v1/me", { key: token.token }), 200);

    const { token: _tokenSecret, ...tokenRecord } = token;
    expect(ok(await run("token", "revoke", token.id))).toEqual({ ...tokenRecord, revokedAt: expect.stringMatching(ISO) });
    expectError(await request(base, "GET", "/api/v1/me", { key: token.token }), 401, "authentication_error", "credential_revoked");

    // `sprintroom demo`: a demo team on a database that has data, and a key that is its captain's.
    const demo = ok(await run("demo"));
    expect(demo).toEqual({
      object: "demo",
      teamId: expect.stringMatching(UUID_V7),
      userId: expect.stringMatching(UUID_V7),
      email: expect.stringMatching(/^ada\+[0-9a-f]{6}@demo\.sprintroom\.dev$/),
      password: expect.stringMatching(/^[0-9A-Za-z]{20}$/),
      keyId: expect.stringMatching(UUID_V7),
      key: expect.stringMatching(API_KEY),
    });
    expectStatus(await new Browser(base).signIn(demo.email, demo.password), 303);
    me = await request(base, "GET", "/api/v1/me", { key: demo.key });
    expectStatus(me, 200);
    expect(me.body).toEqual({
      object: "identity",
      user: { id: demo.userId, name: "Ada Lovelace", email: expect.stringMatching(/^ada\+[0-9a-f]{6}@demo\.sprintroom\.dev$/) },
      credential: { type: "api_key", id: demo.keyId, name: "demo", scopes: ["read", "write"], expiresAt: null },
      scopes: ["read", "write"],
      teams: [{ id: demo.teamId, name: "Demo Team", role: "CAPTAIN", plan: "PRO" }],
      rateLimit: { limit: 120, plan: "PRO" },
    });
    const activities = await request(base, "GET", `/api/v1/teams/${demo.teamId}/activities`, { key: demo.key });
    expectStatus(activities, 200);
    expect(activities.body.data).toHaveLength(12);

    // A database that already has users gets no demo on start, and no key is ever logged.
    expect(server.stdout()).not.toContain("sr_sk_");
    expect(server.stdout()).not.toContain("sr_at_");
    await expectCleanStop(server);
  }, 240_000);

  it("sets passwords from stdin (never argv), which then sign in; a short one or none is refused", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const url = database.databaseUrl;
    const password = "correct horse battery staple";
    // The bin, with the password on a real pipe.
    const grace = ok(await binCli(url, ["user", "create", "--email", "grace@example.com", "--name", "Grace Hopper", "--password-stdin"], {}, `${password}\n`));
    expect(grace).toEqual({ object: "user", id: expect.stringMatching(UUID_V7), email: "grace@example.com", name: "Grace Hopper", createdAt: expect.stringMatching(ISO) });
    ok(await cli(url, ["user", "create", "--email", "alan@example.com", "--name", "Alan Turing"]));

    const services = createServices(loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const signInWith = (email: string, secret: string) => signIn(services, { email, password: secret, address: "203.0.113.9" });
    expect((await signInWith("grace@example.com", password)).userId).toBe(grace.id);
    await expect(signInWith("alan@example.com", password)).rejects.toMatchObject({ code: "sign_in_failed" });

    const alan = ok(await cli(url, ["user", "set-password", "alan@example.com"], {}, "another long passphrase\r\n"));
    expect(alan).toMatchObject({ object: "user", email: "alan@example.com" });
    // Without --json, a person is told it worked.
    const told = await cliText(url, ["user", "set-password", "alan@example.com"], "another long passphrase\n");
    expect(told.code, told.stderr).toBe(0);
    expect(told.stdout).toContain("Password set for Alan Turing <alan@example.com>");
    expect((await signInWith("alan@example.com", "another long passphrase")).userId).toBe(alan.id);

    // Too short (the message never repeats it), nothing on stdin, an unknown user.
    const short = await cli(url, ["user", "set-password", "alan@example.com"], {}, "short\n");
    failed(short, "invalid_request_error", "parameter_invalid", "password");
    expect(short.stdout).not.toContain("short\"");
    failed(await cli(url, ["user", "set-password", "alan@example.com"]), "invalid_request_error", "parameter_invalid", "password");
    const nobody = await cli(url, ["user", "set-password", "nobody@example.com"], {}, `${password}\n`);
    failed(nobody, "not_found_error", "resource_not_found");
    expect(nobody.json.error.message).toBe("No user with email 'nobody@example.com'.");
    expect((await signInWith("alan@example.com", "another long passphrase")).userId).toBe(alan.id);
  }, 120_000);

  it("runs team and member changes by the API's rules, as the operator: the last CAPTAIN stays, and each change is an event", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const url = database.databaseUrl;
    const run = (...args: string[]) => cli(url, args);
    const ada = ok(await run("user", "create", "--email", "ada@example.com", "--name", "Ada Lovelace"));
    const bob = ok(await run("user", "create", "--email", "bob@example.com", "--name", "Bob"));
    const team = ok(await run("team", "create", "--name", "Rules"));
    ok(await run("member", "add", "--team", team.id, "--user", "ada@example.com", "--role", "CAPTAIN"));
    ok(await run("member", "add", "--team", team.id, "--user", "bob@example.com", "--role", "MEMBER"));
    expect(ok(await run("member", "add", "--team", team.id, "--user", bob.id, "--role", "STAFF"))).toMatchObject({ id: bob.id, role: "STAFF" });

    // The API's refusals, with its codes and messages, and exit 1.
    const lastCaptain = await run("member", "remove", "--team", team.id, "--user", "ada@example.com");
    failed(lastCaptain, "invalid_request_error", "last_captain");
    expect(lastCaptain.json.error.message).toContain("A team keeps at least one CAPTAIN");
    failed(await run("member", "add", "--team", team.id, "--user", ada.id, "--role", "STAFF"), "invalid_request_error", "last_captain");
    failed(await run("member", "add", "--team", team.id, "--user", bob.id, "--role", "BOSS"), "invalid_request_error", "parameter_invalid", "role");
    const stranger = await run("member", "add", "--team", team.id, "--user", "nobody@example.com", "--role", "MEMBER");
    failed(stranger, "not_found_error", "resource_not_found");
    expect(stranger.json.error.message).toBe("No user with email 'nobody@example.com'.");
    expect(ok(await run("member", "remove", "--team", team.id, "--user", bob.id))).toEqual({ object: "member", id: bob.id, deleted: true });
    expect(ok(await run("team", "set-plan", team.id, "PRO"))).toMatchObject({ id: team.id, plan: "PRO" });

    const services = createServices(loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const events = (await runOperation(services, listEvents, SYSTEM_ACTOR, { params: { teamId: team.id }, query: {} })) as Json;
    expect(events.data.map((e: Json) => [e.type, e.data.object.id, e.data.object.role ?? e.data.object.plan])).toEqual([
      ["team.updated", team.id, "PRO"],
      ["member.removed", bob.id, "STAFF"],
      ["member.updated", bob.id, "STAFF"],
      ["member.added", bob.id, "MEMBER"],
      ["member.added", ada.id, "CAPTAIN"],
      ["team.created", team.id, "FREE"],
    ]);
    expect(events.data[0].data.previous).toEqual({ plan: "FREE", updatedAt: team.updatedAt });
    for (const event of events.data) expect(event.actor).toEqual({ userId: null, credential: { type: "system", id: SYSTEM_CREDENTIAL_ID } });
  }, 120_000);

  it("runs key and token commands by the API's rules: its limits, scopes and messages, exit 1, nothing written", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const url = database.databaseUrl;
    const run = (...args: string[]) => cli(url, args);
    const ada = ok(await run("user", "create", "--email", "ada@example.com", "--name", "Ada Lovelace"));
    const key = ok(await run("key", "create", "--user", "ada@example.com"));
    expect(key).toMatchObject({ name: "sprintroom CLI", scopes: ["read", "write"], expiresAt: null });

    // The same refusals createApiKey gives a caller of the API (an API key of Ada's, authenticated
    // as a request is): the CLI prints the API's error, with its code, param and message, and exits 1.
    const services = createServices(loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const caller = await authenticate(services.db.kysely, `Bearer ${key.key}`, new Date());
    const apiError = async (body: object) => {
      const error = await runOperation(services, createApiKey, caller, { body }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      const { type, code, message, param } = error as AppError;
      return { error: { type, code, message, ...(param === undefined ? {} : { param }) } };
    };
    const refusals: Array<[string[], object]> = [
      [["--expires-in", "4000d"], { name: "x", scopes: ["read"], expiresInDays: 4000 }],
      [["--expires-in", "0d"], { name: "x", scopes: ["read"], expiresInDays: 0 }],
      [["--scopes", "read,admin"], { name: "x", scopes: ["read", "admin"] }],
      [["--scopes", "read,write,read"], { name: "x", scopes: ["read", "write", "read"] }],
      [["--name", "n".repeat(101)], { name: "n".repeat(101), scopes: ["read"] }],
    ];
    for (const [flags, body] of refusals) {
      const refused = await run("key", "create", "--user", ada.id, ...flags);
      expect(refused.code, said(refused)).toBe(1);
      expect(refused.json, said(refused)).toEqual(await apiError(body));
      expect(refused.json.error.code, said(refused)).toBe("parameter_invalid");
    }
    expect((await apiError({ name: "x", scopes: ["read"], expiresInDays: 4000 })).error).toEqual({
      type: "invalid_request_error",
      code: "parameter_invalid",
      param: "expiresInDays",
      message: "'expiresInDays' must be an integer from 1 to 3650, or null; got '4000'.",
    });
    // A lifetime that is no whole number of days is the CLI's own refusal, naming its flag.
    failed(await run("key", "create", "--user", ada.id, "--expires-in", "12h"), "invalid_request_error", "parameter_invalid", "expires-in");
    failed(await run("key", "create", "--user", ada.id, "--expires-in", "soon"), "invalid_request_error", "parameter_invalid", "expires-in");
    const longest = ok(await run("key", "create", "--user", ada.id, "--name", "ci", "--scopes", "read", "--expires-in", "3650d"));
    expect(Date.parse(longest.expiresAt) - Date.parse(longest.createdAt)).toBe(3650 * DAY);
    const listed = (await runOperation(services, listApiKeys, caller, { query: {} })) as Json;
    expect(listed.data.map((k: Json) => k.id).sort()).toEqual([key.id, longest.id].sort());

    // Tokens: at most an access token's lifetime (one hour), as the token endpoint issues them.
    const tooLong = await run("token", "create", "--user", ada.id, "--expires-in", "2h");
    failed(tooLong, "invalid_request_error", "parameter_invalid", "expiresInSeconds");
    expect(tooLong.json.error.message).toBe("'expiresInSeconds' must be an integer from 1 to 3600; got '7200'.");
    failed(await run("token", "create", "--user", ada.id, "--scopes", "admin"), "invalid_request_error", "parameter_invalid", "scopes.0");
    const short = ok(await run("token", "create", "--user", ada.id, "--scopes", "read", "--expires-in", "15m"));
    expect(short).toMatchObject({ object: "oauth_token", userId: ada.id, scopes: ["read"] });
    expect(Date.parse(short.expiresAt) - Date.parse(short.createdAt)).toBe(15 * 60_000);
    const nobody = await run("token", "create", "--user", "nobody@example.com");
    failed(nobody, "not_found_error", "resource_not_found");
    expect(nobody.json.error.message).toBe("No user with email 'nobody@example.com'.");

    // Revoking: an unknown id, or a token's id given as a key's (and the reverse), is the operation's 404.
    const unknown = "01900000-0000-7000-8000-000000000000";
    for (const [noun, id, what] of [
      ["key", unknown, "API key"],
      ["key", short.id, "API key"],
      ["key", "not-a-uuid", "API key"],
      ["token", unknown, "access token"],
      ["token", key.id, "access token"],
    ] as const) {
      const missing = await run(noun, "revoke", id);
      failed(missing, "not_found_error", "resource_not_found");
      expect(missing.json.error.message).toBe(`No ${what} with id '${id}'.`);
    }
    const revoked = ok(await run("key", "revoke", longest.id));
    expect(revoked).toEqual({ ...longest, key: undefined, revokedAt: expect.stringMatching(ISO) });
    expect(ok(await run("key", "revoke", longest.id))).toEqual(revoked);
    expect(ok(await run("token", "revoke", short.id))).toMatchObject({ id: short.id, revokedAt: expect.stringMatching(ISO) });
  }, 120_000);

  it("names an unknown command, and exits 2 with the usage", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    for (const [args, named] of [[["frob"], "frob"], [["user", "frob", "x"], "user frob"]] as const) {
      const unknown = await binCli(database.databaseUrl, [...args]);
      expect(unknown.code, said(unknown)).toBe(2);
      expect(unknown.stderr).toContain(`error: unknown command '${named}'`);
      expect(unknown.stderr).toContain("Usage: sprintroom <command>");
    }
  }, 60_000);
});

// ---- the first start: `npm start` on an empty database ----

const DEMO_ACTIVITIES = [
  ["A/B test the new flow", "PENDING"],
  ["Add Apple Pay", "TODO"],
  ["Address autocomplete", "NEEDS_HELP"],
  ["Checkout load-time budget", "IN_REVIEW"],
  ["Error states for declined cards", "ASSIGNED"],
  ["Fix rounding in order totals", "BLOCKED"],
  ["Guest checkout", "BACKLOG"],
  ["Promo code field", "REVIEW"],
  ["Redesign the cart summary", "IN_PROGRESS"],
  ["Set up CI pipeline", "COMPLETED"],
  ["Sign-in with email link", "COMPLETED"],
  ["Write onboarding copy", "DONE"],
];

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

describe("sprintroom serve on an empty database", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("creates a demo team once, and writes a key and a curl line that work exactly as written, never to the log", async () => {
    const database = await prepareDatabase("sqlite");
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.databaseUrl, HOST: "127.0.0.1" };

    // A start that cannot listen (the port is taken) exits 1 and leaves the database empty: the demo,
    // and its key, are not lost to a start nobody saw.
    const blocker = await occupyPort();
    try {
      failed(await binCli(database.databaseUrl, ["serve"], { ...env, PORT: String(blocker.port) }), "api_error", "cli_error");
    } finally {
      await blocker.close();
    }
    expect(countRows(database.databaseUrl)).toMatchObject({ users: 0, teams: 0, credentials: 0 });

    // stdout is a pipe here, as under a supervisor: it carries JSON log lines only, and the key goes
    // to a file only its owner can read, which a log line names.
    const port = await freePort();
    const first = serve({ ...env, PORT: String(port) });
    expect(await first.listening()).toBe(`http://127.0.0.1:${port}`);
    const [, file] = await first.waitFor(/"file":"([^"]+)","msg":"first start: [^"]*"/);
    const databaseFile = database.databaseUrl.slice("sqlite:".length);
    expect(file).toBe(join(dirname(databaseFile), "first-start.txt"));
    expect(statSync(file as string).mode & 0o777).toBe(0o600);
    const written = readFileSync(file as string, "utf8");
    const banner = written.split("\n").filter((line) => line.trim() !== "");
    const key = /^ {2}(sr_sk_[0-9A-Za-z]{40})$/m.exec(written)?.[1] as string;
    const teamId = /^Created a demo team "Demo Team" \(([0-9a-f-]{36})\)/m.exec(written)?.[1] as string;
    expect(key, written).toMatch(API_KEY);
    expect(teamId, written).toMatch(UUID_V7);
    const curl = `curl -H "Authorization: Bearer ${key}" http://127.0.0.1:${port}/api/v1/teams/${teamId}/activities`;
    expect(banner, written).toEqual([
      `Created a demo team "Demo Team" (${teamId}) with sprints, activities, comments, documents and links.`,
      `Database: ${databaseFile}`,
      expect.stringMatching(/^Signed in as Ada Lovelace <ada\+[0-9a-f]{6}@demo\.sprintroom\.dev>, CAPTAIN\. Your API key \(shown once, keep it\):$/),
      `  ${key}`,
      expect.stringMatching(
        new RegExp(`^Open the board at http://127\\.0\\.0\\.1:${port}/ \\(and the account page, and connect apps by OAuth\\) as ada\\+[0-9a-f]{6}@demo\\.sprintroom\\.dev with the password [0-9A-Za-z]{20}$`),
      ),
      "Try it:",
      `  ${curl}`,
      "This file is readable by its owner only. Delete it once you have kept the key.",
    ]);
    expect(first.stdout()).not.toContain(key);
    expect(first.stdout().split("\n").filter((line) => line !== "" && !line.startsWith("{"))).toEqual([]);

    // The password, exactly as printed, signs in.
    const [, email, password] = / as (\S+) with the password (\S+)$/m.exec(written) as RegExpExecArray;
    expectStatus(await new Browser(`http://127.0.0.1:${port}`).signIn(email as string, password as string), 303);

    // The curl line, exactly as printed, through a shell.
    const printed = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
      execFile("/bin/sh", ["-c", curl], { timeout: 30_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${curl}\nfailed: ${error.message}\n${stderr}`)) : resolve({ stdout, stderr }),
      ),
    );
    const fromCurl: Json = (() => {
      try {
        return JSON.parse(printed.stdout);
      } catch {
        throw new Error(`${curl}\nprinted no JSON:\n${printed.stdout}\n${printed.stderr}`);
      }
    })();
    const get = async (path: string) => {
      const res = await request(`http://127.0.0.1:${port}`, "GET", path, { key });
      expectStatus(res, 200);
      return res.body;
    };
    const activities = await get(`/api/v1/teams/${teamId}/activities`);
    expect(fromCurl, printed.stdout).toEqual(activities);
    expect(activities.has_more).toBe(false);
    expect(activities.data.map((a: Json) => ({ title: a.title, status: a.status, teamId: a.teamId })).sort(byTitle)).toEqual(
      DEMO_ACTIVITIES.map(([title, status]) => ({ title, status, teamId })),
    );

    const sprints = (await get(`/api/v1/teams/${teamId}/sprints`)).data;
    expect(sprints.map((s: Json) => [s.name, s.status]).sort()).toEqual([
      ["Sprint 1: Foundations", "COMPLETED"],
      ["Sprint 2: Checkout revamp", "ACTIVE"],
    ]);
    // The demo's history is written on its days, so its charts have something to draw: Sprint 1
    // committed 10 points, grew by 3 on its fifth day and finished all 13; Sprint 2 committed 26.
    const insights = await get(`/api/v1/teams/${teamId}/insights`);
    expect(insights.sprints.map((s: Json) => [s.name, s.committedPoints, s.completedPoints, s.completedCount, s.cycleTimeDays.count])).toEqual([
      ["Sprint 1: Foundations", 10, 13, 3, 3],
      ["Sprint 2: Checkout revamp", 26, 0, 0, 0],
    ]);
    const firstSprint = sprints.find((s: Json) => s.name === "Sprint 1: Foundations");
    const burndown = (await get(`/api/v1/sprints/${firstSprint.id}/report`)).days;
    expect(burndown).toHaveLength(14);
    expect(burndown.map((d: Json) => d.addedPoints)).toEqual([0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(burndown.map((d: Json) => d.scopePoints - d.donePoints)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 8, 8, 0, 0, 0]);
    const sprintOf = Object.fromEntries(sprints.map((s: Json) => [s.id, s.name]));
    expect(activities.data.filter((a: Json) => sprintOf[a.sprintId] === "Sprint 1: Foundations")).toHaveLength(3);
    expect(activities.data.filter((a: Json) => sprintOf[a.sprintId] === "Sprint 2: Checkout revamp")).toHaveLength(9);

    const members = (await get(`/api/v1/teams/${teamId}/members`)).data;
    expect(members.map((m: Json) => [m.name, m.role])).toEqual([
      ["Ada Lovelace", "CAPTAIN"],
      ["Grace Hopper", "STAFF"],
      ["Alan Turing", "MEMBER"],
      ["Margaret Hamilton", "MEMBER"],
    ]);

    const comments: Record<string, number> = {};
    for (const activity of activities.data) {
      const count = (await get(`/api/v1/activities/${activity.id}/comments`)).data.length;
      if (count > 0) comments[activity.title] = count;
    }
    expect(comments).toEqual({ "Fix rounding in order totals": 2, "Address autocomplete": 1, "Redesign the cart summary": 1 });

    // The README's tour finds something on the demo: the demo user's own work, a search, labels.
    const titles = async (query: string) => (await get(`/api/v1/teams/${teamId}/activities?${query}`)).data.map((a: Json) => a.title);
    expect(await titles("assignedTo=me")).toEqual(["A/B test the new flow", "Checkout load-time budget", "Set up CI pipeline"]);
    expect(await titles("q=rounding")).toEqual(["Fix rounding in order totals"]);
    expect(await titles("label=payments&priority=HIGH,CRITICAL")).toEqual(["Error states for declined cards", "Fix rounding in order totals"]);

    const documents = (await get(`/api/v1/teams/${teamId}/documents`)).data;
    expect(documents.map((d: Json) => d.title).sort()).toEqual(["Checkout revamp: plan", "Rounding rules for taxes"]);
    const resources = (await get(`/api/v1/teams/${teamId}/resources`)).data;
    expect(resources.map((r: Json) => [r.title, r.type]).sort()).toEqual([
      ["Apple Pay on the web", "DOCUMENT"],
      ["Checkout designs", "LINK"],
      ["Sprint review recording", "YOUTUBE"],
    ]);
    await expectCleanStop(first);
    const afterFirst = countRows(database.databaseUrl);
    expect(afterFirst).toEqual({
      users: 4,
      teams: 1,
      team_members: 4,
      credentials: 1,
      sprints: 2,
      activities: 12,
      comments: 4,
      documents: 2,
      resources: 3,
    });

    // The second start on the same database prints no key and creates nothing.
    const second = serve({ ...env, PORT: String(await freePort()) });
    const secondUrl = await second.listening();
    const me = await request(secondUrl, "GET", "/api/v1/me", { key });
    expectStatus(me, 200);
    expect(me.body.teams).toEqual([{ id: teamId, name: "Demo Team", role: "CAPTAIN", plan: "PRO" }]);
    await expectCleanStop(second);
    expect(second.stdout()).not.toContain("sr_sk_");
    expect(second.stdout()).not.toContain("Created a demo team");
    expect(countRows(database.databaseUrl)).toEqual(afterFirst);
  }, 180_000);

  it("creates nothing with SPRINTROOM_DEMO=0", async () => {
    const database = await prepareDatabase("sqlite");
    cleanups.push(database.drop);
    const server = serve({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", HOST: "127.0.0.1", PORT: String(await freePort()) });
    const base = await server.listening();
    expectStatus(await request(base, "GET", "/healthz"), 200);

    const user = ok(await cli(database.databaseUrl, ["user", "create", "--email", "solo@example.com", "--name", "Solo"]));
    const key = ok(await cli(database.databaseUrl, ["key", "create", "--user", "solo@example.com", "--scopes", "read"]));
    expect(key).toMatchObject({ object: "api_key", name: "sprintroom CLI", scopes: ["read"], expiresAt: null, key: expect.stringMatching(API_KEY) });
    const me = await request(base, "GET", "/api/v1/me", { key: key.key });
    expectStatus(me, 200);
    expect(me.body).toMatchObject({ user: { id: user.id }, teams: [], rateLimit: { plan: "FREE" } });
    const teams = await request(base, "GET", "/api/v1/teams", { key: key.key });
    expectStatus(teams, 200);
    expect(teams.body).toEqual({ data: [], has_more: false, next_cursor: null });

    await expectCleanStop(server);
    expect(server.stdout()).not.toContain("sr_sk_");
    // The operator is told how to make the first user and key.
    expect(server.stdout()).toContain("The database has no users yet");
    expect(server.stdout()).toContain("sprintroom user create --email");
    expect(server.stdout()).toContain("sprintroom key create --user");
    expect(countRows(database.databaseUrl)).toEqual({
      users: 1,
      teams: 0,
      team_members: 0,
      credentials: 1,
      sprints: 0,
      activities: 0,
      comments: 0,
      documents: 0,
      resources: 0,
    });
  }, 120_000);
});
