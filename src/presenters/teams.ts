import type { MemberRecord, TeamRecord } from "../schemas/teams.js";
import type { MemberWithUser } from "../storage/repos/members.js";
import type { TeamWithRole } from "../storage/repos/teams.js";
import { toIso } from "./time.js";

export function presentTeam(row: TeamWithRole): TeamRecord {
  return {
    object: "team",
    id: row.id,
    name: row.name,
    plan: row.plan as TeamRecord["plan"],
    role: row.role as TeamRecord["role"],
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function presentMember(row: MemberWithUser): MemberRecord {
  return {
    object: "member",
    id: row.user_id,
    teamId: row.team_id,
    name: row.name,
    email: row.email,
    role: row.role as MemberRecord["role"],
    joinedAt: toIso(row.joined_at),
  };
}
