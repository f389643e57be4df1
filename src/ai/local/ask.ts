// The local answerer: questions about the team answered from its own data, deterministically. Known
// kinds of question (blocked, overdue, a person's work, progress…) are answered from the records;
// a question about one activity from its description and comments; one about a document from its
// own sentences, or the items of one of its sections; what a person said from their comments; a
// sprint's standing and the team's velocity from the sprint reports; anything else by ranked retrieval over documents, activities and comments. Every
// claim comes with the records it rests on; when nothing matches, it says so.
import { isFinished } from "../../schemas/activities.js";
import type { AskContext, AskDraft, AskRequest } from "../provider.js";
import { activitiesAnswer, activitiesAsked, activityAnswer, activityQuestion, subjectOf } from "./ask-activity.js";
import { type Answer, nameOf } from "./ask-answer.js";
import { documentsNamed, notInDocument, quoteDocument, searchAnswer } from "./ask-documents.js";
import { flowIntent } from "./ask-flow.js";
import { saidIntent, sectionIntent } from "./ask-said.js";
import { sprintAsked } from "./ask-sprints.js";
import { matchMember } from "./members.js";

type Activity = AskContext["activities"][number];
type Sprint = AskContext["sprints"][number];
type Source = AskDraft["sources"][number];

const MAX_ITEMS = 25;

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
  const open = context.activities.filter((a) => a.assignedTo === member.id && !isFinished(a.status));
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
  const done = activities.filter((a) => isFinished(a.status));
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

// A question about what a document says: "what does our on-call policy say about …", "according to …".
const ABOUT_A_DOCUMENT =
  /\b(?:say|says|said|state|states|mention|mentions)\b|\baccording to\b|\bper (?:our|the)\b|\b(?:policy|policies|agreement|handbook|runbook|playbook|guidelines?|charter|checklist)\b/i;
// A question about what a word means: definitions live in documents first.
const DEFINITION = /\bmean(?:s|ing)?\b|\bdefin(?:e|ed|ition)\b|\bstand(?:s)? for\b|\bcounts? as\b/i;

/** Activities of the sprint the question names ("blocked in the previous sprint"), else all of them. */
function inScope(context: AskContext, question: string): { activities: Activity[]; sprint?: Sprint } {
  if (!/\b(?:sprint|iteration)\b/i.test(question)) return { activities: context.activities };
  const { sprint, named } = sprintAsked(context, question);
  return named && sprint ? { activities: context.activities.filter((a) => a.sprintId === sprint.id), sprint } : { activities: context.activities };
}

