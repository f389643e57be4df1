// The AI endpoints over HTTP: shapes, permissions, the quota (one unit per successful call, exact under
// concurrency on both engines), and commit writing all or nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID } from "../support/cases.js";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

describe.each(testEngines())("AI endpoints (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  const ask = () => `/api/v1/teams/${team.id}/ai/ask`;
  const plan = () => `/api/v1/teams/${team.id}/ai/plan-sprint`;
  const used = async (t: TestTeam = team) => (await t.captain.api.get(`/api/v1/teams/${t.id}/usage`)).body.ai.used as number;

  beforeAll(async () => {
    server = await startServer(engine, { SPRINTROOM_AI_QUOTAS: "FREE=10,ESSENTIAL=1000" });
    team = await makeTeam(server, { plan: "ESSENTIAL" });
  });
  afterAll(async () => server?.close());

  describe("POST /teams/{teamId}/ai/ask", () => {
    it("answers from the team's data, citing real records, and uses one unit", async () => {
      const sprint = await makeSprint(team, { name: "Checkout", goal: "Ship the new checkout" });
      const blocked = await makeActivity(team, sprint.id, { title: "Fix rounding of totals", status: "BLOCKED" });
      const before = await used();
      const res = await team.member.api.post(ask(), { question: "What is blocked?" });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ object: "ai_answer", question: "What is blocked?", provider: "local", warnings: [] });
      expect(res.body.answer).toContain("Fix rounding of totals");
      expect(res.body.sources).toContainEqual(expect.objectContaining({ object: "activity", id: blocked.id, title: "Fix rounding of totals" }));
      for (const source of res.body.sources) {
        expect(Object.keys(source).sort()).toEqual(["id", "object", "snippet", "title"]);
      }
      expect(await used()).toBe(before + 1);
    });

    it("works with a read-only key", async () => {
      expectStatus(await team.readOnly.post(ask(), { question: "Who is on the team?" }), 200);
    });

    it("validates the body, and a rejected call uses no unit", async () => {
      const before = await used();
      expectStatus(await team.captain.api.post(ask(), { question: "q".repeat(2000) }), 200);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{}, "parameter_missing", "question"],
        [{ question: "" }, "parameter_invalid", "question"],
        [{ question: "q".repeat(2001) }, "parameter_invalid", "question"],
        [{ question: "x", sprintId: "nope" }, "parameter_invalid", "sprintId"],
        [{ question: "x", sprintId: ABSENT_ID }, "resource_missing", "sprintId"],
        [{ question: "x", extra: 1 }, "unknown_parameter", "extra"],
      ];
      for (const [body, code, param] of cases) {
        expectError(await team.captain.api.post(ask(), body), 400, "invalid_request_error", code, param);
      }
      expect(await used()).toBe(before + 1);
    });

    it("never reaches another team's data", async () => {
      const other = await makeTeam(server);
      const foreignSprint = await makeSprint(other, { name: "Secret sprint" });
      await makeActivity(other, foreignSprint.id, { title: "Secret blocked work", status: "BLOCKED" });
      expectError(await team.outsider.api.post(`/api/v1/teams/${team.id}/ai/ask`, { question: "x" }), 403, "permission_error", "not_team_member");
      expectError(
        await team.captain.api.post(ask(), { question: "What is blocked?", sprintId: foreignSprint.id }),
        400,
        "invalid_request_error",
        "resource_missing",
        "sprintId",
      );
      const res = await team.captain.api.post(ask(), { question: "What is blocked?" });
      expect(res.text).not.toContain("Secret");
    });
  });

  describe("POST /teams/{teamId}/ai/plan-sprint", () => {
    const text = "Sprint 9: Onboarding\nGoal: new users succeed on day one\n- Write the welcome email (3 pts)\n- Fix the signup form [HIGH]";

    it("previews without writing anything", async () => {
      const sprintsBefore = (await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body.data.length;
      const res = await team.captain.api.post(plan(), { text });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        object: "sprint_plan",
        committed: false,
        provider: "local",
        sprint: { object: "sprint_proposal", name: "Sprint 9: Onboarding", goal: "new users succeed on day one", status: "PLANNED" },
      });
      expect(res.body.activities.map((a: { title: string }) => a.title)).toEqual(["Write the welcome email", "Fix the signup form"]);
      expect(res.body.activities[0]).toMatchObject({ object: "activity_proposal", status: "SUGGESTED", points: 3 });
      expect(res.body.activities[1]).toMatchObject({ priority: "HIGH" });
      expect((await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body.data.length).toBe(sprintsBefore);
    });

    it("commits the sprint and SUGGESTED activities in one go (201)", async () => {
      const res = await team.staff.api.post(plan(), { text, commit: true, startDate: "2026-12-01", endDate: "2026-12-12" });
      expectStatus(res, 201);
      expect(res.body.committed).toBe(true);
      expect(res.body.sprint).toMatchObject({ object: "sprint", name: "Sprint 9: Onboarding", startDate: "2026-12-01", endDate: "2026-12-12" });
      const listed = await team.captain.api.get(`/api/v1/teams/${team.id}/activities?sprintId=${res.body.sprint.id}`);
      expect(listed.body.data.map((a: { id: string }) => a.id).sort()).toEqual(res.body.activities.map((a: { id: string }) => a.id).sort());
      expect(listed.body.data.every((a: { status: string }) => a.status === "SUGGESTED")).toBe(true);
    });

    it("previews sub-tasks and dependencies by ref, and commits them in one go through the same rules as single writes", async () => {
      const graphText = [
        "Sprint 10: Graph",
        "- Checkout revamp",
        "  - Redesign the cart 3 pts",
        "  - Add Apple Pay 2 pts after Redesign the cart",
        "- Then launch it",
        "- Celebrate after the launch party",
        "- Test it after Launch it",
        "- Launch it, blocked by Test it",
      ].join("\n");
      const preview = await team.captain.api.post(plan(), { text: graphText });
      expectStatus(preview, 200);
      const shape = (a: { ref: string; title: string; parentRef: string | null; blockedByRefs: string[] }) => [a.ref, a.title, a.parentRef, a.blockedByRefs];
      expect(preview.body.activities.map(shape)).toEqual([
        ["a1", "Checkout revamp", null, []],
        ["a2", "Redesign the cart", "a1", []],
        ["a3", "Add Apple Pay", "a1", ["a2"]],
        ["a4", "Launch it", null, ["a1", "a6"]],
        ["a5", "Celebrate after the launch party", null, []],
        ["a6", "Test it", null, []],
      ]);
      expect(preview.body.warnings).toEqual([
        "Merged a duplicate of 'Launch it' from line 5 (line 8).",
        "'the launch party' names no task of this plan: 'after the launch party' makes no dependency (line 6).",
        "Left out that 'Test it' waits for 'Launch it' (after Launch it): 'Launch it' already waits for 'Test it', directly or not, so neither could start (line 7).",
      ]);

      const res = await team.member.api.post(plan(), { text: graphText, sprintId: (await makeSprint(team)).id, commit: true });
      expectStatus(res, 201);
      const [revamp, cart, applePay, launch, celebrate, test] = res.body.activities;
      expect(res.body.activities.map((a: { title: string }) => a.title)).toEqual(preview.body.activities.map((a: { title: string }) => a.title));
      expect(revamp).toMatchObject({ object: "activity", parentId: null, subtasks: { total: 2, done: 0, points: 5, pointsDone: 0 }, blockedBy: [], blocks: [launch.id] });
      expect(cart).toMatchObject({ parentId: revamp.id, blocks: [applePay.id] });
      expect(applePay).toMatchObject({ parentId: revamp.id, blockedBy: [{ id: cart.id, title: "Redesign the cart", status: "SUGGESTED" }] });
      expect(launch).toMatchObject({
        blockedBy: [
          { id: revamp.id, title: "Checkout revamp", status: "SUGGESTED" },
          { id: test.id, title: "Test it", status: "SUGGESTED" },
        ],
        blocks: [],
      });
      expect(test).toMatchObject({ blockedBy: [], blocks: [launch.id] });
      expect(celebrate).toMatchObject({ blockedBy: [], blocks: [] });
      for (const activity of res.body.activities) expect(await team.captain.api.get(`/api/v1/activities/${activity.id}`)).toMatchObject({ status: 200, body: activity });
      const ids = res.body.activities.map((a: { id: string }) => a.id);
      const events = (await team.captain.api.get(`/api/v1/teams/${team.id}/events?limit=20`)).body.data as Array<{ type: string; request_id: string; data: { object: { id: string; activityId?: string } } }>;
      const ofPlan = events.filter((e) => ids.includes(e.data.object.id) || ids.includes(e.data.object.activityId ?? ""));
      expect(ofPlan.map((e) => e.type).sort()).toEqual([...Array(6).fill("activity.created"), ...Array(3).fill("relation.created")].sort());
      expect(new Set(ofPlan.map((e) => e.request_id)).size).toBe(1);
    });

    it("adds to an existing sprint; any member may commit there", async () => {
      const sprint = await makeSprint(team, { name: "Existing" });
      const res = await team.member.api.post(plan(), { text: "- Tidy the backlog\n- Update the README", sprintId: sprint.id, commit: true });
      expectStatus(res, 201);
      expect(res.body.sprint.id).toBe(sprint.id);
      expect(res.body.activities.map((a: { sprintId: string }) => a.sprintId)).toEqual([sprint.id, sprint.id]);
    });

    it("commit needs write scope, and CAPTAIN/STAFF for a new sprint; refusals use no unit", async () => {
      const before = await used();
      expectError(await team.readOnly.post(plan(), { text, commit: true }), 403, "permission_error", "insufficient_scope");
      expectError(await team.member.api.post(plan(), { text, commit: true }), 403, "permission_error", "insufficient_role");
      expectError(
        await team.captain.api.post(plan(), { text, startDate: "2026-12-12", endDate: "2026-12-01" }),
        400,
        "invalid_request_error",
        "invalid_date_range",
        "endDate",
      );
      expectError(await team.captain.api.post(plan(), { text: "" }), 400, "invalid_request_error", "parameter_invalid", "text");
      expectError(await team.captain.api.post(plan(), { text: "x".repeat(20_001) }), 400, "invalid_request_error", "parameter_invalid", "text");
      expectError(await team.captain.api.post(plan(), { text, commit: "yes" }), 400, "invalid_request_error", "parameter_invalid", "commit");
      expect(await used()).toBe(before);
      expectStatus(await team.readOnly.post(plan(), { text }), 200);
      expect(await used()).toBe(before + 1);
    });
  });

  describe("the AI quota", () => {
    it("answers 429 quota_exceeded at 0 left, and /usage counts down", async () => {
      const small = await makeTeam(server, { plan: "FREE" });
      for (let i = 0; i < 10; i++) expectStatus(await small.member.api.post(`/api/v1/teams/${small.id}/ai/ask`, { question: "Who is on the team?" }), 200);
      const usage = await small.captain.api.get(`/api/v1/teams/${small.id}/usage`);
      expect(usage.body.ai).toEqual({ limit: 10, used: 10, remaining: 0 });
      expectError(
        await small.member.api.post(`/api/v1/teams/${small.id}/ai/plan-sprint`, { text: "- a" }),
        429,
        "rate_limit_error",
        "quota_exceeded",
      );
    });

    it("is never overspent: 50 concurrent calls with 10 units left, exactly 10 succeed", async () => {
      const small = await makeTeam(server, { plan: "FREE" });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? small.captain : small.staff).api.post(`/api/v1/teams/${small.id}/ai/${i % 3 ? "ask" : "plan-sprint"}`, i % 3 ? { question: "What is overdue?" } : { text: "- task" }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      for (const r of results.filter((x) => x.status === 429)) expect(r.body.error.code).toBe("quota_exceeded");
      expect((await small.captain.api.get(`/api/v1/teams/${small.id}/usage`)).body.ai).toEqual({ limit: 10, used: 10, remaining: 0 });
    });
  });
});
