// The proposed sprint's name, goal and dates; the request's dates, or an existing sprint, win over the text.
import type { PlanDraft, PlanRequest } from "../provider.js";
import { addDays, firstDateIndex, parseDate, parseRange, parseSpan, parseStart } from "./dates.js";
import { capitalise, dropTrailing, stripDecoration, stripEmphasis } from "./plan-lines.js";
import { isGenericTitle, type SprintHints } from "./plan-outline.js";

type SprintFields = PlanDraft["sprint"];

const START_WORDS = /\b(?:starts?|starting|begins?|beginning|kicks? off)\b[\s:]+(.+)$/i;
const END_WORDS = /\b(?:ends?|ending|finishes|until|till)\b[\s:]+(.+)$/i;
// Words left dangling once a date is cut from a name: "Sprint 14 starting Monday" → "Sprint 14".
const DANGLING = /(?:[\s([{\-–—:,;|]|\s(?:from|starting|starts?|runs?|running|between|begins?|beginning|on|for|of|the|week|kick off|kicks off))+$/i;

/**
 * "Sprint 14: checkout revamp (Nov 24 – Dec 5)" → "Sprint 14: checkout revamp";
 * "Planning notes — Q4 hardening" → "Q4 hardening".
 */
function cleanName(raw: string, today: string): string {
  const name = stripEmphasis(stripDecoration(raw)).trim().slice(0, 300);
  const cut = firstDateIndex(name, today);
  const dated = dropTrailing(cut >= 0 ? name.slice(0, cut) : name, DANGLING).trim();
  const [lead, ...rest] = dated.split(/\s+[—–-]\s+|:\s+/);
  const named = lead !== undefined && rest.length > 0 && isGenericTitle(lead) ? dated.slice(dated.indexOf(rest[0] ?? "")) : dated;
  return capitalise(named.slice(0, 200));
}

function nameOf(hints: SprintHints, today: string): string | undefined {
  const ranked = [...hints.names].sort((a, b) => a.rank - b.rank);
  for (const { rank, text } of ranked) {
    const name = cleanName(text, today);
    if (name !== "" && (rank === 0 || !isGenericTitle(name))) return name;
  }
  return undefined;
}

/** The first range found gives both dates; start/end lines fill what is missing; a length gives the end. */
function datesOf(hints: SprintHints, today: string): { start: string | null; end: string | null } {
  let start: string | null = null;
  let end: string | null = null;
  let span: number | undefined;
  for (const { kind, text } of hints.dates) {
    const range = kind === "range" ? parseRange(text, today) : undefined;
    if (range && start === null && end === null) {
      ({ start, end } = range);
    } else if (kind === "range") {
      const startText = START_WORDS.exec(text)?.[1];
      const endText = END_WORDS.exec(text)?.[1];
      start ??= startText === undefined ? null : (parseStart(startText, today) ?? null);
      end ??= endText === undefined ? null : (parseDate(endText, today) ?? null);
    } else if (kind === "start") {
      start ??= parseStart(text, today) ?? null;
    } else if (kind === "end") {
      end ??= parseDate(text, today) ?? null;
    } else {
      span ??= parseSpan(text);
    }
  }
  if (end === null && start !== null && span !== undefined) end = addDays(start, span - 1);
  return { start, end };
}

export function sprintFields(hints: SprintHints, request: PlanRequest): SprintFields {
  if (request.sprint) {
    const { name, startDate, endDate } = request.sprint;
    return { name, goal: null, startDate, endDate };
  }
  const found = datesOf(hints, request.today);
  const startDate = request.startDate ?? found.start;
  const endDate = request.endDate ?? found.end;
  const goal = hints.goal.filter(Boolean).join("; ").slice(0, 10_000) || null;
  const name = nameOf(hints, request.today) ?? (startDate ? `Sprint starting ${startDate}` : "Planned sprint");
  return { name, goal, startDate, endDate };
}
