// Tenant isolation, generated from the route table (not listed by hand): every route × every kind of
// unwelcome caller gets exactly the contract's status and code, and no answer ever carries another
// team's data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../src/http/routes.js";
import { client, expectError, request, type ApiResponse, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeKey, makeSprint, makeTeam, revokeKey, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";

/** A valid body for each route that takes one, so only the caller decides the answer. */
function bodyFor(operation: string, ids: Record<string, string>): unknown {
  const bodies: Record<string, unknown> = {
    createSprint: { name: "x" },
    updateSprint: { name: "x" },
    createActivity: { title: "x", sprintId: ids.sprintId },
    updateActivity: { title: "x" },
    addComment: { content: "x" },
    createDocument: { title: "x" },
    updateDocument: { title: "x" },
    addResource: { title: "x", url: "https://example.com" },
    askTeam: { question: "What is blocked?" },
    planSprintFromText: { text: "- x" },
  };
  return bodies[operation];
}

describe.each(testEngines())("tenant isolation matrix (%s)", (engine) => {
  let server: TestServer;
  let victim: TestTeam;
  let ids: Record<string, string>;
  let secret: string;
  let callers: Record<string, Client>;

  beforeAll(async () => {
    server = await startServer(engine);
    victim = await makeTeam(server);
    secret = `victim-secret-${Date.now()}`;
    const sprintId = (await makeSprint(victim, { name: secret })).id;
    const activityId = (await makeActivity(victim, sprintId, { title: secret })).id;
    const commentId = (await victim.captain.api.post(`/api/v1/activities/${activityId}/comments`, { content: secret })).body.id;
    const documentId = (await victim.captain.api.post(`/api/v1/teams/${victim.id}/documents`, { title: secret })).body.id;
    const resourceId = (await victim.captain.api.post(`/api/v1/teams/${victim.id}/resources`, { title: secret, url: "https://example.com" })).body.id;
    ids = { teamId: victim.id, sprintId, activityId, commentId, documentId, resourceId };
    const revoked = await makeKey(server, victim.captain.id);
    await revokeKey(server, revoked.id);
    const expired = await makeKey(server, victim.captain.id, { expiresIn: "1s" });
    await new Promise((r) => setTimeout(r, 1100));
    callers = {
      none: client(server.url, null),
      revoked: revoked.api,
      expired: expired.api,
      stranger: victim.outsider.api,
    };
  }, 60_000);
  afterAll(async () => server?.close());

  const call = (api: Client, route: (typeof ROUTES)[number]): Promise<ApiResponse> => {
    const path = `/api/v1${route.url.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? "x")}`;
    return api.request(route.method, path, route.method === "GET" || route.method === "DELETE" ? {} : { body: bodyFor(route.operation.name, ids) });
  };

  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", async (_name, route) => {
    const answers: ApiResponse[] = [];
    const check = async (who: string, status: number, type: string, code: string) => {
      const res = await call(callers[who] as Client, route);
      answers.push(res);
      expectError(res, status, type, code);
    };
    await check("none", 401, "authentication_error", "missing_credential");
    await check("revoked", 401, "authentication_error", "credential_revoked");
    await check("expired", 401, "authentication_error", "credential_expired");
    if (route.url === "/me" || route.url === "/teams") {
      const res = await call(callers.stranger as Client, route);
      answers.push(res);
      expect(res.status).toBe(200);
    } else if (route.url.startsWith("/teams/:teamId")) {
      await check("stranger", 403, "permission_error", "not_team_member");
    } else {
      await check("stranger", 404, "not_found_error", "resource_not_found");
    }
    const needsWrite = route.operation.scope === "write";
    const readOnly = await call(victim.readOnly, route);
    if (needsWrite) {
      expectError(readOnly, 403, "permission_error", "insufficient_scope");
      answers.push(readOnly);
    }
    for (const res of answers) expect(res.text, `${route.method} ${route.url}`).not.toContain(secret);
  });

  it("left the victim's data untouched", async () => {
    const me = victim.captain.api;
    for (const path of [`/api/v1/sprints/${ids.sprintId}`, `/api/v1/activities/${ids.activityId}`, `/api/v1/documents/${ids.documentId}`]) {
      const res = await me.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(secret);
    }
    expect((await me.get(`/api/v1/activities/${ids.activityId}/comments`)).body.data).toHaveLength(1);
    expect((await request(server.url, "GET", `/api/v1/teams/${ids.teamId}/resources`, { key: victim.captain.key })).body.data).toHaveLength(1);
  });
});
