// Tenant isolation, generated from the route table (not listed by hand): every route × every kind of
// unwelcome caller (none, revoked, expired, another team's member, read-only, write-only, a MEMBER
// where the role is too low, another team's ids in the body) gets exactly the contract's status and
// code, writes nothing, and no answer ever carries another team's data.
import { beforeAll, describe, expect, it } from "vitest";
import { roleAllows } from "../../src/domain/runtime/permissions.js";
import { ROUTES } from "../../src/http/routes.js";
import { client, expectError, request, type ApiResponse, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { addMember } from "../../src/domain/operator/admin.js";
import { makeActivity, makeExpiringKey, makeKey, makeSprint, makeTeam, makeUser, revokeKey, type TestTeam, type TestUser } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

/** A valid body for each route that takes one, so only the caller decides the answer. */
function bodyFor(operation: string, ids: Record<string, string>): unknown {
  const bodies: Record<string, unknown> = {
    createSprint: { name: "x" },
    updateSprint: { name: "x" },
    createActivity: { title: "x", sprintId: ids.sprintId },
    updateActivity: { title: "x" },
    createRelation: { type: "relates_to", relatedActivityId: ids.relatedActivityId },
    addComment: { content: "x" },
    createDocument: { title: "x" },
    updateDocument: { title: "x" },
    addResource: { title: "x", url: "https://example.com" },
    askTeam: { question: "What is blocked?" },
    planSprintFromText: { text: "- x" },
    createWebhook: { url: "http://127.0.0.1:9/hooks", events: ["*"] },
    updateWebhook: { description: "x" },
    createTeam: { name: "x" },
    updateTeam: { name: "x" },
    addMember: { email: ids.newcomerEmail, role: "MEMBER" },
    updateMember: { role: "STAFF" },
    createApiKey: { name: "x", scopes: ["write"] },
    runBatch: { operations: [{ operation: "update_activity", params: { activityId: ids.activityId }, body: { title: "x" } }] },
  };
  return bodies[operation];
}

type Route = (typeof ROUTES)[number];

/**
 * A user who is no member yet (to add), a MEMBER of the team (to change or remove), and an API key
 * of `keyHolder` (to revoke: only one's own).
 */
async function peopleIds(server: ServerHandle, team: TestTeam, keyHolder: TestUser): Promise<Record<string, string>> {
  const newcomer = await makeUser(server, { name: "Nia Newcomer" });
  const member = await makeUser(server, { name: "Max Member" });
  await addMember(server.services, { team: team.id, user: member.id, role: "MEMBER" });
  const key = await makeKey(server, keyHolder.id);
  return { newcomerEmail: newcomer.email, userId: member.id, keyId: key.id };
}

/**
 * A webhook endpoint of the team, and an event with a delivery to it (made by a change after the
 * endpoint). The team's earlier endpoints go first: a team has at most 16.
 */
async function eventIds(team: TestTeam, activityId: string, text = "e"): Promise<Record<string, string>> {
  for (const old of (await team.captain.api.get(`/api/v1/teams/${team.id}/webhooks?limit=100`)).body.data) {
    await team.captain.api.request("DELETE", `/api/v1/webhooks/${old.id}`);
  }
  const webhookId = (await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: "http://127.0.0.1:9/hooks", events: ["*"], description: text })).body.id;
  await team.captain.api.post(`/api/v1/activities/${activityId}/comments`, { content: text });
  const eventId = (await team.captain.api.get(`/api/v1/teams/${team.id}/events?limit=1`)).body.data[0].id;
  const deliveryId = (await team.captain.api.get(`/api/v1/webhooks/${webhookId}/deliveries?limit=1`)).body.data[0].id;
  return { webhookId, eventId, deliveryId };
}

/** A second activity of the team, and a relation between it and `activityId`. */
async function graphIds(team: TestTeam, sprintId: string, activityId: string, captain = team.captain): Promise<Record<string, string>> {
  const relatedActivityId = (await captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: "related", sprintId })).body.id;
  const relationId = (await captain.api.post(`/api/v1/activities/${relatedActivityId}/relations`, { type: "blocks", relatedActivityId: activityId })).body.id;
  return { relatedActivityId, relationId, parentId: activityId };
}

/** Calls `route` with its path ids filled from `ids`, and a valid body (or `body`) where it takes one. */
function callRoute(api: Client, route: Route, ids: Record<string, string>, body = bodyFor(route.operation.name, ids)): Promise<ApiResponse> {
  const path = `/api/v1${route.url.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? "x")}`;
  return api.request(route.method, path, route.method === "GET" || route.method === "DELETE" ? {} : { body });
}

