// Trusted administration for the CLI (and test set-up): users, teams, plans, members, keys, tokens.
// No actor and no scope: whoever runs the CLI holds the database. Rules still live here, once.
import { z } from "zod";
import { newCredential } from "../auth/credentials.js";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/passwords.js";
import { PLANS, PlanName, ROLES, SCOPES, type CredentialType, type Plan, type Role, type Scope } from "../schemas/common.js";
import { TeamEventRecord, TeamName, TeamParams } from "../schemas/teams.js";
import { TEAM_EVENT } from "../schemas/examples.js";
import { presentTeamEvent } from "../presenters/teams.js";
import type { Db, Executor } from "../storage/database.js";
import { findCredential, insertCredential, revokeCredential as revokeCredentialRow } from "../storage/repos/credentials.js";
import { findMemberRole, upsertMember } from "../storage/repos/members.js";
import { findTeam, insertTeam, lockTeam, updateTeamPlan } from "../storage/repos/teams.js";
import { upsertPassword } from "../storage/repos/user-passwords.js";
import { deleteSessionsOfUser } from "../storage/repos/web-sessions.js";
import { findUser, findUserByEmail, insertUser } from "../storage/repos/users.js";
import type { CredentialRow, TeamRow, UserRow } from "../storage/tables.js";
import { AppError, invalidParam, notFound, notTeamMember, quote } from "../errors.js";
import { SYSTEM_ACTOR, type OperationContext } from "./context.js";
import { recordChange } from "./events.js";
import { defineOperation } from "./operation.js";
import { addMember as addMemberOperation, removeMember as removeMemberOperation, updateMember as updateMemberOperation } from "./members.js";
import { pathUuid, requireMember, requireOperator } from "./permissions.js";
import { runOperation, type RunDeps } from "./run.js";
import { toAppError } from "../schemas/validation.js";

export interface AdminDeps {
  db: Db;
  now: () => Date;
  newId: () => string;
}

