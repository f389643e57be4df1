// The `sprintroom` command as an administrator runs it: the real bin, JSON out, against SQLite and
// PostgreSQL; the credentials it prints work on a server started the way a user starts it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { expectError, expectStatus, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { BIN, spawnServer, type ChildServer } from "../support/spawn-server.js";
import { prepareDatabase } from "../support/start-server.js";

const exec = promisify(execFile);

async function cli(databaseUrl: string, args: string[]): Promise<{ code: number; json: any; stderr: string }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    const { stdout, stderr } = await exec(process.execPath, [BIN, ...args, "--json"], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" } });
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, json: e.stdout ? JSON.parse(e.stdout) : undefined, stderr: e.stderr };
  }
}

describe.each(testEngines())("sprintroom CLI (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("administers users, teams, members, keys and tokens", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const url = database.databaseUrl;

    expect(await cli(url, ["migrate"])).toMatchObject({ code: 0, json: { object: "migration", status: "up to date" } });
    const user = await cli(url, ["user", "create", "--email", "Ada@Example.com", "--name", "Ada Lovelace"]);
    expect(user).toMatchObject({ code: 0, json: { object: "user", email: "ada@example.com", name: "Ada Lovelace" } });
    expect(await cli(url, ["user", "create", "--email", "ada@example.com", "--name", "Again"])).toMatchObject({
      code: 1,
      json: { error: { code: "email_taken", param: "email" } },
    });
    const team = await cli(url, ["team", "create", "--name", "Platform", "--plan", "PRO"]);
    expect(team).toMatchObject({ code: 0, json: { object: "team", name: "Platform", plan: "PRO" } });
    expect((await cli(url, ["team", "set-plan", team.json.id, "MAX"])).json).toMatchObject({ plan: "MAX" });
    expect(await cli(url, ["team", "set-plan", team.json.id, "GOLD"])).toMatchObject({ code: 1, json: { error: { code: "parameter_invalid", param: "plan" } } });
    expect((await cli(url, ["member", "add", "--team", team.json.id, "--user", "ada@example.com", "--role", "CAPTAIN"])).json).toEqual({
      object: "member",
      teamId: team.json.id,
      userId: user.json.id,
      role: "CAPTAIN",
    });
    expect(await cli(url, ["member", "add", "--team", team.json.id, "--user", "nobody@example.com", "--role", "CAPTAIN"])).toMatchObject({
      code: 1,
      json: { error: { code: "resource_not_found" } },
    });

    const key = await cli(url, ["key", "create", "--user", user.json.id, "--scopes", "read,write", "--name", "laptop", "--expires-in", "30d"]);
    expect(key.json).toMatchObject({ object: "api_key", key: expect.stringMatching(/^sr_sk_[0-9A-Za-z]{40}$/), name: "laptop", scopes: ["read", "write"] });
    expect(Date.parse(key.json.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const token = await cli(url, ["token", "create", "--user", "ada@example.com", "--scopes", "read"]);
    expect(token.json).toMatchObject({ object: "oauth_token", token: expect.stringMatching(/^sr_at_[0-9A-Za-z]{40}$/), scopes: ["read"] });
    expect(Date.parse(token.json.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await cli(url, ["key", "create", "--user", user.json.id, "--scopes", "admin"])).toMatchObject({ code: 1 });
    expect(await cli(url, ["key", "create", "--user", user.json.id, "--expires-in", "forever"])).toMatchObject({
      code: 1,
      json: { error: { param: "expires-in" } },
    });

    const server: ChildServer = await spawnServer({ DATABASE_URL: url, SPRINTROOM_DEMO: "1" });
    cleanups.push(() => server.stop());
    const me = await request(server.url, "GET", "/api/v1/me", { key: key.json.key });
    expectStatus(me, 200);
    expect(server.stdout()).not.toContain("sr_sk_");
    expect(me.body).toMatchObject({ user: { email: "ada@example.com" }, teams: [{ id: team.json.id, role: "CAPTAIN", plan: "MAX" }] });
    expectStatus(await request(server.url, "GET", "/api/v1/me", { key: token.json.token }), 200);

    expect((await cli(url, ["key", "revoke", key.json.id])).json).toMatchObject({ id: key.json.id, revokedAt: expect.any(String) });
    expectError(await request(server.url, "GET", "/api/v1/me", { key: key.json.key }), 401, "authentication_error", "credential_revoked");
    expect((await cli(url, ["token", "revoke", token.json.id])).json.revokedAt).toEqual(expect.any(String));
    expect(await cli(url, ["token", "revoke", key.json.id])).toMatchObject({ code: 1, json: { error: { code: "resource_not_found" } } });
    expect((await cli(url, ["member", "remove", "--team", team.json.id, "--user", user.json.id])).json).toEqual({ removed: true });
    expect(await server.stop()).toBe(0);
  }, 180_000);
});

describe("first start", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("creates a demo team once and prints a key and a curl line that work as printed", async () => {
    const database = await prepareDatabase("sqlite");
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.databaseUrl };
    const first = await spawnServer(env);
    cleanups.push(() => first.stop());
    const out = await first.waitFor(/curl .+\n/);
    const key = /(sr_sk_[0-9A-Za-z]{40})/.exec(out)?.[1];
    const curl = /^\s*(curl .+)$/m.exec(out)?.[1];
    expect(key, out).toBeDefined();
    expect(curl, out).toContain(first.url);
    const { stdout } = await exec("/bin/sh", ["-c", curl as string]);
    const activities = JSON.parse(stdout);
    expect(activities.data.length).toBe(12);
    expect(new Set(activities.data.map((a: { status: string }) => a.status)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(activities.data.map((a: { priority: string | null }) => a.priority)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(activities.data.map((a: { assignedTo: string | null }) => a.assignedTo)).size).toBeGreaterThanOrEqual(4);

    const teamId = activities.data[0].teamId;
    const get = async (path: string) => (await request(first.url, "GET", path, { key })).body;
    expect((await get(`/api/v1/teams/${teamId}/sprints`)).data).toHaveLength(2);
    expect((await get(`/api/v1/teams/${teamId}/documents`)).data).toHaveLength(2);
    expect((await get(`/api/v1/teams/${teamId}/resources`)).data.length).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/v1/teams/${teamId}/members`)).data).toHaveLength(4);
    const blocked = activities.data.find((a: { status: string }) => a.status === "BLOCKED");
    expect((await get(`/api/v1/activities/${blocked.id}/comments`)).data.length).toBeGreaterThanOrEqual(1);
    expect(await first.stop()).toBe(0);

    // A database that has data is never touched: no new demo, no new key.
    const second = await spawnServer(env);
    cleanups.push(() => second.stop());
    expect((await request(second.url, "GET", "/api/v1/teams", { key })).body.data).toHaveLength(1);
    expect(second.stdout()).not.toContain("sr_sk_");
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it("creates nothing with SPRINTROOM_DEMO=0", async () => {
    const database = await prepareDatabase("sqlite");
    cleanups.push(database.drop);
    const server = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0" });
    cleanups.push(() => server.stop());
    expectStatus(await request(server.url, "GET", "/healthz"), 200);
    expect(server.stdout()).not.toContain("sr_sk_");
    expect(await server.stop()).toBe(0);
    const user = await cli(database.databaseUrl, ["user", "create", "--email", "solo@example.com", "--name", "Solo"]);
    const key = await cli(database.databaseUrl, ["key", "create", "--user", user.json.id]);
    const again = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0" });
    cleanups.push(() => again.stop());
    expect((await request(again.url, "GET", "/api/v1/teams", { key: key.json.key })).body.data).toEqual([]);
  }, 60_000);
});
