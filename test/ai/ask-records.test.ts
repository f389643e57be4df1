// Answers that come from the team's words: a named activity's description and comments, a named
// document's own sentences, a sprint named by its goal or its place; nothing found is said so.
import type { AskContext } from "../../src/ai/provider.js";
import { type Case, S, askTable } from "./ask-table.js";
import { words } from "./ask-team-words.js";

/** The context the domain gathers for a question asked with `sprintId`: that sprint's records only. */
function inSprint(ctx: AskContext, sprintId: string): AskContext {
  const activities = ctx.activities.filter((a) => a.sprintId === sprintId);
  const ids = new Set(activities.map((a) => a.id));
  return {
    ...ctx,
    sprints: ctx.sprints.filter((s) => s.id === sprintId),
    activities,
    comments: ctx.comments.filter((c) => ids.has(c.activityId)),
    documents: ctx.documents.filter((d) => d.sprintId === sprintId || (d.activityId !== null && ids.has(d.activityId))),
  };
}

const current = inSprint(words, S.now);
const nothing = (topic: string) => `I found nothing about ${topic} in this team's activities, documents or comments.`;

const ACTIVITY_CASES: Case[] = [
  {
    question: "Why is the rounding fix blocked?",
    contains: [
      "'Fix rounding in order totals' is BLOCKED (assigned to Grace Hopper",
      'Grace Hopper commented on 2026-11-21: "Blocked on the payments team confirming the VAT rounding rule."',
      'Ada Lovelace commented on 2026-11-22: "Asked the payments team again; they expect to decide on Thursday."',
      "The document 'Rounding rules for taxes' is attached to it.",
    ],
    excludes: ["Totals differ by a cent", "CSV export"],
    sources: ["activity:a-rounding", "comment:c-1", "comment:c-3", "document:d-tax"],
    exactSources: true,
    ctx: words,
  },
  {
    question: "What is the CSV export waiting on?",
    contains: ["'CSV export for finance' is BLOCKED", "Waiting on legal to approve which fields may leave the EU."],
    sources: ["activity:a-export"],
    exactSources: true,
    ctx: words,
  },
  {
    question: "What's the status of Apple Pay?",
    contains: ["'Add Apple Pay' is TODO (assigned to Ada Lovelace, due 2026-11-30, 8 points).", "Merchant id arrived; starting on the sandbox tomorrow."],
    sources: ["activity:a-pay", "comment:c-4"],
    exactSources: true,
    ctx: words,
  },
  { question: "Who is working on the cart redesign?", contains: ["'Redesign the cart summary' is IN_PROGRESS (assigned to Alan Turing"], sources: ["activity:a-cart"], exactSources: true, ctx: words },
  {
    question: "Why hasn't the promo code field shipped yet?",
    contains: ["'Promo code field' is REVIEW", "It is not marked as blocked.", "It has no description or comments that say why."],
    sources: ["activity:a-promo"],
    exactSources: true,
    ctx: words,
  },
  {
    question: "Any update on the checkout?",
    contains: ["2 activities fit the question", "'Guest checkout' is BACKLOG", "'Checkout load-time budget' is IN_REVIEW"],
    sources: ["activity:a-guest", "activity:a-budget"],
    exactSources: true,
    ctx: words,
  },
  { question: "What's the blocker on the rounding fix?", contains: ["Blocked on the payments team confirming the VAT rounding rule."], sources: ["activity:a-rounding", "comment:c-1"], ctx: words },
  { question: "How's the address autocomplete coming along?", contains: ["'Address autocomplete' is NEEDS_HELP", "Which geocoding provider do we use in the EU?"], sources: ["activity:a-address", "comment:c-2"], exactSources: true, ctx: words },
  { question: "What's going on with Apple Pay?", contains: ["'Add Apple Pay' is TODO", "Merchant id arrived"], sources: ["activity:a-pay", "comment:c-4"], exactSources: true, ctx: words },
  { question: "Is anything blocked?", contains: ["Blocked (2)", "Fix rounding in order totals", "CSV export for finance"], sources: ["activity:a-rounding", "activity:a-export"], exactSources: true, ctx: words },
  { question: "Why is the kubernetes migration blocked?", contains: [nothing("kubernetes migration")], sources: [], exactSources: true, ctx: words },
  { question: "Why don't we use Stripe?", contains: [nothing("stripe")], sources: [], exactSources: true, ctx: words },
];

const SPRINT_SCOPED_CASES: Case[] = [
  {
    name: "Why is the rounding fix blocked? (asked in the current sprint)",
    question: "Why is the rounding fix blocked?",
    contains: ["'Fix rounding in order totals' is BLOCKED", "Blocked on the payments team confirming the VAT rounding rule."],
    sources: ["activity:a-rounding", "comment:c-1", "comment:c-3", "document:d-tax"],
    exactSources: true,
    ctx: current,
  },
  { name: "Why is sign-in blocked? (asked in the current sprint)", question: "Why is sign-in blocked?", contains: [nothing("sign")], sources: [], exactSources: true, ctx: current },
  { name: "What is the goal? (asked in the current sprint)", question: "What is the goal?", contains: ["The goal of Sprint 2: Checkout revamp is: Cut checkout drop-off by 20%"], sources: ["sprint:s-now"], exactSources: true, ctx: current },
];

