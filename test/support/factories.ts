// Test set-up through the same admin functions the CLI uses; never raw SQL. Each call makes a fresh
// team with one user per role (and an outsider in a team of their own), so tests never share data.
// Keys and tokens come from the operations the CLI runs (createApiKey, issueAccessToken), but for a
// key that expires within seconds, which no operation issues (makeExpiringKey).
import { newCredential } from "../../src/auth/credentials.js";
import {
  addMember,
  createKeyForUser,
  createTeam,
  createUser,
  issueTokenForUser,
  revokeKeyOfUser,
  revokeTokenByOperator,
} from "../../src/domain/operator/admin.js";
import type { RunDeps } from "../../src/domain/runtime/run.js";
import type { Role } from "../../src/schemas/common.js";
import type { CreatedApiKeyRecord } from "../../src/schemas/keys.js";
import { insertCredential } from "../../src/storage/repos/credentials.js";
import { client, type Answer, type Client, type RequestBody } from "./client.js";
import type { ServerHandle } from "./start-server.js";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TestUser {
  id: string;
  email: string;
  name: string;
  key: string;
  keyId: string;
  api: Client;
}

/** An API key for the user, by createApiKey as `sprintroom key create` runs it: its secret and record. */
export async function keyFor(deps: RunDeps, userId: string, options: { scopes?: string; expiresInDays?: number } = {}): Promise<CreatedApiKeyRecord> {
  const scopes = (options.scopes ?? "read,write").split(",");
  return (await createKeyForUser(deps, userId, { name: "test", scopes, expiresInDays: options.expiresInDays })) as CreatedApiKeyRecord;
}

export async function makeUser(server: ServerHandle, options: { name?: string; scopes?: string } = {}): Promise<TestUser> {
  const name = options.name ?? `User ${unique()}`;
  const user = await createUser(server.services, { email: `u-${unique()}@example.test`, name });
  const key = await keyFor(server.services, user.id, { scopes: options.scopes });
  return { id: user.id, email: user.email, name: user.name, key: key.key, keyId: key.id, api: client(server.url, key.key) };
}

/** An API key (createApiKey), or an access token without an app (issueAccessToken, one hour). */
export async function makeKey(
  server: ServerHandle,
  userId: string,
  options: { scopes?: string; expiresInDays?: number; type?: "api_key" | "oauth_token" } = {},
): Promise<{ id: string; secret: string; api: Client }> {
  if (options.type === "oauth_token") {
    const scopes = (options.scopes ?? "read,write").split(",");
    const token = (await issueTokenForUser(server.services, userId, { scopes })) as { id: string; token: string };
    return { id: token.id, secret: token.token, api: client(server.url, token.token) };
  }
  const key = await keyFor(server.services, userId, options);
  return { id: key.id, secret: key.key, api: client(server.url, key.key) };
}

/** An API key that expires `ms` from now: written to storage, as no operation makes a key that lives less than a day. */
export async function makeExpiringKey(server: ServerHandle, userId: string, ms: number): Promise<{ id: string; secret: string; api: Client }> {
  const now = server.services.now();
  const expiresAt = new Date(now.getTime() + ms).toISOString();
  const { row, secret } = newCredential({ id: server.services.newId(), userId, type: "api_key", name: "expiring", scopes: ["read", "write"], now, expiresAt });
  await insertCredential(server.services.db.kysely, row);
  return { id: row.id, secret, api: client(server.url, secret) };
}

export async function revokeKey(server: ServerHandle, id: string, type: "api_key" | "oauth_token" = "api_key"): Promise<void> {
  await (type === "api_key" ? revokeKeyOfUser(server.services, id) : revokeTokenByOperator(server.services, id));
}

export interface TestTeam {
  id: string;
  name: string;
  captain: TestUser;
  staff: TestUser;
  member: TestUser;
  /** A user in another team (of their own), not in this one. */
  outsider: TestUser;
  outsiderTeamId: string;
  readOnly: Client;
  roles: Record<Role, TestUser>;
}

export async function makeTeam(server: ServerHandle, options: { plan?: string; name?: string } = {}): Promise<TestTeam> {
  const team = await createTeam(server.services, { name: options.name ?? `Team ${unique()}`, plan: options.plan ?? "FREE" });
  const captain = await makeUser(server, { name: "Cora Captain" });
  const staff = await makeUser(server, { name: "Sam Staff" });
  const member = await makeUser(server, { name: "Mia Member" });
  await addMember(server.services, { team: team.id, user: captain.id, role: "CAPTAIN" });
  await addMember(server.services, { team: team.id, user: staff.id, role: "STAFF" });
  await addMember(server.services, { team: team.id, user: member.id, role: "MEMBER" });
  const outsider = await makeUser(server, { name: "Oscar Outsider" });
  const otherTeam = await createTeam(server.services, { name: `Other ${unique()}` });
  await addMember(server.services, { team: otherTeam.id, user: outsider.id, role: "CAPTAIN" });
  const readOnlyKey = await makeKey(server, captain.id, { scopes: "read" });
  return {
    id: team.id,
    name: team.name,
    captain,
    staff,
    member,
    outsider,
    outsiderTeamId: otherTeam.id,
    readOnly: readOnlyKey.api,
    roles: { CAPTAIN: captain, STAFF: staff, MEMBER: member },
  };
}

export type Sprint = Answer<"createSprint">;
export type Activity = Answer<"createActivity">;

/** A sprint and an activity in it, made through the API as the captain. */
export async function makeSprint(team: TestTeam, body: Partial<RequestBody<"createSprint">> = {}): Promise<Sprint> {
  const res = await team.captain.api.post<Sprint>(`/api/v1/teams/${team.id}/sprints`, { name: "Sprint", ...body });
  if (res.status !== 201) throw new Error(`makeSprint: ${res.status} ${res.text}`);
  return res.body;
}

export async function makeActivity(team: TestTeam, sprintId: string, body: Partial<RequestBody<"createActivity">> = {}): Promise<Activity> {
  const res = await team.captain.api.post<Activity>(`/api/v1/teams/${team.id}/activities`, { title: "Activity", sprintId, ...body });
  if (res.status !== 201) throw new Error(`makeActivity: ${res.status} ${res.text}`);
  return res.body;
}
