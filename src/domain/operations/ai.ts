// AI operations: ask the team, and plan a sprint from text. The domain gathers the team's data,
// reserves one unit of the monthly AI quota, asks the provider (falling back to the local provider
// on failure or invalid output, with a warning), checks the draft, and writes only on commit: one
// transaction running createSprint, createActivity and createRelation for each record, as any
// caller would, so a plan obeys every rule a single write does.
import type { z } from "zod";
import { AskDraft, PlanDraft, refsOf, type ActivityDraft, type AiProvider, type AskContext, type TeamMemberRef } from "../../ai/provider.js";
import { contentWords } from "../../ai/words.js";
import type { Plan } from "../../schemas/common.js";
import { makeSnippet } from "../../presenters/documents.js";
import { presentSprint } from "../../presenters/sprints.js";
import { labelProblem, normalizeLabels } from "../../schemas/activities.js";
import { AiAnswerRecord, AskBody, PlanSprintBody, SprintPlanRecord } from "../../schemas/ai.js";
import { TeamParams } from "../../schemas/teams.js";
import { findActivity, listRecentActivities, loadActivityGraphs } from "../../storage/repos/activities.js";
import { listRecentComments } from "../../storage/repos/comments.js";
import { findDocumentsForQuestion } from "../../storage/repos/documents.js";
import { listMemberRows } from "../../storage/repos/members.js";
import { listRecentSprints } from "../../storage/repos/sprints.js";
import { findTeam } from "../../storage/repos/teams.js";
import type { StoredActivity, StoredSprint } from "../../storage/records.js";
import type { SprintRecord } from "../../schemas/sprints.js";
import type { OperationContext } from "../runtime/context.js";
import { createActivity, presentActivities, requireTeamSprint } from "./activities.js";
import { createRelation } from "./relations.js";
import { createSprint } from "./sprints.js";
import { sprintReportOf } from "./reports.js";
import { invalidDateRange, notTeamMember } from "../../errors.js";
import { checkCalls, runBatch, type BatchCall } from "../runtime/batch.js";
import { defineOperation } from "../runtime/operation.js";
import { requireMember, requireRole } from "../runtime/permissions.js";
import { AI_ANSWER, SPRINT_PLAN } from "../../schemas/examples.js";

// Bounds on what one question reads, so an answer costs the same on a team of any size and with texts
// of any length: so many records, each text cut to `textChars` (documents come with their first
// 20,000 characters, from storage). The local provider tokenizes all of it, the openai one sends it.
const CONTEXT_LIMITS = { sprints: 20, activities: 500, comments: 300, documents: 8, textChars: 1_000, reports: 6 };

/** Lists arrive cut by their queries; a sprint named in the request arrives whole, as it was checked. */
/** What a provider proposed as labels, kept as the API would store them; what no label may be is dropped. */
const plannedLabels = (labels: string[]): string[] => normalizeLabels(labels.map((l) => l.trim()).filter((l) => labelProblem(l) === null));

const clip = (text: string | null) => (text === null ? null : text.slice(0, CONTEXT_LIMITS.textChars));

/** Runs `call` on the configured provider; on failure or invalid output, on the local one, with a warning. */
async function withFallback<S extends z.ZodType>(
  ctx: OperationContext,
  schema: S,
  call: (provider: AiProvider) => Promise<unknown>,
  check: (draft: z.output<S>) => string | undefined,
): Promise<{ draft: z.output<S>; provider: AiProvider; warnings: string[] }> {
  const { provider, local } = ctx.ai;
  if (provider !== local) {
    try {
      const parsed = schema.safeParse(await call(provider));
      const problem = parsed.success ? check(parsed.data) : "its answer does not match the expected schema";
      if (parsed.success && problem === undefined) return { draft: parsed.data, provider, warnings: [] };
      throw new Error(problem);
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "it timed out" : (error as Error).message;
      const warning = `The ${provider.name} AI provider failed (${reason}); answered with the local provider instead.`;
      return { draft: schema.parse(await call(local)), provider: local, warnings: [warning] };
    }
  }
  return { draft: schema.parse(await call(local)), provider: local, warnings: [] };
}