describe.each(testEngines())("tenant isolation matrix (%s)", (engine) => {
  let server: ServerHandle;
  let victim: TestTeam;
  let ids: Record<string, string>;
  let secret: string;
  let callers: Record<string, Client>;

  beforeAll(async () => {
    server = await sharedServer(engine);
    victim = await makeTeam(server);
    secret = `victim-secret-${Date.now()}`;
    const sprintId = (await makeSprint(victim, { name: secret })).id;
    const activityId = (await makeActivity(victim, sprintId, { title: secret })).id;
    const commentId = (await victim.captain.api.post(`/api/v1/activities/${activityId}/comments`, { content: secret })).body.id;
    const documentId = (await victim.captain.api.post(`/api/v1/teams/${victim.id}/documents`, { title: secret })).body.id;
    const resourceId = (await victim.captain.api.post(`/api/v1/teams/${victim.id}/resources`, { title: secret, url: "https://example.com" })).body.id;
    ids = {
      teamId: victim.id,
      sprintId,
      activityId,
      commentId,
      documentId,
      resourceId,
      ...(await graphIds(victim, sprintId, activityId)),
      ...(await eventIds(victim, activityId, secret)),
      ...(await peopleIds(server, victim, victim.captain)),
    };
    const revoked = await makeKey(server, victim.captain.id);
    await revokeKey(server, revoked.id);
    const expired = await makeExpiringKey(server, victim.captain.id, 1_000);
    await new Promise((r) => setTimeout(r, 1100));
    callers = {
      none: client(server.url, null),
      revoked: revoked.api,
      expired: expired.api,
      stranger: victim.outsider.api,
    };
  }, 60_000);

  const call = (api: Client, route: Route) => callRoute(api, route, ids);

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
    // The caller's own: who they are, their teams and keys; a stranger's are theirs.
    if (["/me", "/teams", "/keys"].includes(route.url)) {
      const res = await call(callers.stranger as Client, route);
      answers.push(res);
      expect(res.status, res.text).toBeLessThan(300);
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
    expect((await me.get(`/api/v1/activities/${ids.activityId}/comments`)).body.data).toHaveLength(2);
    expect((await request(server.url, "GET", `/api/v1/teams/${ids.teamId}/resources`, { key: victim.captain.key })).body.data).toHaveLength(1);
  });
});

/** The body fields that name another record; it must be one of the same team, else 400 resource_missing (docs/api.md). */
const REFERENCES = ["sprintId", "activityId", "assignedTo", "parentId", "relatedActivityId"] as const;

/**
 * Routes a MEMBER may not call with an ordinary body: those whose role (the operation's descriptor)
 * the role table refuses a MEMBER, and three whose rule reads the data (their `roleRule`): deleting
 * another's comment, adding a member, removing another member.
 */
const MEMBER_REFUSED = new Set([
  ...ROUTES.flatMap(({ operation: op }) => (op.role && !roleAllows("MEMBER", op.role) ? [op.name] : [])),
  "deleteComment",
  "addMember",
  "removeMember",
]);

