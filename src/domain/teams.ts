// Teams the caller belongs to, one team, and its members.
import { ListEnvelope } from "../schemas/common.js";
import { ListTeamsQuery, MemberRecord, TeamParams, TeamRecord } from "../schemas/teams.js";
import { presentMember, presentTeam } from "../presenters/teams.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../storage/cursor.js";
import { listMembers as listMemberRows } from "../storage/repos/members.js";
import { findTeam, listTeamsOfUser } from "../storage/repos/teams.js";
import { notTeamMember } from "./errors.js";
import { defineOperation } from "./operation.js";
import { requireMember } from "./permissions.js";

export const listTeams = defineOperation({
  name: "listTeams",
  toolName: "list_teams",
  summary: "The caller's teams, newest first, with the caller's role.",
  scope: "read",
  query: ListTeamsQuery,
  output: ListEnvelope(TeamRecord),
  async run(ctx, input) {
    const afterId = input.starting_after === undefined ? undefined : decodeIdCursor(input.starting_after);
    const rows = await listTeamsOfUser(ctx.db, ctx.actor.userId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentTeam);
  },
});

export const getTeam = defineOperation({
  name: "getTeam",
  toolName: "get_team",
  summary: "Get one team, with its plan and the caller's role.",
  scope: "read",
  params: TeamParams,
  output: TeamRecord,
  async run(ctx, input) {
    const { teamId, role } = await requireMember(ctx, input.teamId);
    const team = await findTeam(ctx.db, teamId);
    if (!team) throw notTeamMember(input.teamId);
    return presentTeam({ ...team, role });
  },
});

export const listMembers = defineOperation({
  name: "listMembers",
  toolName: "list_members",
  summary: "A team's members: CAPTAIN, STAFF, then MEMBER, each by name. Not paginated.",
  scope: "read",
  params: TeamParams,
  output: ListEnvelope(MemberRecord),
  async run(ctx, input) {
    const { teamId } = await requireMember(ctx, input.teamId);
    const rows = await listMemberRows(ctx.db, teamId);
    return { data: rows.map(presentMember), has_more: false, next_cursor: null };
  },
});
