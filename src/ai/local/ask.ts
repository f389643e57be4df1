// The local answerer: questions about the team answered from its own data, deterministically. Known
// kinds of question (blocked, overdue, a person's work, progress…) are answered from the records;
// anything else by ranked retrieval over documents, activities and comments. Every claim comes with
// the records it rests on; when nothing matches, it says so.
import type { AskContext, AskDraft, AskRequest } from "../provider.js";
import { contentWords } from "../words.js";
import { matchMember } from "./members.js";
import { rank, type Doc } from "./retrieval.js";

type Activity = AskContext["activities"][number];
type Sprint = AskContext["sprints"][number];
type Source = AskDraft["sources"][number];

const DONE = new Set(["COMPLETED", "DONE"]);
const MAX_ITEMS = 25;

interface Answer {
  answer: string;
  sources: Source[];
}

function nameOf(context: AskContext, userId: string | null): string | undefined {
  return userId === null ? undefined : context.members.find((m) => m.id === userId)?.name;
}

function describe(context: AskContext, a: Activity): string {
  const details = [a.status, nameOf(context, a.assignedTo) ?? "unassigned"];
  if (a.dueDate) details.push(`due ${a.dueDate}`);
  if (a.priority) details.push(a.priority);
  return `- ${a.title} (${details.join(", ")})`;
}

/** A titled list of activities, at most MAX_ITEMS lines, citing each one listed. */
function listAnswer(context: AskContext, heading: string, activities: Activity[], none: string): Answer {
  if (activities.length === 0) return { answer: none, sources: [] };
  const shown = activities.slice(0, MAX_ITEMS);
  const lines = shown.map((a) => describe(context, a));
  if (activities.length > shown.length) lines.push(`- and ${activities.length - shown.length} more`);
  return {
    answer: `${heading} (${activities.length}):\n${lines.join("\n")}`,
    sources: shown.map((a) => ({ object: "activity", id: a.id })),
  };
}

/** The sprint a question is about: one it names, else the active one, else the newest. */
function sprintOf(context: AskContext, question: string): Sprint | undefined {
  const q = question.toLowerCase();
  const named = [...context.sprints].sort((a, b) => b.name.length - a.name.length).find((s) => q.includes(s.name.toLowerCase()));
  return named ?? context.sprints.find((s) => s.status === "ACTIVE") ?? context.sprints[0];
}

