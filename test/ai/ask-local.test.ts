// The local answerer over a fixture team: each answer's facts, and every source a record of the team.
import { describe, expect, it } from "vitest";
import { askLocally } from "../../src/ai/local/ask.js";
import { AskDraft, type AskContext } from "../../src/ai/provider.js";

const M = { ada: "m-ada", grace: "m-grace", alan: "m-alan", alan2: "m-alan2" };
const S = { old: "s-old", now: "s-now" };

const activity = (id: string, title: string, fields: Partial<AskContext["activities"][number]> = {}): AskContext["activities"][number] => ({
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
  ...fields,
});

const context: AskContext = {
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
    activity("a-rounding", "Fix rounding in order totals", { status: "BLOCKED", priority: "CRITICAL", points: 3, assignedTo: M.grace, dueDate: "2026-11-20" }),
    activity("a-address", "Address autocomplete", { status: "NEEDS_HELP", points: 5, assignedTo: M.alan, dueDate: "2026-11-25" }),
    activity("a-cart", "Redesign the cart summary", { status: "IN_PROGRESS", priority: "HIGH", points: 5, assignedTo: M.alan, dueDate: "2026-11-26", description: "Mobile first; keep totals visible while scrolling." }),
    activity("a-budget", "Checkout load-time budget", { status: "IN_REVIEW", priority: "HIGH", points: 3, assignedTo: M.alan }),
    activity("a-promo", "Promo code field", { status: "REVIEW", points: 2, assignedTo: M.grace, reviewStatus: "PENDING" }),
    activity("a-pay", "Add Apple Pay", { status: "TODO", points: 8, assignedTo: M.ada, dueDate: "2026-11-30" }),
    activity("a-guest", "Guest checkout", { status: "BACKLOG" }),
    activity("a-ab", "A/B test the new flow", { status: "PENDING", priority: "LOW", points: 3, dueDate: "2026-11-10" }),
    activity("a-cards", "Error states for declined cards", { status: "DONE", points: 2, assignedTo: M.alan, completedAt: "2026-11-21T09:00:00.000Z" }),
    activity("a-totals", "Show totals in the header", { status: "COMPLETED", points: 3, assignedTo: M.grace, completedAt: "2026-11-22T15:00:00.000Z" }),
    activity("a-ci", "Set up CI", { sprintId: S.old, status: "COMPLETED", points: 3, assignedTo: M.grace, completedAt: "2026-11-12T12:00:00.000Z" }),
    activity("a-signin", "Sign-in with email link", { sprintId: S.old, status: "COMPLETED", points: 8, assignedTo: M.alan2, completedAt: "2026-11-10T12:00:00.000Z" }),
  ],
  comments: [
    { id: "c-1", activityId: "a-rounding", authorId: M.grace, content: "Blocked on the payments team confirming the VAT rounding rule.", createdAt: "2026-11-21T10:00:00.000Z" },
    { id: "c-2", activityId: "a-address", authorId: M.alan, content: "Which geocoding provider do we use in the EU?", createdAt: "2026-11-22T10:00:00.000Z" },
  ],
  documents: [
    { id: "d-plan", title: "Checkout revamp: plan", content: "# Plan\n\nWe will redesign the cart and add Apple Pay.\n\nPerformance budget: checkout loads in under 1.5 seconds on 4G.", sprintId: S.now, activityId: null },
    { id: "d-tax", title: "Rounding rules for taxes", content: "Round tax per order, not per line.\n\nBanker's rounding only where the law requires it.", sprintId: null, activityId: "a-rounding" },
    { id: "d-oncall", title: "On-call rota", content: "Grace covers weekends in December. Escalate outages to Ada.", sprintId: null, activityId: null },
  ],
};

const known = new Set([
  `team:${context.team.id}`,
  ...context.members.map((m) => `member:${m.id}`),
  ...context.sprints.map((s) => `sprint:${s.id}`),
  ...context.activities.map((a) => `activity:${a.id}`),
  ...context.comments.map((c) => `comment:${c.id}`),
  ...context.documents.map((d) => `document:${d.id}`),
]);

interface Case {
  question: string;
  contains: string[];
  excludes?: string[];
  sources: string[];
  exactSources?: boolean;
  ctx?: AskContext;
}

