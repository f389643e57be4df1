// The openai provider against a stand-in OpenAI-compatible server on 127.0.0.1 (the external service
// is the only thing stood in for): a good answer is used; a malformed one, a time-out and a 500 fall
// back to the local provider with a warning.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../support/client.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

type Mode = "good" | "malformed" | "wrong-shape" | "foreign-source" | "slow" | "error" | "cyclic-plan" | "unknown-ref";

interface Captured {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format: { type: string; json_schema: { name: string; schema: unknown } } };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

describe("openai provider", () => {
  let mode: Mode = "good";
  const captured: Captured[] = [];
  let standIn: Server;
  let server: TestServer;
  let team: TestTeam;
  let blockedId: string;

  beforeAll(async () => {
    standIn = createServer(async (req, res) => {
      const body = (await readJson(req)) as Captured["body"];
      captured.push({ authorization: req.headers.authorization, body });
      const input = JSON.parse(body.messages[1]?.content ?? "{}");
      const reply = (content: string) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "cmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }));
      };
      if (mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end('{"error":{"message":"boom"}}');
      } else if (mode === "slow") {
        setTimeout(() => reply("{}"), 2_000);
      } else if (mode === "malformed") {
        reply("Sure! Here is your answer: {not json");
      } else if (mode === "wrong-shape") {
        reply(JSON.stringify({ reply: "hello" }));
      } else if (mode === "foreign-source") {
        reply(JSON.stringify({ answer: "Made up", sources: [{ object: "activity", id: "0190a1b2-c3d4-7e5f-8a0b-1c2d3e4f5a6b" }] }));
      } else if (body.response_format.json_schema.name === "team_answer") {
        const activity = input.context.activities.find((a: { status: string }) => a.status === "BLOCKED");
        reply(JSON.stringify({ answer: `Blocked: ${activity.title}.`, sources: [{ object: "activity", id: activity.id }] }));
      } else {
        reply(
          JSON.stringify({
            sprint: { name: "Model sprint", goal: null, startDate: "2026-12-01", endDate: "2026-12-12" },
            activities: [
              { ref: "t1", title: "Model task", description: null, priority: "HIGH", points: 5, dueDate: null, assignedTo: null, labels: ["api"], parentRef: null, blockedByRefs: mode === "cyclic-plan" ? ["t3"] : [] },
              { ref: "t2", title: "Model sub-task", description: null, priority: null, points: 2, dueDate: null, assignedTo: null, labels: [], parentRef: mode === "unknown-ref" ? "zz" : "t1", blockedByRefs: [] },
              { ref: "t3", title: "Model follow-up", description: null, priority: null, points: null, dueDate: null, assignedTo: null, labels: [], parentRef: null, blockedByRefs: ["t1"] },
            ],
            warnings: [],
          }),
        );
      }
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    const port = (standIn.address() as AddressInfo).port;
    server = await startServer("sqlite", {
      SPRINTROOM_AI_PROVIDER: "openai",
      SPRINTROOM_AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      SPRINTROOM_AI_API_KEY: "test-model-key",
      SPRINTROOM_AI_MODEL: "test-model",
      SPRINTROOM_AI_TIMEOUT_MS: "300",
    });
    team = await makeTeam(server, { plan: "PRO" });
    const sprint = await makeSprint(team, { name: "Now" });
    blockedId = (await makeActivity(team, sprint.id, { title: "Waiting on the payments team", status: "BLOCKED" })).id;
  });
  afterAll(async () => {
    await server?.close();
    standIn?.closeAllConnections();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  const askBlocked = () => team.captain.api.post(`/api/v1/teams/${team.id}/ai/ask`, { question: "What is blocked?" });

  it("uses a good answer, sending the model, the key and a JSON schema", async () => {
    mode = "good";
    const res = await askBlocked();
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ provider: "openai", answer: "Blocked: Waiting on the payments team.", warnings: [] });
    expect(res.body.sources).toEqual([expect.objectContaining({ object: "activity", id: blockedId, title: "Waiting on the payments team" })]);
    const last = captured.at(-1) as Captured;
    expect(last.authorization).toBe("Bearer test-model-key");
    expect(last.body.model).toBe("test-model");
    expect(last.body.response_format.type).toBe("json_schema");
    expect(JSON.stringify(last.body.response_format.json_schema.schema)).toContain("sources");

    const planned = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "- anything" });
    expectStatus(planned, 200);
    expect(planned.body).toMatchObject({ provider: "openai", sprint: { name: "Model sprint" }, warnings: [] });
    expect(planned.body.activities[0]).toMatchObject({ ref: "t1", title: "Model task", priority: "HIGH", points: 5, labels: ["api"], parentRef: null, blockedByRefs: [] });
    expect(planned.body.activities.map((a: { parentRef: string | null; blockedByRefs: string[] }) => [a.parentRef, a.blockedByRefs])).toEqual([[null, []], ["t1", []], [null, ["t1"]]]);
    const committed = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "- anything", commit: true });
    expectStatus(committed, 201);
    const [task, sub, follow] = committed.body.activities;
    expect(task).toMatchObject({ object: "activity", title: "Model task", parentId: null, subtasks: { total: 1, done: 0, points: 2, pointsDone: 0 }, blocks: [follow.id] });
    expect(sub).toMatchObject({ parentId: task.id, blockedBy: [] });
    expect(follow).toMatchObject({ parentId: null, blockedBy: [{ id: task.id, title: "Model task", status: "SUGGESTED" }] });
  });

  it("previews a plan whose edges close a cycle, and refuses to commit it (409 dependency_cycle), writing nothing and using no unit", async () => {
    mode = "cyclic-plan";
    const preview = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "- anything" });
    expectStatus(preview, 200);
    expect(preview.body.activities.map((a: { blockedByRefs: string[] }) => a.blockedByRefs)).toEqual([["t3"], [], ["t1"]]);
    const sprints = async () => (await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body.data.length;
    const used = async () => (await team.captain.api.get(`/api/v1/teams/${team.id}/usage`)).body.ai.used;
    const [sprintsBefore, usedBefore] = [await sprints(), await used()];
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "- anything", commit: true });
    expectError(res, 409, "invalid_request_error", "dependency_cycle");
    expect(res.body.error.message).toContain("'Model task'");
    expect(res.body.error.message).toContain("'Model follow-up'");
    expect([await sprints(), await used()]).toEqual([sprintsBefore, usedBefore]);
  });

  it("falls back to local on a plan whose refs name no activity of it", async () => {
    mode = "unknown-ref";
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "- Local task" });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ provider: "local", activities: [{ ref: "a1", title: "Local task" }] });
    expect(res.body.warnings[0]).toMatch(/does not match the schema \(activity 't2' names 'zz', which is no other activity of the plan\)/);
  });

  it.each([
    ["malformed", /not JSON/],
    ["wrong-shape", /does not match/],
    ["foreign-source", /not in the team's data/],
    ["slow", /timed out/],
    ["error", /HTTP 500/],
  ] as const)("falls back to local on a %s answer, with a warning", async (m, reason) => {
    mode = m;
    const res = await askBlocked();
    expectStatus(res, 200);
    expect(res.body.provider).toBe("local");
    expect(res.body.warnings).toHaveLength(1);
    expect(res.body.warnings[0]).toMatch(/The openai AI provider failed/);
    expect(res.body.warnings[0]).toMatch(reason);
    expect(res.body.answer).toContain("Waiting on the payments team");
  });

  it("falls back for plan-sprint too", async () => {
    mode = "error";
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/ai/plan-sprint`, { text: "Sprint 3: Local\n- Local task" });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ provider: "local", sprint: { name: "Sprint 3: Local" } });
    expect(res.body.warnings[0]).toMatch(/The openai AI provider failed \(the AI endpoint answered HTTP 500\)/);
  });
});