const DOCUMENT_CASES: Case[] = [
  {
    question: "What does our on-call policy say about paging at night?",
    contains: ["From the document 'On-call policy': \"At night (22:00 to 07:00) only SEV1 incidents page the on-call engineer; everything else waits for the morning.\""],
    excludes: ["During working hours", "Grace covers weekends"],
    sources: ["document:d-oncall-policy"],
    exactSources: true,
    ctx: words,
  },
  { question: "What does the on-call policy say about escalation?", contains: ["A page that is not acknowledged within 15 minutes escalates to the secondary."], sources: ["document:d-oncall-policy"], exactSources: true, ctx: words },
  { question: "How do we hand over on-call?", contains: ["Hand over on Mondays at 10:00 with a written summary of open incidents."], excludes: ["Each engineer"], sources: ["document:d-oncall-policy"], exactSources: true, ctx: words },
  { question: "What does our policy say about swaps?", contains: ["Swaps are agreed in the team channel."], sources: ["document:d-oncall-policy"], exactSources: true, ctx: words },
  { question: "What's our policy on paging at night?", contains: ["At night (22:00 to 07:00) only SEV1 incidents page the on-call engineer"], excludes: ["During working hours"], sources: ["document:d-oncall-policy"], exactSources: true, ctx: words },
  { question: "What do our docs say about swaps?", contains: ["Swaps are agreed in the team channel."], sources: ["document:d-oncall-policy"], exactSources: true, ctx: words },
  { question: "What does WIP limit mean?", contains: ["From the document 'Working agreement': \"WIP limit: each person has at most two activities in progress.\""], sources: ["document:d-agreement"], exactSources: true, ctx: words },
  { question: "What's our definition of done?", contains: ["Definition of done: code reviewed, tests passing, docs updated, deployed to staging."], excludes: ["WIP limit"], sources: ["document:d-agreement"], exactSources: true, ctx: words },
  { question: "According to the working agreement, when can we merge?", contains: ["We merge only green builds."], sources: ["document:d-agreement"], exactSources: true, ctx: words },
  { question: "What is a hotfix?", contains: ["A hotfix is a fix deployed outside the release train, straight to production."], sources: ["document:d-glossary"], exactSources: true, ctx: words },
  { question: "What counts as SEV1?", contains: ["From the document 'Glossary': \"SEV1: a customer-facing outage or data loss.\""], sources: ["document:d-glossary"], ctx: words },
  { question: "What does the on-call policy say about holidays?", contains: ["I found nothing about holidays in the document 'On-call policy'."], sources: [], exactSources: true, ctx: words },
];

const SPRINT_CASES: Case[] = [
  { question: "What was the goal of the sprint where we shipped sign-in?", contains: ["The goal of Sprint 1: Foundations is: Ship sign-in"], sources: ["sprint:s-old"], exactSources: true, ctx: words },
  { question: "When did the sign-in sprint end?", contains: ["Sprint 1: Foundations runs from 2026-11-02 to 2026-11-13"], sources: ["sprint:s-old"], exactSources: true, ctx: words },
  { question: "What was the goal of the checkout sprint?", contains: ["Cut checkout drop-off by 20%"], sources: ["sprint:s-now"], exactSources: true, ctx: words },
  { question: "How did the previous sprint go?", contains: ["Sprint 1: Foundations (COMPLETED): 14 of 14 points done (100%)"], sources: ["sprint:s-old", "activity:a-legacy"], ctx: words },
  { question: "How many points did we finish in Sprint 1?", contains: ["Sprint 1: Foundations (COMPLETED): 14 of 14 points done"], sources: ["sprint:s-old"], ctx: words },
  {
    question: "What did we finish in the previous sprint?",
    contains: ["Finished in Sprint 1: Foundations (3)", "Retire the legacy importer", "Set up CI", "Sign-in with email link"],
    excludes: ["Show totals in the header"],
    sources: ["activity:a-ci", "activity:a-legacy", "activity:a-signin"],
    exactSources: true,
    ctx: words,
  },
  { question: "What was the goal of Foundations?", contains: ["The goal of Sprint 1: Foundations is: Ship sign-in"], sources: ["sprint:s-old"], exactSources: true, ctx: words },
  {
    question: "Which activities were in the sign-in sprint?",
    contains: ["Activities in Sprint 1: Foundations (3)", "Set up CI", "Sign-in with email link", "Retire the legacy importer"],
    excludes: ["Add Apple Pay"],
    sources: ["activity:a-ci", "activity:a-signin", "activity:a-legacy"],
    exactSources: true,
    ctx: words,
  },
  { question: "What is blocked in the foundations sprint?", contains: ["Nothing is blocked in Sprint 1: Foundations."], sources: [], exactSources: true, ctx: words },
];

askTable("local answerer: the team's words", [...ACTIVITY_CASES, ...SPRINT_SCOPED_CASES, ...DOCUMENT_CASES, ...SPRINT_CASES], 25);