/** Reserves a unit, runs the work, and gives the unit back if the work fails. */
async function withQuota<T>(ctx: OperationContext, teamId: string, plan: Plan, work: () => Promise<T>): Promise<T> {
  const reservation = await ctx.aiQuota.reserve(teamId, plan, ctx.now());
  try {
    return await work();
  } catch (error) {
    await reservation.release();
    throw error;
  }
}

async function loadTeam(ctx: OperationContext, input: { teamId: string }) {
  const { teamId, role } = await requireMember(ctx, input.teamId);
  const team = await findTeam(ctx.db, teamId);
  if (!team) throw notTeamMember(input.teamId);
  return { team, role };
}

async function memberRefs(ctx: OperationContext, teamId: string): Promise<TeamMemberRef[]> {
  return (await listMemberRows(ctx.db, teamId)).map((m) => ({ id: m.userId, name: m.name, email: m.email, role: m.role }));
}

async function gatherContext(ctx: OperationContext, team: { id: string; name: string; plan: string }, question: string, sprint?: StoredSprint): Promise<AskContext> {
  const [members, sprints, activities, comments, documents] = await Promise.all([
    memberRefs(ctx, team.id),
    sprint ? Promise.resolve([sprint]) : listRecentSprints(ctx.db, team.id, CONTEXT_LIMITS.sprints, CONTEXT_LIMITS.textChars),
    listRecentActivities(ctx.db, team.id, sprint?.id, CONTEXT_LIMITS.activities, CONTEXT_LIMITS.textChars),
    listRecentComments(ctx.db, team.id, sprint?.id, CONTEXT_LIMITS.comments, CONTEXT_LIMITS.textChars),
    findDocumentsForQuestion(ctx.db, team.id, contentWords(question), sprint?.id, CONTEXT_LIMITS.documents),
  ]);
  // At most 50 relations an activity, read by index for the activities in scope.
  const graphs = await loadActivityGraphs(ctx.db, activities);
  const today = ctx.now().toISOString().slice(0, 10);
  // The reports of the latest sprints in scope that have started: each replays one sprint's changes.
  const started = sprints
    .filter((s) => s.startDate !== null && s.startDate <= today)
    .sort((a, b) => (b.startDate ?? "").localeCompare(a.startDate ?? ""))
    .slice(0, CONTEXT_LIMITS.reports);
  const reports = [];
  for (const s of started) reports.push(await sprintReportOf(ctx, s));
  return {
    today,
    team,
    members,
    sprints: sprints.map((s) => ({
      id: s.id,
      name: s.name,
      goal: clip(s.goal),
      description: clip(s.description),
      status: s.status,
      startDate: s.startDate,
      endDate: s.endDate,
    })),
    activities: activities.map((a) => ({
      id: a.id,
      sprintId: a.sprintId,
      title: a.title,
      description: a.description,
      status: a.status,
      priority: a.priority,
      points: a.points,
      dueDate: a.dueDate,
      assignedTo: a.assignedTo,
      reviewStatus: a.reviewStatus,
      completedAt: a.completedAt,
      updatedAt: a.updatedAt,
      blockedBy: (graphs.blockedBy.get(a.id) ?? []).map((b) => b.id),
      blocks: graphs.blocks.get(a.id) ?? [],
    })),
    comments: comments.map((c) => ({ id: c.id, activityId: c.activityId, authorId: c.authorId, content: c.content, createdAt: c.createdAt })),
    reports: reports.map((r) => {
      const last = r.days[r.days.length - 1];
      return {
        sprintId: r.sprintId,
        from: r.from,
        to: r.to,
        committedPoints: r.committedPoints,
        completedPoints: r.completedPoints,
        scopePoints: last?.scopePoints ?? 0,
        donePoints: last?.donePoints ?? 0,
        addedPoints: r.days.reduce((n, d) => n + d.addedPoints, 0),
        removedPoints: r.days.reduce((n, d) => n + d.removedPoints, 0),
        carriedOver: r.carriedOver,
        openByAssignee: r.now.byAssignee.map(({ assignedTo, openCount, openPoints }) => ({ assignedTo, openCount, openPoints })),
      };
    }),
    documents: documents.map((d) => ({
      id: d.id,
      title: d.title,
      content: d.excerpt,
      sprintId: d.sprintId,
      activityId: d.activityId,
    })),
  };
}

