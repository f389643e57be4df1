// Secrets stay secret: after a busy session against a child server logging at `trace` (keys, tokens,
// wrong keys, odd Authorization headers, MCP, the AI provider failing with an answer that quotes its
// own key; then sign-in with a wrong and the right password, an OAuth flow with a reused code and a
// reused refresh token, and a key made on the account page), no secret is in any answer, in the log
// output, or anywhere in the database: the SQLite files themselves (database, WAL, shared memory)
// byte by byte, or every row of every PostgreSQL table.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { issueTokenForUser, resolveUser, revokeKeyOfUser, setPassword } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { request, type ApiResponse } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { keyFor } from "../support/factories.js";
import { Browser, csrfOf, obtainCode, pkce, registerClient, tokenRequest, REDIRECT_URI } from "../support/oauth.js";
import { seedDatabase } from "../support/seed-database.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";


const AI_KEY = `sk-test-${randomUUID()}`;
const PASSWORD = `pw-${randomUUID()}`;

/** Every place a database keeps bytes: for SQLite the files, for PostgreSQL every row of every table of the schema. */
async function databaseContents(databaseUrl: string): Promise<string> {
  if (databaseUrl.startsWith("sqlite:")) {
    const file = databaseUrl.slice("sqlite:".length);
    const dir = dirname(file);
    return readdirSync(dir)
      .map((name) => readFileSync(join(dir, name)).toString("latin1"))
      .join("\n");
  }
  const schema = /search_path=(\w+)/.exec(decodeURIComponent(databaseUrl))?.[1] as string;
  const base = new URL(databaseUrl);
  base.search = "";
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = $1", [schema]);
    let dump = "";
    for (const { table_name } of tables.rows) {
      const rows = await client.query(`SELECT t::text AS row FROM "${schema}"."${table_name}" t`);
      dump += rows.rows.map((r: { row: string }) => r.row).join("\n");
    }
    expect(tables.rows.map((r) => r.table_name)).toContain("credentials");
    return dump;
  } finally {
    await client.end();
  }
}

