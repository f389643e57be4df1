// A plan titled by a release or a theme names the sprint by it, not "Sprint starting …".
import { type Case, a, lines, planTable } from "./plan-table.js";

const CASES: Case[] = [
  {
    name: "a release title whose first word reads as a verb, standing above a numbered list",
    text: lines("Release 2.4 hardening", "", "1. Fix memory leak in worker", "2. Add retries to webhook sender"),
    request: { startDate: "2026-12-07" },
    sprint: { name: "Release 2.4 hardening", startDate: "2026-12-07" },
    activities: [a("Fix memory leak in worker"), a("Add retries to webhook sender")],
  },
  {
    name: "a release title right above verb-led lines",
    text: lines("Release 2.4 hardening", "Fix the memory leak in the worker", "Add retries to the webhook sender"),
    sprint: { name: "Release 2.4 hardening" },
    activities: [a("Fix the memory leak in the worker"), a("Add retries to the webhook sender")],
  },
  {
    name: "a theme in an email subject, with the plan's start",
    text: lines("Subject: Q3 stability push — plan", "", "Hi team,", "", "- Fix memory leak", "- Add retries"),
    request: { startDate: "2026-07-06" },
    sprint: { name: "Q3 stability push — plan", startDate: "2026-07-06" },
    activities: [a("Fix memory leak"), a("Add retries")],
  },
  {
    name: "a bold theme line with the sprint's dates",
    text: lines("**Q3 stability push (Jul 6–17)**", "", "1. Fix memory leak", "2. Add retries"),
    sprint: { name: "Q3 stability push", startDate: "2026-07-06", endDate: "2026-07-17" },
    activities: [a("Fix memory leak"), a("Add retries")],
  },
  {
    name: "a Theme: line",
    text: lines("Theme: Q3 stability push", "- Fix memory leak"),
    sprint: { name: "Q3 stability push" },
    activities: [a("Fix memory leak")],
  },
  {
    name: "a verb-led first line above a bulleted list is the plan's title",
    text: lines("Migrate to Postgres", "- Dump the data", "- Restore on the new cluster"),
    sprint: { name: "Migrate to Postgres" },
    activities: [a("Dump the data"), a("Restore on the new cluster")],
  },
  {
    name: "a first line that ships a version somewhere is a task among tasks",
    text: lines("Ship 2.0 to production", "Fix the memory leak", "Add retries"),
    activities: [a("Ship 2.0 to production"), a("Fix the memory leak"), a("Add retries")],
  },
  {
    name: "a meeting's title names no sprint",
    text: lines("Product sync — 24 Nov 2026", "Action items", "- Bob to update the launch checklist"),
    activities: [a("Update the launch checklist", { assignedTo: "u-bob" })],
  },
  {
    name: "a kickoff for a numbered sprint, with its first day",
    text: lines("Kickoff for Sprint 9 (Mon Dec 7)", "", "Backlog:", "1. Referral landing page — Ana — 5pts", "2. Referral emails — Bob — 3pts"),
    sprint: { name: "Sprint 9", startDate: "2026-12-07" },
    activities: [a("Referral landing page", { points: 5, assignedTo: "u-ana" }), a("Referral emails", { points: 3, assignedTo: "u-bob" })],
  },
  {
    name: "a sprint's number is not the start of its dates",
    text: lines("Sprint 12 — Jan 5 to Jan 16, 2027", "- Thing due 1/8"),
    sprint: { name: "Sprint 12", startDate: "2027-01-05", endDate: "2027-01-16" },
    activities: [a("Thing", { dueDate: "2027-01-08" })],
  },
  {
    name: "'Week of Jan 4' is a week's sprint; a weekday closing a line is its day",
    text: lines("Week of Jan 4", "- Kickoff Monday", "- Demo Friday"),
    sprint: { name: "Sprint starting 2027-01-04", startDate: "2027-01-04", endDate: "2027-01-10" },
    activities: [a("Kickoff", { dueDate: "2027-01-04" }), a("Demo", { dueDate: "2027-01-08" })],
  },
];

planTable("local sprint planner: sprint names", CASES, 6);
