// The proposed sprint's name, goal and dates; the request's dates, or an existing sprint, win over the text.
import type { PlanDraft, PlanRequest } from "../provider.js";
import { type DateFrame, addDays, firstDateIndex, parseDate, parseRange, parseSpan, parseStart } from "./dates.js";
import type { SprintHints } from "./plan-outline.js";
import { capitalise, dropTrailing, stripDecoration, stripEmphasis } from "./plan-text.js";
import { isGenericTitle, isMeetingTitle } from "./plan-words.js";

type SprintFields = PlanDraft["sprint"];

const START_WORDS = /\b(?:starts?|starting|begins?|beginning|kicks? off|kick-?off)\b[\s:]+(.+)$/i;
const END_WORDS = /\b(?:ends?|ending|finishes|until|till)\b[\s:]+(.+)$/i;
const SPRINT_NUMBER = /^(?:sprint|iteration)\s*#?\d+/i;
// "Kickoff for Sprint 9", "Planning for Q3 push": what the text is, before what it is about.
const GENERIC_LEAD = /^(?:kick-?off|planning|plan|notes|agenda|prep|goals?)\s+(?:for|of)\s+(?=\S)/i;
// Words left dangling once a date is cut from a name: "Sprint 14 starting Monday" → "Sprint 14".
const DANGLING = /(?:[\s([{\-–—:,;|/·•]|\s(?:from|starting|starts?|runs?|running|between|begins?|beginning|on|for|of|the|next|this|coming|week|kick off|kicks off))+$/i;

/**
 * "Sprint 14: checkout revamp (Nov 24 – Dec 5)" → "Sprint 14: checkout revamp";
 * "Planning notes — Q4 hardening" → "Q4 hardening".
 */
function cleanName(raw: string, today: string): string {
  const name = stripEmphasis(stripDecoration(raw)).trim().slice(0, 300).replace(GENERIC_LEAD, "");
  // A sprint's number is never the start of its dates: "Sprint 12 — Jan 5 to Jan 16".
  const numbered = SPRINT_NUMBER.exec(name)?.[0].length ?? 0;
  const found = firstDateIndex(name.slice(numbered), today);
  const cut = found >= 0 ? numbered + found : -1;
  const dated = dropTrailing(cut >= 0 ? name.slice(0, cut) : name, DANGLING).trim();
  const [lead, ...rest] = dated.split(/\s+[—–-]\s+|:\s+/);
  const named = lead !== undefined && rest.length > 0 && isGenericTitle(lead) ? dated.slice(dated.indexOf(rest[0] ?? "")) : dated;
  return capitalise(named.slice(0, 200));
}

/** The best-ranked name that says something: a sprint line always does; a meeting's title ("Product sync") does not. */
function nameOf(hints: SprintHints, today: string): string | undefined {
  const ranked = [...hints.names].sort((a, b) => a.rank - b.rank);
  for (const { rank, text } of ranked) {
    const name = cleanName(text, today);
    if (name !== "" && (rank === 0 || (!isGenericTitle(name) && !isMeetingTitle(name)))) return name;
  }
  return undefined;
}

/**
 * The first range found gives both dates; start and end lines fill what is missing; a length gives
 * the end. An end is read after its start, so "Start: Dec 29" and "End: Jan 9" cross the new year.
 */
function datesOf(hints: SprintHints, frame: DateFrame): { start: string | null; end: string | null } {
  let start: string | null = null;
  let end: string | null = null;
  let endText: string | undefined;
  let span: number | undefined;
  for (const { kind, text } of hints.dates) {
    const range = kind === "range" ? parseRange(text, frame) : undefined;
    if (range && start === null && end === null) {
      ({ start, end } = range);
    } else if (kind === "range") {
      const startText = START_WORDS.exec(text)?.[1];
      start ??= startText === undefined ? null : (parseStart(startText, frame) ?? null);
      endText ??= END_WORDS.exec(text)?.[1];
    } else if (kind === "start") {
      start ??= parseStart(text, frame) ?? null;
    } else if (kind === "end") {
      endText ??= text;
    } else {
      span ??= parseSpan(text);
    }
  }
  const startFrame = start === null ? frame : { from: start, start, end: start };
  end ??= endText === undefined ? null : (parseDate(endText, startFrame) ?? null);
  if (end === null && start !== null && span !== undefined) end = addDays(start, span - 1);
  return { start, end };
}

export function sprintFields(hints: SprintHints, request: PlanRequest): SprintFields {
  if (request.sprint) {
    const { name, startDate, endDate } = request.sprint;
    return { name, goal: null, startDate, endDate };
  }
  // Dates the caller fixed place the text's own: "Dec 28 – Jan 8" in the year of the given start.
  const found = datesOf(hints, { from: request.startDate ?? request.today, start: request.startDate, end: request.endDate });
  const startDate = request.startDate ?? found.start;
  const endDate = request.endDate ?? found.end;
  const goal = hints.goal.filter(Boolean).join("; ").slice(0, 10_000) || null;
  const name = nameOf(hints, request.today) ?? (startDate ? `Sprint starting ${startDate}` : "Planned sprint");
  return { name, goal, startDate, endDate };
}
