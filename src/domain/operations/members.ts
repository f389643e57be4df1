// A team's members: listed by anyone in the team; added by the CAPTAIN (STAFF may add MEMBERs),
// their roles changed by the CAPTAIN, removed by the CAPTAIN or by the member leaving. A team
// always keeps a CAPTAIN (409 last_captain). A member who leaves keeps their activities' assignedTo.
import { AppError, notFound, resourceMissing } from "../../errors.js";
import { presentMember } from "../../presenters/teams.js";
import { DeletedRecord, ListEnvelope, type Role } from "../../schemas/common.js";
import { AddMemberBody, MemberParams, MemberRecord, TeamParams, UpdateMemberBody } from "../../schemas/teams.js";
import { countCaptains, deleteMemberRow, findMember, findMemberRole, listMemberRows, updateMemberRole, upsertMember } from "../../storage/repos/members.js";
import { lockTeam } from "../../storage/repos/teams.js";
import { findUserByEmail } from "../../storage/repos/users.js";
import type { OperationContext } from "../runtime/context.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { inTeam, pathUuid, requireRole } from "../runtime/permissions.js";
import { MEMBER, deletedOf, listOf } from "../../schemas/examples.js";

export const listMembers = defineOperation({
  name: "listMembers",
  toolName: "list_members",
  group: "teams",
  summary: "A team's members: CAPTAIN, STAFF, then MEMBER, each by name. Not paginated.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/members", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  output: ListEnvelope(MemberRecord),
  responseExample: listOf(MEMBER),
  load: inTeam,
  async run(ctx, _input, { teamId }) {
    const rows = await listMemberRows(ctx.db, teamId);
    return { data: rows.map(presentMember), has_more: false, next_cursor: null };
  },
});

/** The member named in the path, with the team locked for the change (404 when not in the team). */
async function loadMember(ctx: OperationContext, teamId: string, userIdParam: string) {
  await lockTeam(ctx.db, teamId);
  const userId = pathUuid(userIdParam);
  const member = userId === undefined ? undefined : await findMember(ctx.db, teamId, userId);
  if (member === undefined) throw notFound("member", userIdParam);
  return member;
}

/** 409 last_captain when the team's only CAPTAIN would stop being one. */
async function keepACaptain(ctx: OperationContext, teamId: string, losing: Role): Promise<void> {
  if (losing === "CAPTAIN" && (await countCaptains(ctx.db, teamId)) <= 1) {
    throw new AppError("last_captain", "A team keeps at least one CAPTAIN: make another member CAPTAIN first.");
  }
}

export const addMember = defineOperation({
  name: "addMember",
  toolName: "add_member",
  group: "membership",
  summary: "Add an existing user to the team by email, with a role (CAPTAIN; STAFF may add MEMBERs).",
  surfaces: ["rest", "mcp", "cli"],
  http: { method: "POST", path: "/teams/:teamId/members", status: 201 },
  scope: "write",
  writes: "always",
  errors: ["not_team_member", "insufficient_role", "resource_missing", "already_member"],
  emits: ["member.added"],
  example: { email: "grace@example.com", role: "STAFF" },
  params: TeamParams,
  body: AddMemberBody,
  output: MemberRecord,
  responseExample: MEMBER,
  load: inTeam,
  roleRule: "CAPTAIN; STAFF may add a MEMBER",
  async run(ctx, input, { teamId, role }) {
    requireRole(role, input.role === "MEMBER" ? "add_member" : "manage_team");
    await lockTeam(ctx.db, teamId);
    const user = await findUserByEmail(ctx.db, input.email);
    if (user === undefined) throw resourceMissing("email", `No user has the email '${input.email}'; an administrator creates users (sprintroom user create).`);
    if ((await findMemberRole(ctx.db, teamId, user.id)) !== undefined) {
      throw new AppError("already_member", `${input.email} is a member of this team already; change their role with PATCH.`);
    }
    const row = { teamId, userId: user.id, role: input.role, joinedAt: ctx.now().toISOString() };
    await upsertMember(ctx.db, row);
    const record = presentMember({ ...row, name: user.name, email: user.email });
    recordChange(ctx, { type: "member.added", teamId, object: record });
    return record;
  },
});

export const updateMember = defineOperation({
  name: "updateMember",
  toolName: "update_member",
  group: "membership",
  summary: "Change a member's role (CAPTAIN). The team keeps at least one CAPTAIN.",
  surfaces: ["rest", "mcp", "cli"],
  http: { method: "PATCH", path: "/teams/:teamId/members/:userId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  errors: ["not_team_member", "insufficient_role", "resource_not_found", "last_captain"],
  emits: ["member.updated"],
  example: { role: "STAFF" },
  params: MemberParams,
  body: UpdateMemberBody,
  output: MemberRecord,
  responseExample: MEMBER,
  load: inTeam,
  role: "manage_team",
  async run(ctx, input, { teamId }) {
    const member = await loadMember(ctx, teamId, input.userId);
    const before = presentMember(member);
    if (member.role === input.role) return before;
    await keepACaptain(ctx, teamId, member.role);
    await updateMemberRole(ctx.db, teamId, member.userId, input.role);
    const record = presentMember({ ...member, role: input.role });
    recordChange(ctx, { type: "member.updated", teamId, object: record, before });
    return record;
  },
});

export const removeMember = defineOperation({
  name: "removeMember",
  toolName: "remove_member",
  group: "membership",
  summary: "Remove a member from the team (CAPTAIN), or leave it yourself. Their activities keep their assignee.",
  surfaces: ["rest", "mcp", "cli"],
  http: { method: "DELETE", path: "/teams/:teamId/members/:userId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["not_team_member", "insufficient_role", "resource_not_found", "last_captain"],
  emits: ["member.removed"],
  params: MemberParams,
  output: DeletedRecord("member"),
  responseExample: deletedOf("member", MEMBER.id),
  load: inTeam,
  roleRule: "CAPTAIN, or the member themselves (leaving)",
  async run(ctx, input, { teamId, role }) {
    if (pathUuid(input.userId) !== ctx.actor.userId) requireRole(role, "manage_team");
    const member = await loadMember(ctx, teamId, input.userId);
    await keepACaptain(ctx, teamId, member.role);
    await deleteMemberRow(ctx.db, teamId, member.userId);
    recordChange(ctx, { type: "member.removed", teamId, object: presentMember(member) });
    return { object: "member" as const, id: member.userId, deleted: true as const };
  },
});
