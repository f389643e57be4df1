// The local planner on a table of tidy and messy inputs: exact sprint fields, activities and warnings.
import { describe, expect, it } from "vitest";
import { planSprintLocally } from "../../src/ai/local/plan-sprint.js";
import { PlanDraft, type ActivityDraft, type PlanRequest } from "../../src/ai/provider.js";

// A Monday, so "Friday" is this week's and "from Monday" is next week's.
const TODAY = "2026-11-23";
// "Alice" alone is ambiguous (Alice Martin, Alice Wong), and so is "@alice": alice@ is Alice
// Martin's address but also Alice Wong's first name.
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
  /** Every field of the sprint; when left out, an unnamed, undated sprint without a goal. */
  sprint?: Partial<PlanDraft["sprint"]>;
  activities: Expected[];
  /** The warnings in order: a string is the exact warning, a RegExp one it must match. None when left out. */
  warnings?: Array<string | RegExp>;
}

const a = (title: string, fields: Partial<ActivityDraft> = {}): Expected => ({ title, ...fields });
const ambiguous = (name: string, line: number) => `'${name}' matches more than one team member (Alice Martin, Alice Wong); left unassigned (line ${line}).`;
const unmatched = (name: string, line: number) => `Could not match '${name}' to a team member; left unassigned (line ${line}).`;
const badPoints = (raw: string, line: number) => `Ignored an estimate of ${raw} points: points are whole numbers from 0 to 100 (line ${line}).`;
const lines = (...rows: string[]) => rows.join("\n");

