// Reads the markers people put on a task line (priority, points, due date, assignee) and takes them
// out of the title.
import type { ActivityDraft, TeamMemberRef } from "../provider.js";
import { parseDate } from "./dates.js";
import { matchMember } from "./members.js";

type Priority = NonNullable<ActivityDraft["priority"]>;

export interface Markers {
  title: string;
  priority: Priority | null;
  points: number | null;
  dueDate: string | null;
  assignedTo: string | null;
  warnings: string[];
}

const PRIORITY_WORDS: Record<string, Priority> = {
  p0: "CRITICAL",
  p1: "HIGH",
  p2: "MEDIUM",
  p3: "LOW",
  critical: "CRITICAL",
  urgent: "CRITICAL",
  blocker: "CRITICAL",
  asap: "CRITICAL",
  high: "HIGH",
  important: "HIGH",
  medium: "MEDIUM",
  normal: "MEDIUM",
  low: "LOW",
  minor: "LOW",
};

const PRIORITY_RANK: Priority[] = ["LOW", "MEDIUM", "HIGH", "CRITICAL"];

function higher(a: Priority | null, b: Priority): Priority {
  return a === null || PRIORITY_RANK.indexOf(b) > PRIORITY_RANK.indexOf(a) ? b : a;
}

/** Removes every match of `pattern` from `text`, handing each to `take`; `false` keeps that match. */
function strip(text: string, pattern: RegExp, take: (match: string[]) => boolean | void): string {
  return text.replace(pattern, (...args: unknown[]) => {
    const match = args.filter((a): a is string => typeof a === "string" || a === undefined) as string[];
    return take(match) === false ? String(args[0]) : " ";
  });
}

export function extractMarkers(line: string, members: TeamMemberRef[], dateBase: string): Markers {
  const warnings: string[] = [];
  let priority: Priority | null = null;
  let points: number | null = null;
  let dueDate: string | null = null;
  const names: string[] = [];
  let text = line;

  const setPoints = (raw: string) => {
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 0 && n <= 100) points = n;
    else warnings.push(`Ignored an estimate of ${raw} points: points are whole numbers from 0 to 100.`);
  };
  const setPriority = (word: string) => {
    const p = PRIORITY_WORDS[word.toLowerCase()];
    if (p) priority = higher(priority, p);
  };

  // Priority markers: P0-P3, [HIGH], (high), "priority: high", "high priority", "!!".
  text = strip(text, /\bP([0-3])\b/g, (m) => setPriority(`p${m[1]}`));
  text = strip(text, /[[(]\s*(critical|urgent|blocker|high|important|medium|normal|low|minor)(?:\s+prio(?:rity)?)?\s*[\])]/gi, (m) => setPriority(m[1] ?? ""));
  text = strip(text, /\bprio(?:rity)?\s*[:=]\s*(critical|urgent|high|medium|normal|low)\b/gi, (m) => setPriority(m[1] ?? ""));
  text = strip(text, /\b(critical|urgent|high|medium|low)\s+prio(?:rity)?\b/gi, (m) => setPriority(m[1] ?? ""));
  text = strip(text, /(^|\s)(URGENT|CRITICAL|BLOCKER|ASAP)\b:?/g, (m) => setPriority(m[2] ?? ""));
  text = strip(text, /!{2,}/g, (m) => setPriority((m[0] ?? "").length >= 3 ? "critical" : "high"));
  // Words that say it all even inside a sentence ("fix the urgent login bug") set the priority but stay.
  for (const word of text.match(/\b(urgent|critical|blocker)\b/gi) ?? []) setPriority(word);

  // Points: "3 pts", "5 points", "[8sp]", "5sp", "SP: 3", "estimate: 2", a trailing "(5)".
  text = strip(text, /[[(]?\b(\d+(?:\.\d+)?)\s*(?:pts?|points?|sp|story points?)\b[\])]?/gi, (m) => setPoints(m[1] ?? ""));
  text = strip(text, /\b(?:sp|estimate|est|points?)\s*[:=]\s*(\d+(?:\.\d+)?)\b/gi, (m) => setPoints(m[1] ?? ""));

  // Assignees: "@alice", "assign(ed) to Alice Martin", "owner: Bob", "(Ana)".
  text = strip(text, /(?:^|\s)@([\p{L}\p{N}._-]+(?:@[\w.-]+\.\w+)?)/gu, (m) => {
    names.push(m[1] ?? "");
  });
  text = strip(text, /\b(?:assign(?:ed)?\s+to|owner\s*:|owned\s+by|for)\s+([\p{Lu}][\p{L}'-]*(?:\s+[\p{Lu}][\p{L}'-]*)?|[\w.+-]+@[\w.-]+\.\w+)/gu, (m) => {
    const name = m[1] ?? "";
    // "for Alice Martin" only counts when it names a member; "for Safari" is part of the title.
    if (m[0]?.toLowerCase().startsWith("for") && !matchMember(name, members).member) return false;
    names.push(name);
  });
  text = text.replace(/\(([\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?)\)/gu, (whole, name: string) => {
    if (!matchMember(name, members).member) return whole;
    names.push(name);
    return " ";
  });

  // Due dates: ISO dates, "due Dec 3", "by Friday", "tomorrow", "today", "end of week".
  text = strip(text, /\b(?:due(?:\s+(?:on|by))?|by|before|deadline\s*:?)\s+((?:\d{4}-\d{2}-\d{2})|(?:(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)|(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)|tomorrow|today|tonight|end of (?:the )?(?:week|month|day)|eod|eow|next week)\b/gi, (m) => {
    const phrase = (m[1] ?? "").toLowerCase().replace(/^eod$/, "today").replace(/^eow$/, "friday").replace(/^end of (?:the )?week$/, "friday").replace(/^end of (?:the )?day$/, "today");
    dueDate = parseDate(phrase, dateBase) ?? dueDate;
  });
  text = strip(text, /\b(\d{4}-\d{2}-\d{2})\b/g, (m) => {
    if (!Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) && new Date(`${m[1]}T00:00:00Z`).toISOString().startsWith(m[1] ?? "")) dueDate = m[1] ?? null;
  });
  text = strip(text, /\b(tomorrow|today)\b/gi, (m) => {
    dueDate = parseDate(m[1] ?? "", dateBase) ?? dueDate;
  });

  text = strip(text, /\((\d{1,3}(?:\.\d+)?)\)/g, (m) => setPoints(m[1] ?? ""));
  text = strip(text, /[\s,;-]+(urgent|critical|asap|high priority|low priority)[\s!.]*$/i, (m) => setPriority((m[1] ?? "").split(" ")[0] ?? ""));

  let assignedTo: string | null = null;
  for (const name of names) {
    const { member, ambiguous } = matchMember(name, members);
    if (member && assignedTo === null) assignedTo = member.id;
    else if (ambiguous) warnings.push(`'${name}' matches more than one team member; left unassigned.`);
    else if (!member) warnings.push(`Could not match '${name}' to a team member; left unassigned.`);
  }

  const cleaned = text
    .replace(/\[\s*\]|\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s\-–—:;,.|]+|[\s\-–—:;,|]+$/g, "")
    .trim();
  const title = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return { title, priority, points, dueDate, assignedTo, warnings };
}
