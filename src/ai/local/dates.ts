// Dates in plain words (chrono-node) as YYYY-MM-DD calendar dates, never shifted by a time zone.
import * as chrono from "chrono-node";

function isoOf(components: chrono.ParsedComponents): string {
  const y = components.get("year") ?? 1970;
  const m = components.get("month") ?? 1;
  const d = components.get("day") ?? 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** True for a YYYY-MM-DD string that names a real day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(date);
}

/** chrono's reference instant for a calendar date: noon, so no time zone can move it a day. */
function reference(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/**
 * chrono reads "30.11.2026" month-first, but dotted dates are day-first wherever they are written;
 * and it only reads a plain hyphen as "to" between two dates. Text before the first date keeps its
 * length, so an index into the result is one into `text`.
 */
function normalise(text: string): string {
  return text
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (_, d: string, m: string, y: string) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`)
    .replace(/[–—→]/g, "-")
    .replace(/[-=]>/g, " -");
}

/**
 * Dates with a month ("Dec 3") take the year nearest `from`, so a date just past stays in this
 * year; dates without one ("Friday", "next week") are read forward, as nobody plans for last Friday.
 */
function parseAll(text: string, from: string): chrono.ParsedResult[] {
  const plain = normalise(text);
  const nearest = chrono.parse(plain, reference(from));
  if (nearest.length === 0 || nearest[0]?.start.isCertain("month")) return nearest;
  return chrono.parse(plain, reference(from), { forwardDate: true });
}

/** The first date in `text`, counted from `from`. */
export function parseDate(text: string, from: string): string | undefined {
  const [result] = parseAll(text, from);
  return result ? isoOf(result.start) : undefined;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };
const SPAN = /\b(one|two|three|four|five|six|ten|\d{1,2})[\s-]+(weeks?|days?)\b/i;

/** "two weeks" → 14, "10 days" → 10: the length of a sprint in days. */
export function parseSpan(text: string): number | undefined {
  const match = SPAN.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const n = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
  return /^w/i.test(match[2]) ? n * 7 : n;
}

/** A start named by a weekday, counted from `from`: "from Monday" said on a Monday means the next one. */
export function parseStart(text: string, from: string): string | undefined {
  const start = parseDate(text, from);
  return start === from && /day\b/i.test(text) ? addDays(from, 7) : start;
}

/** "two weeks from Monday", "starting Dec 1 for 10 days": a start and a length. */
function parseSpanRange(text: string, from: string): { start: string; end: string } | undefined {
  const lead = new RegExp(`${SPAN.source}(?:\\s+sprint)?,?\\s+(?:from|starting(?:\\s+on)?|beginning(?:\\s+on)?|as of)\\s+(.+)$`, "i").exec(text);
  const trail = new RegExp(`(?:from|starting(?:\\s+on)?|beginning(?:\\s+on)?)\\s+(.+?),?\\s+for\\s+(?:${SPAN.source})`, "i").exec(text);
  const startText = lead?.[3] ?? trail?.[1];
  const days = parseSpan(text);
  const start = startText === undefined ? undefined : parseStart(startText, from);
  return start && days ? { start, end: addDays(start, days - 1) } : undefined;
}

/** A date range in `text`: "Nov 24 – Dec 5", "2026-11-24 to 2026-12-05", "two weeks from Monday". */
export function parseRange(text: string, from: string): { start: string; end: string } | undefined {
  const spanned = parseSpanRange(text, from);
  if (spanned) return spanned;
  const results = parseAll(text, from);
  const plain = normalise(text);
  for (const [i, result] of results.entries()) {
    const next = results[i + 1];
    const joined = next && /^\s*(?:-|to|until|till|through|thru|and)\s*$/i.test(plain.slice(result.index + result.text.length, next.index));
    const endComponents = result.end ?? (joined ? next.start : undefined);
    if (!endComponents) continue;
    const start = isoOf(result.start);
    let end = isoOf(endComponents);
    // "Dec 28 - Jan 8" crosses a year that chrono may not carry over.
    if (end < start) end = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
    return { start, end };
  }
  return undefined;
}

/** Where the first date or sprint length starts in `text` (for cutting it out of a name), or -1. */
export function firstDateIndex(text: string, from: string): number {
  const span = text.search(SPAN);
  const [result] = chrono.parse(normalise(text), reference(from));
  const found = [span, result?.index ?? -1].filter((i) => i >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
