// The local answerer on the sprint reports (on track, how a sprint goes, velocity, who has the most
// open work), on a document section's items (a retro's action items, risks) and on what a person
// said about a topic (their comments, quoted and attributed).
import { type Case, M, S, askTable, context } from "./ask-table.js";
import type { AskContext } from "../../src/ai/provider.js";

const flow: AskContext = {
  ...context,
  reports: [
    {
      sprintId: S.now, from: "2026-11-16", to: "2026-11-23", committedPoints: 30, completedPoints: 5, scopePoints: 34, donePoints: 5, addedPoints: 6, removedPoints: 2,
      carriedOver: { count: 8, points: 29 },
      openByAssignee: [
        { assignedTo: M.alan, openCount: 3, openPoints: 13 },
        { assignedTo: M.ada, openCount: 1, openPoints: 8 },
        { assignedTo: M.grace, openCount: 2, openPoints: 5 },
        { assignedTo: null, openCount: 2, openPoints: 3 },
      ],
    },
    {
      sprintId: S.old, from: "2026-11-02", to: "2026-11-13", committedPoints: 11, completedPoints: 11, scopePoints: 11, donePoints: 11, addedPoints: 0, removedPoints: 0,
      carriedOver: { count: 0, points: 0 },
      openByAssignee: [{ assignedTo: M.grace, openCount: 0, openPoints: 0 }],
    },
  ],
  comments: [
    ...context.comments,
    { id: "c-3", activityId: "a-promo", authorId: M.grace, content: "Promo codes are case-insensitive.", createdAt: "2026-11-22T11:00:00.000Z" },
    { id: "c-4", activityId: "a-cart", authorId: M.alan, content: "Totals should round once, at the end.", createdAt: "2026-11-22T12:00:00.000Z" },
  ],
  documents: [
    ...context.documents,
    {
      id: "d-retro",
      title: "Sprint 1 retro",
      content:
        "# Sprint 1 retro\n\n## What went well\n- CI is fast\n\n## Action items\n- [ ] Ada to write the rounding spec\n- Grace pairs with Alan on geocoding\n\n## Risks\n- The payments team may slip\n\n## Decisions\n1. We keep two-week sprints.",
      sprintId: S.old,
      activityId: null,
    },
  ],
};

const CASES: Case[] = [
  {
    question: "Are we on track?",
    contains: ["Sprint 2: Checkout revamp: 5 of 34 points done (15%) as of 2026-11-23; 30 committed on 2026-11-16, 6 added and 2 removed since.", "Behind: 15% of the points done with 67% of its 12 days gone; 29 points still open.", "Most open work: Alan Turing (13 points in 3 activities)."],
    sources: ["sprint:s-now"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "How is Sprint 1 going?",
    contains: ["Sprint 1: Foundations: 11 of 11 points done (100%) as of 2026-11-13", "It ended on 2026-11-13 with 0 points (0 activities) not finished."],
    sources: ["sprint:s-old"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What is our velocity?",
    contains: ["Velocity over the last 2 sprints: 8 points completed a sprint on average (20.5 committed).", "- Sprint 1: Foundations: 11 of 11 committed points completed", "- Sprint 2: Checkout revamp: 5 of 30 committed points completed"],
    sources: ["sprint:s-old", "sprint:s-now"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "Who has the most open work?",
    contains: ["Alan Turing has the most open work in Sprint 2: Checkout revamp:", "- Alan Turing: 13 points in 3 activities", "- Ada Lovelace: 8 points in 1 activities", "- Unassigned: 3 points in 2 activities"],
    sources: ["sprint:s-now", "member:m-alan", "member:m-ada", "member:m-grace"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What are the action items from the retro?",
    contains: ['Action items in "Sprint 1 retro" ("Action items", 2):', "- Ada to write the rounding spec", "- Grace pairs with Alan on geocoding"],
    excludes: ["CI is fast", "payments team", "two-week"],
    sources: ["document:d-retro"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "Which risks did the Sprint 1 retro list?",
    contains: ['Risks in "Sprint 1 retro" ("Risks", 1):', "- The payments team may slip"],
    excludes: ["rounding spec"],
    sources: ["document:d-retro"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What decisions are in the retro?",
    contains: ["- We keep two-week sprints."],
    sources: ["document:d-retro"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What did Grace say about rounding?",
    contains: ['Grace Hopper said about rounding:\n- "Blocked on the payments team confirming the VAT rounding rule." (Grace Hopper, on "Fix rounding in order totals", 2026-11-21)'],
    excludes: ["Promo codes", "round once"],
    sources: ["member:m-grace", "comment:c-1"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What did Alan Turing say about the totals?",
    contains: ['"Totals should round once, at the end." (Alan Turing, on "Redesign the cart summary", 2026-11-22)'],
    sources: ["member:m-alan", "comment:c-4"],
    exactSources: true,
    ctx: flow,
  },
  {
    question: "What did Ada say about rounding?",
    contains: ["I found no comment by Ada Lovelace about rounding."],
    sources: ["member:m-ada"],
    exactSources: true,
    ctx: flow,
  },
  {
    name: "a sprint with no report yet falls back to its activities",
    question: "How is the sprint progressing?",
    contains: ["Sprint 2: Checkout revamp (ACTIVE): 5 of 34 points done (15%)"],
    sources: ["sprint:s-now"],
  },
];

askTable("local answerer on reports, sections and remarks", CASES, 10);
