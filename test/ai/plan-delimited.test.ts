// Delimited pastes read by a CSV parser: quoted fields with commas, doubled quotes and line breaks,
// empty fields, CRLF, a header naming the columns; comma, semicolon and tab separators.
import { type Case, a, lines, planTable, unmatched } from "./plan-table.js";

const CASES: Case[] = [
  {
    name: "CSV with CRLF: quoted commas, doubled quotes, empty fields, a line break in a field, a Labels column",
    text: [
      "Summary,Priority,Story Points,Assignee,Due date,Labels",
      '"Fix checkout, then the cart",High,5,Bob Stone,Dec 3,"backend, payments"',
      '"Write the ""getting started"" guide",Low,2,ana@example.com,,docs',
      "Audit cookies,,,,,",
      '"Split the',
      'settings page",Medium,3,,2026-12-04,',
      "",
    ].join("\r\n"),
    activities: [
      a("Fix checkout, then the cart", { priority: "HIGH", points: 5, assignedTo: "u-bob", dueDate: "2026-12-03", labels: ["backend", "payments"] }),
      a('Write the "getting started" guide', { priority: "LOW", points: 2, assignedTo: "u-ana", labels: ["docs"] }),
      a("Audit cookies"),
      a("Split the settings page", { priority: "MEDIUM", points: 3, dueDate: "2026-12-04" }),
    ],
  },
  {
    name: "semicolon-separated (a European spreadsheet), a quoted semicolon and a day-first date",
    text: lines("Task;Priority;Estimate;Owner;Due", '"Update docs; add FAQ";P2;3;Bob;20.12.', "Rotate keys;High;1;Ana Lima;"),
    activities: [a("Update docs; add FAQ", { priority: "MEDIUM", points: 3, assignedTo: "u-bob", dueDate: "2026-12-20" }), a("Rotate keys", { priority: "HIGH", points: 1, assignedTo: "u-ana" })],
  },
  {
    name: "tab-separated from a spreadsheet: a quoted tab, a quoted multi-line description",
    text: lines("Title\tPriority\tPoints\tAssignee\tDescription", '"Fix tab\tin title"\tHigh\t2\tBob\t"Seen on Safari.', 'Also Firefox."', "Plain one\tLow\t\t\t"),
    activities: [a("Fix tab in title", { priority: "HIGH", points: 2, assignedTo: "u-bob", description: "Seen on Safari.\nAlso Firefox." }), a("Plain one", { priority: "LOW" })],
  },
  {
    name: "a Jira CSV export inside an email: keys, a Status column left out, prose around it",
    text: lines(
      "Hi all, here is the export from Jira:",
      "",
      "Issue key,Summary,Status,Priority,Story Points,Assignee",
      'PROJ-1,"Login fails, on Safari",To Do,Highest,3,Bob Stone',
      "PROJ-2,Refresh tokens,In Progress,Medium,,",
      "",
      "Thanks!",
    ),
    activities: [a("PROJ-1 Login fails, on Safari", { priority: "CRITICAL", points: 3, assignedTo: "u-bob" }), a("PROJ-2 Refresh tokens", { priority: "MEDIUM" })],
  },
  {
    name: "every field quoted, a Notes column with a list in it",
    text: lines('"Title","Owner","Points","Notes"', '"Migrate billing","ana@example.com","8","Two phases:', "1. dual write", '2. cut over"', '"Drop old tables","Bob","2",""'),
    activities: [a("Migrate billing", { points: 8, assignedTo: "u-ana", description: "Two phases:\n1. dual write\n2. cut over" }), a("Drop old tables", { points: 2, assignedTo: "u-bob" })],
  },
  {
    name: "a spreadsheet's tab-separated copy with a Status column",
    text: lines("Task\tOwner\tDue\tStatus", "Write release notes\tAna\t12/4\tNot started", "Update screenshots\tBob\t12/5\tIn progress"),
    activities: [a("Write release notes", { dueDate: "2026-12-04", assignedTo: "u-ana" }), a("Update screenshots", { dueDate: "2026-12-05", assignedTo: "u-bob" })],
  },
  {
    name: "semicolons with CRLF: a doubled quote and a semicolon in one field, an empty estimate",
    text: ["Summary;Priority;Story Points;Due date", '"Fix ""Save"" button; mobile";High;3;20.12.2026', "Audit logs;Low;;", ""].join("\r\n"),
    activities: [a('Fix "Save" button; mobile', { priority: "HIGH", points: 3, dueDate: "2026-12-20" }), a("Audit logs", { priority: "LOW" })],
  },
  {
    name: "a sentence with commas is not a header",
    text: lines("Task, owner and due date are in the sheet below.", "We will go through it on Monday."),
    activities: [],
    warnings: ["Found no tasks in the text: write them as a list (one '- task' per line)."],
  },
  {
    name: "quotes that do not pair up: the rows are still read, a stray quote kept",
    text: lines("Title,Points", '5" monitor stand,2', '"Fix the "login" page",3', "Fix signup,1"),
    activities: [a('5" monitor stand', { points: 2 }), a('Fix the "login" page', { points: 3 }), a("Fix signup", { points: 1 })],
  },
  {
    name: "cells that name no member or no date are warnings",
    text: lines("Summary,Assignee,Due", "Ship the banner,Carol,Friday", "Set up alerts,Bob,soon"),
    activities: [a("Ship the banner", { dueDate: "2026-11-27" }), a("Set up alerts", { assignedTo: "u-bob" })],
    warnings: [unmatched("Carol", 2), "Could not read the due date 'soon' (line 3)."],
  },
  {
    name: "hashtags closing a line label it: they leave the title, a priority tag sets the priority",
    text: lines("- Fix the login redirect #auth #p1 #Backend", "- Tidy #design-system tokens", "- Close issue #123", "- Rotate keys #ops #OPS #security"),
    activities: [
      a("Fix the login redirect", { priority: "HIGH", labels: ["auth", "Backend"] }),
      a("Tidy #design-system tokens"),
      a("Close issue #123"),
      a("Rotate keys", { labels: ["ops", "security"] }),
    ],
  },
];

planTable("local sprint planner: delimited pastes", CASES, 8);
