// Managing teams, members and one's own API keys over the API (issue 15): who may do what, the
// last-CAPTAIN rule (also under concurrent changes), exact errors, the events each change records,
// and keys whose scopes never exceed the caller's. Both engines, real HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { client, expectError, expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeKey, makeTeam, makeUser, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("teams and members (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let api: Client;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    api = team.captain.api;
  });

  const latestEvent = async (teamId: string, as: Client = api): Promise<Json> => (await as.get(`/api/v1/teams/${teamId}/events?limit=1`)).body.data[0];
  const members = async (teamId: string): Promise<Json[]> => (await api.get(`/api/v1/teams/${teamId}/members`)).body.data;

  it("makes a team whose caller is its CAPTAIN, on the FREE plan", async () => {
    const user = await makeUser(server);
    const res = await user.api.post("/api/v1/teams", { name: "  Platform  " });
    expectStatus(res, 201);
    expect(res.body).toEqual({ object: "team", id: expect.any(String), name: "Platform", plan: "FREE", role: "CAPTAIN", createdAt: expect.any(String), updatedAt: res.body.createdAt });
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect((await user.api.get("/api/v1/teams")).body.data.map((t: Json) => t.id)).toEqual([res.body.id]);
    expect((await user.api.get(`/api/v1/teams/${res.body.id}/members`)).body.data).toEqual([expect.objectContaining({ id: user.id, role: "CAPTAIN" })]);
    const { role: _role, ...created } = res.body;
    expect(await latestEvent(res.body.id, user.api)).toMatchObject({ type: "team.created", data: { object: created } });

    expectError(await user.api.post("/api/v1/teams", {}), 400, "invalid_request_error", "parameter_missing", "name");
    expectError(await user.api.post("/api/v1/teams", { name: "   " }), 400, "invalid_request_error", "parameter_invalid", "name");
    expectError(await user.api.post("/api/v1/teams", { name: "x".repeat(201) }), 400, "invalid_request_error", "parameter_invalid", "name");
    expectError(await user.api.post("/api/v1/teams", { name: "Paid", plan: "MAX" }), 400, "invalid_request_error", "unknown_parameter", "plan");
  });

  it("lets the CAPTAIN rename the team, and no one else", async () => {
    const before = (await api.get(`/api/v1/teams/${team.id}`)).body;
    expectError(await team.staff.api.patch(`/api/v1/teams/${team.id}`, { name: "Mine" }), 403, "permission_error", "insufficient_role");
    expectError(await team.outsider.api.patch(`/api/v1/teams/${team.id}`, { name: "Mine" }), 403, "permission_error", "not_team_member");
    expectError(await api.patch(`/api/v1/teams/${team.id}`, { name: "x" }, { headers: { "if-match": '"stale"' } }), 412, "invalid_request_error", "precondition_failed");
    const res = await api.patch(`/api/v1/teams/${team.id}`, { name: "Renamed" });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ name: "Renamed", role: "CAPTAIN", plan: before.plan });
    expect(await latestEvent(team.id)).toMatchObject({ type: "team.updated", data: { previous: { name: before.name, updatedAt: before.updatedAt } } });
  });

  it("adds existing users by email: the CAPTAIN with any role, STAFF only as MEMBER", async () => {
    const grace = await makeUser(server, { name: "Grace" });
    const alan = await makeUser(server, { name: "Alan" });
    const path = `/api/v1/teams/${team.id}/members`;
    expectError(await team.staff.api.post(path, { email: grace.email, role: "STAFF" }), 403, "permission_error", "insufficient_role");
    expectError(await team.member.api.post(path, { email: grace.email, role: "MEMBER" }), 403, "permission_error", "insufficient_role");
    const added = await team.staff.api.post(path, { email: grace.email.toUpperCase(), role: "MEMBER" });
    expectStatus(added, 201);
    expect(added.body).toEqual({ object: "member", id: grace.id, teamId: team.id, name: "Grace", email: grace.email, role: "MEMBER", joinedAt: expect.any(String) });
    expect(await latestEvent(team.id)).toMatchObject({ type: "member.added", actor: { userId: team.staff.id }, data: { object: added.body } });
    expectStatus(await api.post(path, { email: alan.email, role: "CAPTAIN" }), 201);

    expectError(await api.post(path, { email: grace.email, role: "STAFF" }), 409, "invalid_request_error", "already_member");
    expectError(await api.post(path, { email: "nobody@example.test", role: "MEMBER" }), 400, "invalid_request_error", "resource_missing", "email");
    expectError(await api.post(path, { email: "not an email", role: "MEMBER" }), 400, "invalid_request_error", "parameter_invalid", "email");
    expectError(await api.post(path, { email: alan.email, role: "OWNER" }), 400, "invalid_request_error", "parameter_invalid", "role");
    expect((await members(team.id)).map((m) => m.id)).toEqual(expect.arrayContaining([grace.id, alan.id]));
  });

  it("changes roles (CAPTAIN only) and never leaves a team without a CAPTAIN", async () => {
    const owner = await makeUser(server);
    const { id: teamId } = (await owner.api.post("/api/v1/teams", { name: "Roles" })).body;
    const dana = await makeUser(server, { name: "Dana" });
    await owner.api.post(`/api/v1/teams/${teamId}/members`, { email: dana.email, role: "MEMBER" });
    const path = (userId: string) => `/api/v1/teams/${teamId}/members/${userId}`;

    expectError(await owner.api.patch(path(owner.id), { role: "STAFF" }), 409, "invalid_request_error", "last_captain");
    expectError(await dana.api.patch(path(dana.id), { role: "CAPTAIN" }), 403, "permission_error", "insufficient_role");
    expectError(await owner.api.patch(path("0190a1b2-c3d4-7e5f-8a0b-1c2d3e4f5a6b"), { role: "STAFF" }), 404, "not_found_error", "resource_not_found");
    expectError(await owner.api.patch(path(dana.id), { role: "KING" }), 400, "invalid_request_error", "parameter_invalid", "role");
    const promoted = await owner.api.patch(path(dana.id), { role: "CAPTAIN" });
    expectStatus(promoted, 200);
    expect(promoted.body).toMatchObject({ id: dana.id, role: "CAPTAIN" });
    expect(await latestEvent(teamId, owner.api)).toMatchObject({ type: "member.updated", data: { object: { role: "CAPTAIN" }, previous: { role: "MEMBER" } } });
    // Two CAPTAINs now: either may step down, not both.
    expectStatus(await owner.api.patch(path(owner.id), { role: "STAFF" }), 200);
    expectError(await dana.api.patch(path(dana.id), { role: "MEMBER" }), 409, "invalid_request_error", "last_captain");
  });

  it("keeps a CAPTAIN when two demote themselves at once", async () => {
    const [ann, ben] = [await makeUser(server), await makeUser(server)];
    const { id: teamId } = (await ann.api.post("/api/v1/teams", { name: "Race" })).body;
    await ann.api.post(`/api/v1/teams/${teamId}/members`, { email: ben.email, role: "CAPTAIN" });
    const answers = await Promise.all([ann, ben].map((u) => u.api.patch(`/api/v1/teams/${teamId}/members/${u.id}`, { role: "MEMBER" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ann.api.get(`/api/v1/teams/${teamId}/members`)).body.data.filter((m: Json) => m.role === "CAPTAIN")).toHaveLength(1);
  });

  it("removes members (CAPTAIN), lets a member leave, and keeps what they were assigned", async () => {
    const owner = await makeUser(server);
    const { id: teamId } = (await owner.api.post("/api/v1/teams", { name: "Leaving" })).body;
    const [eve, finn] = [await makeUser(server), await makeUser(server)];
    for (const u of [eve, finn]) await owner.api.post(`/api/v1/teams/${teamId}/members`, { email: u.email, role: "MEMBER" });
    const sprint = (await owner.api.post(`/api/v1/teams/${teamId}/sprints`, { name: "S" })).body;
    const task = (await owner.api.post(`/api/v1/teams/${teamId}/activities`, { title: "Eve's", sprintId: sprint.id, assignedTo: eve.id })).body;

    expectError(await finn.api.request("DELETE", `/api/v1/teams/${teamId}/members/${eve.id}`), 403, "permission_error", "insufficient_role");
    expectStatus(await eve.api.request("DELETE", `/api/v1/teams/${teamId}/members/${eve.id}`), 204);
    expectError(await eve.api.get(`/api/v1/teams/${teamId}/activities`), 403, "permission_error", "not_team_member");
    expect((await owner.api.get(`/api/v1/activities/${task.id}`)).body.assignedTo).toBe(eve.id);
    expect(await latestEvent(teamId, owner.api)).toMatchObject({ type: "member.removed", actor: { userId: eve.id }, data: { object: { id: eve.id, role: "MEMBER" } } });

    expectStatus(await owner.api.request("DELETE", `/api/v1/teams/${teamId}/members/${finn.id}`), 204);
    expectError(await owner.api.request("DELETE", `/api/v1/teams/${teamId}/members/${finn.id}`), 404, "not_found_error", "resource_not_found");
    expectError(await owner.api.request("DELETE", `/api/v1/teams/${teamId}/members/${owner.id}`), 409, "invalid_request_error", "last_captain");
    expect((await owner.api.get(`/api/v1/teams/${teamId}/members`)).body.data.map((m: Json) => m.id)).toEqual([owner.id]);
  });

  it("never shows another team's members, and a read-only key changes nothing", async () => {
    expectError(await team.outsider.api.get(`/api/v1/teams/${team.id}/members`), 403, "permission_error", "not_team_member");
    expectError(await team.outsider.api.request("DELETE", `/api/v1/teams/${team.id}/members/${team.member.id}`), 403, "permission_error", "not_team_member");
    const newcomer = await makeUser(server);
    expectError(await team.readOnly.post(`/api/v1/teams/${team.id}/members`, { email: newcomer.email, role: "MEMBER" }), 403, "permission_error", "insufficient_scope");
    expectError(await team.readOnly.post("/api/v1/teams", { name: "No" }), 403, "permission_error", "insufficient_scope");
  });
});

