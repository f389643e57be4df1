// The local planner's sub-task and dependency syntax: indented bullets, "after X", "once X is done",
// "depends on X", "blocked by X", "then", and the Parent / Blocked by columns of a pasted table —
// each case the exact drafts (refs, parentRef, blockedByRefs) and warnings.
import { describe, expect, it } from "vitest";
import { planSprintLocally } from "../../src/ai/local/plan-sprint.js";
import { PlanDraft, planRefProblem } from "../../src/ai/provider.js";
import { TODAY, type Case, a, lines, members, planTable } from "./plan-table.js";

const SUBTASK_CASES: Case[] = [
  {
    name: "bullets indented under an item are its sub-tasks, at any depth; notes under one are its description",
    text: lines(
      "- Checkout revamp",
      "  - Redesign the cart",
      "    - Mobile layout",
      "      keep the totals visible",
      "  - Add Apple Pay 3 pts @bob",
      "- Write the release notes",
    ),
    activities: [
      a("Checkout revamp"),
      a("Redesign the cart", { parentRef: "a1" }),
      a("Mobile layout", { parentRef: "a2", description: "keep the totals visible" }),
      a("Add Apple Pay", { parentRef: "a1", points: 3, assignedTo: "u-bob" }),
      a("Write the release notes"),
    ],
  },
  {
    name: "open boxes and issue keys under an item are sub-tasks; a run with a note in it is the description",
    text: lines(
      "1. Billing",
      "   - [ ] invoice page",
      "   - [ ] tax rules",
      "2. Search",
      "   - PROJ-7 trigram index",
      "3. Audit log",
      "   - who changed what, when",
      "   - Keep 90 days",
    ),
    activities: [
      a("Billing"),
      a("Invoice page", { parentRef: "a1" }),
      a("Tax rules", { parentRef: "a1" }),
      a("Search"),
      a("PROJ-7 trigram index", { parentRef: "a4" }),
      a("Audit log", { description: "- who changed what, when\n- Keep 90 days" }),
    ],
  },
  {
    name: "six levels of bullets: the sixth goes under the fourth, with a warning",
    text: lines("- One", "  - Two", "    - Three", "      - Four", "        - Five", "          - Six"),
    activities: [
      a("One"),
      a("Two", { parentRef: "a1" }),
      a("Three", { parentRef: "a2" }),
      a("Four", { parentRef: "a3" }),
      a("Five", { parentRef: "a4" }),
      a("Six", { parentRef: "a4" }),
    ],
    warnings: ["Sub-tasks go at most 5 levels deep: made it a sub-task of 'Four' (line 6)."],
  },
  {
    name: "a sub-task of a duplicate belongs to the first of the two",
    text: lines("- Set up CI", "- Write docs", "- set up CI", "  - Add the lint step"),
    activities: [a("Set up CI"), a("Write docs"), a("Add the lint step", { parentRef: "a1" })],
    warnings: ["Merged a duplicate of 'Set up CI' from line 1 (line 3)."],
  },
];

const DEPENDENCY_CASES: Case[] = [
  {
    name: "after X, once X is done, depends on X, blocked by X, in brackets and leading the line",
    text: lines(
      "- Run the migrations",
      "- Deploy to staging once the migrations are done",
      "- Smoke test after Deploy to staging",
      "- Write the docs (depends on the smoke test) @ana",
      "- Announce it, blocked by Write the docs",
      "- After the migrations, backfill the totals",
    ),
    activities: [
      a("Run the migrations"),
      a("Deploy to staging", { blockedByRefs: ["a1"] }),
      a("Smoke test", { blockedByRefs: ["a2"] }),
      a("Write the docs", { assignedTo: "u-ana", blockedByRefs: ["a3"] }),
      a("Announce it", { blockedByRefs: ["a4"] }),
      a("Backfill the totals", { blockedByRefs: ["a1"] }),
    ],
  },
  {
    name: "'then' waits for the item before it on its level; 'after A and B' waits for both",
    text: lines(
      "- Design the schema",
      "  - Draft the tables",
      "  - then review them with Bob",
      "- Then write the migration",
      "- Load test",
      "- Release after the migration and the load test",
    ),
    activities: [
      a("Design the schema"),
      a("Draft the tables", { parentRef: "a1" }),
      a("Review them with Bob", { parentRef: "a1", blockedByRefs: ["a2"] }),
      a("Write the migration", { blockedByRefs: ["a1"] }),
      a("Load test"),
      a("Release", { blockedByRefs: ["a4", "a5"] }),
    ],
  },
  {
    name: "a name that fits no task, or several, is a warning and stays in the title; a date is no task",
    text: lines("- Update the cart copy", "- Update the cart icons", "- Launch after the party", "- Polish after the cart", "- Ship it after Friday", "- then celebrate"),
    activities: [
      a("Update the cart copy"),
      a("Update the cart icons"),
      a("Launch after the party"),
      a("Polish after the cart"),
      a("Ship it after Friday"),
      a("Celebrate", { blockedByRefs: ["a5"] }),
    ],
    warnings: [
      "'the party' names no task of this plan: 'after the party' makes no dependency (line 3).",
      "'the cart' could mean several tasks ('Update the cart copy', 'Update the cart icons'): 'after the cart' makes no dependency (line 4).",
    ],
  },
  {
    name: "a dependency that would close a cycle is left out, with a warning; a first 'then' waits for nothing",
    text: lines("- Then plan the work", "- Build it after Test it", "- Test it after Build it"),
    activities: [a("Plan the work"), a("Build it", { blockedByRefs: ["a3"] }), a("Test it")],
    warnings: [
      "'Then' with no task before it on its level: it waits for nothing (line 1).",
      "Left out that 'Test it' waits for 'Build it' (after Build it): 'Build it' already waits for 'Test it', directly or not, so neither could start (line 3).",
    ],
  },
];

