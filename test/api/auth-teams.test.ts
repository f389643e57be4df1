import { beforeAll, describe, expect, it } from "vitest";
import { addMember, createTeam } from "../../src/domain/operator/admin.js";
import { hashSecret } from "../../src/auth/credentials.js";
import { ABSENT_ID } from "../support/cases.js";
import { expectError, expectStatus, request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeExpiringKey, makeKey, makeSprint, makeTeam, makeUser, revokeKey, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

describe.each(testEngines())("authentication, identity and teams (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server, { plan: "ESSENTIAL" });
  });

  describe("401", () => {
    const get = (authorization?: string) =>
      request(server.url, "GET", `/api/v1/teams/${team.id}/activities`, { headers: authorization === undefined ? {} : { authorization } });

    it.each([
      ["no header", undefined, "missing_credential"],
      ["an empty header", "", "missing_credential"],
      ["Basic auth", "Basic dXNlcjpwYXNz", "invalid_credential"],
      ["Bearer alone", "Bearer", "invalid_credential"],
      ["a short key", "Bearer sr_sk_short", "invalid_credential"],
      ["an unknown prefix", `Bearer sr_xx_${"a".repeat(40)}`, "invalid_credential"],
      ["an unknown key", `Bearer sr_sk_${"a".repeat(40)}`, "invalid_credential"],
      ["an unknown token", `Bearer sr_at_${"b".repeat(40)}`, "invalid_credential"],
    ])("for %s", async (_label, authorization, code) => {
      const res = await get(authorization);
      expectError(res, 401, "authentication_error", code);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    });

    it.each([
      ["a key cut short", "Bearer sr_sk_wrong", "This API key is not valid: it has 5 characters after 'sr_sk_', where a key has 40 letters"],
      ["a key with a stray character", `Bearer sr_sk_${"a".repeat(39)}-`, "This API key is not valid: it has characters other than letters and digits after 'sr_sk_'"],
      ["a token pasted twice", `Bearer sr_at_${"b".repeat(80)}`, "This access token is not valid: it has 80 characters after 'sr_at_', where a token has 40"],
      ["an unknown key", `Bearer sr_sk_${"a".repeat(40)}`, "This API key is not valid: this server never issued it."],
      ["an unknown token", `Bearer sr_at_${"b".repeat(40)}`, "This access token is not valid: this server never issued it."],
      ["a secret of no kind of ours", `Bearer sk_live_${"c".repeat(24)}`, "an API key starts with 'sr_sk_' and an access token with 'sr_at_'"],
      ["another scheme", "Basic dXNlcjpwYXNz", "The Authorization header must be 'Bearer ' and one API key (sr_sk_…) or access token (sr_at_…)."],
    ])("says what is wrong with %s, keeping the code invalid_credential", async (_label, authorization, message) => {
      const res = await get(authorization);
      expectError(res, 401, "authentication_error", "invalid_credential");
      expect(res.body.error.message).toContain(message);
      expect(res.body.error.message).not.toContain(authorization.slice("Bearer ".length));
    });

    it("for a revoked key or token", async () => {
      for (const type of ["api_key", "oauth_token"] as const) {
        const key = await makeKey(server, team.captain.id, { type });
        expectStatus(await key.api.get("/api/v1/me"), 200);
        await revokeKey(server, key.id, type);
        const res = await key.api.get("/api/v1/me");
        expectError(res, 401, "authentication_error", "credential_revoked");
        expect(res.body.error.message).toBe(`This ${type === "api_key" ? "API key" : "access token"} has been revoked.`);
      }
    });

    it("for an expired key", async () => {
      const key = await makeExpiringKey(server, team.captain.id, 1_000);
      expectStatus(await key.api.get("/api/v1/me"), 200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await key.api.get("/api/v1/me");
      expectError(res, 401, "authentication_error", "credential_expired");
      expect(res.body.error.message).toMatch(/^This API key expired at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.$/);
    });

    it("before anything else, even on routes with other errors", async () => {
      expectError(await request(server.url, "POST", `/api/v1/teams/${ABSENT_ID}/sprints`, { body: {} }), 401, "authentication_error", "missing_credential");
    });
  });

  describe("scopes", () => {
    it("a read key reads but never writes; a write-only key never reads", async () => {
      const sprint = await makeSprint(team);
      expectStatus(await team.readOnly.get(`/api/v1/sprints/${sprint.id}`), 200);
      expectError(await team.readOnly.patch(`/api/v1/sprints/${sprint.id}`, { name: "x" }), 403, "permission_error", "insufficient_scope");
      const writeOnly = await makeKey(server, team.captain.id, { scopes: "write" });
      expectError(await writeOnly.api.get(`/api/v1/sprints/${sprint.id}`), 403, "permission_error", "insufficient_scope");
      expectStatus(await writeOnly.api.patch(`/api/v1/sprints/${sprint.id}`, { name: "x" }), 200);
    });

    it("an OAuth access token works like a key and says so in /me", async () => {
      const token = await makeKey(server, team.staff.id, { type: "oauth_token", scopes: "read" });
      const me = await token.api.get("/api/v1/me");
      expectStatus(me, 200);
      expect(me.body.credential).toMatchObject({ type: "oauth_token", id: token.id, scopes: ["read"], expiresAt: expect.stringMatching(/Z$/) });
      expect(token.secret).toMatch(/^sr_at_[0-9A-Za-z]{40}$/);
    });

    it("stores only SHA-256 hashes of secrets", async () => {
      const key = await makeKey(server, team.member.id);
      const rows = await server.services.db.kysely.selectFrom("credentials").selectAll().execute();
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(key.secret);
      expect(dump).not.toContain(team.captain.key);
      expect(rows.find((r) => r.id === key.id)?.secret_hash).toBe(hashSecret(key.secret));
    });
  });

  describe("GET /me", () => {
    it("returns the identity record", async () => {
      const res = await team.captain.api.get("/api/v1/me");
      expectStatus(res, 200);
      expect(res.body).toEqual({
        object: "identity",
        user: { id: team.captain.id, name: team.captain.name, email: team.captain.email },
        credential: { type: "api_key", id: team.captain.keyId, name: "test", scopes: ["read", "write"], expiresAt: null },
        scopes: ["read", "write"],
        teams: [{ id: team.id, name: team.name, role: "CAPTAIN", plan: "ESSENTIAL" }],
        rateLimit: { limit: 1_000_000, plan: "ESSENTIAL" },
      });
    });

    it("takes the best plan among the user's teams, FREE with none", async () => {
      const user = await makeUser(server);
      expect((await user.api.get("/api/v1/me")).body).toMatchObject({ teams: [], rateLimit: { plan: "FREE" } });
      for (const plan of ["PRO", "FREE", "MAX", "ESSENTIAL"]) {
        const t = await createTeam(server.services, { name: plan, plan });
        await addMember(server.services, { team: t.id, user: user.id, role: "MEMBER" });
      }
      expect((await user.api.get("/api/v1/me")).body.rateLimit.plan).toBe("MAX");
    });
  });

  describe("teams", () => {
    it("GET /teams lists only the caller's teams, newest first, with the caller's role", async () => {
      const user = await makeUser(server);
      const first = await createTeam(server.services, { name: "First", plan: "PRO" });
      const second = await createTeam(server.services, { name: "Second" });
      await addMember(server.services, { team: first.id, user: user.id, role: "STAFF" });
      await addMember(server.services, { team: second.id, user: user.id, role: "MEMBER" });
      const res = await user.api.get("/api/v1/teams");
      expect(res.body).toEqual({
        data: [
          { object: "team", id: second.id, name: "Second", plan: "FREE", role: "MEMBER", createdAt: second.createdAt, updatedAt: second.updatedAt },
          { object: "team", id: first.id, name: "First", plan: "PRO", role: "STAFF", createdAt: first.createdAt, updatedAt: first.updatedAt },
        ],
        has_more: false,
        next_cursor: null,
      });
      const page = await user.api.get("/api/v1/teams?limit=1");
      expect(page.body.has_more).toBe(true);
      expect((await user.api.get(`/api/v1/teams?limit=1&starting_after=${page.body.next_cursor}`)).body.data[0].id).toBe(first.id);
    });

    it("GET /teams/{id} returns the team; 403 not_team_member otherwise", async () => {
      const res = await team.member.api.get(`/api/v1/teams/${team.id}`);
      expect(res.body).toMatchObject({ object: "team", id: team.id, name: team.name, plan: "ESSENTIAL", role: "MEMBER" });
      expect(await team.member.api.get(`/api/v1/teams/${team.id.toUpperCase()}`)).toMatchObject({ status: 200 });
      for (const id of [team.outsiderTeamId, ABSENT_ID, "not-a-team", "0".repeat(300)]) {
        expectError(await team.member.api.get(`/api/v1/teams/${id}`), 403, "permission_error", "not_team_member");
      }
    });

    it("GET /teams/{id}/members orders by role, then name", async () => {
      const t = await createTeam(server.services, { name: "Roles" });
      const zed = await makeUser(server, { name: "Zed" });
      const amy = await makeUser(server, { name: "Amy" });
      const bob = await makeUser(server, { name: "Bob" });
      const cat = await makeUser(server, { name: "Cat" });
      await addMember(server.services, { team: t.id, user: zed.id, role: "MEMBER" });
      await addMember(server.services, { team: t.id, user: amy.id, role: "MEMBER" });
      await addMember(server.services, { team: t.id, user: bob.id, role: "STAFF" });
      await addMember(server.services, { team: t.id, user: cat.id, role: "CAPTAIN" });
      const res = await amy.api.get(`/api/v1/teams/${t.id}/members`);
      expect(res.body.data.map((m: { name: string; role: string }) => `${m.role} ${m.name}`)).toEqual(["CAPTAIN Cat", "STAFF Bob", "MEMBER Amy", "MEMBER Zed"]);
      expect(res.body.data[0]).toEqual({ object: "member", id: cat.id, teamId: t.id, name: "Cat", email: cat.email, role: "CAPTAIN", joinedAt: expect.stringMatching(/Z$/) });
      expect(res.body).toMatchObject({ has_more: false, next_cursor: null });
      expectError(await team.member.api.get(`/api/v1/teams/${t.id}/members`), 403, "permission_error", "not_team_member");
    });

    it("GET /teams/{id}/usage reports this month's AI quota and the rate limit", async () => {
      const res = await team.member.api.get(`/api/v1/teams/${team.id}/usage`);
      const now = new Date();
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
      expect(res.body).toEqual({
        object: "usage",
        teamId: team.id,
        plan: "ESSENTIAL",
        period: { start, end },
        ai: { limit: 500, used: 0, remaining: 500 },
        rateLimit: { limit: 1_000_000 },
      });
      expectError(await team.outsider.api.get(`/api/v1/teams/${team.id}/usage`), 403, "permission_error", "not_team_member");
    });
  });
});
