import type { Role } from "../../schemas/common.js";
import type { Executor } from "../database.js";
import type { MemberRow } from "../tables.js";

export type MemberWithUser = MemberRow & { name: string; email: string };

export async function findMemberRole(db: Executor, teamId: string, userId: string): Promise<Role | undefined> {
  const row = await db
    .selectFrom("team_members")
    .select("role")
    .where("team_id", "=", teamId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role as Role | undefined;
}

/** Members ordered by role (CAPTAIN, STAFF, MEMBER), then name. */
export async function listMembers(db: Executor, teamId: string): Promise<MemberWithUser[]> {
  return db
    .selectFrom("team_members")
    .innerJoin("users", "users.id", "team_members.user_id")
    .selectAll("team_members")
    .select(["users.name", "users.email"])
    .where("team_members.team_id", "=", teamId)
    .orderBy((eb) =>
      eb.case().when("team_members.role", "=", "CAPTAIN").then(0).when("team_members.role", "=", "STAFF").then(1).else(2).end(),
    )
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
}

export async function upsertMember(db: Executor, row: MemberRow): Promise<void> {
  await db
    .insertInto("team_members")
    .values(row)
    .onConflict((oc) => oc.columns(["team_id", "user_id"]).doUpdateSet({ role: row.role }))
    .execute();
}

export async function deleteMember(db: Executor, teamId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("team_members").where("team_id", "=", teamId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