describe.each(testEngines())("scopes, roles and references, generated from the route table (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let writeOnly: Client;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    writeOnly = (await makeKey(server, team.captain.id, { scopes: "write" })).api;
  }, 60_000);

  /** A fresh record of every kind in `owner`'s team, made by its captain, so each call can change or delete them. */
  const freshIds = async (owner: TestTeam, captain = owner.captain, keyHolder = captain): Promise<Record<string, string>> => {
    const sprintId = (await captain.api.post(`/api/v1/teams/${owner.id}/sprints`, { name: "s" })).body.id;
    const activityId = (await captain.api.post(`/api/v1/teams/${owner.id}/activities`, { title: "a", sprintId })).body.id;
    const commentId = (await captain.api.post(`/api/v1/activities/${activityId}/comments`, { content: "c" })).body.id;
    const documentId = (await captain.api.post(`/api/v1/teams/${owner.id}/documents`, { title: "d" })).body.id;
    const resourceId = (await captain.api.post(`/api/v1/teams/${owner.id}/resources`, { title: "r", url: "https://example.com" })).body.id;
    return {
      teamId: owner.id,
      sprintId,
      activityId,
      commentId,
      documentId,
      resourceId,
      ...(await graphIds(owner, sprintId, activityId, captain)),
      ...(await eventIds({ ...owner, captain }, activityId)),
      ...(await peopleIds(server, owner, keyHolder)),
    };
  };

  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))("missing scope, role too low: %s", async (_name, route) => {
    const ids = await freshIds(team);
    // A key without `read` may call no reading route; one without `write` no writing one (the matrix above).
    let scoped = await callRoute(writeOnly, route, ids);
    // A retry while the worker is attempting that delivery is told to wait for the attempt, as the
    // API documents (409 delivery_in_flight); a client retries once it is recorded.
    for (let waited = 0; scoped.status === 409 && scoped.body?.error?.code === "delivery_in_flight" && waited < 50; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      scoped = await callRoute(writeOnly, route, ids);
    }
    if (route.operation.scope === "read") expectError(scoped, 403, "permission_error", "insufficient_scope");
    // Past the scope check: the sprint still has its activity, so the delete goes on to its own refusal.
    else if (route.operation.name === "deleteSprint") expectError(scoped, 409, "invalid_request_error", "sprint_not_empty");
    else expect(scoped.status, scoped.text).toBeLessThan(300);

    const fresh = await freshIds(team, team.captain, team.member);
    const state = async () => ({
      sprints: (await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body,
      comments: (await team.captain.api.get(`/api/v1/activities/${fresh.activityId}/comments`)).body,
      webhooks: (await team.captain.api.get(`/api/v1/teams/${team.id}/webhooks`)).body,
    });
    const before = await state();
    const asMember = await callRoute(team.member.api, route, fresh);
    if (MEMBER_REFUSED.has(route.operation.name)) {
      expectError(asMember, 403, "permission_error", "insufficient_role");
      expect(await state()).toEqual(before);
    } else {
      expect(asMember.status, asMember.text).toBeLessThan(300);
    }
  });

  it.each([
    ["create an activity COMPLETED", "POST", "/api/v1/teams/:teamId/activities", (ids: Record<string, string>) => ({ title: "x", sprintId: ids.sprintId, status: "COMPLETED" })],
    ["complete an activity", "PATCH", "/api/v1/activities/:activityId", () => ({ status: "COMPLETED" })],
    ["change a reviewStatus", "PATCH", "/api/v1/activities/:activityId", () => ({ reviewStatus: "APPROVED" })],
    ["commit a plan that creates a sprint", "POST", "/api/v1/teams/:teamId/ai/plan-sprint", () => ({ text: "- x", commit: true })],
  ] as const)("a MEMBER may not %s, and nothing is written", async (_name, method, url, body) => {
    const ids = await freshIds(team);
    const path = url.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? "x");
    const before = { activity: (await team.captain.api.get(`/api/v1/activities/${ids.activityId}`)).body, sprints: (await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body };
    expectError(await team.member.api.request(method, path, { body: body(ids) }), 403, "permission_error", "insufficient_role");
    expect((await team.captain.api.get(`/api/v1/activities/${ids.activityId}`)).body).toEqual(before.activity);
    expect((await team.captain.api.get(`/api/v1/teams/${team.id}/sprints?limit=100`)).body).toEqual(before.sprints);
  });

  const referring = ROUTES.flatMap((route) => {
    const shape = (route.operation.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    return REFERENCES.filter((field) => field in shape).map((field) => [`${route.method} ${route.url} ${field}`, route, field] as const);
  });

  it("finds every body that names another record", () => {
    expect(referring.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "POST /teams/:teamId/activities sprintId",
        "PATCH /activities/:activityId assignedTo",
        "POST /teams/:teamId/resources activityId",
        "POST /teams/:teamId/ai/plan-sprint sprintId",
        "POST /teams/:teamId/activities parentId",
        "PATCH /activities/:activityId parentId",
        "POST /activities/:activityId/relations relatedActivityId",
      ]),
    );
  });

  it.each(referring)("another team's id in the body is 400 resource_missing: %s", async (_name, route, field) => {
    // The outsider acts in their own team, naming the victim team's record (or, for assignedTo, a user not in it).
    const victim = await freshIds(team);
    const own = await freshIds({ ...team, id: team.outsiderTeamId }, team.outsider);
    const foreign = field === "assignedTo" ? team.captain.id : (victim[field] as string);
    const body = { ...(bodyFor(route.operation.name, own) as object), [field]: foreign };
    const before = await team.outsider.api.get(`/api/v1/teams/${team.outsiderTeamId}/activities?limit=100`);
    const res = await callRoute(team.outsider.api, route, own, body);
    expectError(res, 400, "invalid_request_error", "resource_missing", field);
    expect(res.text).not.toContain("victim");
    expect((await team.outsider.api.get(`/api/v1/teams/${team.outsiderTeamId}/activities?limit=100`)).body).toEqual(before.body);
  });
});