const TABLE_CASES: Case[] = [
  {
    name: "a Jira CSV export: Parent id names an issue id, Inward issue link (Blocks) its blockers",
    text: lines(
      "Issue key,Issue id,Summary,Parent id,Inward issue link (Blocks)",
      "PAY-1,10001,Billing epic,,",
      "PAY-2,10002,Invoice page,10001,",
      "PAY-3,10003,Email the invoices,10001,PAY-2",
      "PAY-4,10004,Dunning,,\"PAY-3, PAY-9\"",
    ),
    activities: [
      a("PAY-1 Billing epic"),
      a("PAY-2 Invoice page", { parentRef: "a1" }),
      a("PAY-3 Email the invoices", { parentRef: "a1", blockedByRefs: ["a2"] }),
      a("PAY-4 Dunning", { blockedByRefs: ["a3"] }),
    ],
    warnings: ["'PAY-9' names no task of this plan: 'blocked by PAY-9' makes no dependency (line 5)."],
  },
  {
    name: "a spreadsheet naming parents and dependencies by title, a parent written after its sub-task, and a loop of parents",
    text: lines(
      "Task\tSub-task of\tDepends on",
      "Wire the API\tMobile app\t",
      "Mobile app\t\t",
      "Ship to the store\tMobile app\tWire the API; Screenshots",
      "Chicken\tEgg\t",
      "Egg\tChicken\t",
    ),
    activities: [
      a("Wire the API", { parentRef: "a2" }),
      a("Mobile app"),
      a("Ship to the store", { parentRef: "a2", blockedByRefs: ["a1"] }),
      a("Chicken", { parentRef: "a5" }),
      a("Egg"),
    ],
    warnings: [
      "'Screenshots' names no task of this plan: 'blocked by Screenshots' makes no dependency (line 4).",
      "Parent 'Chicken' is one of its own sub-tasks: left at the top level (line 6).",
    ],
  },
  {
    name: "a Markdown table with Parent and Blocked by columns; a parent that names nothing",
    text: lines(
      "| Title | Parent | Blocked by | Points |",
      "|---|---|---|---|",
      "| Onboarding | | | |",
      "| Welcome email | Onboarding | | 2 |",
      "| Checklist | Onboardingg | Welcome email | 3 |",
    ),
    activities: [a("Onboarding"), a("Welcome email", { parentRef: "a1", points: 2 }), a("Checklist", { points: 3, blockedByRefs: ["a2"] })],
    warnings: ["Parent 'Onboardingg' names no task of this plan: left at the top level (line 5)."],
  },
];

describe("a draft's refs", () => {
  const draft = (ref: string | undefined, parentRef: string | null = null, blockedByRefs: string[] = []) => ({ ref, parentRef, blockedByRefs });
  it.each([
    ["unique, each naming another", [draft("x"), draft("y", "x", ["x"])], undefined],
    ["left out: named by their place", [draft(undefined), draft(undefined, "a1")], undefined],
    ["the same twice", [draft("x"), draft("x")], "two activities have the same ref"],
    ["naming itself", [draft("x", null, ["x"])], "activity 'x' names 'x', which is itself"],
    ["naming no draft", [draft("x", "zz")], "activity 'x' names 'zz', which is no other activity of the plan"],
    ["parents in a loop", [draft("x", "y"), draft("y", "x")], "activity 'x' is below level 5 of sub-tasks, or in a loop of parents"],
    ["six levels", ["a", "b", "c", "d", "e", "f"].map((ref, i, all) => draft(ref, i === 0 ? null : (all[i - 1] as string))), "activity 'f' is below level 5 of sub-tasks, or in a loop of parents"],
  ] as const)("%s", (_name, drafts, problem) => {
    expect(planRefProblem(drafts as Parameters<typeof planRefProblem>[0])).toBe(problem);
  });
});

planTable("local planner: sub-tasks", SUBTASK_CASES, 4);
planTable("local planner: dependencies", DEPENDENCY_CASES, 4);
planTable("local planner: Parent and Blocked by columns", TABLE_CASES, 3);

describe("local planner's graph, bounded", () => {
  it("leaves out a dependency past an activity's 50 relations, with a warning", () => {
    const text = ["- Base", ...Array.from({ length: 51 }, (_, i) => `- Task ${i + 1} after Base`)].join("\n");
    const draft = planSprintLocally({ text, today: TODAY, members });
    expect(draft.activities.filter((a) => a.blockedByRefs.includes("a1"))).toHaveLength(50);
    expect(draft.activities.at(-1)).toMatchObject({ title: "Task 51", blockedByRefs: [] });
    expect(draft.warnings).toEqual(["Left out that 'Task 51' waits for 'Base' (after Base): 'Base' already has 50 dependencies, the most an activity may have (line 52)."]);
  });

  it("plans 200 items that each wait for the one before, and 200 sub-items of one item, with valid refs", () => {
    const chain = Array.from({ length: 200 }, (_, i) => `- Step ${i + 1}${i === 0 ? "" : ` after Step ${i}`}`).join("\n");
    const wide = ["- Umbrella", ...Array.from({ length: 199 }, (_, i) => `  - Part ${i + 1}`)].join("\n");
    for (const text of [chain, wide]) {
      const draft = planSprintLocally({ text, today: TODAY, members });
      expect(PlanDraft.parse(draft)).toEqual(draft);
      expect(draft.activities).toHaveLength(200);
      expect(draft.warnings).toEqual([]);
    }
    const last = planSprintLocally({ text: chain, today: TODAY, members }).activities.at(-1);
    expect(last).toMatchObject({ ref: "a200", title: "Step 200", blockedByRefs: ["a199"] });
  });
});
