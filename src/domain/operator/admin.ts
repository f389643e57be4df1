// Trusted administration for the CLI (and test set-up): users, teams, plans, members, keys, tokens.
// Whoever runs the CLI holds the database. Team, member, key and token changes run the operations
// (the API's, or CLI-only ones), as the operator: their rules live there, once.
import { z } from "zod";
import type { Actor } from "../../auth/actor.js";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../auth/passwords.js";
import { PLANS, PlanName, ROLES, type Plan, type Role } from "../../schemas/common.js";
import { TeamEventRecord, TeamName, TeamParams } from "../../schemas/teams.js";
import { TEAM_EVENT } from "../../schemas/examples.js";
import { presentTeamEvent } from "../../presenters/teams.js";
import type { Db, Executor } from "../../storage/database.js";
import { findCredential } from "../../storage/repos/credentials.js";
import { findMemberRole, upsertMember } from "../../storage/repos/members.js";
import { findTeam, insertTeam, lockTeam, updateTeamPlan } from "../../storage/repos/teams.js";
import { upsertPassword } from "../../storage/repos/user-passwords.js";
import { deleteSessionsOfUser } from "../../storage/repos/web-sessions.js";
import { findBestPlanOfUser, findUser, findUserByEmail, insertUser } from "../../storage/repos/users.js";
import type { StoredTeam, StoredUser } from "../../storage/records.js";
import { AppError, invalidParam, notFound, notTeamMember, quote } from "../../errors.js";
import { SYSTEM_ACTOR, type OperationContext } from "../runtime/context.js";
import { recordChange } from "../operations/events.js";
import { createApiKey, revokeApiKey } from "../operations/keys.js";
import { issueAccessToken, revokeAccessToken } from "../flows/oauth-tokens.js";
import { defineOperation } from "../runtime/operation.js";
import { addMember as addMemberOperation, removeMember as removeMemberOperation, updateMember as updateMemberOperation } from "../operations/members.js";
import { pathUuid, requireMember, requireOperator } from "../runtime/permissions.js";
import { runOperation, type RunDeps } from "../runtime/run.js";
import { toAppError } from "../../schemas/validation.js";

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

const NewUser = z.object({ email: z.email().max(320), name: z.string().trim().min(1).max(200) });
const NewTeam = z.object({ name: TeamName, plan: z.enum(PLANS).default("FREE") });
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw toAppError(result.error);
  return result.data;
}

const presentUser = (row: StoredUser): AdminUser => ({
  object: "user",
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt,
});

const presentAdminTeam = (row: StoredTeam): AdminTeam => ({
  object: "team",
  id: row.id,
  name: row.name,
  plan: row.plan,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A user named by id or by email; the refusal says which was given. */
export async function resolveUser(db: Executor, ref: string): Promise<StoredUser> {
  const byEmail = ref.includes("@");
  const id = pathUuid(ref);
  const user = byEmail ? await findUserByEmail(db, ref) : id === undefined ? undefined : await findUser(db, id);
  if (!user) throw byEmail ? new AppError("resource_not_found", `No user with email ${quote(ref)}.`) : notFound("user", ref);
  return user;
}

export async function resolveTeam(db: Executor, ref: string): Promise<StoredTeam> {
  const id = pathUuid(ref);
  const team = id === undefined ? undefined : await findTeam(db, id);
  if (!team) throw notFound("team", ref);
  return team;
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
  const row: StoredUser = { id: deps.newId(), email: email.toLowerCase(), name, createdAt: now, updatedAt: now };
  await insertUser(db, row);
  if (input.password !== undefined) await upsertPassword(db, { userId: row.id, passwordHash: await hashPassword(input.password), updatedAt: now });
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
    await upsertPassword(trx, { userId: user.id, passwordHash, updatedAt: deps.now().toISOString() });
    await deleteSessionsOfUser(trx, user.id);
  });
  return presentUser(user);
}

