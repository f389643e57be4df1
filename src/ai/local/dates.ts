// Dates in plain words (chrono-node) as YYYY-MM-DD calendar dates, never shifted by a time zone.
// Only the English locale (the one parse() reads): the package's index loads every locale, 266
// modules, 3 MB more heap and ~12 MB more RSS for nothing.
import * as chrono from "chrono-node/en";

/**
 * Where a date in the text is read from: relative words ("Friday", "in 3 days") count from `from`;
 * a date written without a year takes the year that puts it nearest the window `start`–`end` (the
 * sprint's dates, or just `from`).
 */
export interface DateFrame {
  from: string;
  start?: string | null;
  end?: string | null;
}

type Frame = DateFrame | string;
type Window = { from: string; start: string; end: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DOTTED_DAY_MONTH = /\b(\d{1,2})\.(\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)/gi;

function frameOf(frame: Frame): Window {
  const f = typeof frame === "string" ? { from: frame } : frame;
  const start = f.start ?? f.from;
  return { from: f.from, start, end: f.end ?? start };
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/** True for a YYYY-MM-DD string that names a real day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(date);
}

/** How many days `date` lies outside the window (0 inside it). */
function distance(date: string, frame: Window): number {
  if (date < frame.start) return dayNumber(frame.start) - dayNumber(date);
  return date > frame.end ? dayNumber(date) - dayNumber(frame.end) : 0;
}

/** A month and day without a year, in the year nearest the window; a later year on a tie. */
function nearestYear(month: number, day: number, frame: Window): string | undefined {
  const year = Number(frame.start.slice(0, 4));
  const candidates = [year + 1, year, year - 1].map((y) => iso(y, month, day)).filter(isRealDate);
  return candidates.reduce<string | undefined>((best, c) => (best === undefined || distance(c, frame) < distance(best, frame) ? c : best), undefined);
}

/**
 * "3/12" is the 12th of March in the US and the 3rd of December elsewhere: when both readings are
 * real days, the one nearer the sprint is meant (the US reading on a tie).
 */
function slashDate(text: string, frame: Window): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const [a, b] = [Number(match[1]), Number(match[2])];
  const readings = [a <= 12 ? nearestYear(a, b, frame) : undefined, b <= 12 ? nearestYear(b, a, frame) : undefined].filter((r) => r !== undefined);
  return readings.reduce<string | undefined>((best, r) => (best === undefined || distance(r, frame) < distance(best, frame) ? r : best), undefined);
}

function isoOf(result: { text: string; components: chrono.ParsedResult["start"] }, frame: Window): string {
  const c = result.components;
  const y = c.get("year") ?? 1970;
  const m = c.get("month") ?? 1;
  const d = c.get("day") ?? 1;
  if (c.isCertain("year") || !c.isCertain("month")) return iso(y, m, d);
  return slashDate(result.text, frame) ?? nearestYear(m, d, frame) ?? iso(y, m, d);
}

// chrono reads every date in what it is given; the dates that matter open a line, so a long line
// costs no more than a short one.
const READ_CHARS = 400;
// Every date chrono reads has a digit or one of these words: a line without any is not parsed at all.
const MAY_BE_DATED = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|day|today|tomorrow|tonight|week|month|year|now|noon|night|morning|evening|afternoon/i;

/** chrono's reference instant for a calendar date: noon, so no time zone can move it a day. */
function reference(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/**
 * chrono reads "30.11.2026" month-first and not "30.11." or "20. April" at all, but dotted dates
 * are day-first wherever they are written; and it only reads a plain hyphen as "to" between two
 * dates. Text before the first date keeps its length, so an index into the result is one into `text`.
 */
function normalise(text: string): string {
  return text
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (_, d: string, m: string, y: string) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`)
    .replace(/(?<![\w.])(\d{1,2})\.(\d{1,2})\.(?![\w.])/g, (all: string, d: string, m: string) => {
      const month = MONTHS[Number(m) - 1];
      return month && Number(d) >= 1 && Number(d) <= 31 ? `${d} ${month}` : all;
    })
    .replace(DOTTED_DAY_MONTH, "$1 $2")
    .replace(/[–—→]/g, "-")
    .replace(/[-=]>/g, " -");
}

function readable(text: string): string {
  return normalise(text.slice(0, READ_CHARS));
}

/**
 * Dates with a month ("Dec 3") are placed by their year; dates without one ("Friday", "next week")
 * are read forward, as nobody plans for last Friday.
 */
function parseAll(text: string, from: string): chrono.ParsedResult[] {
  if (!MAY_BE_DATED.test(text)) return [];
  const plain = readable(text);
  const nearest = chrono.parse(plain, reference(from));
  if (nearest.length === 0 || nearest[0]?.start.isCertain("month")) return nearest;
  return chrono.parse(plain, reference(from), { forwardDate: true });
}

/** The first date in `text`, read in `frame` (a plain date: relative to that day). */
export function parseDate(text: string, frame: Frame): string | undefined {
  const f = frameOf(frame);
  const [result] = parseAll(text, f.from);
  return result ? isoOf({ text: result.text, components: result.start }, f) : undefined;
}

/** "the 14th": the next 14th of a month, on or after `from` (chrono reads no day without a month). */
export function nextDayOfMonth(day: number, from: string): string | undefined {
  const [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const candidates = [iso(y, m, day), m === 12 ? iso(y + 1, 1, day) : iso(y, m + 1, day)];
  return candidates.find((c) => isRealDate(c) && c >= from);
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
export function parseStart(text: string, frame: Frame): string | undefined {
  const { from } = frameOf(frame);
  const start = parseDate(text, frame);
  return start === from && /day\b/i.test(text) ? addDays(from, 7) : start;
}

/** "two weeks from Monday", "starting Dec 1 for 10 days": a start and a length. */
function parseSpanRange(text: string, frame: Frame): { start: string; end: string } | undefined {
  const lead = new RegExp(`${SPAN.source}(?:\\s+sprint)?,?\\s+(?:from|starting(?:\\s+on)?|beginning(?:\\s+on)?|as of)\\s+(.+)$`, "i").exec(text);
  const trail = new RegExp(`(?:from|starting(?:\\s+on)?|beginning(?:\\s+on)?)\\s+(.+?),?\\s+for\\s+(?:${SPAN.source})`, "i").exec(text);
  const startText = lead?.[3] ?? trail?.[1];
  const days = parseSpan(text);
  const start = startText === undefined ? undefined : parseStart(startText, frame);
  return start && days ? { start, end: addDays(start, days - 1) } : undefined;
}

/**
 * A date range in `text`: "Nov 24 – Dec 5", "2026-11-24 to 2026-12-05", "28.12. – 8.1.", "two weeks
 * from Monday", "week of Jan 4". A range without years is placed as a whole, so "Dec 28 – Jan 8" crosses the new year.
 */
export function parseRange(text: string, frame: Frame): { start: string; end: string } | undefined {
  const spanned = parseSpanRange(text, frame);
  if (spanned) return spanned;
  const weekOf = /\bweek of\s+(.+)$/i.exec(text)?.[1];
  const weekStart = weekOf === undefined ? undefined : parseDate(weekOf, frame);
  if (weekStart) return { start: weekStart, end: addDays(weekStart, 6) };
  const f = frameOf(frame);
  const plain = readable(text);
  const results = parseAll(text, f.from);
  for (const [i, result] of results.entries()) {
    const next = results[i + 1];
    const joined = next && /^\s*(?:-|to|until|till|through|thru|and)\s*$/i.test(plain.slice(result.index + result.text.length, next.index));
    const endComponents = result.end ?? (joined ? next.start : undefined);
    if (!endComponents) continue;
    const start = isoOf({ text: result.text, components: result.start }, f);
    let end = iso(endComponents.get("year") ?? 1970, endComponents.get("month") ?? 1, endComponents.get("day") ?? 1);
    if (!endComponents.isCertain("year")) end = `${start.slice(0, 4)}${end.slice(4)}`;
    if (end < start && !endComponents.isCertain("year")) end = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
    return { start, end };
  }
  return undefined;
}

/** Where the first date or sprint length starts in `text` (for cutting it out of a name), or -1. */
export function firstDateIndex(text: string, from: string): number {
  const span = text.search(SPAN);
  const [result] = MAY_BE_DATED.test(text) ? chrono.parse(readable(text), reference(from)) : [];
  const found = [span, result?.index ?? -1].filter((i) => i >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