const SPRINT_CASES: Case[] = [
  {
    name: "a plain markdown list: default name, no goal, no dates",
    text: lines("- Write the release notes", "- Update the changelog", "- Tag the release"),
    sprint: { name: "Planned sprint", goal: null, startDate: null, endDate: null },
    activities: [a("Write the release notes"), a("Update the changelog"), a("Tag the release")],
  },
  {
    name: "a first line naming the sprint, with its dates, and a Goal line",
    text: lines("Sprint 14: checkout revamp (Nov 24 – Dec 5)", "Goal: cut drop-off by 20%", "- Redesign the cart"),
    sprint: { name: "Sprint 14: checkout revamp", goal: "cut drop-off by 20%", startDate: "2026-11-24", endDate: "2026-12-05" },
    activities: [a("Redesign the cart")],
  },
  {
    name: "a markdown heading as the name and an ISO Dates line",
    text: lines("# Billing v2", "", "Dates: 2026-12-07 to 2026-12-18", "", "* Invoice page", "* Tax rules"),
    sprint: { name: "Billing v2", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [a("Invoice page"), a("Tax rules")],
  },
  {
    name: "'two weeks from Monday', said on a Monday, starts next Monday and lasts 14 days",
    text: lines("Sprint 3", "Runs: two weeks from Monday", "- Ship it"),
    sprint: { name: "Sprint 3", startDate: "2026-11-30", endDate: "2026-12-13" },
    activities: [a("Ship it")],
  },
  {
    name: "'from Dec 1 to Dec 12' on a When line",
    text: lines("Sprint 4", "When: from Dec 1 to Dec 12", "- Load tests"),
    sprint: { name: "Sprint 4", startDate: "2026-12-01", endDate: "2026-12-12" },
    activities: [a("Load tests")],
  },
  {
    name: "a range across the new year, with an em dash",
    text: lines("Sprint 20: Holidays (Dec 28 — Jan 8)", "- Freeze deploys"),
    sprint: { name: "Sprint 20: Holidays", startDate: "2026-12-28", endDate: "2027-01-08" },
    activities: [a("Freeze deploys")],
  },
  {
    name: "day-first dotted dates joined by an arrow",
    text: lines("# Mobile release 4.2", "When: 30.11.2026 → 11.12.2026", "- Ship the build"),
    sprint: { name: "Mobile release 4.2", startDate: "2026-11-30", endDate: "2026-12-11" },
    activities: [a("Ship the build")],
  },
  {
    name: "a start line and a length give the end",
    text: lines("Sprint 22", "Start: Dec 14", "Duration: 10 days", "- Thing"),
    sprint: { name: "Sprint 22", startDate: "2026-12-14", endDate: "2026-12-23" },
    activities: [a("Thing")],
  },
  {
    name: "a sprint that only says when it starts",
    text: lines("Sprint 21 starts Monday", "- Something to do"),
    sprint: { name: "Sprint 21", startDate: "2026-11-30", endDate: null },
    activities: [a("Something to do")],
  },
  {
    name: "the caller's dates win over the text's",
    text: lines("Sprint 9 (Jan 5 - Jan 16)", "- Plan the roadmap"),
    request: { startDate: "2026-12-01", endDate: "2026-12-12" },
    sprint: { name: "Sprint 9", startDate: "2026-12-01", endDate: "2026-12-12" },
    activities: [a("Plan the roadmap")],
  },
  {
    name: "no name in the text: named after the start date",
    text: "- One thing",
    request: { startDate: "2026-11-24" },
    sprint: { name: "Sprint starting 2026-11-24", startDate: "2026-11-24", endDate: null },
    activities: [a("One thing")],
  },
  {
    name: "an existing sprint keeps its name and dates; the text's sprint lines are not tasks",
    text: lines("Sprint 99: ignored (Jan 4 - Jan 15)", "Goal: ignored too", "- Add to it by Friday"),
    request: { sprint: { name: "Current", startDate: "2026-11-30", endDate: "2026-12-11" }, startDate: "2027-01-04" },
    sprint: { name: "Current", goal: null, startDate: "2026-11-30", endDate: "2026-12-11" },
    activities: [a("Add to it", { dueDate: "2026-12-04" })],
  },
  {
    name: "an existing sprint that has begun: relative dates count from today",
    text: lines("- Fix the flaky test tomorrow", "- Close the sprint by end of sprint"),
    request: { sprint: { name: "Running", startDate: "2026-11-16", endDate: "2026-11-27" } },
    sprint: { name: "Running", goal: null, startDate: "2026-11-16", endDate: "2026-11-27" },
    activities: [a("Fix the flaky test", { dueDate: "2026-11-24" }), a("Close the sprint", { dueDate: "2026-11-27" })],
  },
  {
    name: "a Goal heading with a paragraph, and a bold goal line",
    text: lines("# Sprint 15", "## Goal", "Make search fast enough", "that nobody needs the filters.", "", "- Add a trigram index"),
    sprint: { name: "Sprint 15", goal: "Make search fast enough that nobody needs the filters." },
    activities: [a("Add a trigram index")],
  },
  {
    name: "a goal in bold markdown, goals as a list",
    text: lines("Sprint 2", "**Goal:** first paying customer", "Goals:", "- Stripe live", "- Pricing page", "", "- Stripe integration"),
    sprint: { name: "Sprint 2", goal: "first paying customer; Stripe live; Pricing page" },
    activities: [a("Stripe integration")],
  },
];

const ITEM_CASES: Case[] = [
  {
    name: "every bullet style, numbers and checkboxes",
    text: lines("- dash", "* star", "+ plus", "• dot", "– en dash", "1. one", "2) two", "(3) three", "- [ ] open box", "- [x] done box", "[ ] bare box", "☐ glyph box"),
    activities: ["Dash", "Star", "Plus", "Dot", "En dash", "One", "Two", "Three", "Open box", "Done box", "Bare box", "Glyph box"].map((t) => a(t)),
  },
  {
    name: "indented lines are the description, with their relative indentation and paragraphs",
    text: lines("- Redesign the cart", "  - mobile first", "    * keep totals visible", "- Add Apple Pay", "    Needs the merchant id.", "", "    Ask finance for it."),
    activities: [
      a("Redesign the cart", { description: "- mobile first\n  - keep totals visible" }),
      a("Add Apple Pay", { description: "Needs the merchant id.\n\nAsk finance for it." }),
    ],
  },
  {
    name: "numbered items with nested sub-items, Windows line endings and tabs",
    text: "1. Upgrade Node to 22\r\n\t- check native modules\r\n\t- bump the Docker image\r\n2. Set up CI\r\n   a. lint\r\n   b. tests\r\n3) Rotate the API keys\r\n",
    activities: [
      a("Upgrade Node to 22", { description: "- check native modules\n- bump the Docker image" }),
      a("Set up CI", { description: "a. lint\nb. tests" }),
      a("Rotate the API keys"),
    ],
  },
  {
    name: "TODO and action-item lines among notes",
    text: lines("Meeting notes", "TODO: ping legal about terms", "Action item: book the venue", "Action items - send the agenda", "To do: order pizza"),
    sprint: { name: "Planned sprint" },
    activities: [a("Ping legal about terms"), a("Book the venue"), a("Send the agenda"), a("Order pizza")],
  },
  {
    name: "prose paragraphs around a list are not activities",
    text: lines(
      "We met on Tuesday and talked about the roadmap for a long time.",
      "Everyone agreed the checkout needs work.",
      "",
      "- Audit the checkout funnel",
      "",
      "Make sure to bring snacks next time.",
      "Thanks all, see you next week.",
    ),
    activities: [a("Audit the checkout funnel")],
  },
  {
    name: "short imperative lines make a list; a lone one needs a marker",
    text: lines("Things for this sprint", "", "Update the FAQ", "please fix the footer links", "Need to renew the SSL cert", "", "Review the copy.", "", "Ship the banner @bob"),
    sprint: { name: "Things for this sprint" },
    activities: [a("Update the FAQ"), a("Fix the footer links"), a("Renew the SSL cert"), a("Ship the banner", { assignedTo: "u-bob" })],
  },
  {
    name: "a 'Next steps:' label makes its plain lines tasks, with who does them",
    text: lines("Next steps:", "Bob to fix the coupon rounding", "Ana will write the spike, 3 pts", "Alice W: review the cart design", "Billing copy for the FAQ", "", "Nothing else came up."),
    activities: [
      a("Fix the coupon rounding", { assignedTo: "u-bob" }),
      a("Write the spike", { points: 3, assignedTo: "u-ana" }),
      a("Review the cart design", { assignedTo: "u-awong" }),
      a("Billing copy for the FAQ"),
    ],
  },
  {
    name: "sections that are not work: out of scope, attendees, decisions, done",
    text: lines(
      "## Tasks",
      "- Build the export",
      "## Out of scope",
      "- Voice search",
      "  - and its nested notes",
      "## Attendees",
      "- Alice Martin",
      "Decisions:",
      "- We use Postgres",
      "",
      "Done: migrate the DB",
      "## Next",
      "- Write the docs",
    ),
    activities: [a("Build the export"), a("Write the docs")],
  },
  {
    name: "struck-through items are crossed off; a bare list of people is not work",
    text: lines("- ~~Cancelled: old task~~", "  - its notes", "- ~dropped in Slack~", "- Keep this one", "- Alice Martin", "- Bob"),
    activities: [a("Keep this one")],
  },
  {
    name: "nothing that looks like a task",
    text: "Just a thought: the office plants need water.",
    activities: [],
    warnings: ["Found no tasks in the text: write them as a list (one '- task' per line)."],
  },
];

const MARKER_CASES: Case[] = [
  {
    name: "P0 to P3",
    text: lines("- Outage fix P0", "- P1 Login bug", "- Refactor (P2)", "- [P3] Rename a variable", "- Port MP3 player"),
    activities: [
      a("Outage fix", { priority: "CRITICAL" }),
      a("Login bug", { priority: "HIGH" }),
      a("Refactor", { priority: "MEDIUM" }),
      a("Rename a variable", { priority: "LOW" }),
      a("Port MP3 player"),
    ],
  },
  {
    name: "bracketed, parenthesised and key-value priorities",
    text: lines("- [HIGH] Fix checkout", "- Clean up logs (low)", "- Update deps [critical]", "- Docs (medium priority)", "- Migrate the database priority: high", "- Write a blog post prio=low"),
    activities: [
      a("Fix checkout", { priority: "HIGH" }),
      a("Clean up logs", { priority: "LOW" }),
      a("Update deps", { priority: "CRITICAL" }),
      a("Docs", { priority: "MEDIUM" }),
      a("Migrate the database", { priority: "HIGH" }),
      a("Write a blog post", { priority: "LOW" }),
    ],
  },
  {
    name: "priority words: a label, a trailing word, inside a sentence, and not inside other words",
    text: lines(
      "- URGENT: restore backups",
      "- Fix the urgent login bug",
      "- Unblock the release, blocker",
      "- Tidy CSS - low priority",
      "- Migrate to v2 – high",
      "- Dark mode (nice to have)",
      "- Important: renew the domain",
      "- Fix non-critical warning in logs",
      "- Fix high contrast mode",
    ),
    activities: [
      a("Restore backups", { priority: "CRITICAL" }),
      a("Fix the urgent login bug", { priority: "CRITICAL" }),
      a("Unblock the release", { priority: "CRITICAL" }),
      a("Tidy CSS", { priority: "LOW" }),
      a("Migrate to v2", { priority: "HIGH" }),
      a("Dark mode", { priority: "LOW" }),
      a("Renew the domain", { priority: "HIGH" }),
      a("Fix non-critical warning in logs"),
      a("Fix high contrast mode"),
    ],
  },
  {
    name: "exclamation marks (!! high, !!! critical) and the highest of two markers",
    text: lines("- Ship the banner!!", "- Rotate keys!!!", "- Ship it!", "- Patch the CVE [low] ASAP"),
    activities: [a("Ship the banner", { priority: "HIGH" }), a("Rotate keys", { priority: "CRITICAL" }), a("Ship it!"), a("Patch the CVE", { priority: "CRITICAL" })],
  },
  {
    name: "points in every common spelling",
    text: lines("- Cart 3 pts", "- Search 5 points", "- Filters (2)", "- Sorting estimate: 8", "- Paging [8sp]", "- Export 13sp", "- Import SP: 1", "- Billing (5 pts)", "- Zero 0 pts"),
    activities: [
      a("Cart", { points: 3 }),
      a("Search", { points: 5 }),
      a("Filters", { points: 2 }),
      a("Sorting", { points: 8 }),
      a("Paging", { points: 8 }),
      a("Export", { points: 13 }),
      a("Import", { points: 1 }),
      a("Billing", { points: 5 }),
      a("Zero", { points: 0 }),
    ],
  },
  {
    name: "points that are not whole numbers from 0 to 100 are warnings",
    text: lines("- Rewrite everything 200 pts", "- Half a task (0.5)", "- Huge refactor estimate: 150"),
    activities: [a("Rewrite everything"), a("Half a task"), a("Huge refactor")],
    warnings: [badPoints("200", 1), badPoints("0.5", 2), badPoints("150", 3)],
  },
  {
    name: "ISO due dates, and one that is no real day",
    text: lines("- Submit the report 2026-12-02", "- Renew the domain due 2026-12-15", "- Renew certs by 2026-02-30"),
    activities: [a("Submit the report", { dueDate: "2026-12-02" }), a("Renew the domain", { dueDate: "2026-12-15" }), a("Renew certs")],
    warnings: ["Ignored the date 2026-02-30: there is no such day (line 3)."],
  },
  {
    name: "natural due dates, counted from today",
    text: lines(
      "- Call the vendor by Friday",
      "- Send the invoice tomorrow",
      "- Book the room due Dec 3",
      "- File taxes by next Wednesday",
      "- Post the minutes EOD",
      "- Draft the memo by end of week",
      "- Pay the bill due: 12/1",
      "- Review the Today widget",
      "- Prepare slides for Friday's demo",
    ),
    activities: [
      a("Call the vendor", { dueDate: "2026-11-27" }),
      a("Send the invoice", { dueDate: "2026-11-24" }),
      a("Book the room", { dueDate: "2026-12-03" }),
      a("File taxes", { dueDate: "2026-12-02" }),
      a("Post the minutes", { dueDate: "2026-11-23" }),
      a("Draft the memo", { dueDate: "2026-11-27" }),
      a("Pay the bill", { dueDate: "2026-12-01" }),
      a("Review the Today widget"),
      a("Prepare slides for Friday's demo"),
    ],
  },
  {
    name: "natural due dates from a future sprint's start, and dates outside the sprint",
    text: lines("Sprint 5 (Dec 7 - Dec 18)", "- Demo prep by Friday", "- Retro notes tomorrow", "- Wrap up by end of sprint", "- Launch due Jan 15", "- Kickoff due Dec 1"),
    sprint: { name: "Sprint 5", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [
      a("Demo prep", { dueDate: "2026-12-11" }),
      a("Retro notes", { dueDate: "2026-12-08" }),
      a("Wrap up", { dueDate: "2026-12-18" }),
      a("Launch", { dueDate: "2027-01-15" }),
      a("Kickoff", { dueDate: "2026-12-01" }),
    ],
    warnings: ["Due 2027-01-15, after the sprint ends on 2026-12-18 (line 5).", "Due 2026-12-01, before the sprint starts on 2026-12-07 (line 6)."],
  },
  {
    name: "'by end of sprint' without a known end is a warning",
    text: "- Deliver the report by end of sprint",
    activities: [a("Deliver the report")],
    warnings: ["'end of sprint' needs the sprint's end date, which is not known: no due date set (line 1)."],
  },
  {
    name: "@mentions: email local part, full email, first name, dotted handle",
    text: lines("- Review the PR @bob", "- Pair on tests @ana@example.com", "- Design review @Ana", "- Ship v2.3 @alice.martin", "- Write the postmortem @awong"),
    activities: [
      a("Review the PR", { assignedTo: "u-bob" }),
      a("Pair on tests", { assignedTo: "u-ana" }),
      a("Design review", { assignedTo: "u-ana" }),
      a("Ship v2.3", { assignedTo: "u-alice" }),
      a("Write the postmortem", { assignedTo: "u-awong" }),
    ],
  },
  {
    name: "assign to, owner, a name in brackets, 'for', a trailing name, a leading name",
    text: lines(
      "- Fix the flaky test, assign to Bob Stone",
      "- Write the spec owner: ana",
      "- Budget review (Alice Martin)",
      "- Update docs assigned to bob@example.com",
      "- Write the summary for Bob",
      "- Fix layout for Safari",
      "- Fix the build - Ana",
      "- Bob: rotate the keys",
      "- Alice W to check the logs",
      "- Pair with Ana on the importer",
    ),
    activities: [
      a("Fix the flaky test", { assignedTo: "u-bob" }),
      a("Write the spec", { assignedTo: "u-ana" }),
      a("Budget review", { assignedTo: "u-alice" }),
      a("Update docs", { assignedTo: "u-bob" }),
      a("Write the summary", { assignedTo: "u-bob" }),
      a("Fix layout for Safari"),
      a("Fix the build", { assignedTo: "u-ana" }),
      a("Rotate the keys", { assignedTo: "u-bob" }),
      a("Check the logs", { assignedTo: "u-awong" }),
      a("Pair with Ana on the importer"),
    ],
  },
  {
    name: "an ambiguous name is a warning, never a guess",
    text: lines("- Prepare the demo @alice", "- Deploy assign to Alice", "- Review the budget (Alice)", "- Write the summary for alice", "- Alice: book the room"),
    activities: [a("Prepare the demo"), a("Deploy"), a("Review the budget"), a("Write the summary"), a("Book the room")],
    warnings: [ambiguous("alice", 1), ambiguous("Alice", 2), ambiguous("Alice", 3), ambiguous("alice", 4), ambiguous("Alice", 5)],
  },
  {
    name: "an unknown person is a warning",
    text: lines("- Call the bank @zed", "- Order chairs assign to Carol", "- Check the logs, owner: carol@example.com", "- Update the docs assigned to Carol Diaz"),
    activities: [a("Call the bank"), a("Order chairs"), a("Check the logs"), a("Update the docs")],
    warnings: [unmatched("zed", 1), unmatched("Carol", 2), unmatched("carol@example.com", 3), unmatched("Carol Diaz", 4)],
  },
  {
    name: "two assignees: the first is kept",
    text: lines("- Review the PR @bob and @ana", "- Fix the importer @zed @ana"),
    activities: [a("Review the PR", { assignedTo: "u-bob" }), a("Fix the importer", { assignedTo: "u-ana" })],
    warnings: ["Also named Ana Lima, but an activity has one assignee: kept Bob Stone (line 1).", "Could not match 'zed' to a team member (line 2)."],
  },
  {
    name: "every marker on one line, and the punctuation they leave tidied",
    text: lines("- [HIGH] Fix rounding in totals, 3 pts, @bob, by Friday.", "- fix the importer (P1, 5 pts) — due Dec 3 —", "- Check the [status page](https://status.example.com) daily"),
    activities: [
      a("Fix rounding in totals", { priority: "HIGH", points: 3, assignedTo: "u-bob", dueDate: "2026-11-27" }),
      a("Fix the importer", { priority: "HIGH", points: 5, dueDate: "2026-12-03" }),
      a("Check the status page daily", { description: "https://status.example.com" }),
    ],
  },
  {
    name: "a line of nothing but markers is left out",
    text: lines("- @bob P1", "- Real task"),
    activities: [a("Real task")],
    warnings: ["Left out an item with no title once its markers were taken out (line 1)."],
  },
];

const long = `${"Very long task ".repeat(25)}end`;

const LIMIT_CASES: Case[] = [
  {
    name: "a title over 300 characters is cut at a word, the whole of it kept in the description",
    text: `- ${long}\n  more detail`,
    activities: [a(`${"Very long task ".repeat(19)}Very long…`, { description: `${long}\n\nmore detail` })],
    warnings: ["Cut a title of 378 characters to 295; the whole title is in the description (line 1)."],
  },
  {
    name: "duplicates (case, spacing, punctuation aside) are merged, filling the first's gaps",
    text: lines("- Fix login P1", "- fix  login 3 pts", "- Fix login!", "  on Safari too", "- Fix login @bob P3"),
    activities: [a("Fix login", { priority: "HIGH", points: 3, assignedTo: "u-bob", description: "on Safari too" })],
    warnings: [
      "Merged a duplicate of 'Fix login' from line 1 (line 2).",
      "Merged a duplicate of 'Fix login' from line 1 (line 3).",
      "Merged a duplicate of 'Fix login' from line 1 (line 5).",
    ],
  },
  {
    name: "more than 200 activities: the first 200 are kept",
    text: Array.from({ length: 205 }, (_, i) => `- Task number ${i + 1}`).join("\n"),
    activities: Array.from({ length: 200 }, (_, i) => a(`Task number ${i + 1}`)),
    warnings: ["Kept the first 200 activities; left out 5 more, from line 201 on."],
  },
];

const REAL_WORLD_CASES: Case[] = [
  {
    name: "a forwarded email with headers, a signature and a quoted reply",
    text: lines(
      "Subject: Fwd: Sprint 12 plan",
      "From: Alice Martin <alice@example.com>",
      "Date: Mon, Nov 23, 2026 at 9:14 AM",
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
      "--",
      "Alice Martin | Engineering Manager",
      "- Acme Inc., www.acme.example",
      "",
      "> On Mon, Bob wrote:",
      "> - old quoted item",
    ),
    sprint: { name: "Sprint 12 plan" },
    activities: [a("Finish the onboarding flow", { points: 5, assignedTo: "u-ana" }), a("Fix the password reset email", { priority: "HIGH", assignedTo: "u-bob" })],
  },
  {
    name: "a forwarded message: its subject names the sprint; the history under 'wrote:' is left out",
    text: lines(
      "FYI, see below.",
      "",
      "---------- Forwarded message ---------",
      "From: Bob Stone <bob@example.com>",
      "Date: Fri, Nov 20, 2026 at 4:02 PM",
      "Subject: Re: Checkout revamp — plan",
      "To: Team <team@example.com>",
      "",
      "Sprint runs Nov 30 – Dec 11.",
      "Goal: cut checkout drop-off by 20%",
      "",
      "Action items:",
      "Bob to fix the coupon rounding bug by Wednesday",
      "Ana will write the Apple Pay spike, 3 pts",
      "",
      "On Fri, Nov 20, 2026 at 3:00 PM Ana Lima <ana@example.com> wrote:",
      "- Should not appear",
      "Fix this neither",
    ),
    sprint: { name: "Checkout revamp — plan", goal: "cut checkout drop-off by 20%", startDate: "2026-11-30", endDate: "2026-12-11" },
    activities: [a("Fix the coupon rounding bug", { dueDate: "2026-12-02", assignedTo: "u-bob" }), a("Write the Apple Pay spike", { points: 3, assignedTo: "u-ana" })],
  },
  {
    name: "an Outlook reply: the subject names the sprint, the message below the separator is left out",
    text: lines(
      "From: Ana Lima",
      "Sent: Monday, November 23, 2026 10:12 AM",
      "To: Dev Team",
      "Subject: RE: backlog for sprint 18",
      "",
      "Hi,",
      "",
      "My list:",
      "",
      "1) Fix CSV import for files > 10MB (high)",
      "2) Add audit log for role changes",
      "   - who changed what, when",
      "   - keep 90 days",
      "3) Investigate slow dashboard (might be N+1)",
      "",
      "Regards,",
      "Ana",
      "",
      "________________________________",
      "From: Bob Stone",
      "Subject: backlog for sprint 18",
      "- Old request that should be ignored",
    ),
    sprint: { name: "Backlog for sprint 18" },
    activities: [
      a("Fix CSV import for files > 10MB", { priority: "HIGH" }),
      a("Add audit log for role changes", { description: "- who changed what, when\n- keep 90 days" }),
      a("Investigate slow dashboard (might be N+1)"),
    ],
  },
  {
    name: "Slack planning with sections named for a priority (MoSCoW): an item's own marker wins",
    text: lines(
      "Hey all 👋 quick recap from today's planning:",
      "",
      "*Sprint 17 – Onboarding* (Dec 7–18)",
      "",
      "*Must do*",
      "• Invite flow: magic link emails @ana 5pts",
      "• Empty states for boards (3) – @bob",
      "",
      "*Nice to have*",
      "• Confetti on first completed task 🎉 1pt",
      "• Keyboard shortcuts cheat sheet P2",
      "",
      "## Should have",
      "Translate the invite email",
      "## Won't have",
      "- SSO",
      "",
      "Let me know if I missed anything!",
    ),
    sprint: { name: "Sprint 17 – Onboarding", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [
      a("Invite flow: magic link emails", { priority: "HIGH", points: 5, assignedTo: "u-ana" }),
      a("Empty states for boards", { priority: "HIGH", points: 3, assignedTo: "u-bob" }),
      a("Confetti on first completed task 🎉", { priority: "LOW", points: 1 }),
      a("Keyboard shortcuts cheat sheet", { priority: "MEDIUM" }),
      a("Translate the invite email", { priority: "MEDIUM" }),
    ],
  },
  {
    name: "a Jira export pasted with tabs: columns by header, an empty cell kept in place",
    text: lines(
      "Key\tSummary\tPriority\tStory Points\tAssignee\tDue date",
      "PROJ-201\tMigrate sessions to Redis\tHighest\t8\tBob Stone\t2026-12-04",
      "PROJ-202\tRemove legacy cookie banner\tLow\t1\tana@example.com\t",
      "PROJ-203\tAudit third-party scripts\tMedium\t\tCarol Diaz\tDec 9",
    ),
    activities: [
      a("PROJ-201 Migrate sessions to Redis", { priority: "CRITICAL", points: 8, assignedTo: "u-bob", dueDate: "2026-12-04" }),
      a("PROJ-202 Remove legacy cookie banner", { priority: "LOW", points: 1, assignedTo: "u-ana" }),
      a("PROJ-203 Audit third-party scripts", { priority: "MEDIUM", dueDate: "2026-12-09" }),
    ],
    warnings: [unmatched("Carol Diaz", 4)],
  },
  {
    name: "Jira-ish lines without a header: issue keys make them tasks",
    text: lines(
      "PROJ-101 | Login page redesign | High | 5 | Bob Stone",
      "[PROJ-102] Payment retries - Low - 2 pts - Ana Lima",
      "PROJ-103: Flaky build on main (1)",
      "Alice Martin | Engineering Manager",
    ),
    activities: [
      a("PROJ-101 Login page redesign", { priority: "HIGH", points: 5, assignedTo: "u-bob" }),
      a("[PROJ-102] Payment retries", { priority: "LOW", points: 2, assignedTo: "u-ana" }),
      a("PROJ-103: Flaky build on main", { points: 1 }),
    ],
  },
  {
    name: "a markdown table with a header row",
    text: lines(
      "| Task | Owner | Points | Due | Notes |",
      "|------|-------|-------:|-----|-------|",
      "| Write onboarding emails | Ana | 3 | Friday | |",
      "| Set up status page | @bob | 2 | 2026-12-01 | use the free tier |",
      "| **Refresh** pricing page [P1] | Alice | 5 | | |",
      "| Fix the favicon | | | soon | |",
    ),
    activities: [
      a("Write onboarding emails", { points: 3, dueDate: "2026-11-27", assignedTo: "u-ana" }),
      a("Set up status page", { points: 2, dueDate: "2026-12-01", assignedTo: "u-bob", description: "use the free tier" }),
      a("Refresh pricing page", { priority: "HIGH", points: 5 }),
      a("Fix the favicon"),
    ],
    warnings: [ambiguous("Alice", 5), "Could not read the due date 'soon' (line 6)."],
  },
  {
    name: "Slack notes with emoji and shortcodes",
    text: lines(
      "standup notes 11/23 :coffee:",
      ":white_check_mark: deployed v2.3 to staging",
      ":construction: @bob fixing flaky checkout test — eta tomorrow",
      ":warning: payments sandbox is down",
      "",
      "*next up:*",
      "• ship v2.3 to prod on Wednesday @alice.martin",
      "• write the incident postmortem @awong 3 pts",
      "• 🐛 fix “double charge” bug!!! @ana",
      ":fire: - 🚨 restore the nightly backup P0",
    ),
    activities: [
      a("Ship v2.3 to prod", { dueDate: "2026-11-25", assignedTo: "u-alice" }),
      a("Write the incident postmortem", { points: 3, assignedTo: "u-awong" }),
      a("Fix “double charge” bug", { priority: "CRITICAL", assignedTo: "u-ana" }),
      a("Restore the nightly backup", { priority: "CRITICAL" }),
    ],
  },
  {
    name: "a markdown document with headings, a goal, checkboxes, nested notes and skipped sections",
    text: lines(
      "# Sprint 15 — Search (Dec 7 – Dec 18)",
      "",
      "## Goal",
      "Make search fast enough that people stop using the filters.",
      "",
      "## Tasks",
      "- [ ] Add trigram index to titles 5sp @bob",
      "- [x] Benchmark current queries (2)",
      "- [ ] Highlight matches in results [P2]",
      "  - use `<mark>`",
      "  - escape HTML first!",
      "- [ ] **Spike:** typo tolerance — nice to have",
      "",
      "## Out of scope",
      "- Voice search",
      "",
      "## Attendees",
      "- Alice Martin",
      "- Bob Stone",
    ),
    sprint: { name: "Sprint 15 — Search", goal: "Make search fast enough that people stop using the filters.", startDate: "2026-12-07", endDate: "2026-12-18" },
    activities: [
      a("Add trigram index to titles", { points: 5, assignedTo: "u-bob" }),
      a("Benchmark current queries", { points: 2 }),
      a("Highlight matches in results", { priority: "MEDIUM", description: "- use `<mark>`\n- escape HTML first!" }),
      a("Spike: typo tolerance", { priority: "LOW" }),
    ],
  },
  {
    name: "meeting notes: prose, a numbered list with a nested line, and a sprint label at the end",
    text: lines(
      "Planning notes — Q4 hardening",
      "",
      "We talked through the incident from last week and agreed that the retry logic needs a rethink.",
      "Bob thinks the queue is fine but the consumer is not idempotent.",
      "",
      "Next steps:",
      "1. Make the payment consumer idempotent (8 points) — Bob",
      "2. Add an alert on retry storms, P1, owner: Ana",
      "   Thresholds: 50 retries/min for 5 min.",
      "3. Write a runbook for the queue by end of sprint",
      "",
      "Sprint: 2 weeks starting Monday Nov 30.",
    ),
    sprint: { name: "Q4 hardening", startDate: "2026-11-30", endDate: "2026-12-13" },
    activities: [
      a("Make the payment consumer idempotent", { points: 8, assignedTo: "u-bob" }),
      a("Add an alert on retry storms", { priority: "HIGH", assignedTo: "u-ana", description: "Thresholds: 50 retries/min for 5 min." }),
      a("Write a runbook for the queue", { dueDate: "2026-12-13" }),
    ],
  },
  {
    name: "meeting minutes: attendees, agenda and discussion are not tasks unless they read as one",
    text: lines(
      "Weekly sync — Nov 23",
      "Present: Alice Martin, Bob Stone, Ana Lima",
      "",
      "Agenda",
      "1. Metrics review",
      "2. Sprint planning",
      "",
      "Discussion",
      "- Churn is up 2% (mostly SMB)",
      "- Bob to pull churn numbers by plan, 2pts",
      "",
      "Decided to prioritise onboarding over billing.",
      "",
      "Action items",
      "- [ ] Ana: draft onboarding checklist (due Friday)",
    ),
    activities: [a("Pull churn numbers by plan", { points: 2, assignedTo: "u-bob" }), a("Draft onboarding checklist", { dueDate: "2026-11-27", assignedTo: "u-ana" })],
  },
  {
    name: "a backlog grouped under plain group lines, with a date range in the intro",
    text: lines(
      "Here's the backlog for next sprint, two weeks from Monday:",
      "",
      "Login & accounts",
      "  * Passwordless login (magic links) — 8sp — P1",
      "  * Remember device for 30 days 3sp",
      "Billing",
      "  * Proration on plan change 5sp P0 @bob",
      "  * Invoice PDF redesign 2sp nice-to-have",
    ),
    sprint: { name: "Sprint starting 2026-11-30", startDate: "2026-11-30", endDate: "2026-12-13" },
    activities: [
      a("Passwordless login (magic links)", { priority: "HIGH", points: 8 }),
      a("Remember device for 30 days", { points: 3 }),
      a("Proration on plan change", { priority: "CRITICAL", points: 5, assignedTo: "u-bob" }),
      a("Invoice PDF redesign", { priority: "LOW", points: 2 }),
    ],
  },
  {
    name: "mixed prose and bullets, with a retro's keep/stop list and TODO lines",
    text: lines(
      "Retro action items (Nov 23)",
      "Good sprint overall, velocity was up.",
      "- keep: pairing on tricky bugs",
      "TODO: schedule a design review with Ana for Friday",
      "TODO: Bob – clean up the feature flags",
      "Action item: @alice to update the onboarding doc",
    ),
    sprint: { name: "Planned sprint" },
    activities: [
      a("Keep: pairing on tricky bugs"),
      a("Schedule a design review with Ana", { dueDate: "2026-11-27" }),
      a("Clean up the feature flags", { assignedTo: "u-bob" }),
      a("Update the onboarding doc"),
    ],
    warnings: [ambiguous("alice", 6)],
  },
  {
    name: "unicode: accents, CJK, emoji, non-breaking and zero-width spaces",
    text: lines("\uFEFF• Übersetzung prüfen @ana", "• Café menu 2\u00A0pts", "• 日本語のテストを書く", "• Fix\u200B the ñandú page 👍", "• élan vital"),
    activities: [a("Übersetzung prüfen", { assignedTo: "u-ana" }), a("Café menu", { points: 2 }), a("日本語のテストを書く"), a("Fix the ñandú page 👍"), a("Élan vital")],
  },
  {
    name: "Windows line endings, tabs and a blank line inside a description",
    text: "Sprint 7: Cleanup\r\n- Remove dead flags\r\n\t- the old ones\r\n\r\n\tand the new ones\r\n- Archive repos\r\n",
    sprint: { name: "Sprint 7: Cleanup" },
    activities: [a("Remove dead flags", { description: "- the old ones\n\nand the new ones" }), a("Archive repos")],
  },
];

const CASES: Case[] = [...SPRINT_CASES, ...ITEM_CASES, ...MARKER_CASES, ...LIMIT_CASES, ...REAL_WORLD_CASES];
const NO_SPRINT = { name: "Planned sprint", goal: null, startDate: null, endDate: null };

describe("local sprint planner", () => {
  it("has a table of at least 40 inputs", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const draft = planSprintLocally({ text: c.text, today: TODAY, members, ...c.request });
    expect(PlanDraft.parse(draft)).toEqual(draft);
    expect(draft.sprint).toEqual({ ...NO_SPRINT, ...c.sprint });
    const full = c.activities.map((e) => ({ description: null, priority: null, points: null, dueDate: null, assignedTo: null, ...e }));
    expect(draft.activities).toEqual(full);
    const warnings = c.warnings ?? [];
    expect(draft.warnings).toHaveLength(warnings.length);
    warnings.forEach((w, i) => (typeof w === "string" ? expect(draft.warnings[i]).toBe(w) : expect(draft.warnings[i]).toMatch(w)));
  });

  it("gives the same plan for the same text", () => {
    const request = { text: REAL_WORLD_CASES.map((c) => c.text).join("\n\n"), today: TODAY, members };
    expect(planSprintLocally(request)).toEqual(planSprintLocally(request));
  });
});
