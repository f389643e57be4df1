// The rate limit as a client sees it, over HTTP with small limits: exact boundaries, headers, per-user
// budgets across credentials, best plan wins, per-address budgets without a credential.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createTeam, setTeamPlan } from "../../src/domain/operator/admin.js";
import { expectError, expectStatus, request, type ApiResponse } from "../support/client.js";
import { makeKey, makeUser } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

const LIMITS = "FREE=5,ESSENTIAL=60,PRO=7,MAX=8";

function rateHeaders(res: ApiResponse) {
  return {
    limit: Number(res.headers.get("x-ratelimit-limit")),
    remaining: Number(res.headers.get("x-ratelimit-remaining")),
    reset: Number(res.headers.get("x-ratelimit-reset")),
  };
}

async function userInTeam(server: TestServer, plan: string) {
  const user = await makeUser(server);
  const team = await createTeam(server.services, { name: `T ${plan}`, plan });
  await addMember(server.services, { team: team.id, user: user.id, role: "CAPTAIN" });
  return { user, teamId: team.id };
}

describe("rate limits over HTTP (in-process store)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_RATE_LIMITS: LIMITS });
  });
  afterAll(async () => server?.close());

  it("the limit-th request passes, the next is 429 with Retry-After; headers count down", async () => {
    const { user } = await userInTeam(server, "FREE");
    const before = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= 5; i++) {
      const res = await user.api.get("/api/v1/me");
      // The window ends at most 60 s after the request, rounded up to a whole second.
      const latest = Math.ceil(Date.now() / 1000) + 60;
      expectStatus(res, 200);
      expect(rateHeaders(res)).toMatchObject({ limit: 5, remaining: 5 - i });
      expect(rateHeaders(res).reset).toBeGreaterThanOrEqual(before);
      expect(rateHeaders(res).reset).toBeLessThanOrEqual(latest);
      expect(res.headers.get("retry-after")).toBeNull();
    }
    const limited = await user.api.get("/api/v1/me");
    expectError(limited, 429, "rate_limit_error", "rate_limited");
    expect(rateHeaders(limited)).toMatchObject({ limit: 5, remaining: 0 });
    expect(Number(limited.headers.get("retry-after"))).toBe(12);
  });

  it("counts a batch as one request per operation: admitted as one, charged the rest", async () => {
    const { user, teamId } = await userInTeam(server, "FREE");
    const sprint = await user.api.post(`/api/v1/teams/${teamId}/sprints`, { name: "S" });
    const create = { operation: "create_activity", params: { teamId }, body: { title: "T", sprintId: sprint.body.id } };
    const three = await user.api.post("/api/v1/batch", { operations: [create, create, create] });
    expectStatus(three, 200);
    expect(rateHeaders(three)).toMatchObject({ limit: 5, remaining: 1 });
    // With one request left, a batch of 10 is served, and its caller owes the budget the other 9:
    // at one every 12 s, the next request is allowed once they and one more are back, in 120 s.
    const ten = await user.api.post("/api/v1/batch", { operations: Array.from({ length: 10 }, () => create) });
    expectStatus(ten, 200);
    expect(rateHeaders(ten)).toMatchObject({ limit: 5, remaining: 0 });
    const limited = await user.api.get("/api/v1/me");
    expectError(limited, 429, "rate_limit_error", "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(119);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(120);
  });

  it("counts every response: 201, 400, 403, 404 and unknown routes", async () => {
    const { user, teamId } = await userInTeam(server, "MAX");
    const responses = [
      await user.api.post(`/api/v1/teams/${teamId}/sprints`, { name: "s" }),
      await user.api.post(`/api/v1/teams/${teamId}/sprints`, {}),
      await user.api.get("/api/v1/teams/not-mine"),
      await user.api.get("/api/v1/sprints/nope"),
      await user.api.get("/api/v1/no-such-route"),
    ];
    expect(responses.map((r) => r.status)).toEqual([201, 400, 403, 404, 404]);
    expect(responses.map((r) => rateHeaders(r).remaining)).toEqual([7, 6, 5, 4, 3]);
    expect(responses.every((r) => rateHeaders(r).limit === 8)).toBe(true);
  });

  it("is per user across all of the user's credentials", async () => {
    const { user } = await userInTeam(server, "FREE");
    const second = await makeKey(server, user.id, { type: "oauth_token" });
    for (let i = 0; i < 3; i++) expectStatus(await user.api.get("/api/v1/me"), 200);
    expect(rateHeaders(await second.api.get("/api/v1/me")).remaining).toBe(1);
    expectStatus(await user.api.get("/api/v1/me"), 200);
    expectError(await second.api.get("/api/v1/me"), 429, "rate_limit_error", "rate_limited");
    expectError(await user.api.get("/api/v1/me"), 429, "rate_limit_error", "rate_limited");
  });

  it("uses the best plan among the user's teams; FREE with no team", async () => {
    const { user } = await userInTeam(server, "FREE");
    const pro = await createTeam(server.services, { name: "Pro", plan: "PRO" });
    await addMember(server.services, { team: pro.id, user: user.id, role: "MEMBER" });
    const res = await user.api.get("/api/v1/me");
    expect(rateHeaders(res).limit).toBe(7);
    expect(res.body.rateLimit).toEqual({ limit: 7, plan: "PRO" });
    const loner = await makeUser(server);
    expect(rateHeaders(await loner.api.get("/api/v1/me")).limit).toBe(5);
  });

  it("a plan change takes effect on the next request, without a restart", async () => {
    const { user, teamId } = await userInTeam(server, "PRO");
    expect(rateHeaders(await user.api.get("/api/v1/me")).limit).toBe(7);
    await setTeamPlan(server.services, teamId, "MAX");
    expect(rateHeaders(await user.api.get("/api/v1/me")).limit).toBe(8);
  });

  it("a client that waits Retry-After seconds succeeds", async () => {
    const { user } = await userInTeam(server, "ESSENTIAL");
    // 60 a minute, one back every second: a loaded machine may take longer than a second for the
    // first 61, so the client goes on until it is refused (a few more at most).
    let last: ApiResponse | undefined;
    for (let i = 0; i < 120 && last?.status !== 429; i++) last = await user.api.get("/api/v1/me");
    expectError(last as ApiResponse, 429, "rate_limit_error", "rate_limited");
    const wait = Number(last?.headers.get("retry-after"));
    expect(wait).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    expectStatus(await user.api.get("/api/v1/me"), 200);
  });

  it("health checks are neither authenticated nor limited", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await request(server.url, "GET", i % 2 ? "/healthz" : "/readyz");
      expectStatus(res, 200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    }
    expect((await request(server.url, "GET", "/readyz")).body).toEqual({
      status: "ok",
      checks: { database: "ok", redis: "not configured" },
    });
  });
});

describe("requests without a valid credential", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_RATE_LIMITS: LIMITS });
  });
  afterAll(async () => server?.close());

  it("are limited per client address at the FREE rate, so keys cannot be guessed at speed", async () => {
    const guesses = ["", "Bearer nope", `Bearer sr_sk_${"a".repeat(40)}`, `Bearer sr_sk_${"b".repeat(40)}`, "Bearer x"];
    for (const [i, authorization] of guesses.entries()) {
      const res = await request(server.url, "GET", "/api/v1/me", { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(rateHeaders(res)).toMatchObject({ limit: 5, remaining: 4 - i });
    }
    const limited = await request(server.url, "GET", "/api/v1/me", { headers: { authorization: `Bearer sr_sk_${"c".repeat(40)}` } });
    expectError(limited, 429, "rate_limit_error", "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // A valid key has a budget of its own, not the address's.
    const user = await makeUser(server);
    expectStatus(await user.api.get("/api/v1/me"), 200);
  });
});
