// Dates in plain words, through chrono-node, always as YYYY-MM-DD calendar dates (never shifted by
// the server's time zone).
import * as chrono from "chrono-node";

export function isoOf(components: chrono.ParsedComponents): string {
  const y = components.get("year") ?? 1970;
  const m = components.get("month") ?? 1;
  const d = components.get("day") ?? 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** chrono's reference instant for a calendar date: noon, so no time zone can move it a day. */
function reference(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/** The first date in `text`, read forward from `from` ("Friday" is the next Friday). */
export function parseDate(text: string, from: string): string | undefined {
  const [result] = chrono.parse(text, reference(from), { forwardDate: true });
  return result ? isoOf(result.start) : undefined;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** A date range in `text`: "Nov 24 – Dec 5", "2026-11-24 to 2026-12-05", "two weeks from Monday". */
export function parseRange(text: string, from: string): { start: string; end: string } | undefined {
  const weeks = /\b(one|two|three|four|five|six|\d)\s+weeks?\s+(?:from|starting(?:\s+on)?|beginning)\s+(.+)$/i.exec(text);
  if (weeks?.[1] && weeks[2]) {
    let start = parseDate(weeks[2], from);
    // "from Monday" said on a Monday means the coming one, not today.
    if (start === from && /day\b/i.test(weeks[2])) start = addDays(start, 7);
    const n = NUMBER_WORDS[weeks[1].toLowerCase()] ?? Number(weeks[1]);
    if (start) return { start, end: addDays(start, n * 7 - 1) };
  }
  const [result] = chrono.parse(text.replace(/[–—]/g, "-"), reference(from), { forwardDate: true });
  if (!result?.end) return undefined;
  const start = isoOf(result.start);
  let end = isoOf(result.end);
  // "Dec 28 - Jan 8" crosses a year that chrono may not carry over.
  if (end < start) end = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
  return { start, end };
}
