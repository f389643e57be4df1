import type { Role } from "../../schemas/common.js";
import type { Selectable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { TeamMembersTable } from "../tables.js";
import type { StoredMember } from "../records.js";

export type MemberWithUser = StoredMember & { name: string; email: string };

const findRole = prepareQuery((db, p: { teamId: string; userId: string }) =>
  db.selectFrom("team_members").select("role").where("team_id", "=", p.teamId).where("user_id", "=", p.userId),
);

/** The user's role in the team, or undefined when not a member: a check nearly every request makes. */
export async function findMemberRole(db: Executor, teamId: string, userId: string): Promise<Role | undefined> {
  return (await findRole.first(db, { teamId, userId }))?.role;
}

/** A team's memberships, each with the member's name and email. */
const membersWithUsers = (db: Executor, teamId: string) =>
  db
    .selectFrom("team_members")
    .innerJoin("users", "users.id", "team_members.user_id")
    .selectAll("team_members")
    .select(["users.name", "users.email"])
    .where("team_members.team_id", "=", teamId);

/** Members ordered by role (CAPTAIN, STAFF, MEMBER), then name. */
export async function listMemberRows(db: Executor, teamId: string): Promise<MemberWithUser[]> {
  const rows = await membersWithUsers(db, teamId)
    .orderBy((eb) =>
      eb.case().when("team_members.role", "=", "CAPTAIN").then(0).when("team_members.role", "=", "STAFF").then(1).else(2).end(),
    )
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
  return rows.map(readFields);
}

export async function upsertMember(db: Executor, member: StoredMember): Promise<void> {
  await db
    .insertInto("team_members")
    .values(writeColumns<Selectable<TeamMembersTable>>(member))
    .onConflict((oc) => oc.columns(["team_id", "user_id"]).doUpdateSet({ role: member.role }))
    .execute();
}

export async function deleteMemberRow(db: Executor, teamId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("team_members").where("team_id", "=", teamId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One member with their name and email; undefined when the user is not in the team. */
export async function findMember(db: Executor, teamId: string, userId: string): Promise<MemberWithUser | undefined> {
  const row = await membersWithUsers(db, teamId).where("team_members.user_id", "=", userId).executeTakeFirst();
  return row && readFields(row);
}

export async function countCaptains(db: Executor, teamId: string): Promise<number> {
  const row = await db
    .selectFrom("team_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("team_id", "=", teamId)
    .where("role", "=", "CAPTAIN")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateMemberRole(db: Executor, teamId: string, userId: string, role: Role): Promise<void> {
  await db.updateTable("team_members").set({ role }).where("team_id", "=", teamId).where("user_id", "=", userId).execute();
}
