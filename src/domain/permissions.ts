// CONTRACT's role table as data, and the checks every operation makes in a fixed order:
// scope → membership (403 not_team_member, or 404 for another team's object) → role.
import type { Role, Scope } from "../schemas/common.js";
import { Uuid } from "../schemas/common.js";
import { findMemberRole } from "../storage/repos/members.js";
import type { Actor, OperationContext } from "./context.js";
import { insufficientRole, insufficientScope, notFound, notTeamMember } from "./errors.js";

// Reading anything in a team needs only membership (requireMember); these are the actions that need more.
export type Action = "write_work" | "complete_activity" | "change_review_status" | "write_sprint" | "delete_others_comment";

export const ROLE_TABLE: Record<Action, readonly Role[]> = {
  write_work: ["CAPTAIN", "STAFF", "MEMBER"],
  complete_activity: ["CAPTAIN", "STAFF"],
  change_review_status: ["CAPTAIN", "STAFF"],
  write_sprint: ["CAPTAIN", "STAFF"],
  delete_others_comment: ["CAPTAIN", "STAFF"],
};

const ACTION_WORDS: Record<Action, string> = {
  write_work: "change this team's work",
  complete_activity: "set an activity's status to COMPLETED",
  change_review_status: "change an activity's reviewStatus",
  write_sprint: "create, update or delete sprints",
  delete_others_comment: "delete another member's comment",
};

export function requireScope(actor: Actor, scope: Scope): void {
  if (!actor.credential.scopes.includes(scope)) throw insufficientScope(scope);
}

/** Normalises a path id; undefined when it is not a UUID (so it can match no record). */
export function pathUuid(id: string): string | undefined {
  const parsed = Uuid.safeParse(id);
  return parsed.success ? parsed.data : undefined;
}

/** The caller's role in a team named in the path; 403 not_team_member whether or not the team exists. */
export async function requireMember(ctx: OperationContext, teamId: string): Promise<{ teamId: string; role: Role }> {
  const id = pathUuid(teamId);
  const role = id === undefined ? undefined : await findMemberRole(ctx.db, id, ctx.actor.userId);
  if (id === undefined || role === undefined) throw notTeamMember(teamId);
  return { teamId: id, role };
}

/**
 * An object named by a path id, and the caller's role in the team that owns it. A malformed id, a
 * missing object and an object of a team the caller is not in are all 404 alike, so ids of other
 * teams' objects reveal nothing.
 */
export async function loadTeamObject<T extends { team_id: string }>(
  ctx: OperationContext,
  what: string,
  id: string,
  find: (uuid: string) => Promise<T | undefined>,
): Promise<{ row: T; role: Role }> {
  const uuid = pathUuid(id);
  const row = uuid === undefined ? undefined : await find(uuid);
  const role = row === undefined ? undefined : await findMemberRole(ctx.db, row.team_id, ctx.actor.userId);
  if (row === undefined || role === undefined) throw notFound(what, id);
  return { row, role };
}

export function requireRole(role: Role, action: Action): void {
  if (!ROLE_TABLE[action].includes(role)) {
    const allowed = ROLE_TABLE[action].join(" or ");
    throw insufficientRole(`Only a ${allowed} can ${ACTION_WORDS[action]}; your role is ${role}.`);
  }
}
