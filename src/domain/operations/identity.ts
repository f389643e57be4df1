// Who is calling (GET /me) and what a team has left of its AI quota (GET /teams/{id}/usage).
import { IdentityRecord, UsageRecord } from "../../schemas/identity.js";
import { TeamParams } from "../../schemas/teams.js";
import { monthOf } from "../../limits/ai-quota.js";
import { findAiUsage } from "../../storage/repos/ai-usage.js";
import { findTeam, listTeamsOfUser } from "../../storage/repos/teams.js";
import { AppError, notTeamMember } from "../../errors.js";
import { defineOperation } from "../runtime/operation.js";
import { inTeam } from "../runtime/permissions.js";
import { IDENTITY, USAGE } from "../../schemas/examples.js";

export const getIdentity = defineOperation({
  name: "getIdentity",
  toolName: "whoami",
  group: "teams",
  orientation: true,
  summary: "The caller: user, credential, scopes, teams (role, plan) and rate limit.",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/me", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["credential_type_not_allowed"],
  emits: [],
  output: IdentityRecord,
  responseExample: IDENTITY,
  async run(ctx) {
    const { actor } = ctx;
    const { credential } = actor;
    // The identity record describes a Bearer credential; the account pages act for a browser session.
    if (credential.type === "session" || credential.type === "system") {
      const who = credential.type === "session" ? "A browser session" : "The operator at the CLI";
      throw new AppError("credential_type_not_allowed", `${who} has no identity record; call with an API key or access token.`);
    }
    const teams = await listTeamsOfUser(ctx.db, actor.userId, {});
    const plan = actor.plan;
    return {
      object: "identity" as const,
      user: { id: actor.userId, name: actor.name, email: actor.email },
      credential: { ...credential, type: credential.type },
      scopes: [...credential.scopes],
      teams: teams.map((t) => ({ id: t.id, name: t.name, role: t.role, plan: t.plan })),
      rateLimit: { limit: ctx.config.rateLimits[plan], plan },
    };
  },
});

export const getUsage = defineOperation({
  name: "getUsage",
  toolName: "get_usage",
  group: "teams",
  summary: "A team's AI quota this month (UTC) and its rate limit.",
  surfaces: ["rest", "mcp"],
  http: { method: "GET", path: "/teams/:teamId/usage", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  output: UsageRecord,
  responseExample: USAGE,
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const team = await findTeam(ctx.db, teamId);
    if (!team) throw notTeamMember(input.teamId);
    const plan = team.plan;
    const month = monthOf(ctx.now());
    const used = await findAiUsage(ctx.db, teamId, month.key);
    const limit = ctx.config.aiQuotas[plan];
    return {
      object: "usage" as const,
      teamId,
      plan,
      period: { start: month.start.toISOString(), end: month.end.toISOString() },
      ai: { limit, used, remaining: Math.max(0, limit - used) },
      rateLimit: { limit: ctx.config.rateLimits[plan] },
    };
  },
});