describe.each(testEngines())("no secret leaks (%s)", (engine) => {
  let standIn: Server;
  let child: ChildServer;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const secrets: string[] = [AI_KEY];
  const answers: ApiResponse[] = [];
  let key: string;
  let token: string;
  let teamId: string;
  let email: string;
  let stderr = "";

  beforeAll(async () => {
    // The model endpoint refuses the key and, as real ones do, quotes it back.
    standIn = createServer((req, res) => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${req.headers.authorization ?? ""}` } }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));

    const seed = await seedDatabase(engine);
    databaseUrl = seed.databaseUrl;
    drop = seed.drop;
    teamId = seed.teamId;
    key = seed.key;
    // An access token and a revoked key besides the captain's key.
    const services = createServices(loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" }));
    token = ((await issueTokenForUser(services, seed.userId, { scopes: ["read", "write"] })) as { token: string }).token;
    const revoked = await keyFor(services, seed.userId);
    await revokeKeyOfUser(services, revoked.id);
    secrets.push(key, token, revoked.key);
    await setPassword(services, seed.userId, PASSWORD);
    secrets.push(PASSWORD);
    email = (await resolveUser(services.db.kysely, seed.userId)).email;
    await services.close();

    child = await spawnServer({
      DATABASE_URL: databaseUrl,
      SPRINTROOM_DEMO: "0",
      LOG_LEVEL: "trace",
      SPRINTROOM_AI_PROVIDER: "openai",
      SPRINTROOM_AI_BASE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`,
      SPRINTROOM_AI_API_KEY: AI_KEY,
    });
    child.process.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  }, 60_000);
  afterAll(async () => {
    await child?.stop();
    await new Promise((resolve) => standIn?.close(resolve));
    await drop?.();
  });

  it("keeps every secret out of answers, logs and the database", async () => {
    const call = async (method: string, path: string, options: Parameters<typeof request>[3]) => {
      const res = await request(child.url, method, path, options);
      answers.push(res);
      return res;
    };
    // Good credentials, through every kind of route.
    for (const credential of [key, token]) {
      await call("GET", "/api/v1/me", { key: credential });
      const sprint = await call("POST", `/api/v1/teams/${teamId}/sprints`, { key: credential, body: { name: "S" }, headers: { "idempotency-key": randomUUID() } });
      const activity = await call("POST", `/api/v1/teams/${teamId}/activities`, { key: credential, body: { title: "A", sprintId: sprint.body.id } });
      await call("POST", `/api/v1/activities/${activity.body.id}/comments`, { key: credential, body: { content: "c" }, headers: { "idempotency-key": randomUUID() } });
      await call("PATCH", `/api/v1/activities/${activity.body.id}`, { key: credential, body: { title: "B" } });
      await call("POST", `/api/v1/teams/${teamId}/ai/ask`, { key: credential, body: { question: "What is blocked?" } });
      await call("POST", `/api/v1/teams/${teamId}/ai/plan-sprint`, { key: credential, body: { text: "- one\n- two", commit: true } });
      await call("POST", "/api/mcp", {
        key: credential,
        headers: { accept: "application/json, text/event-stream" },
        body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "whoami", arguments: {} } },
      });
      await call("GET", `/api/v1/sprints/not-a-uuid`, { key: credential });
      await call("POST", `/api/v1/teams/${teamId}/sprints`, { key: credential, body: { name: "" } });
    }
    // Bad credentials, each one a near miss of a real secret.
    const [revoked] = secrets.slice(3);
    const near = `${key.slice(0, -1)}${key.endsWith("a") ? "b" : "a"}`;
    secrets.push(near);
    for (const authorization of [`Bearer ${revoked}`, `Bearer ${near}`, `Basic ${Buffer.from(`x:${key}`).toString("base64")}`, `Token ${key}`, `Bearer ${key} extra`, `bearer  ${token}`, key]) {
      await call("GET", "/api/v1/me", { headers: { authorization } });
      await call("POST", "/api/mcp", {
        headers: { authorization, accept: "application/json, text/event-stream" },
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      });
    }

    // The AI provider failed: the answers say so, without what the endpoint said.
    const ask = answers.find((r) => r.body?.object === "ai_answer");
    expect(ask?.body.warnings.join(" ")).toMatch(/HTTP 401/);

    const logs = `${child.stdout()}\n${stderr}`;
    expect(child.stdout()).toMatch(/"msg":"request"/);
    const database = await databaseContents(databaseUrl);
    expect(database).toContain(teamId);
    for (const secret of secrets) {
      for (const res of answers) expect(res.text, `${res.status} answer`).not.toContain(secret);
      expect(logs, "log output").not.toContain(secret);
      expect(database, "database").not.toContain(secret);
      // The base64 of a Basic header would hide a key from a plain search.
      expect(logs).not.toContain(Buffer.from(`x:${secret}`).toString("base64"));
    }
  }, 120_000);

  it("keeps passwords, sessions, codes, access and refresh tokens out of logs and the database", async () => {
    const browser = new Browser(child.url);
    const near = `${PASSWORD}x`;
    secrets.push(near);
    expect((await browser.signIn(email, near)).status).toBe(401);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(303);
    secrets.push(browser.cookies.get("sr_session") as string);

    const clientId = (await registerClient(child.url)).body.client_id as string;
    const { verifier, challenge } = pkce();
    const code = await obtainCode(browser, { clientId, challenge, state: "st" });
    const exchange = { grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT_URI };
    const tokens = (await tokenRequest(child.url, exchange)).body;
    const rotated = (await tokenRequest(child.url, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId })).body;
    secrets.push(code, verifier, tokens.access_token, tokens.refresh_token, rotated.access_token, rotated.refresh_token);
    const oauthAnswers = [
      await request(child.url, "GET", "/api/v1/me", { key: rotated.access_token }),
      await request(child.url, "POST", "/api/mcp", {
        key: rotated.access_token,
        headers: { accept: "application/json, text/event-stream" },
        body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "whoami", arguments: {} } },
      }),
    ];
    // A rotated refresh token presented again and a reused code: refused, and the grant revoked.
    expect((await tokenRequest(child.url, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId })).status).toBe(400);
    expect((await tokenRequest(child.url, exchange)).status).toBe(400);
    oauthAnswers.push(await request(child.url, "GET", "/api/v1/me", { key: rotated.access_token }));
    expect(oauthAnswers.map((r) => r.status)).toEqual([200, 200, 401]);

    // A key made on the account page, used once.
    const account = await browser.get("/account");
    const created = await browser.request("POST", "/account/keys", { _csrf: csrfOf(account.text), name: "from the page", scopes: ["read"], expires: "30" });
    const shown = await browser.get(created.headers.get("location") as string);
    const pageKey = /id="new-key">(sr_sk_[0-9A-Za-z]{40})</.exec(shown.text)?.[1] as string;
    secrets.push(pageKey);
    oauthAnswers.push(await request(child.url, "GET", "/api/v1/me", { key: pageKey }));
    expect(oauthAnswers.at(-1)?.status).toBe(200);

    const logs = `${child.stdout()}\n${stderr}`;
    const database = await databaseContents(databaseUrl);
    for (const secret of secrets) {
      expect(logs, "log output").not.toContain(secret);
      expect(database, "database").not.toContain(secret);
      for (const res of oauthAnswers) expect(res.text, `${res.status} answer`).not.toContain(secret);
    }
  }, 120_000);
});