/**
 * Title and text of each record the answer may cite, from the context the answer was given: sources
 * are real records. Only the cited ones get a snippet made.
 */
function sourceIndex(context: AskContext) {
  const index = new Map<string, { object: AskDraft["sources"][number]["object"]; id: string; title: string; text: string }>();
  const add = (object: AskDraft["sources"][number]["object"], id: string, title: string, text: string) =>
    index.set(`${object}:${id}`, { object, id, title, text });
  add("team", context.team.id, context.team.name, `${context.team.name} (${context.team.plan})`);
  for (const m of context.members) add("member", m.id, m.name, `${m.name}, ${m.role}`);
  for (const s of context.sprints) add("sprint", s.id, s.name, s.goal ?? s.description ?? s.status);
  for (const a of context.activities) add("activity", a.id, a.title, a.description ?? `${a.status}`);
  const titles = new Map(context.activities.map((a) => [a.id, a.title]));
  for (const c of context.comments) add("comment", c.id, `Comment on ${titles.get(c.activityId) ?? "an activity"}`, c.content);
  for (const d of context.documents) add("document", d.id, d.title, d.content);
  return index;
}

/** Answers a question from the team's own data; every source is a record of the team. Uses one AI unit. */
export const askTeam = defineOperation({
  name: "askTeam",
  toolName: "ask_team",
  group: "ai",
  summary: "Answer a question from the team's data, citing the records used. Uses one AI unit.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/ai/ask", status: 200 },
  scope: "read",
  spends: "ai_unit",
  writes: "never",
  errors: ["not_team_member", "resource_missing", "quota_exceeded"],
  emits: [],
  example: { question: "What is blocked?" },
  params: TeamParams,
  body: AskBody,
  output: AiAnswerRecord,
  responseExample: AI_ANSWER,
  load: loadTeam,
  async run(ctx, input, { team }) {
    const sprint = input.sprintId === undefined ? undefined : await requireTeamSprint(ctx, team.id, input.sprintId);
    return withQuota(ctx, team.id, team.plan, async () => {
      const context = await gatherContext(ctx, team, input.question, sprint);
      const index = sourceIndex(context);
      const { draft, provider, warnings } = await withFallback(
        ctx,
        AskDraft,
        (p) => p.ask({ question: input.question, context }),
        (d) => {
          const unknown = d.sources.find((s) => !index.has(`${s.object}:${s.id}`));
          return unknown ? `it cited ${unknown.object} '${unknown.id}', which is not in the team's data` : undefined;
        },
      );
      const sources = [...new Map(draft.sources.map((s) => [`${s.object}:${s.id}`, index.get(`${s.object}:${s.id}`)])).values()];
      return {
        object: "ai_answer" as const,
        question: input.question,
        answer: draft.answer,
        sources: sources
          .filter((s) => s !== undefined)
          .map(({ text, ...source }) => ({ ...source, snippet: makeSnippet(text) })),
        provider: provider.name,
        warnings,
      };
    });
  },
});

