// The AI provider interface. Providers turn text into drafts; they never touch the database. The
// domain (src/domain/operations/ai.ts) gathers the team's data, checks every draft against these schemas,
// resolves references, and writes. Two providers: `local` (default, deterministic, in-process) and
// `openai` (any OpenAI-compatible Chat Completions endpoint).
import { z } from "zod";
import { MAX_DEPTH, MAX_LABELS, PRIORITIES } from "../schemas/activities.js";
import { MAX_RELATIONS_PER_ACTIVITY } from "../schemas/relations.js";

export interface TeamMemberRef {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** What a plan is made from. Dates are YYYY-MM-DD. */
export interface PlanRequest {
  text: string;
  /** Today's date (UTC): relative dates ("tomorrow", "by Friday") count from the sprint start or this. */
  today: string;
  /** Dates the caller fixed; they win over dates found in the text. */
  startDate?: string;
  endDate?: string;
  members: TeamMemberRef[];
  /** Set when activities are planned into an existing sprint: the text then names no new sprint. */
  sprint?: { name: string; startDate: string | null; endDate: string | null };
}

const DateOrNull = z.iso.date().nullable();

export const ActivityDraft = z.object({
  /** The draft's name within the plan, which parentRef and blockedByRefs use; left out, its place (refsOf). */
  ref: z.string().min(1).max(40).optional(),
  title: z.string().min(1).max(300),
  description: z.string().max(100_000).nullable(),
  priority: z.enum(PRIORITIES).nullable(),
  points: z.number().int().min(0).max(100).nullable(),
  dueDate: DateOrNull,
  /** A member's user id, only when the text names a member unambiguously. */
  assignedTo: z.string().nullable(),
  /**
   * The task's tags (#tags, a Labels column); ones that cannot be labels are dropped when it is
   * planned. A model that leaves them out gives none.
   */
  labels: z.array(z.string().max(200)).max(MAX_LABELS).default([]),
  /** The ref of the draft it is a sub-task of, or null at the top level. */
  parentRef: z.string().nullable().default(null),
  /** The refs of the drafts that must finish before it can start. */
  blockedByRefs: z.array(z.string()).max(MAX_RELATIONS_PER_ACTIVITY).default([]),
});
export type ActivityDraft = z.infer<typeof ActivityDraft>;

/** Each draft's ref: its own, else its place in the plan (a1, a2, …), so a model that names none still plans. */
export function refsOf(activities: ReadonlyArray<Pick<ActivityDraft, "ref">>): string[] {
  return activities.map((a, i) => a.ref ?? `a${i + 1}`);
}

/**
 * Why the drafts' refs do not make a plan, or undefined: each ref once, every parentRef and
 * blockedByRefs naming another draft, and the parents a tree at most MAX_DEPTH levels deep (so the
 * drafts can be created parents first). Whether its `blocks` edges close a cycle is the relation's
 * own rule, checked as each is created.
 */
export function planRefProblem(drafts: ReadonlyArray<Pick<ActivityDraft, "ref" | "parentRef" | "blockedByRefs">>): string | undefined {
  const refs = refsOf(drafts);
  const activities = drafts.map((a, i) => ({ ...a, ref: refs[i] as string }));
  const byRef = new Map(activities.map((a) => [a.ref, a]));
  if (byRef.size !== activities.length) return "two activities have the same ref";
  for (const a of activities) {
    const named = [...(a.parentRef === null ? [] : [a.parentRef]), ...a.blockedByRefs];
    const unknown = named.find((ref) => ref === a.ref || !byRef.has(ref));
    if (unknown !== undefined) return `activity '${a.ref}' names '${unknown}', which is ${unknown === a.ref ? "itself" : "no other activity of the plan"}`;
    let depth = 1;
    for (let at = a.parentRef === null ? undefined : byRef.get(a.parentRef); at !== undefined; at = at.parentRef === null ? undefined : byRef.get(at.parentRef)) {
      depth += 1;
      if (depth > MAX_DEPTH) return `activity '${a.ref}' is below level ${MAX_DEPTH} of sub-tasks, or in a loop of parents`;
    }
  }
  return undefined;
}

export const PlanDraft = z.object({
  sprint: z.object({
    name: z.string().min(1).max(200),
    goal: z.string().max(10_000).nullable(),
    startDate: DateOrNull,
    endDate: DateOrNull,
  }),
  activities: z.array(ActivityDraft).max(200),
  /** Things the caller should know: an unmatched assignee, a cut title, a merged duplicate… */
  warnings: z.array(z.string()),
}).superRefine((draft, ctx) => {
  const problem = planRefProblem(draft.activities);
  if (problem !== undefined) ctx.addIssue({ code: "custom", path: ["activities"], message: problem });
});
export type PlanDraft = z.infer<typeof PlanDraft>;

/** One record the answer may cite. */
export interface Passage {
  object: "activity" | "document" | "comment" | "sprint" | "member" | "team";
  id: string;
  title: string;
  text: string;
}

/** The team's data in the question's scope, gathered once by the domain (bounded in size). */
export interface AskContext {
  today: string;
  team: { id: string; name: string; plan: string };
  members: TeamMemberRef[];
  /** Sprints in scope (one when sprintId is given), newest first. */
  sprints: Array<{
    id: string;
    name: string;
    goal: string | null;
    description: string | null;
    status: string;
    startDate: string | null;
    endDate: string | null;
  }>;
  /** Activities in scope, newest first. */
  activities: Array<{
    id: string;
    sprintId: string;
    title: string;
    description: string | null;
    status: string;
    priority: string | null;
    points: number | null;
    dueDate: string | null;
    assignedTo: string | null;
    reviewStatus: string | null;
    completedAt: string | null;
    updatedAt: string;
    /** The ids of the activities that block it and are not finished. */
    blockedBy: string[];
    /** The ids of the activities it blocks. */
    blocks: string[];
  }>;
  /** Comments in scope, newest first. */
  comments: Array<{ id: string; activityId: string; authorId: string; content: string; createdAt: string }>;
  /**
   * The sprint reports (src/schemas/reports.ts) of the sprint asked about and of the team's latest
   * started sprints, newest first: the numbers "are we on track?" and "what is our velocity?" use.
   */
  reports: Array<{
    sprintId: string;
    from: string;
    to: string;
    committedPoints: number;
    completedPoints: number;
    /** Scope and done points on the last day, and the points added and removed after the first. */
    scopePoints: number;
    donePoints: number;
    addedPoints: number;
    removedPoints: number;
    carriedOver: { count: number; points: number };
    /** The sprint's work now by assignee (null: unassigned), most open points first. */
    openByAssignee: Array<{ assignedTo: string | null; openCount: number; openPoints: number }>;
  }>;
  /** Documents that best match the question (full-text search), best first, with their text. */
  documents: Array<{ id: string; title: string; content: string; sprintId: string | null; activityId: string | null }>;
}

export interface AskRequest {
  question: string;
  context: AskContext;
}

export const AskDraft = z.object({
  answer: z.string().min(1).max(20_000),
  /** Records the answer rests on; each must be one of the context's records. */
  sources: z.array(z.object({ object: z.enum(["activity", "document", "comment", "sprint", "member", "team"]), id: z.string() })).max(50),
});
export type AskDraft = z.infer<typeof AskDraft>;

export interface AiProvider {
  readonly name: "local" | "openai";
  planSprint(request: PlanRequest): Promise<PlanDraft>;
  ask(request: AskRequest): Promise<AskDraft>;
}
