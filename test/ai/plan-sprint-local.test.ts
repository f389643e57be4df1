// The local planner on a table of real-world inputs: exact sprint fields and activities expected.
// Today is Monday 2026-11-23. "Alice" alone is ambiguous (Alice Martin, Alice Wong); "@alice" is not
// either, since alice@ is Alice Martin's address but also Alice Wong's first name.
import { describe, expect, it } from "vitest";
import { planSprintLocally } from "../../src/ai/local/plan-sprint.js";
import { PlanDraft, type ActivityDraft, type PlanRequest } from "../../src/ai/provider.js";

const members = [
  { id: "u-alice", name: "Alice Martin", email: "alice@example.com", role: "CAPTAIN" },
  { id: "u-bob", name: "Bob Stone", email: "bob@example.com", role: "STAFF" },
  { id: "u-ana", name: "Ana Lima", email: "ana@example.com", role: "MEMBER" },
  { id: "u-awong", name: "Alice Wong", email: "awong@example.com", role: "MEMBER" },
];

type Expected = Partial<ActivityDraft> & { title: string };

interface Case {
  name: string;
  text: string;
  request?: Partial<PlanRequest>;
  sprint?: Partial<PlanDraft["sprint"]>;
  activities: Expected[];
  warnings?: Array<string | RegExp>;
}

const a = (title: string, fields: Partial<ActivityDraft> = {}): Expected => ({ title, ...fields });