const CASES: Case[] = [
  { question: "What is blocked?", contains: ["Blocked (1)", "Fix rounding in order totals", "Grace Hopper"], excludes: ["Address autocomplete"], sources: ["activity:a-rounding"], exactSources: true },
  { question: "anything stuck right now?", contains: ["Fix rounding in order totals"], sources: ["activity:a-rounding"] },
  { question: "Who needs help?", contains: ["Needs help (1)", "Address autocomplete", "Alan Turing"], sources: ["activity:a-address"], exactSources: true },
  { question: "What is in review?", contains: ["In review (2)", "Checkout load-time budget", "Promo code field"], excludes: ["Add Apple Pay"], sources: ["activity:a-budget", "activity:a-promo"], exactSources: true },
  { question: "What's overdue?", contains: ["Overdue as of 2026-11-23 (2)", "A/B test the new flow", "Fix rounding in order totals"], excludes: ["Set up CI", "Address autocomplete"], sources: ["activity:a-ab", "activity:a-rounding"], exactSources: true },
  { question: "What is Alan Turing working on?", contains: ["Alan Turing is working on (3)", "Redesign the cart summary", "Address autocomplete", "Checkout load-time budget"], excludes: ["Error states for declined cards"], sources: ["member:m-alan", "activity:a-cart"] },
  { question: "what's grace doing", contains: ["Grace Hopper is working on", "Fix rounding in order totals", "Promo code field"], excludes: ["Show totals in the header"], sources: ["member:m-grace"] },
  { question: "Show me Ada's tasks", contains: ["Ada Lovelace is working on (1)", "Add Apple Pay"], sources: ["member:m-ada", "activity:a-pay"], exactSources: true },
  { question: "What is Alan working on?", contains: ["I found no team member called 'Alan'."], sources: [], exactSources: true },
  { question: "What is Bob working on?", contains: ["I found no team member called 'Bob'."], sources: [], exactSources: true },
  { question: "Who is on the team?", contains: ["Checkout Crew has 4 members", "CAPTAIN: Ada Lovelace", "STAFF: Grace Hopper", "MEMBER: Alan Kay, Alan Turing"], sources: ["team:t-1", "member:m-ada"] },
  { question: "What is the goal of the sprint?", contains: ["Sprint 2: Checkout revamp", "Cut checkout drop-off by 20%"], sources: ["sprint:s-now"], exactSources: true },
  { question: "What was the goal of Sprint 1: Foundations?", contains: ["Ship sign-in"], sources: ["sprint:s-old"], exactSources: true },
  { question: "When does the sprint end?", contains: ["runs from 2026-11-16 to 2026-11-27", "ACTIVE"], sources: ["sprint:s-now"], exactSources: true },
  { question: "How is the sprint progressing?", contains: ["Sprint 2: Checkout revamp (ACTIVE): 5 of 34 points done (15%)", "2 of 10 activities finished"], sources: ["sprint:s-now", "activity:a-cards"] },
  { question: "What did we finish recently?", contains: ["Finished since 2026-11-16 (2)", "Show totals in the header", "Error states for declined cards"], excludes: ["Set up CI"], sources: ["activity:a-totals", "activity:a-cards"], exactSources: true },
  { question: "What is due this week?", contains: ["Address autocomplete", "Redesign the cart summary", "Add Apple Pay"], excludes: ["A/B test"], sources: ["activity:a-address"] },
  { question: "Which tasks are unassigned?", contains: ["Unassigned (2)", "Guest checkout", "A/B test the new flow"], sources: ["activity:a-guest", "activity:a-ab"], exactSources: true },
  { question: "What are the high priority items?", contains: ["High priority (3)", "Fix rounding in order totals", "Redesign the cart summary", "Checkout load-time budget"], sources: ["activity:a-rounding"] },
  { question: "How do we round taxes?", contains: ["Rounding rules for taxes", "Round tax per order"], sources: ["document:d-tax"] },
  { question: "What is the performance budget for checkout?", contains: ["1.5 seconds"], sources: ["document:d-plan"] },
  { question: "Which geocoding provider?", contains: ["Alan Turing commented on 'Address autocomplete'", "geocoding provider"], sources: ["comment:c-2"] },
  { question: "Tell me about scrolling", contains: ["Redesign the cart summary", "keep totals visible while scrolling"], sources: ["activity:a-cart"] },
  { question: "Who covers weekends on call?", contains: ["On-call rota", "Grace covers weekends"], sources: ["document:d-oncall"] },
  { question: "What about kubernetes migrations?", contains: ["I found nothing about kubernetes migrations in this team's activities, documents or comments."], sources: [], exactSources: true },
  {
    question: "What is blocked?",
    ctx: { ...context, sprints: context.sprints.filter((s) => s.id === S.old), activities: context.activities.filter((a) => a.sprintId === S.old), comments: [], documents: [] },
    contains: ["Nothing is blocked."],
    sources: [],
    exactSources: true,
  },
];

describe("local answerer", () => {
  it("has at least 20 cases", () => expect(CASES.length).toBeGreaterThanOrEqual(20));

  it.each(CASES.map((c) => [c.question, c] as const))("%s", (_q, c) => {
    const draft = askLocally({ question: c.question, context: c.ctx ?? context });
    expect(AskDraft.parse(draft)).toEqual(draft);
    for (const fact of c.contains) expect(draft.answer).toContain(fact);
    for (const fact of c.excludes ?? []) expect(draft.answer).not.toContain(fact);
    const cited = draft.sources.map((s) => `${s.object}:${s.id}`);
    for (const source of cited) expect(known.has(source), `${source} is not a record of the team`).toBe(true);
    if (c.exactSources) expect(cited.sort()).toEqual([...c.sources].sort());
    else for (const source of c.sources) expect(cited).toContain(source);
  });
});