/**
 * Turns free text into a sprint (or activities of an existing sprint), with sub-tasks and what waits
 * for what. A preview writes nothing; each proposal has a ref, and names its parent's ref and its
 * blockers' refs. `commit: true` needs the write scope (and CAPTAIN/STAFF for a new sprint) and
 * writes the sprint, its SUGGESTED activities and their `blocks` relations in one transaction; a
 * provider's plan whose edges close a cycle is 409 dependency_cycle, writing nothing. Uses one AI unit.
 */
export const planSprintFromText = defineOperation({
  name: "planSprintFromText",
  toolName: "plan_sprint_from_text",
  group: "ai",
  summary:
    "Free text (notes, a backlog, an email) to a sprint and SUGGESTED activities. A preview unless commit: true. Uses one AI unit.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/ai/plan-sprint", status: 200, createdWhen: (plan) => plan.committed },
  scope: "read",
  scopeWhen: { scope: "write", mode: "commit: true", applies: (input) => input.commit === true },
  spends: "ai_unit",
  writes: "on_commit",
  errors: ["not_team_member", "insufficient_role", "resource_missing", "invalid_date_range", "dependency_cycle", "relation_limit_reached", "quota_exceeded"],
  emits: ["sprint.created", "activity.created", "relation.created"],
  example: { text: "Sprint 15: billing\nGoal: invoices in one click\n- Invoice page (3 pts) @ada\n- Fix VAT rounding P1 by Friday" },
  params: TeamParams,
  body: PlanSprintBody,
  output: SprintPlanRecord,
  responseExample: SPRINT_PLAN,
  load: loadTeam,
  roleRule: "any member previews; a commit that creates a sprint needs CAPTAIN or STAFF",
  async run(ctx, input, { team, role }) {
    const existing = input.sprintId === undefined ? undefined : await requireTeamSprint(ctx, team.id, input.sprintId);
    if (input.commit) requireRole(role, existing ? "write_work" : "write_sprint");
    if (input.startDate !== undefined && input.endDate !== undefined && input.startDate > input.endDate) {
      throw invalidDateRange("endDate", `startDate '${input.startDate}' is after endDate '${input.endDate}'.`);
    }
    const members = await memberRefs(ctx, team.id);
    const memberIds = new Set(members.map((m) => m.id));
    return withQuota(ctx, team.id, team.plan, async () => {
      const request = {
        text: input.text,
        today: ctx.now().toISOString().slice(0, 10),
        startDate: input.startDate,
        endDate: input.endDate,
        members,
        sprint: existing ? { name: existing.name, startDate: existing.startDate, endDate: existing.endDate } : undefined,
      };
      const { draft, provider, warnings } = await withFallback(
        ctx,
        PlanDraft,
        (p) => p.planSprint(request),
        (d) => {
          const stranger = d.activities.find((a) => a.assignedTo !== null && !memberIds.has(a.assignedTo));
          return stranger ? `it assigned '${stranger.title}' to '${stranger.assignedTo}', who is not a member` : undefined;
        },
      );
      const sprintDraft = {
        ...draft.sprint,
        startDate: input.startDate ?? draft.sprint.startDate,
        endDate: input.endDate ?? draft.sprint.endDate,
      };
      if (sprintDraft.startDate !== null && sprintDraft.endDate !== null && sprintDraft.startDate > sprintDraft.endDate) {
        warnings.push(`The dates found (${sprintDraft.startDate} to ${sprintDraft.endDate}) are reversed; the end date was dropped.`);
        sprintDraft.endDate = null;
      }
      const allWarnings = [...warnings, ...draft.warnings];
      const refs = refsOf(draft.activities);
      const activities: PlannedActivity[] = draft.activities.map((a, i) => ({ ...a, ref: refs[i] as string, labels: plannedLabels(a.labels) }));
      if (!input.commit) {
        return {
          object: "sprint_plan" as const,
          committed: false,
          sprint: existing
            ? presentSprint(existing)
            : { object: "sprint_proposal" as const, ...sprintDraft, status: "PLANNED" as const },
          activities: activities.map((a) => ({ object: "activity_proposal" as const, ...a, status: "SUGGESTED" as const })),
          warnings: allWarnings,
          provider: provider.name,
        };
      }
      return commitPlan(ctx, team.id, existing, sprintDraft, activities, allWarnings, provider.name);
    });
  },
});

