// The local sprint planner: free text (notes, a backlog, a markdown list, an email) → a sprint and its
// activities, deterministically. Lists become activities, their indented lines descriptions; prose
// stays prose. See docs/ai.md for the syntax it reads.
import type { ActivityDraft, PlanDraft, PlanRequest } from "../provider.js";
import { parseRange } from "./dates.js";
import { extractMarkers } from "./plan-markers.js";

const MAX_ACTIVITIES = 200;
const MAX_TITLE = 300;

interface Line {
  indent: number;
  text: string;
}

interface Item {
  indent: number;
  text: string;
  details: string[];
}

const BULLET = /^(?:[-*+•▪◦‣]|\d{1,3}[.)]|[a-z][.)])\s+(?:\[[ xX✓]?\]\s*)?(.*)$/;
const CHECKBOX = /^\[[ xX✓]?\]\s+(.*)$/;
const TASK_PREFIX = /^(?:todo|to do|action(?: item)?|ai|task|next step)s?\s*[:\-–]\s*(.+)$/i;
const HEADING = /^#{1,6}\s+(.*?)\s*#*$/;
const GOAL = /^(?:\*\*|__)?(?:sprint\s+)?(?:goal|objective|focus)s?(?:\*\*|__)?\s*[:\-–]\s*(?:\*\*|__)?\s*(.+)$/i;
const SPRINT_LINE = /^(?:subject:\s*|re:\s*|fwd?:\s*)*[^\p{L}\p{N}]*?(?:\*\*)?(sprint\b.*?)(?:\*\*)?$/iu;
const DATE_LINE = /^(?:\*\*)?(?:dates?|when|timeline|period|duration|runs?)(?:\*\*)?\s*[:\-–]\s*(.+)$/i;
// Lines of an email or chat that are never tasks: quoted replies, headers, sign-offs.
const NOISE = /^(?:>|from:|to:|cc:|sent:|date:|subject:|on .+ wrote:|--\s*$|thanks|thank you|cheers|best|regards|kind regards|sent from)/i;

function readLines(text: string): Line[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((raw) => {
      const expanded = raw.replace(/\t/g, "    ");
      const text = expanded.trim();
      return { indent: expanded.length - expanded.trimStart().length, text };
    });
}

function stripEmphasis(text: string): string {
  return text.replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/`([^`]+)`/g, "$1");
}

/** The sprint's name, goal and dates, read from headings and meta lines (never from task lines). */
function readSprint(lines: Line[], request: PlanRequest) {
  let name: string | undefined;
  let goal: string | null = null;
  let range: { start: string; end: string } | undefined;
  for (const { text } of lines) {
    if (text === "" || BULLET.test(text)) continue;
    const goalMatch = GOAL.exec(text);
    if (goalMatch?.[1] && goal === null) {
      goal = stripEmphasis(goalMatch[1]).trim();
      continue;
    }
    const heading = HEADING.exec(text)?.[1];
    const sprintLine = SPRINT_LINE.exec(heading ?? text)?.[1];
    const dateLine = DATE_LINE.exec(text)?.[1];
    if (!range && (sprintLine || heading || dateLine)) range = parseRange(dateLine ?? sprintLine ?? heading ?? "", request.today);
    if (name === undefined && sprintLine) name = cleanName(sprintLine);
    else if (name === undefined && heading && !/^(tasks?|todo|backlog|notes?|action items?|agenda)\b/i.test(heading)) name = cleanName(heading);
  }
  return { name, goal, range };
}

/** "Sprint 14: checkout revamp (Nov 24 – Dec 5)" → "Sprint 14: checkout revamp". */
function cleanName(raw: string): string {
  return stripEmphasis(raw)
    .replace(/\s*[([]?\s*(?:from\s+)?(?:\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}).*$/i, "")
    .replace(/[\s\-–—:,;]+$/, "")
    .trim()
    .slice(0, 200);
}

/** Items: bullets, numbered lines, checkboxes and "TODO:" lines, with their indented lines as details. */
function readItems(lines: Line[]): Item[] {
  const items: Item[] = [];
  let current: Item | undefined;
  for (const line of lines) {
    if (line.text === "") continue;
    const text = line.text;
    const bullet = BULLET.exec(text)?.[1] ?? CHECKBOX.exec(text)?.[1];
    const task = TASK_PREFIX.exec(text)?.[1];
    if (current && line.indent > current.indent && (bullet !== undefined || !NOISE.test(text))) {
      current.details.push(bullet !== undefined ? `- ${bullet}` : text);
      continue;
    }
    if (bullet !== undefined && bullet.trim() !== "" && !NOISE.test(bullet)) {
      current = { indent: line.indent, text: bullet, details: [] };
      items.push(current);
    } else if (task !== undefined) {
      current = { indent: line.indent, text: task, details: [] };
      items.push(current);
    } else {
      current = undefined;
    }
  }
  return items;
}

function normalised(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

export function planSprintLocally(request: PlanRequest): PlanDraft {
  const lines = readLines(request.text);
  const found = readSprint(lines, request);
  const startDate = request.startDate ?? request.sprint?.startDate ?? found.range?.start ?? null;
  const endDate = request.endDate ?? request.sprint?.endDate ?? found.range?.end ?? null;
  const warnings: string[] = [];
  const activities: ActivityDraft[] = [];
  const seen = new Map<string, ActivityDraft>();

  for (const item of readItems(lines)) {
    const markers = extractMarkers(stripEmphasis(item.text), request.members, startDate ?? request.today);
    warnings.push(...markers.warnings);
    let title = markers.title;
    if (title === "") continue;
    if (title.length > MAX_TITLE) {
      warnings.push(`Cut a title of ${title.length} characters to ${MAX_TITLE}: '${title.slice(0, 40)}…'.`);
      title = title.slice(0, MAX_TITLE).trimEnd();
    }
    const key = normalised(title);
    const duplicate = seen.get(key);
    if (duplicate) {
      warnings.push(`Merged a duplicate of '${duplicate.title}'.`);
      duplicate.priority ??= markers.priority;
      duplicate.points ??= markers.points;
      duplicate.dueDate ??= markers.dueDate;
      duplicate.assignedTo ??= markers.assignedTo;
      continue;
    }
    if (activities.length === MAX_ACTIVITIES) {
      warnings.push(`Kept the first ${MAX_ACTIVITIES} activities; the rest were left out.`);
      break;
    }
    const activity: ActivityDraft = {
      title,
      description: item.details.length > 0 ? item.details.map(stripEmphasis).join("\n") : null,
      priority: markers.priority,
      points: markers.points,
      dueDate: markers.dueDate,
      assignedTo: markers.assignedTo,
    };
    seen.set(key, activity);
    activities.push(activity);
  }
  if (activities.length === 0) warnings.push("Found no tasks in the text: write them as a list (one '- task' per line).");

  const name = request.sprint?.name ?? found.name ?? (startDate ? `Sprint starting ${startDate}` : "Planned sprint");
  return {
    sprint: { name, goal: found.goal, startDate, endDate },
    activities,
    warnings,
  };
}