function personIn(context: AskContext, question: string): { name: string; member?: AskContext["members"][number] } | undefined {
  const patterns = [
    /\b(?:what|which)\s+(?:is|are)\s+(.+?)\s+(?:working on|doing|up to|assigned)/i,
    /\bwhat's\s+(.+?)\s+(?:working on|doing|up to)/i,
    /\b(?:is|are)\s+(.+?)\s+working on\b/i,
    /\b(?:assigned to|tasks? (?:of|for)|work of|activities (?:of|for))\s+([\p{L}.@' -]+?)\s*\??$/iu,
    /\b(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)'s\s+(?:tasks|work|activities|plate)\b/u,
  ];
  for (const pattern of patterns) {
    const raw = pattern.exec(question)?.[1]?.trim();
    if (!raw) continue;
    return { name: raw, member: matchMember(raw, context.members).member };
  }
  return undefined;
}

function personAnswer(context: AskContext, person: { name: string; member?: AskContext["members"][number] }): Answer {
  if (!person.member) return { answer: `I found no team member called '${person.name}'.`, sources: [] };
  const member = person.member;
  const open = context.activities.filter((a) => a.assignedTo === member.id && !DONE.has(a.status));
  const result = listAnswer(context, `${member.name} is working on`, open, `${member.name} has no open activities.`);
  return { answer: result.answer, sources: [{ object: "member", id: member.id }, ...result.sources] };
}

function teamAnswer(context: AskContext): Answer {
  const byRole = ["CAPTAIN", "STAFF", "MEMBER"].map((role) => {
    const names = context.members
      .filter((m) => m.role === role)
      .map((m) => m.name)
      .sort((a, b) => a.localeCompare(b));
    return names.length ? `- ${role}: ${names.join(", ")}` : undefined;
  });
  return {
    answer: `${context.team.name} has ${context.members.length} members:\n${byRole.filter(Boolean).join("\n")}`,
    sources: [{ object: "team", id: context.team.id }, ...context.members.map((m) => ({ object: "member" as const, id: m.id }))],
  };
}

function progressAnswer(context: AskContext, sprint: Sprint | undefined): Answer {
  if (!sprint) return { answer: "This team has no sprints yet.", sources: [] };
  const activities = context.activities.filter((a) => a.sprintId === sprint.id);
  const points = (list: Activity[]) => list.reduce((n, a) => n + (a.points ?? 0), 0);
  const done = activities.filter((a) => DONE.has(a.status));
  const total = points(activities);
  const percent = total === 0 ? 0 : Math.round((points(done) / total) * 100);
  const counts = new Map<string, number>();
  for (const a of activities) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const byStatus = [...counts].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status} ${n}`).join(", ");
  return {
    answer:
      `${sprint.name} (${sprint.status}): ${points(done)} of ${total} points done (${percent}%), ` +
      `${done.length} of ${activities.length} activities finished.${byStatus ? `\nBy status: ${byStatus}.` : ""}`,
    sources: [{ object: "sprint", id: sprint.id }, ...activities.slice(0, MAX_ITEMS).map((a) => ({ object: "activity" as const, id: a.id }))],
  };
}

function sprintFactsAnswer(sprint: Sprint | undefined, kind: "goal" | "dates"): Answer {
  if (!sprint) return { answer: "This team has no sprints yet.", sources: [] };
  const source: Source[] = [{ object: "sprint", id: sprint.id }];
  if (kind === "goal") {
    return { answer: sprint.goal ? `The goal of ${sprint.name} is: ${sprint.goal}` : `${sprint.name} has no goal set.`, sources: source };
  }
  const dates =
    sprint.startDate && sprint.endDate
      ? `runs from ${sprint.startDate} to ${sprint.endDate}`
      : sprint.startDate
        ? `starts on ${sprint.startDate} (no end date set)`
        : sprint.endDate
          ? `ends on ${sprint.endDate} (no start date set)`
          : "has no dates set";
  return { answer: `${sprint.name} ${dates}; its status is ${sprint.status}.`, sources: source };
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Passages a question can be answered from: document paragraphs, activities, comments. */
function passages(context: AskContext): Array<Doc<{ source: Source; line: string }>> {
  const docs: Array<Doc<{ source: Source; line: string }>> = [];
  const titles = new Map(context.activities.map((a) => [a.id, a.title]));
  for (const d of context.documents) {
    for (const paragraph of d.content.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)) {
      docs.push({ item: { source: { object: "document", id: d.id }, line: `From the document '${d.title}': "${excerpt(paragraph)}"` }, text: `${d.title} ${paragraph}` });
    }
    if (d.content.trim() === "") docs.push({ item: { source: { object: "document", id: d.id }, line: `The document '${d.title}' (empty).` }, text: d.title });
  }
  for (const a of context.activities) {
    const who = nameOf(context, a.assignedTo);
    const line = `Activity '${a.title}' (${a.status}${who ? `, ${who}` : ""})${a.description ? `: ${excerpt(a.description)}` : "."}`;
    docs.push({ item: { source: { object: "activity", id: a.id }, line }, text: `${a.title} ${a.description ?? ""}` });
  }
  for (const c of context.comments) {
    const line = `${nameOf(context, c.authorId) ?? "Someone"} commented on '${titles.get(c.activityId) ?? "an activity"}': "${excerpt(c.content)}"`;
    docs.push({ item: { source: { object: "comment", id: c.id }, line }, text: c.content });
  }
  for (const s of context.sprints) {
    docs.push({ item: { source: { object: "sprint", id: s.id }, line: `Sprint '${s.name}' (${s.status})${s.goal ? `: goal "${s.goal}"` : "."}` }, text: `${s.name} ${s.goal ?? ""} ${s.description ?? ""}` });
  }
  return docs;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 280 ? flat : `${flat.slice(0, 277)}…`;
}

function searchAnswer(context: AskContext, question: string): Answer {
  const best = rank(passages(context), question, 3);
  if (best.length === 0) {
    const topic = contentWords(question).join(" ") || question.trim();
    return { answer: `I found nothing about ${topic} in this team's activities, documents or comments.`, sources: [] };
  }
  return {
    answer: best.map((b) => b.item.line).join("\n"),
    sources: [...new Map(best.map((b) => [`${b.item.source.object}:${b.item.source.id}`, b.item.source])).values()],
  };
}