/** Lists of activities by state: blocked, needing help, overdue, in review, finished, due, unassigned, urgent. */
function listIntent(context: AskContext, q: string, activities: Activity[], sprint: Sprint | undefined): Answer | undefined {
  const today = context.today;
  const open = activities.filter((a) => !isFinished(a.status));
  const within = sprint ? ` in ${sprint.name}` : "";
  if (/\bblock(ed|ers?|ing)?\b|\bstuck\b/.test(q)) {
    return listAnswer(context, `Blocked${within}`, activities.filter((a) => a.status === "BLOCKED"), `Nothing is blocked${within}.`);
  }
  if (/\bneeds?\s+help\b|\bneeding help\b|\bhelp needed\b/.test(q)) {
    return listAnswer(context, `Needs help${within}`, activities.filter((a) => a.status === "NEEDS_HELP"), `No activity needs help${within} right now.`);
  }
  if (/\boverdue\b|\bpast due\b|\blate\b|\bmissed (?:the )?deadline/.test(q)) {
    const overdue = open.filter((a) => a.dueDate !== null && a.dueDate < today).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
    return listAnswer(context, `Overdue as of ${today}${within}`, overdue, `Nothing is overdue${within}.`);
  }
  if (/\breview\b/.test(q)) {
    const inReview = activities.filter((a) => a.status === "REVIEW" || a.status === "IN_REVIEW" || a.reviewStatus === "PENDING");
    return listAnswer(context, `In review${within}`, inReview, `Nothing is in review${within}.`);
  }
  if (/\b(finish|complet|ship|clos|done)/.test(q) && (sprint || /\b(recent|recently|lately|last|this week|past|what (?:did|have|has|was|got))\b/.test(q))) {
    // A named sprint's finished work is all of it; otherwise "recently" is the last 7 days.
    const since = sprint ? "" : daysBefore(today, 7);
    const finished = activities
      .filter((a) => isFinished(a.status) && a.completedAt !== null && a.completedAt.slice(0, 10) >= since)
      .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""));
    const heading = sprint ? `Finished${within}` : `Finished since ${since}`;
    return listAnswer(context, heading, finished, sprint ? `Nothing was finished${within}.` : `Nothing was finished since ${since}.`);
  }
  if (/\bdue\b.*\b(this|next) week\b|\bdue soon\b|\bupcoming\b/.test(q)) {
    const until = daysBefore(today, -7);
    const due = open.filter((a) => a.dueDate !== null && a.dueDate >= today && a.dueDate <= until).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
    return listAnswer(context, `Due by ${until}${within}`, due, `Nothing open is due by ${until}${within}.`);
  }
  if (/\bunassigned\b|\bnobody\b|\bno one\b|\bnot assigned\b/.test(q)) {
    return listAnswer(context, `Unassigned${within}`, open.filter((a) => a.assignedTo === null), `Every open activity${within} has an assignee.`);
  }
  if (sprint && /\b(?:activities|tasks|items|stories|work|what was in|what(?:'s| is) in|included|planned)\b/.test(q)) {
    return listAnswer(context, `Activities${within}`, activities, `${sprint.name} has no activities.`);
  }
  if (/\b(high|top|critical)[\s-]priority\b|\burgent\b|\bmost important\b|\bpriorit/.test(q)) {
    const urgent = open.filter((a) => a.priority === "CRITICAL" || a.priority === "HIGH").sort((a, b) => (a.priority === b.priority ? 0 : a.priority === "CRITICAL" ? -1 : 1));
    return listAnswer(context, `High priority${within}`, urgent, `No open activity${within} has a HIGH or CRITICAL priority.`);
  }
  return undefined;
}

/** A sprint's progress, goal or dates: the sprint named (by name, number, goal or place), else the active one. */
function sprintIntent(context: AskContext, q: string, question: string): Answer | undefined {
  const sprintWord = /\b(?:sprint|iteration)\b/.test(q);
  const progress = /\bprogress|\bhow far\b|\bhow (?:much|many)\b.*\b(done|left|remaining|finished)\b|\bburn ?down\b|\bpoints\b/.test(q);
  const going = sprintWord && /\bhow(?:'s| is| was| did)\b.*\b(?:go|going|went|doing)\b|\bstatus of\b/.test(q);
  if (progress || going) return progressAnswer(context, sprintAsked(context, question).sprint);
  if (/\bgoal\b|\bobjective\b|\baim\b/.test(q)) return sprintFactsAnswer(sprintAsked(context, question).sprint, "goal");
  if (/\bwhen\b|\bdates?\b|\bstart(?:s|ed)?\b|\bends?\b|\bended\b|\bdeadline\b/.test(q) && (sprintWord || /\bdeadline\b/.test(q))) {
    return sprintFactsAnswer(sprintAsked(context, question).sprint, "dates");
  }
  return undefined;
}

/**
 * A question that names a document answers from its sentences on the point asked (of the documents
 * its words name, the first that has some). When none does, a question about a document says so;
 * any other falls through.
 */
function documentIntent(context: AskContext, question: string, aboutIt: boolean): Answer | undefined {
  const named = documentsNamed(context, question);
  for (const doc of named) {
    const quoted = quoteDocument(doc, question);
    if (quoted) return quoted;
  }
  return aboutIt && named[0] ? notInDocument(context, named[0], question) : undefined;
}

// The work graph: "what is blocking X?", "what does X block?", "what can I start now?", "what is
// ready for Ada?" (ready: not finished, no unfinished blocker).
const BLOCKING = /\bwhat(?:'s| is| are)? (?:blocking|holding up)\s+(.+?)\s*\??$/i;
const BLOCKED_BY = /\bwhat (?:does|do|will|would) (.+?) block\b|\bwhat(?:'s| is| are) blocked by\s+(.+?)\s*\??$/i;
const READY = /\bwhat can (?:i|we) (?:start|pick up|work on)\b|\b(?:what|which)\b.*\bready(?: to start)?\b(?:\s+for\s+(.+?))?\s*\??$/i;

/** The one activity a phrase names, or why there is none. */
function named(context: AskContext, phrase: string): Activity | Answer {
  const found = activitiesAsked(context, phrase);
  if (found.length === 1 && found[0]) return found[0];
  if (found.length > 1) return activitiesAnswer(context, found);
  return { answer: `I found no activity called '${phrase}'.`, sources: [] };
}

function graphIntent(context: AskContext, question: string): Answer | undefined {
  const byId = new Map(context.activities.map((a) => [a.id, a]));
  const known = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const blocking = BLOCKING.exec(question)?.[1];
  if (blocking) {
    const target = named(context, blocking);
    if (!("id" in target)) return target;
    const result = listAnswer(context, `Blocking '${target.title}'`, known(target.blockedBy), `Nothing unfinished blocks '${target.title}'.`);
    return { answer: result.answer, sources: [{ object: "activity", id: target.id }, ...result.sources] };
  }
  const blockedBy = BLOCKED_BY.exec(question);
  const blocker = blockedBy?.[1] ?? blockedBy?.[2];
  if (blocker) {
    const source = named(context, blocker);
    if (!("id" in source)) return source;
    const result = listAnswer(context, `'${source.title}' blocks`, known(source.blocks), `'${source.title}' blocks nothing.`);
    return { answer: result.answer, sources: [{ object: "activity", id: source.id }, ...result.sources] };
  }
  const ready = READY.exec(question);
  // "Ready for review" is a review question.
  if (ready && !/^review\b/i.test(ready[1] ?? "")) {
    const startable = context.activities.filter((a) => !isFinished(a.status) && a.blockedBy.length === 0);
    const name = ready[1]?.trim();
    if (!name) return listAnswer(context, "Ready to start", startable, "Nothing is ready to start: every open activity waits on another.");
    const member = matchMember(name, context.members).member;
    if (!member) return { answer: `I found no team member called '${name}'.`, sources: [] };
    const result = listAnswer(context, `Ready for ${member.name}`, startable.filter((a) => a.assignedTo === member.id), `Nothing assigned to ${member.name} is ready to start.`);
    return { answer: result.answer, sources: [{ object: "member", id: member.id }, ...result.sources] };
  }
  return undefined;
}

export function askLocally(request: AskRequest): AskDraft {
  const { context, question } = request;
  const q = question.toLowerCase();
  const fromGraph = graphIntent(context, question);
  if (fromGraph) return fromGraph;
  const fromWords = saidIntent(context, question) ?? sectionIntent(context, question);
  if (fromWords) return fromWords;
  const fromReports = flowIntent(context, question);
  if (fromReports) return fromReports;
  const person = personIn(context, question);
  if (person) return personAnswer(context, person);
  const kind = activityQuestion(question);
  const asked = kind ? activitiesAsked(context, question) : [];
  if (kind && asked.length === 1 && asked[0]) return activityAnswer(context, asked[0], kind);
  if (asked.length > 1) return activitiesAnswer(context, asked);
  // "Why is the kubernetes migration blocked?" with no such activity: what the records say about
  // it, if anything, never the list of everything blocked.
  const subject = kind ? subjectOf(question) : [];
  if (subject.length > 0) return searchAnswer(context, subject.join(" "));
  if (ABOUT_A_DOCUMENT.test(question) || DEFINITION.test(question)) {
    const fromDocument = documentIntent(context, question, true);
    if (fromDocument) return fromDocument;
    if (DEFINITION.test(question)) {
      const defined = searchAnswer({ ...context, activities: [], comments: [], sprints: [] }, question);
      if (defined.sources.length > 0) return defined;
    }
  }
  const aboutSprint = sprintIntent(context, q, question);
  if (aboutSprint) return aboutSprint;
  const { activities, sprint } = inScope(context, question);
  const listed = listIntent(context, q, activities, sprint);
  if (listed) return listed;
  if (/\bwho\b.*\b(team|members?|on board)\b|\bteam members\b|\bmembers of\b|\bwho works\b/.test(q)) return teamAnswer(context);
  return documentIntent(context, question, false) ?? searchAnswer(context, question);
}