describe.each(testEngines())("the caller's API keys (%s)", (engine) => {
  let server: ServerHandle;
  beforeAll(async () => {
    server = await sharedServer(engine);
  });

  it("lists, creates (the secret once) and revokes one's own keys", async () => {
    const ada = await makeUser(server);
    const bob = await makeUser(server);
    const created = await ada.api.post("/api/v1/keys", { name: "laptop", scopes: ["read"], expiresInDays: 30 });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ object: "api_key", name: "laptop", scopes: ["read"], key: expect.stringMatching(/^sr_sk_[0-9A-Za-z]{40}$/), revokedAt: null });
    const listed = (await ada.api.get("/api/v1/keys")).body.data;
    expect(listed.map((k: Json) => k.id)).toEqual(expect.arrayContaining([created.body.id, ada.keyId]));
    expect(JSON.stringify(listed)).not.toContain(created.body.key);
    expect((await bob.api.get("/api/v1/keys")).body.data.map((k: Json) => k.id)).not.toContain(created.body.id);

    const fresh = client(server.url, created.body.key);
    expectStatus(await fresh.get("/api/v1/me"), 200);
    expectError(await fresh.post("/api/v1/teams", { name: "x" }), 403, "permission_error", "insufficient_scope");
    expectError(await bob.api.request("DELETE", `/api/v1/keys/${created.body.id}`), 404, "not_found_error", "resource_not_found");
    expectStatus(await ada.api.request("DELETE", `/api/v1/keys/${created.body.id}`), 204);
    expectError(await fresh.get("/api/v1/me"), 401, "authentication_error", "credential_revoked");
  });

  it("never gives a new key more than the credential that asks for it", async () => {
    const carl = await makeUser(server);
    const readOnly = await makeKey(server, carl.id, { scopes: "read" });
    expectError(await readOnly.api.post("/api/v1/keys", { name: "x", scopes: ["read"] }), 403, "permission_error", "insufficient_scope");
    const writeOnly = await makeKey(server, carl.id, { scopes: "write" });
    expectError(await writeOnly.api.post("/api/v1/keys", { name: "x", scopes: ["read", "write"] }), 403, "permission_error", "insufficient_scope");
    expectStatus(await writeOnly.api.post("/api/v1/keys", { name: "x", scopes: ["write"] }), 201);
    const token = await makeKey(server, carl.id, { type: "oauth_token" });
    expectError(await token.api.post("/api/v1/keys", { name: "x", scopes: ["read"] }), 403, "permission_error", "credential_type_not_allowed");
    expectError(await carl.api.post("/api/v1/keys", { name: "", scopes: ["read"] }), 400, "invalid_request_error", "parameter_invalid", "name");
    expectError(await carl.api.post("/api/v1/keys", { name: "x", scopes: ["admin"] }), 400, "invalid_request_error", "parameter_invalid", "scopes.0");
  });

  it("is closed to an app's OAuth token: it may neither list, nor create, nor revoke keys", async () => {
    const dora = await makeUser(server);
    const token = await makeKey(server, dora.id, { type: "oauth_token" });
    const listed = await token.api.get("/api/v1/keys");
    expectError(listed, 403, "permission_error", "credential_type_not_allowed");
    expect(listed.body.error.message).toBe("An app's OAuth access token cannot list API keys; use an API key or the account page.");
    expectError(await token.api.post("/api/v1/keys", { name: "x", scopes: ["read"] }), 403, "permission_error", "credential_type_not_allowed");
    expectError(await token.api.request("DELETE", `/api/v1/keys/${dora.keyId}`), 403, "permission_error", "credential_type_not_allowed");
    expectStatus(await dora.api.get("/api/v1/me"), 200);
    expect((await dora.api.get("/api/v1/keys")).body.data.map((k: Json) => k.id)).toContain(dora.keyId);
  });
});