export interface AdminUser {
  object: "user";
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

export interface AdminTeam {
  object: "team";
  id: string;
  name: string;
  plan: Plan;
  createdAt: string;
  updatedAt: string;
}

export interface AdminMembership {
  object: "member";
  teamId: string;
  userId: string;
  role: Role;
}

export interface AdminCredential {
  object: CredentialType;
  id: string;
  userId: string;
  name: string | null;
  scopes: Scope[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

const NewUser = z.object({ email: z.email().max(320), name: z.string().trim().min(1).max(200) });
const NewTeam = z.object({ name: TeamName, plan: z.enum(PLANS).default("FREE") });
const ScopeList = z
  .string()
  .transform((s) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(SCOPES)).min(1));

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw toAppError(result.error);
  return result.data;
}

const presentUser = (row: UserRow): AdminUser => ({
  object: "user",
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.created_at,
});

const presentAdminTeam = (row: TeamRow): AdminTeam => ({
  object: "team",
  id: row.id,
  name: row.name,
  plan: row.plan,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const presentCredential = (row: CredentialRow): AdminCredential => ({
  object: row.type,
  id: row.id,
  userId: row.user_id,
  name: row.name,
  scopes: row.scopes,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  createdAt: row.created_at,
});

/** A user named by id or by email; the refusal says which was given. */
export async function resolveUser(db: Executor, ref: string): Promise<UserRow> {
  const byEmail = ref.includes("@");
  const id = pathUuid(ref);
  const user = byEmail ? await findUserByEmail(db, ref) : id === undefined ? undefined : await findUser(db, id);
  if (!user) throw byEmail ? new AppError("resource_not_found", `No user with email ${quote(ref)}.`) : notFound("user", ref);
  return user;
}

export async function resolveTeam(db: Executor, ref: string): Promise<TeamRow> {
  const id = pathUuid(ref);
  const team = id === undefined ? undefined : await findTeam(db, id);
  if (!team) throw notFound("team", ref);
  return team;
}

/** Parses a lifetime such as `30d`, `12h`, `15m` or `90s` into milliseconds. */
export function parseDuration(value: string, param = "expires-in"): number {
  const match = /^(\d{1,6})([smhd])$/.exec(value.trim());
  if (!match) throw invalidParam(param, `'${value}' is not a duration like 30d, 12h, 15m or 90s.`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "s" | "m" | "h" | "d"];
  const ms = Number(match[1]) * unit;
  if (ms <= 0) throw invalidParam(param, "A lifetime must be longer than zero.");
  return ms;
}

/** A user, with a password to sign in with when one is given. */
export async function createUser(
  deps: AdminDeps,
  input: { email: string; name: string; password?: string },
  db: Executor = deps.db.kysely,
): Promise<AdminUser> {
  const { email, name } = parse(NewUser, input);
  if (input.password !== undefined) checkPassword(input.password);
  if (await findUserByEmail(db, email)) {
    throw new AppError("email_taken", `A user with email '${email}' already exists.`, "email");
  }
  const now = deps.now().toISOString();
  const row: UserRow = { id: deps.newId(), email: email.toLowerCase(), name, created_at: now, updated_at: now };
  await insertUser(db, row);
  if (input.password !== undefined) await upsertPassword(db, { user_id: row.id, password_hash: await hashPassword(input.password), updated_at: now });
  return presentUser(row);
}

/** Length only, as NIST SP 800-63B asks; the message never repeats the password. */
function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw invalidParam("password", `A password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long (this one has ${length}).`);
  }
}

/** Sets (or replaces) the password a user signs in with, and signs them out of every browser. */
export async function setPassword(deps: AdminDeps, userRef: string, password: string): Promise<AdminUser> {
  checkPassword(password);
  const user = await resolveUser(deps.db.kysely, userRef);
  const passwordHash = await hashPassword(password);
  await deps.db.kysely.transaction().execute(async (trx) => {
    await upsertPassword(trx, { user_id: user.id, password_hash: passwordHash, updated_at: deps.now().toISOString() });
    await deleteSessionsOfUser(trx, user.id);
  });
  return presentUser(user);
}

export async function createTeam(deps: AdminDeps, input: { name: string; plan?: string }, db: Executor = deps.db.kysely): Promise<AdminTeam> {
  const { name, plan } = parse(NewTeam, input);
  const now = deps.now().toISOString();
  const row: TeamRow = { id: deps.newId(), name, plan, created_at: now, updated_at: now };
  await insertTeam(db, row);
  return presentAdminTeam(row);
}

export async function setTeamPlan(deps: AdminDeps, teamRef: string, plan: string): Promise<AdminTeam> {
  const parsed = parse(z.object({ plan: z.enum(PLANS) }), { plan });
  const team = await resolveTeam(deps.db.kysely, teamRef);
  const updatedAt = deps.now().toISOString();
  await updateTeamPlan(deps.db.kysely, team.id, parsed.plan, updatedAt);
  return presentAdminTeam({ ...team, plan: parsed.plan, updated_at: updatedAt });
}

const OperatorTeamBody = z.object({ name: TeamName, plan: PlanName.default("FREE") }).strict();

/** `sprintroom team create`: a team on a plan, with no member yet (`member add` gives it its CAPTAIN). */
export const createTeamAsOperator = defineOperation({
  name: "createTeamAsOperator",
  toolName: "create_team_as_operator",
  group: "membership",
  summary: "Create a team on a plan, with no member yet (the operator, on the CLI).",
  surfaces: ["cli"],
  roleRule: "the operator at the CLI",
  scope: "write",
  writes: "always",
  errors: ["credential_type_not_allowed"],
  emits: ["team.created"],
  body: OperatorTeamBody,
  output: TeamEventRecord,
  responseExample: TEAM_EVENT,
  async run(ctx, input) {
    requireOperator(ctx.actor);
    const now = ctx.now().toISOString();
    const row: TeamRow = { id: ctx.newId(), name: input.name, plan: input.plan, created_at: now, updated_at: now };
    await insertTeam(ctx.db, row);
    const record = presentTeamEvent(row);
    recordChange(ctx, { type: "team.created", teamId: row.id, object: record });
    return record;
  },
});

/** The team named in the path, locked for a change of plan. */
async function teamToReplan(ctx: OperationContext, input: { teamId: string }) {
  const { teamId, role } = await requireMember(ctx, input.teamId);
  await lockTeam(ctx.db, teamId);
  const team = await findTeam(ctx.db, teamId);
  if (!team) throw notTeamMember(input.teamId);
  return { role, team };
}

/** `sprintroom team set-plan`: plans are the operator's decision, never a caller's over the API. */
export const setTeamPlanAsOperator = defineOperation({
  name: "setTeamPlan",
  toolName: "set_team_plan",
  group: "membership",
  summary: "Put a team on a plan (the operator, on the CLI).",
  surfaces: ["cli"],
  roleRule: "the operator at the CLI",
  scope: "write",
  writes: "always",
  errors: ["not_team_member", "credential_type_not_allowed"],
  emits: ["team.updated"],
  params: TeamParams,
  body: z.object({ plan: PlanName }).strict(),
  output: TeamEventRecord,
  responseExample: TEAM_EVENT,
  load: teamToReplan,
  async run(ctx, input, { team }) {
    requireOperator(ctx.actor);
    if (team.plan === input.plan) return presentTeamEvent(team);
    const next = { ...team, plan: input.plan, updated_at: ctx.now().toISOString() };
    await updateTeamPlan(ctx.db, team.id, next.plan, next.updated_at);
    const record = presentTeamEvent(next);
    recordChange(ctx, { type: "team.updated", teamId: team.id, object: record, before: presentTeamEvent(team) });
    return record;
  },
});

/** `sprintroom team create`, as the operator. */
export function createTeamByOperator(deps: RunDeps, input: { name: string; plan?: string }): Promise<unknown> {
  return runOperation(deps, createTeamAsOperator, SYSTEM_ACTOR, { body: input });
}

/** `sprintroom team set-plan`, as the operator; a team that does not exist is 404 by its id. */
export async function setTeamPlanByOperator(deps: RunDeps, teamRef: string, plan: string): Promise<unknown> {
  const team = await resolveTeam(deps.db.kysely, teamRef);
  return runOperation(deps, setTeamPlanAsOperator, SYSTEM_ACTOR, { params: { teamId: team.id }, body: { plan } });
}

/**
 * `sprintroom member add`: adds a user to a team, or changes the role of one already in it, by the
 * operations the API runs (addMember, updateMember) as the operator (SYSTEM_ACTOR), so their rules
 * hold (a team keeps a CAPTAIN) and each change records its event.
 */
export async function setMembership(deps: RunDeps, input: { team: string; user: string; role: string }): Promise<unknown> {
  const team = await resolveTeam(deps.db.kysely, input.team);
  const user = await resolveUser(deps.db.kysely, input.user);
  const member = (await findMemberRole(deps.db.kysely, team.id, user.id)) !== undefined;
  const params = { teamId: team.id, userId: user.id };
  return member
    ? runOperation(deps, updateMemberOperation, SYSTEM_ACTOR, { params, body: { role: input.role } })
    : runOperation(deps, addMemberOperation, SYSTEM_ACTOR, { params, body: { email: user.email, role: input.role } });
}

/** `sprintroom member remove`: the API's removeMember, as the operator; the last CAPTAIN stays (409 last_captain). */
export async function removeMembership(deps: RunDeps, input: { team: string; user: string }): Promise<unknown> {
  const team = await resolveTeam(deps.db.kysely, input.team);
  const user = await resolveUser(deps.db.kysely, input.user);
  return runOperation(deps, removeMemberOperation, SYSTEM_ACTOR, { params: { teamId: team.id, userId: user.id } });
}

/** Adds a user to a team, or changes the role of one already in it: test and demo set-up, no rules or events. */
export async function addMember(
  deps: AdminDeps,
  input: { team: string; user: string; role: string },
  db: Executor = deps.db.kysely,
): Promise<AdminMembership> {
  const { role } = parse(z.object({ role: z.enum(ROLES) }), { role: input.role });
  const team = await resolveTeam(db, input.team);
  const user = await resolveUser(db, input.user);
  await upsertMember(db, { team_id: team.id, user_id: user.id, role, joined_at: deps.now().toISOString() });
  return { object: "member", teamId: team.id, userId: user.id, role };
}

/** Issues an API key or access token; the secret is in the answer once and never stored. */
export async function createCredential(
  deps: AdminDeps,
  type: CredentialType,
  input: { user: string; scopes?: string; name?: string; expiresIn?: string },
  db: Executor = deps.db.kysely,
): Promise<AdminCredential & { secret: string }> {
  const user = await resolveUser(db, input.user);
  const scopes = parse(ScopeList, input.scopes ?? "read,write");
  const expiresIn = input.expiresIn ?? (type === "oauth_token" ? "1h" : undefined);
  const now = deps.now();
  const expiresAt = expiresIn === undefined ? null : new Date(now.getTime() + parseDuration(expiresIn)).toISOString();
  const { row, secret } = newCredential({ id: deps.newId(), userId: user.id, type, name: input.name ?? null, scopes, now, expiresAt });
  await insertCredential(db, row);
  return { ...presentCredential(row), secret };
}

export async function revokeCredential(deps: AdminDeps, type: CredentialType, id: string): Promise<AdminCredential> {
  const uuid = pathUuid(id);
  const row = uuid === undefined ? undefined : await findCredential(deps.db.kysely, uuid);
  if (!row || row.type !== type) throw notFound(type === "api_key" ? "API key" : "access token", id);
  const revokedAt = row.revoked_at === null ? deps.now().toISOString() : row.revoked_at;
  await revokeCredentialRow(deps.db.kysely, row.id, revokedAt);
  return presentCredential({ ...row, revoked_at: revokedAt });
}
