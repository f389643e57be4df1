// The local answerer over a fixture team: each answer's facts, and every source a record of the team.
import { type Case, S, askTable, context } from "./ask-table.js";

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

askTable("local answerer", CASES, 20);