export async function createTeam(deps: AdminDeps, input: { name: string; plan?: string }, db: Executor = deps.db.kysely): Promise<AdminTeam> {
  const { name, plan } = parse(NewTeam, input);
  const now = deps.now().toISOString();
  const row: StoredTeam = { id: deps.newId(), name, plan, createdAt: now, updatedAt: now };
  await insertTeam(db, row);
  return presentAdminTeam(row);
}

export async function setTeamPlan(deps: AdminDeps, teamRef: string, plan: string): Promise<AdminTeam> {
  const parsed = parse(z.object({ plan: z.enum(PLANS) }), { plan });
  const team = await resolveTeam(deps.db.kysely, teamRef);
  const updatedAt = deps.now().toISOString();
  await updateTeamPlan(deps.db.kysely, team.id, parsed.plan, updatedAt);
  return presentAdminTeam({ ...team, plan: parsed.plan, updatedAt });
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
    const row: StoredTeam = { id: ctx.newId(), name: input.name, plan: input.plan, createdAt: now, updatedAt: now };
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
    const next = { ...team, plan: input.plan, updatedAt: ctx.now().toISOString() };
    await updateTeamPlan(ctx.db, team.id, next.plan, next.updatedAt);
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
  await upsertMember(db, { teamId: team.id, userId: user.id, role, joinedAt: deps.now().toISOString() });
  return { object: "member", teamId: team.id, userId: user.id, role };
}

/**
 * The operator at the CLI acting for one user: the API's key operations act on the caller's own
 * keys, so `sprintroom key create|revoke` run them as this actor. It is the operator (SYSTEM_ACTOR's
 * credential: type `system`, read and write, no expiry, so a key it makes is bounded by the
 * operation's limits and not by a calling key's scopes or lifetime) with the user's id, name, email
 * and best plan. Only the CLI builds it: no request can present a `system` credential.
 */
export async function operatorActingFor(db: Executor, user: { id: string; name: string; email: string }): Promise<Actor> {
  const plan = await findBestPlanOfUser(db, user.id);
  return { userId: user.id, name: user.name, email: user.email, plan, credential: { ...SYSTEM_ACTOR.credential } };
}

/** `sprintroom key create`: the API's createApiKey, as the operator acting for the user. */
export async function createKeyForUser(deps: RunDeps, userRef: string, body: { name: string; scopes: string[]; expiresInDays?: number }): Promise<unknown> {
  const user = await resolveUser(deps.db.kysely, userRef);
  return runOperation(deps, createApiKey, await operatorActingFor(deps.db.kysely, user), { body });
}

/**
 * `sprintroom key revoke`: the API's revokeApiKey, as the operator acting for the key's owner. For
 * an id that is no API key it runs as the operator alone (SYSTEM_ACTOR owns no key), so the
 * operation answers its own 404.
 */
export async function revokeKeyOfUser(deps: RunDeps, keyId: string): Promise<unknown> {
  const id = pathUuid(keyId);
  const key = id === undefined ? undefined : await findCredential(deps.db.kysely, id);
  const owner = key?.type === "api_key" ? await findUser(deps.db.kysely, key.userId) : undefined;
  const actor = owner === undefined ? SYSTEM_ACTOR : await operatorActingFor(deps.db.kysely, owner);
  return runOperation(deps, revokeApiKey, actor, { params: { keyId } });
}

/** `sprintroom token create`: issueAccessToken (CLI-only), as the operator, for the user named by id or email. */
export async function issueTokenForUser(
  deps: RunDeps,
  userRef: string,
  body: { name?: string; scopes: string[]; expiresInSeconds?: number },
): Promise<unknown> {
  const user = await resolveUser(deps.db.kysely, userRef);
  return runOperation(deps, issueAccessToken, SYSTEM_ACTOR, { body: { ...body, userId: user.id } });
}

/** `sprintroom token revoke`: revokeAccessToken (CLI-only), as the operator. */
export function revokeTokenByOperator(deps: RunDeps, tokenId: string): Promise<unknown> {
  return runOperation(deps, revokeAccessToken, SYSTEM_ACTOR, { params: { tokenId } });
}
