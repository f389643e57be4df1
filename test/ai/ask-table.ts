// The answerer's table harness: a fixture team, and a case is a question, the facts its answer
// states or leaves out, and the records it cites (every one a record of the team).
import { describe, expect, it } from "vitest";
import { askLocally } from "../../src/ai/local/ask.js";
import { AskDraft, type AskContext } from "../../src/ai/provider.js";

export const M = { ada: "m-ada", grace: "m-grace", alan: "m-alan", alan2: "m-alan2" };
export const S = { old: "s-old", now: "s-now" };

export const activity = (id: string, title: string, fields: Partial<AskContext["activities"][number]> = {}): AskContext["activities"][number] => ({
  id,
  sprintId: S.now,
  title,
  description: null,
  status: "TODO",
  priority: null,
  points: null,
  dueDate: null,
  assignedTo: null,
  reviewStatus: null,
  completedAt: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
  blockedBy: [],
  blocks: [],
  ...fields,
});

export const context: AskContext = {
  today: "2026-11-23",
  team: { id: "t-1", name: "Checkout Crew", plan: "PRO" },
  members: [
    { id: M.ada, name: "Ada Lovelace", email: "ada@example.com", role: "CAPTAIN" },
    { id: M.grace, name: "Grace Hopper", email: "grace@example.com", role: "STAFF" },
    { id: M.alan, name: "Alan Turing", email: "alan@example.com", role: "MEMBER" },
    { id: M.alan2, name: "Alan Kay", email: "akay@example.com", role: "MEMBER" },
  ],
  sprints: [
    { id: S.now, name: "Sprint 2: Checkout revamp", goal: "Cut checkout drop-off by 20%", description: null, status: "ACTIVE", startDate: "2026-11-16", endDate: "2026-11-27" },
    { id: S.old, name: "Sprint 1: Foundations", goal: "Ship sign-in", description: null, status: "COMPLETED", startDate: "2026-11-02", endDate: "2026-11-13" },
  ],
  activities: [
    activity("a-rounding", "Fix rounding in order totals", { status: "BLOCKED", priority: "CRITICAL", points: 3, assignedTo: M.grace, dueDate: "2026-11-20", blocks: ["a-pay"] }),
    activity("a-address", "Address autocomplete", { status: "NEEDS_HELP", points: 5, assignedTo: M.alan, dueDate: "2026-11-25" }),
    activity("a-cart", "Redesign the cart summary", { status: "IN_PROGRESS", priority: "HIGH", points: 5, assignedTo: M.alan, dueDate: "2026-11-26", description: "Mobile first; keep totals visible while scrolling." }),
    activity("a-budget", "Checkout load-time budget", { status: "IN_REVIEW", priority: "HIGH", points: 3, assignedTo: M.alan }),
    activity("a-promo", "Promo code field", { status: "REVIEW", points: 2, assignedTo: M.grace, reviewStatus: "PENDING" }),
    activity("a-pay", "Add Apple Pay", { status: "TODO", points: 8, assignedTo: M.ada, dueDate: "2026-11-30", blockedBy: ["a-rounding"], blocks: ["a-ab"] }),
    activity("a-guest", "Guest checkout", { status: "BACKLOG" }),
    activity("a-ab", "A/B test the new flow", { status: "PENDING", priority: "LOW", points: 3, dueDate: "2026-11-10", blockedBy: ["a-pay"] }),
    activity("a-cards", "Error states for declined cards", { status: "DONE", points: 2, assignedTo: M.alan, completedAt: "2026-11-21T09:00:00.000Z" }),
    activity("a-totals", "Show totals in the header", { status: "COMPLETED", points: 3, assignedTo: M.grace, completedAt: "2026-11-22T15:00:00.000Z" }),
    activity("a-ci", "Set up CI", { sprintId: S.old, status: "COMPLETED", points: 3, assignedTo: M.grace, completedAt: "2026-11-12T12:00:00.000Z" }),
    activity("a-signin", "Sign-in with email link", { sprintId: S.old, status: "COMPLETED", points: 8, assignedTo: M.alan2, completedAt: "2026-11-10T12:00:00.000Z" }),
  ],
  comments: [
    { id: "c-1", activityId: "a-rounding", authorId: M.grace, content: "Blocked on the payments team confirming the VAT rounding rule.", createdAt: "2026-11-21T10:00:00.000Z" },
    { id: "c-2", activityId: "a-address", authorId: M.alan, content: "Which geocoding provider do we use in the EU?", createdAt: "2026-11-22T10:00:00.000Z" },
  ],
  reports: [],
  documents: [
    { id: "d-plan", title: "Checkout revamp: plan", content: "# Plan\n\nWe will redesign the cart and add Apple Pay.\n\nPerformance budget: checkout loads in under 1.5 seconds on 4G.", sprintId: S.now, activityId: null },
    { id: "d-tax", title: "Rounding rules for taxes", content: "Round tax per order, not per line.\n\nBanker's rounding only where the law requires it.", sprintId: null, activityId: "a-rounding" },
    { id: "d-oncall", title: "On-call rota", content: "Grace covers weekends in December. Escalate outages to Ada.", sprintId: null, activityId: null },
  ],
};

const known = (ctx: AskContext) =>
  new Set([
    `team:${ctx.team.id}`,
    ...ctx.members.map((m) => `member:${m.id}`),
    ...ctx.sprints.map((s) => `sprint:${s.id}`),
    ...ctx.activities.map((a) => `activity:${a.id}`),
    ...ctx.comments.map((c) => `comment:${c.id}`),
    ...ctx.documents.map((d) => `document:${d.id}`),
  ]);

export interface Case {
  question: string;
  /** The test's name, when the question alone does not tell cases apart. */
  name?: string;
  contains: string[];
  excludes?: string[];
  sources: string[];
  exactSources?: boolean;
  ctx?: AskContext;
}

/** One test per case: the answer's facts, and its sources (each a record of the context asked). */
export function askTable(title: string, cases: Case[], minimum: number): void {
  describe(title, () => {
    it(`has at least ${minimum} cases`, () => expect(cases.length).toBeGreaterThanOrEqual(minimum));

    it.each(cases.map((c) => [c.name ?? c.question, c] as const))("%s", (_name, c) => {
      const ctx = c.ctx ?? context;
      const draft = askLocally({ question: c.question, context: ctx });
      expect(AskDraft.parse(draft)).toEqual(draft);
      for (const fact of c.contains) expect(draft.answer).toContain(fact);
      for (const fact of c.excludes ?? []) expect(draft.answer).not.toContain(fact);
      const cited = draft.sources.map((s) => `${s.object}:${s.id}`);
      const records = known(ctx);
      for (const source of cited) expect(records.has(source), `${source} is not a record of the team`).toBe(true);
      if (c.exactSources) expect(cited.sort()).toEqual([...c.sources].sort());
      else for (const source of c.sources) expect(cited).toContain(source);
    });
  });
}
