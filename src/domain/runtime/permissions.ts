// The role table (docs/api.md, "Roles") as data, and the checks the runner makes for every operation
// in a fixed order: scope → membership (403 not_team_member, or 404 for another team's object) → role.
import type { Role, Scope } from "../../schemas/common.js";
import { Uuid } from "../../schemas/common.js";
import { findMemberRole } from "../../storage/repos/members.js";
import { findTeam } from "../../storage/repos/teams.js";
import { findWithCallerRole, type TeamObjectRow, type TeamObjectTable } from "../../storage/repos/team-objects.js";
import type { Actor } from "../../auth/actor.js";
import type { OperationContext } from "./context.js";
import { AppError, insufficientRole, insufficientScope, notFound, notTeamMember } from "../../errors.js";

// Reading anything in a team needs only membership (requireMember); these are the actions that need more.
export type Action =
  | "write_work"
  | "complete_activity"
  | "change_review_status"
  | "write_sprint"
  | "delete_others_comment"
  | "manage_webhooks"
  | "manage_team"
  | "add_member";

export const ROLE_TABLE: Record<Action, readonly Role[]> = {
  write_work: ["CAPTAIN", "STAFF", "MEMBER"],
  complete_activity: ["CAPTAIN", "STAFF"],
  change_review_status: ["CAPTAIN", "STAFF"],
  write_sprint: ["CAPTAIN", "STAFF"],
  delete_others_comment: ["CAPTAIN", "STAFF"],
  manage_webhooks: ["CAPTAIN", "STAFF"],
  manage_team: ["CAPTAIN"],
  // STAFF may add MEMBERs only (src/domain/operations/members.ts); anything more is manage_team.
  add_member: ["CAPTAIN", "STAFF"],
};

const ACTION_WORDS: Record<Action, string> = {
  write_work: "change this team's work",
  complete_activity: "set an activity's status to COMPLETED",
  change_review_status: "change an activity's reviewStatus",
  write_sprint: "create, update or delete sprints",
  delete_others_comment: "delete another member's comment",
  manage_webhooks: "see or change the team's webhooks",
  manage_team: "rename the team or change its members' roles",
  add_member: "add members to the team",
};

export function requireScope(actor: Actor, scope: Scope): void {
  if (!actor.credential.scopes.includes(scope)) throw insufficientScope(scope);
}

/**
 * Seeing and managing API keys and connected apps is for the account's holder (an API key, or the
 * account pages), not for an app connected by OAuth: its token could otherwise mint itself a key
 * that outlives the grant, revoke the user's other apps, or learn which keys and apps the account
 * has and what they may do.
 */
export function requireAccountHolder(actor: Actor, what: string): void {
  if (actor.credential.type === "oauth_token") {
    throw new AppError("credential_type_not_allowed", `An app's OAuth access token cannot ${what}; use an API key or the account page.`);
  }
}

/** Normalises a path id; undefined when it is not a UUID (so it can match no record). */
export function pathUuid(id: string): string | undefined {
  const parsed = Uuid.safeParse(id);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The caller's role in a team named in the path; 403 not_team_member whether or not the team exists.
 * The operator at the CLI (SYSTEM_ACTOR) has a CAPTAIN's in every team that exists.
 */
export async function requireMember(ctx: OperationContext, teamId: string): Promise<{ teamId: string; role: Role }> {
  const id = pathUuid(teamId);
  const role = id === undefined ? undefined : await roleIn(ctx, id);
  if (id === undefined || role === undefined) throw notTeamMember(teamId);
  return { teamId: id, role };
}

async function roleIn(ctx: OperationContext, teamId: string): Promise<Role | undefined> {
  const known = ctx.memo?.roles.get(teamId);
  if (known !== undefined) return known;
  const role =
    ctx.actor.credential.type === "system"
      ? (await findTeam(ctx.db, teamId)) === undefined
        ? undefined
        : "CAPTAIN"
      : await findMemberRole(ctx.db, teamId, ctx.actor.userId);
  if (role !== undefined) ctx.memo?.roles.set(teamId, role);
  return role;
}

/**
 * An object named by a path id, and the caller's role in the team that owns it. A malformed id, a
 * missing object and an object of a team the caller is not in are all 404 alike, so ids of other
 * teams' objects reveal nothing. `lock` holds the row for an update (PostgreSQL).
 */
export async function loadTeamObject<T extends TeamObjectTable>(
  ctx: OperationContext,
  what: string,
  table: T,
  id: string,
  lock = false,
): Promise<{ row: TeamObjectRow<T>; role: Role }> {
  const uuid = pathUuid(id);
  const found = uuid === undefined ? undefined : await findWithCallerRole(ctx.db, table, uuid, ctx.actor.userId, lock);
  if (found === undefined || found.role === null) throw notFound(what, id);
  return { row: found.row, role: found.role };
}

/** `load` for a call on the team its path names (`teamId`): membership, and the caller's role. */
export function inTeam(ctx: OperationContext, input: { teamId: string }): Promise<{ teamId: string; role: Role }> {
  return requireMember(ctx, input.teamId);
}

/** `load` for a call on a team's record its path names (`param`); `lock` holds the row for an update. */
export function teamObject<T extends TeamObjectTable, K extends string>(what: string, table: T, param: K, options: { lock?: boolean } = {}) {
  return (ctx: OperationContext, input: Record<K, string>) => loadTeamObject(ctx, what, table, input[param], options.lock);
}

/** Only the operator at the CLI (SYSTEM_ACTOR): a team's plan, and a team with no member yet, are theirs to make. */
export function requireOperator(actor: Actor): void {
  if (actor.credential.type !== "system") throw new AppError("credential_type_not_allowed", "Only the operator can do this, with the sprintroom CLI.");
}

/** Whether the role may take the action: for adapters that offer only what the caller may do. */
export function roleAllows(role: Role, action: Action): boolean {
  return ROLE_TABLE[action].includes(role);
}

/** The rule in words ("Only a CAPTAIN or STAFF can …"), as refusals and the pages state it. */
export function roleRule(action: Action): string {
  return `Only a ${ROLE_TABLE[action].join(" or ")} can ${ACTION_WORDS[action]}`;
}

export function requireRole(role: Role, action: Action): void {
  if (!roleAllows(role, action)) throw insufficientRole(`${roleRule(action)}; your role is ${role}.`);
}