export function askLocally(request: AskRequest): AskDraft {
  const { context } = request;
  const q = request.question.toLowerCase();
  const today = context.today;
  const open = context.activities.filter((a) => !DONE.has(a.status));

  const person = personIn(context, request.question);
  if (person) return personAnswer(context, person);
  if (/\bblock(ed|ers?|ing)?\b|\bstuck\b/.test(q)) {
    return listAnswer(context, "Blocked", context.activities.filter((a) => a.status === "BLOCKED"), "Nothing is blocked.");
  }
  if (/\bneeds?\s+help\b|\bneeding help\b|\bhelp needed\b/.test(q)) {
    return listAnswer(context, "Needs help", context.activities.filter((a) => a.status === "NEEDS_HELP"), "No activity needs help right now.");
  }
  if (/\boverdue\b|\bpast due\b|\blate\b|\bmissed (?:the )?deadline/.test(q)) {
    const overdue = open.filter((a) => a.dueDate !== null && a.dueDate < today).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
    return listAnswer(context, `Overdue as of ${today}`, overdue, "Nothing is overdue.");
  }
  if (/\breview\b/.test(q)) {
    const inReview = context.activities.filter((a) => a.status === "REVIEW" || a.status === "IN_REVIEW" || a.reviewStatus === "PENDING");
    return listAnswer(context, "In review", inReview, "Nothing is in review.");
  }
  if (/\b(finish|complet|ship|clos|done)/.test(q) && /\b(recent|recently|lately|last|this week|past|what (?:did|have|has|was|got))\b/.test(q)) {
    const since = daysBefore(today, 7);
    const finished = context.activities
      .filter((a) => DONE.has(a.status) && a.completedAt !== null && a.completedAt.slice(0, 10) >= since)
      .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""));
    return listAnswer(context, `Finished since ${since}`, finished, `Nothing was finished since ${since}.`);
  }
  if (/\bdue\b.*\b(this|next) week\b|\bdue soon\b|\bupcoming\b/.test(q)) {
    const until = daysBefore(today, -7);
    const due = open.filter((a) => a.dueDate !== null && a.dueDate >= today && a.dueDate <= until).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
    return listAnswer(context, `Due by ${until}`, due, `Nothing open is due by ${until}.`);
  }
  if (/\bunassigned\b|\bnobody\b|\bno one\b|\bnot assigned\b/.test(q)) {
    return listAnswer(context, "Unassigned", open.filter((a) => a.assignedTo === null), "Every open activity has an assignee.");
  }
  if (/\b(high|top|critical)[\s-]priority\b|\burgent\b|\bmost important\b|\bpriorit/.test(q)) {
    const urgent = open.filter((a) => a.priority === "CRITICAL" || a.priority === "HIGH").sort((a, b) => (a.priority === b.priority ? 0 : a.priority === "CRITICAL" ? -1 : 1));
    return listAnswer(context, "High priority", urgent, "No open activity has a HIGH or CRITICAL priority.");
  }
  if (/\bwho\b.*\b(team|members?|on board)\b|\bteam members\b|\bmembers of\b|\bwho works\b/.test(q)) return teamAnswer(context);
  if (/\bprogress|\bhow far\b|\bhow (?:much|many)\b.*\b(done|left|remaining|finished)\b|\bburn ?down\b|\bpoints\b/.test(q)) {
    return progressAnswer(context, sprintOf(context, request.question));
  }
  if (/\bgoal\b|\bobjective\b|\baim\b/.test(q)) return sprintFactsAnswer(sprintOf(context, request.question), "goal");
  if (/\bwhen\b|\bdates?\b|\bstart(?:s|ed)?\b|\bends?\b|\bdeadline\b/.test(q) && /\bsprint\b|\bdeadline\b/.test(q)) {
    return sprintFactsAnswer(sprintOf(context, request.question), "dates");
  }
  return searchAnswer(context, request.question);
}
