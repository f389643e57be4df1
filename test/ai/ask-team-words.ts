// More of the fixture team's words: comments that name what holds work up, and the team's
// agreements (an on-call policy, a working agreement, a glossary) for questions about them.
import type { AskContext } from "../../src/ai/provider.js";
import { M, S, activity, context } from "./ask-table.js";

export const words: AskContext = {
  ...context,
  activities: [
    ...context.activities,
    activity("a-export", "CSV export for finance", { status: "BLOCKED", points: 5, assignedTo: M.ada, description: "Finance needs monthly exports. Waiting on legal to approve which fields may leave the EU." }),
    activity("a-legacy", "Retire the legacy importer", { sprintId: S.old, status: "DONE", points: 3, assignedTo: M.alan2, completedAt: "2026-11-11T12:00:00.000Z" }),
  ],
  comments: [
    { id: "c-0", activityId: "a-rounding", authorId: M.alan, content: "Totals differ by a cent on orders with many lines.", createdAt: "2026-11-18T09:00:00.000Z" },
    ...context.comments,
    { id: "c-3", activityId: "a-rounding", authorId: M.ada, content: "Asked the payments team again; they expect to decide on Thursday.", createdAt: "2026-11-22T16:00:00.000Z" },
    { id: "c-4", activityId: "a-pay", authorId: M.ada, content: "Merchant id arrived; starting on the sandbox tomorrow.", createdAt: "2026-11-22T11:00:00.000Z" },
  ],
  documents: [
    ...context.documents,
    {
      id: "d-oncall-policy",
      title: "On-call policy",
      content: [
        "# On-call policy",
        "",
        "## Rotation",
        "Each engineer is on call for one week at a time. Swaps are agreed in the team channel.",
        "",
        "## Paging",
        "During working hours, page the primary for any SEV1 or SEV2 incident.",
        "At night (22:00 to 07:00) only SEV1 incidents page the on-call engineer; everything else waits for the morning.",
        "A page that is not acknowledged within 15 minutes escalates to the secondary.",
        "",
        "## Handover",
        "Hand over on Mondays at 10:00 with a written summary of open incidents.",
      ].join("\n"),
      sprintId: null,
      activityId: null,
    },
    {
      id: "d-agreement",
      title: "Working agreement",
      content: [
        "- WIP limit: each person has at most two activities in progress.",
        "- Ready for review means the pull request has tests, a description and a linked activity.",
        "- We merge only green builds.",
        "- Definition of done: code reviewed, tests passing, docs updated, deployed to staging.",
      ].join("\n"),
      sprintId: null,
      activityId: null,
    },
    {
      id: "d-glossary",
      title: "Glossary",
      content: "A hotfix is a fix deployed outside the release train, straight to production.\n\nSEV1: a customer-facing outage or data loss.\n\nSEV2: a degraded feature with a workaround.",
      sprintId: null,
      activityId: null,
    },
  ],
};
