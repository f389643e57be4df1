// What every page of a team needs before it renders: the signed-in user (or a trip to sign in and
// back to this very URL), the team with the user's role (403 not_team_member otherwise, as the API
// answers), the user's other teams for the switcher, and the members, whose names the pages show.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../auth/actor.js";
import { listMembers } from "../domain/operations/members.js";
import { getTeam, listTeams } from "../domain/operations/teams.js";
import type { Role } from "../schemas/common.js";
import type { MemberRecord } from "../schemas/teams.js";
import type { SignedInUser, TeamFrame, TeamTab } from "./layout.js";
import { runAs } from "./run.js";
import { cookieOptions, currentActor, signInUrl, type WebDeps } from "./session.js";

export interface TeamPage {
  actor: Actor;
  user: SignedInUser;
  frame: TeamFrame;
  teamId: string;
  role: Role;
  members: MemberRecord[];
  /** A user's name, or "someone" for a user who is no longer in the team. */
  nameOf(userId: string | null): string | null;
}

/** The teams a switcher lists: the user's newest hundred. */
const TEAMS_LISTED = 100;

/**
 * The signed-in actor, or undefined after sending the browser to sign in and come back to this page
 * (home, for a form sent after the session ended: its answer cannot be replayed).
 */
export async function signedIn(deps: WebDeps, request: FastifyRequest, reply: FastifyReply): Promise<Actor | undefined> {
  const actor = await currentActor(deps, request);
  if (!actor) void reply.redirect(signInUrl(request.method === "GET" ? request.url : "/"), 303);
  return actor;
}

export async function loadTeamPage(deps: WebDeps, request: FastifyRequest, reply: FastifyReply, tab?: TeamTab): Promise<TeamPage | undefined> {
  const actor = await signedIn(deps, request, reply);
  if (!actor) return undefined;
  const { teamId } = request.params as { teamId: string };
  const team = await runAs(deps, getTeam, actor, { params: { teamId } });
  const [teams, members] = await Promise.all([
    runAs(deps, listTeams, actor, { query: { limit: TEAMS_LISTED } }),
    runAs(deps, listMembers, actor, { params: { teamId: team.id } }),
  ]);
  // `/` opens the team seen last.
  reply.setCookie(deps.cookies.team, team.id, { ...cookieOptions(deps), maxAge: 365 * 86_400 });
  const names = new Map(members.data.map((m) => [m.id, m.name]));
  const listed = teams.data.some((t) => t.id === team.id) ? teams.data : [team, ...teams.data];
  return {
    actor,
    user: { name: actor.name, email: actor.email, csrf: reply.generateCsrf() },
    frame: { team: { id: team.id, name: team.name, role: team.role }, teams: listed, tab },
    teamId: team.id,
    role: team.role,
    members: members.data,
    nameOf: (userId) => (userId === null ? null : (names.get(userId) ?? "someone")),
  };
}
