import type { MemberRecord, TeamEventRecord, TeamRecord } from "../schemas/teams.js";
import type { MemberWithUser } from "../storage/repos/members.js";
import type { TeamWithRole } from "../storage/repos/teams.js";
import type { StoredTeam } from "../storage/records.js";

/** A team as events carry it: no caller, so no caller's role. */
export function presentTeamEvent(row: StoredTeam): TeamEventRecord {
  return { object: "team", id: row.id, name: row.name, plan: row.plan, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function presentTeam(row: TeamWithRole): TeamRecord {
  return { ...presentTeamEvent(row), role: row.role };
}

export function presentMember(row: MemberWithUser): MemberRecord {
  return {
    object: "member",
    id: row.userId,
    teamId: row.teamId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt,
  };
}
