// Teams: the caller's, one team; made by any user (who becomes its CAPTAIN, on the FREE plan: plans
// are an operator's decision, on the CLI) and renamed by its CAPTAIN. Members: src/domain/operations/members.ts.
import { ListEnvelope } from "../../schemas/common.js";
import { CreateTeamBody, ListTeamsQuery, TeamParams, TeamRecord, UpdateTeamBody } from "../../schemas/teams.js";
import { presentTeam, presentTeamEvent } from "../../presenters/teams.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { upsertMember } from "../../storage/repos/members.js";
import { findTeam, insertTeam, listTeamsOfUser, lockTeam, updateTeamName } from "../../storage/repos/teams.js";
import { notTeamMember } from "../../errors.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import type { OperationContext } from "../runtime/context.js";
import { inTeam, requireMember } from "../runtime/permissions.js";
import { TEAM, listOf } from "../../schemas/examples.js";

export const listTeams = defineOperation({
  name: "listTeams",
  toolName: "list_teams",
  group: "teams",
  orientation: true,
  summary: "The caller's teams, newest first, with the caller's role.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams", status: 200 },
  scope: "read",
  writes: "never",
  errors: [],
  emits: [],
  query: ListTeamsQuery,
  output: ListEnvelope(TeamRecord),
  responseExample: listOf(TEAM),
  async run(ctx, input) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listTeamsOfUser(ctx.db, ctx.actor.userId, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentTeam);
  },
});

export const getTeam = defineOperation({
  name: "getTeam",
  toolName: "get_team",
  group: "teams",
  orientation: true,
  summary: "Get one team, with its plan and the caller's role.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId", status: 200 },
  scope: "read",
  writes: "never",
  versioned: true,
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  output: TeamRecord,
  responseExample: TEAM,
  load: inTeam,
  async run(ctx, input, { teamId, role }) {
    const team = await findTeam(ctx.db, teamId);
    if (!team) throw notTeamMember(input.teamId);
    return presentTeam({ ...team, role });
  },
});

export const createTeam = defineOperation({
  name: "createTeam",
  toolName: "create_team",
  group: "membership",
  summary: "Create a team; the caller becomes its CAPTAIN. New teams are on the FREE plan.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: [],
  emits: ["team.created"],
  example: { name: "Platform" },
  body: CreateTeamBody,
  output: TeamRecord,
  responseExample: TEAM,
  async run(ctx, input) {
    const now = ctx.now().toISOString();
    const row = { id: ctx.newId(), name: input.name, plan: "FREE" as const, createdAt: now, updatedAt: now };
    await insertTeam(ctx.db, row);
    await upsertMember(ctx.db, { teamId: row.id, userId: ctx.actor.userId, role: "CAPTAIN", joinedAt: now });
    recordChange(ctx, { type: "team.created", teamId: row.id, object: presentTeamEvent(row) });
    return presentTeam({ ...row, role: "CAPTAIN" });
  },
});

/** The team named in the path, locked for a change, and the caller's role in it. */
async function teamToUpdate(ctx: OperationContext, input: { teamId: string }) {
  const { teamId, role } = await requireMember(ctx, input.teamId);
  await lockTeam(ctx.db, teamId);
  const team = await findTeam(ctx.db, teamId);
  if (!team) throw notTeamMember(input.teamId);
  return { teamId, role, team };
}

export const updateTeam = defineOperation({
  name: "updateTeam",
  toolName: "update_team",
  group: "membership",
  summary: "Rename a team (CAPTAIN).",
  surfaces: ["rest", "mcp"],
  http: { method: "PATCH", path: "/teams/:teamId", status: 200 },
  scope: "write",
  writes: "always",
  hints: { idempotent: true },
  versioned: true,
  errors: ["not_team_member", "insufficient_role", "precondition_failed"],
  emits: ["team.updated"],
  example: { name: "Platform team" },
  params: TeamParams,
  body: UpdateTeamBody,
  output: TeamRecord,
  responseExample: TEAM,
  load: teamToUpdate,
  role: "manage_team",
  current: ({ team, role }) => presentTeam({ ...team, role }),
  async run(ctx, input, { teamId, team, role }) {
    if (input.name === undefined) return presentTeam({ ...team, role });
    const next = { ...team, name: input.name, updatedAt: ctx.now().toISOString() };
    await updateTeamName(ctx.db, teamId, next.name, next.updatedAt);
    recordChange(ctx, { type: "team.updated", teamId, object: presentTeamEvent(next), before: presentTeamEvent(team) });
    return presentTeam({ ...next, role });
  },
});