const CASES: Case[] = [
  {
    name: "a plain markdown list",
    text: "- Write the release notes\n- Update the changelog\n- Tag the release",
    sprint: { name: "Planned sprint", goal: null, startDate: null, endDate: null },
    activities: [a("Write the release notes"), a("Update the changelog"), a("Tag the release")],
  },
  {
    name: "a sprint line with a name, a goal and a date range",
    text: "Sprint 14: checkout revamp (Nov 24 – Dec 5)\nGoal: cut drop-off by 20%\n- Redesign the cart",
    sprint: { name: "Sprint 14: checkout revamp", goal: "cut drop-off by 20%", startDate: "2026-11-24", endDate: "2026-12-05" },
    activities: [a("Redesign the cart")],
  },
  {
    name: "a markdown heading as the name and a Dates line",
    text: "# Billing v2\n\nDates: 2026-12-07 to 2026-12-18\n\n* Invoice page\n* Tax rules",
    sprint: { name: "Billing v2", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [a("Invoice page"), a("Tax rules")],
  },
  {
    name: "two weeks from Monday",
    text: "Sprint 3\nRuns: two weeks from Monday\n- Ship it",
    sprint: { name: "Sprint 3", startDate: "2026-11-30", endDate: "2026-12-13" },
    activities: [a("Ship it")],
  },
  {
    name: "caller dates win over the text",
    text: "Sprint 9 (Jan 5 - Jan 16)\n- Plan",
    request: { startDate: "2026-12-01", endDate: "2026-12-12" },
    sprint: { name: "Sprint 9", startDate: "2026-12-01", endDate: "2026-12-12" },
    activities: [a("Plan")],
  },
  {
    name: "a default name from the start date",
    text: "- One thing",
    request: { startDate: "2026-12-01" },
    sprint: { name: "Sprint starting 2026-12-01", startDate: "2026-12-01", endDate: null },
    activities: [a("One thing")],
  },
  {
    name: "an existing sprint keeps its name and dates",
    text: "Sprint 99: ignored\n- Add to it",
    request: { sprint: { name: "Current", startDate: "2026-11-23", endDate: "2026-12-04" } },
    sprint: { name: "Current", startDate: "2026-11-23", endDate: "2026-12-04" },
    activities: [a("Add to it")],
  },
  {
    name: "P0-P3 priorities",
    text: "- Outage fix P0\n- P1 Login bug\n- Refactor P2\n- P3 Rename a variable",
    activities: [
      a("Outage fix", { priority: "CRITICAL" }),
      a("Login bug", { priority: "HIGH" }),
      a("Refactor", { priority: "MEDIUM" }),
      a("Rename a variable", { priority: "LOW" }),
    ],
  },
  {
    name: "bracketed and parenthesised priorities",
    text: "- [HIGH] Fix checkout\n- Clean up logs (low)\n- Update deps [critical]\n- Docs (medium priority)",
    activities: [
      a("Fix checkout", { priority: "HIGH" }),
      a("Clean up logs", { priority: "LOW" }),
      a("Update deps", { priority: "CRITICAL" }),
      a("Docs", { priority: "MEDIUM" }),
    ],
  },
  {
    name: "priority words and exclamation marks",
    text: "- URGENT: restore backups\n- Fix the urgent login bug\n- Ship the banner!!\n- Rotate keys!!!\n- Tidy CSS - low priority",
    activities: [
      a("Restore backups", { priority: "CRITICAL" }),
      a("Fix the urgent login bug", { priority: "CRITICAL" }),
      a("Ship the banner", { priority: "HIGH" }),
      a("Rotate keys", { priority: "CRITICAL" }),
      a("Tidy CSS", { priority: "LOW" }),
    ],
  },
  {
    name: "priority: key-value",
    text: "- Migrate the database priority: high\n- Write a blog post prio=low",
    activities: [a("Migrate the database", { priority: "HIGH" }), a("Write a blog post", { priority: "LOW" })],
  },
  {
    name: "points in every common spelling",
    text: "- Cart 3 pts\n- Search 5 points\n- Filters (2)\n- Sorting estimate: 8\n- Paging [8sp]\n- Export 13sp\n- Import SP: 1",
    activities: [
      a("Cart", { points: 3 }),
      a("Search", { points: 5 }),
      a("Filters", { points: 2 }),
      a("Sorting", { points: 8 }),
      a("Paging", { points: 8 }),
      a("Export", { points: 13 }),
      a("Import", { points: 1 }),
    ],
  },
  {
    name: "points out of range or fractional are warnings",
    text: "- Rewrite everything 200 pts\n- Half a task 0.5 pts",
    activities: [a("Rewrite everything"), a("Half a task")],
    warnings: [/200 points/, /0\.5 points/],
  },
  {
    name: "ISO due dates",
    text: "- Submit the report 2026-12-02\n- Renew the domain due 2026-12-15",
    activities: [a("Submit the report", { dueDate: "2026-12-02" }), a("Renew the domain", { dueDate: "2026-12-15" })],
  },
  {
    name: "natural due dates from today",
    text: "- Call the vendor by Friday\n- Send the invoice tomorrow\n- Book the room due Dec 3\n- File taxes by next Wednesday",
    activities: [
      a("Call the vendor", { dueDate: "2026-11-27" }),
      a("Send the invoice", { dueDate: "2026-11-24" }),
      a("Book the room", { dueDate: "2026-12-03" }),
      a("File taxes", { dueDate: "2026-12-02" }),
    ],
  },
  {
    name: "natural due dates from the sprint start",
    text: "Sprint 5 (Dec 7 - Dec 18)\n- Demo prep by Friday\n- Retro notes tomorrow",
    sprint: { name: "Sprint 5", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [a("Demo prep", { dueDate: "2026-12-11" }), a("Retro notes", { dueDate: "2026-12-08" })],
  },
  {
    name: "@mentions by email local part, full email and first name",
    text: "- Review the PR @bob\n- Pair on tests @ana@example.com\n- Design review @Ana",
    activities: [
      a("Review the PR", { assignedTo: "u-bob" }),
      a("Pair on tests", { assignedTo: "u-ana" }),
      a("Design review", { assignedTo: "u-ana" }),
    ],
  },
  {
    name: "assign to, owner and a parenthesised name",
    text: "- Fix the flaky test, assign to Bob Stone\n- Write the spec owner: Ana\n- Budget review (Alice Martin)\n- Update docs assigned to bob@example.com",
    activities: [
      a("Fix the flaky test", { assignedTo: "u-bob" }),
      a("Write the spec", { assignedTo: "u-ana" }),
      a("Budget review", { assignedTo: "u-alice" }),
      a("Update docs", { assignedTo: "u-bob" }),
    ],
  },
  {
    name: "an ambiguous first name is a warning, never a guess",
    text: "- Prepare the demo @alice\n- Deploy assign to Alice",
    activities: [a("Prepare the demo"), a("Deploy")],
    warnings: ["'alice' matches more than one team member; left unassigned.", "'Alice' matches more than one team member; left unassigned."],
  },
  {
    name: "an unknown person is a warning",
    text: "- Call the bank @zed\n- Order chairs assign to Carol",
    activities: [a("Call the bank"), a("Order chairs")],
    warnings: ["Could not match 'zed' to a team member; left unassigned.", "Could not match 'Carol' to a team member; left unassigned."],
  },
  {
    name: "'for' only assigns when it names a member",
    text: "- Fix layout for Safari\n- Write the summary for Bob",
    activities: [a("Fix layout for Safari"), a("Write the summary", { assignedTo: "u-bob" })],
  },
  {
    name: "every marker on one line",
    text: "- [HIGH] Fix rounding in totals 3 pts @bob by Friday",
    activities: [a("Fix rounding in totals", { priority: "HIGH", points: 3, assignedTo: "u-bob", dueDate: "2026-11-27" })],
  },
  {
    name: "nested lines become the description",
    text: "- Redesign the cart\n  - mobile first\n  - keep totals visible\n- Add Apple Pay\n    Needs the merchant id from finance.",
    activities: [
      a("Redesign the cart", { description: "- mobile first\n- keep totals visible" }),
      a("Add Apple Pay", { description: "Needs the merchant id from finance." }),
    ],
  },
  {
    name: "numbered items with nested sub-bullets",
    text: "1. Set up CI\n   a. lint\n   b. tests\n2) Add caching\n3. Write the README",
    activities: [a("Set up CI", { description: "- lint\n- tests" }), a("Add caching"), a("Write the README")],
  },
  {
    name: "checkboxes, done or not",
    text: "- [ ] Email the client\n- [x] Draft the contract\n[ ] Print the slides",
    activities: [a("Email the client"), a("Draft the contract"), a("Print the slides")],
  },
  {
    name: "TODO and action-item lines",
    text: "Meeting notes\nTODO: ping legal about terms\nAction item: book the venue\nAction items - send the agenda",
    sprint: { name: "Planned sprint" },
    activities: [a("Ping legal about terms"), a("Book the venue"), a("Send the agenda")],
  },
  {
    name: "prose paragraphs are not activities",
    text: "We met on Tuesday and talked about the roadmap for a long time.\nEveryone agreed the checkout needs work.\n\n- Audit the checkout funnel\n\nThanks all, see you next week.",
    activities: [a("Audit the checkout funnel")],
  },
  {
    name: "nothing that looks like a task",
    text: "Just a thought: the office plants need water.",
    activities: [],
    warnings: [/Found no tasks/],
  },
  {
    name: "duplicates are merged, keeping the first's markers and filling gaps",
    text: "- Fix login P1\n- fix  login 3 pts\n- Fix login!",
    activities: [a("Fix login", { priority: "HIGH", points: 3 })],
    warnings: ["Merged a duplicate of 'Fix login'.", "Merged a duplicate of 'Fix login'."],
  },
  {
    name: "a title over 300 characters is cut with a warning",
    text: `- ${"Very long task ".repeat(25)}end`,
    activities: [a(`${"Very long task ".repeat(25)}end`.slice(0, 300).trimEnd())],
    warnings: [/Cut a title of 378 characters to 300/],
  },
  {
    name: "Windows line endings and tabs",
    text: "Sprint 7: Cleanup\r\n- Remove dead flags\r\n\t- the old ones\r\n- Archive repos\r\n",
    sprint: { name: "Sprint 7: Cleanup" },
    activities: [a("Remove dead flags", { description: "- the old ones" }), a("Archive repos")],
  },
  {
    name: "unicode bullets and text",
    text: "• Übersetzung prüfen @ana\n• Café menu 2 pts\n• 日本語のテスト",
    activities: [a("Übersetzung prüfen", { assignedTo: "u-ana" }), a("Café menu", { points: 2 }), a("日本語のテスト")],
  },
  {
    name: "a forwarded email with a signature and quoted reply",
    text: [
      "Subject: Sprint 12 plan",
      "From: Alice Martin <alice@example.com>",
      "",
      "Hi team,",
      "",
      "Here is what we agreed for the next two weeks:",
      "",
      "- Finish the onboarding flow (5 pts) @ana",
      "- Fix the password reset email P1 @bob",
      "",
      "Thanks,",
      "Alice",
      "",
      "> On Mon, Bob wrote:",
      "> - old quoted item",
    ].join("\n"),
    sprint: { name: "Sprint 12 plan" },
    activities: [a("Finish the onboarding flow", { points: 5, assignedTo: "u-ana" }), a("Fix the password reset email", { priority: "HIGH", assignedTo: "u-bob" })],
  },
  {
    name: "a Jira-style paste",
    text: "PROJ-101 | Login page redesign | High | 5\n- PROJ-102 Payment retries [HIGH] 3 pts\n- PROJ-103 Flaky build (1)",
    activities: [a("PROJ-102 Payment retries", { priority: "HIGH", points: 3 }), a("PROJ-103 Flaky build", { points: 1 })],
  },
  {
    name: "Slack notes with emoji",
    text: "🚀 Sprint 8: Launch\n:fire: - Fix the crash on start P0\n- 🎨 New icons @ana\n- ✅ Release checklist",
    sprint: { name: "Sprint 8: Launch" },
    activities: [a("🎨 New icons", { assignedTo: "u-ana" }), a("✅ Release checklist")],
  },
  {
    name: "bold markdown and headings that are not names",
    text: "## Tasks\n- **Write** the migration guide\n- Update `package.json` scripts",
    sprint: { name: "Planned sprint" },
    activities: [a("Write the migration guide"), a("Update package.json scripts")],
  },
  {
    name: "a goal in bold",
    text: "Sprint 2\n**Goal:** first paying customer\n- Stripe integration",
    sprint: { name: "Sprint 2", goal: "first paying customer" },
    activities: [a("Stripe integration")],
  },
  {
    name: "a year-crossing range",
    text: "Sprint 20: Holidays (Dec 28 – Jan 8)\n- Freeze deploys",
    sprint: { name: "Sprint 20: Holidays", startDate: "2026-12-28", endDate: "2027-01-08" },
    activities: [a("Freeze deploys")],
  },
  {
    name: "a from-to range on its own line",
    text: "Sprint 4\nWhen: from Dec 1 to Dec 12\n- Load tests",
    sprint: { name: "Sprint 4", startDate: "2026-12-01", endDate: "2026-12-12" },
    activities: [a("Load tests")],
  },
  {
    name: "star and plus bullets, mixed indentation",
    text: "* First\n+ Second\n   * Detail of second\n- Third",
    activities: [a("First"), a("Second", { description: "- Detail of second" }), a("Third")],
  },
  {
    name: "more than 200 items are capped with a warning",
    text: Array.from({ length: 205 }, (_, i) => `- Task number ${i + 1}`).join("\n"),
    activities: Array.from({ length: 200 }, (_, i) => a(`Task number ${i + 1}`)),
    warnings: ["Kept the first 200 activities; the rest were left out."],
  },
];

describe("local sprint planner", () => {
  it("has a table of at least 40 inputs", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const draft = planSprintLocally({ text: c.text, today: "2026-11-23", members, ...c.request });
    expect(PlanDraft.parse(draft)).toEqual(draft);
    if (c.sprint) expect(draft.sprint).toMatchObject(c.sprint);
    const full = c.activities.map((e) => ({ description: null, priority: null, points: null, dueDate: null, assignedTo: null, ...e }));
    expect(draft.activities).toEqual(full);
    for (const w of c.warnings ?? []) expect(draft.warnings).toContainEqual(typeof w === "string" ? w : expect.stringMatching(w));
    if (!c.warnings) expect(draft.warnings).toEqual([]);
  });
});