/** A draft as the plan shows and commits it: with its ref, and labels as the API keeps them. */
type PlannedActivity = ActivityDraft & { ref: string };

/** The drafts, each after its parent: the order they can be created in (the draft's refs make a tree). */
function parentsFirst(activities: readonly PlannedActivity[]): PlannedActivity[] {
  const placed = new Set<string>();
  const ordered: PlannedActivity[] = [];
  while (ordered.length < activities.length) {
    const before = ordered.length;
    for (const activity of activities) {
      if (!placed.has(activity.ref) && (activity.parentRef === null || placed.has(activity.parentRef))) {
        placed.add(activity.ref);
        ordered.push(activity);
      }
    }
    if (ordered.length === before) throw new Error("the plan's parents are not a tree, which PlanDraft rules out");
  }
  return ordered;
}

/** A plan's refs as a batch names its calls: the sprint, and each draft by its own ref. */
const SPRINT_REF = "sprint";
const activityRef = (ref: string) => `activity:${ref}`;

/**
 * Writes the plan as one batch (runtime/batch.ts, the machinery of `POST /batch`): createSprint
 * (unless planning into an existing sprint), createActivity for each draft (parents first, each
 * with its parent's ref), then createRelation for each `blocks` edge, all in one transaction. Each
 * runs through the runner's own checks, so every rule (a parent 5 levels deep at most, no cycle of
 * blocks: 409 dependency_cycle naming it, at most 50 relations) holds here as it does there, any
 * refusal undoes the whole plan, and the refusal is the operation's own (the caller sent no batch).
 */
async function commitPlan(
  ctx: OperationContext,
  teamId: string,
  existing: StoredSprint | undefined,
  sprintDraft: PlanDraft["sprint"],
  activities: PlannedActivity[],
  warnings: string[],
  provider: AiProvider["name"],
): Promise<z.output<typeof SprintPlanRecord>> {
  const calls: BatchCall[] = [];
  if (!existing) {
    const { name, goal, startDate, endDate } = sprintDraft;
    calls.push({ op: createSprint, params: { teamId }, body: { name, goal, startDate, endDate }, ref: SPRINT_REF });
  }
  const sprintId = existing ? existing.id : { $ref: SPRINT_REF };
  for (const { ref, parentRef, blockedByRefs: _edges, ...fields } of parentsFirst(activities)) {
    const parentId = parentRef === null ? null : { $ref: activityRef(parentRef) };
    calls.push({ op: createActivity, params: { teamId }, body: { ...fields, sprintId, status: "SUGGESTED", parentId }, ref: activityRef(ref) });
  }
  for (const activity of activities) {
    for (const blocker of activity.blockedByRefs) {
      calls.push({ op: createRelation, params: { activityId: { $ref: activityRef(blocker) } }, body: { type: "blocks", relatedActivityId: { $ref: activityRef(activity.ref) } } });
    }
  }
  checkCalls(calls);
  return runBatch(ctx, calls, {
    dryRun: false,
    naming: "own",
    async answer(trx, results) {
      const created = new Map(calls.map((call, i) => [call.ref, results[i]?.record as { id: string }]));
      const sprint = existing ? presentSprint(existing) : (created.get(SPRINT_REF) as unknown as SprintRecord);
      // Read back once every edge is made: their rollups, blockers and what they block.
      const rows: StoredActivity[] = [];
      for (const activity of activities) rows.push((await findActivity(trx, created.get(activityRef(activity.ref))?.id as string)) as StoredActivity);
      return { object: "sprint_plan" as const, committed: true, sprint, activities: await presentActivities(trx, rows), warnings, provider };
    },
  });
}
