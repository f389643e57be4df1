// Reads a task line's markers (priority, points, due date, assignee, links) and takes them out of its title.
import { isRealDate, parseDate } from "./dates.js";
import { type Priority, capitalise, dropTrailing } from "./plan-lines.js";

export interface MarkerContext {
  /** Relative dates ("Friday", "tomorrow") count from this day. */
  dateBase: string;
  sprintEnd: string | null;
  /** Whether a name means a team member (or several): only then are "for Ana" and "(Ana)" markers. */
  namesMember: (name: string) => boolean;
}

export interface Markers {
  title: string;
  priority: Priority | null;
  points: number | null;
  dueDate: string | null;
  /** Names and emails the line assigns to, in order; the caller matches them to members. */
  names: string[];
  links: string[];
  /** Problems worth a warning, as sentences the caller locates ("… (line 4)."). */
  notes: string[];
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
  highest: "CRITICAL",
  high: "HIGH",
  important: "HIGH",
  major: "HIGH",
  top: "HIGH",
  medium: "MEDIUM",
  med: "MEDIUM",
  normal: "MEDIUM",
  low: "LOW",
  lowest: "LOW",
  minor: "LOW",
  trivial: "LOW",
  "nice to have": "LOW",
};
const PRIORITY_RANK: Priority[] = ["LOW", "MEDIUM", "HIGH", "CRITICAL"];
const PW = "critical|urgent|blocker|asap|highest|high|important|major|medium|med|normal|lowest|low|minor|trivial|nice[\\s-]to[\\s-]have";

/** "High", "p1", "nice-to-have", "Highest" (Jira) → a priority; anything else → null. */
export function priorityOf(word: string): Priority | null {
  const key = word.toLowerCase().replace(/[\s-]+/g, " ").replace(/\s*prio(?:rity)?$/, "").trim();
  return PRIORITY_WORDS[/^[0-3]$/.test(key) ? `p${key}` : key] ?? null;
}

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const WEEKDAY = "(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\\.?";
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";
const DATE_PHRASE = [
  "\\d{4}-\\d{2}-\\d{2}",
  `(?:(?:this|next)\\s+)?${WEEKDAY}(?:,?\\s+${MONTH}\\s+${DAY}|,?\\s+${DAY}\\s+${MONTH})?`,
  `${MONTH}\\s+${DAY}(?:,?\\s+\\d{4})?`,
  `${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?`,
  "\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?",
  "tomorrow|today|tonight|eod|eow|next\\s+week",
  "(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:day|week|month|sprint|iteration)",
  "in\\s+\\d{1,2}\\s+(?:days?|weeks?)",
].join("|");
// Bounded, as names and addresses are short: a long run of letters and dashes is not re-read at every dash.
const NAME = "[\\p{L}][\\p{L}'’.-]{0,40}";
const EMAIL = "[\\w.+-]{1,64}@[\\w-]{1,63}(?:\\.[\\w-]{1,63}){1,8}";
const POINTS = "\\d+(?:\\.\\d+)?";

/**
 * Replaces every match of `pattern` in `text` by what `take` returns: a string, or a space when it
 * returns nothing; `false` leaves that match alone. Spaces left side by side are made one, so the
 * next pattern never meets a long run of them.
 */
function strip(text: string, pattern: RegExp, take: (groups: Array<string | undefined>) => string | false | void): string {
  const replaced = text.replace(pattern, (...args: unknown[]) => {
    const groups = args.slice(1, args.findIndex((a) => typeof a === "number")) as Array<string | undefined>;
    const result = take(groups);
    return result === false ? String(args[0]) : (result ?? " ");
  });
  return replaced.replace(/\s{2,}/g, " ");
}

/** Points are whole numbers from 0 to 100; anything else is a note saying so. */
function pointsFrom(raw: string): { points: number } | { note: string } {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? { points: n } : { note: `Ignored an estimate of ${raw} points: points are whole numbers from 0 to 100` };
}

/** Brackets a removed marker left empty, or with only a separator inside. */
function tidyBrackets(text: string): string {
  return text
    .replace(/([[(])\s*[,;]\s*/g, "$1")
    .replace(/\s*[,;]\s*([\])])/g, "$1")
    .replace(/[[({]\s*[)\]}]/g, " ");
}

/** The title that is left: separators tidied, a lone final period dropped, first letter capitalised. */
function tidyTitle(text: string): string {
  const tidy = tidyBrackets(text)
    .replace(/\s+/g, " ")
    .replace(/\s([,;:.!?)\]])/g, "$1")
    .replace(/([,;:])(?:\s?[,;:])+/g, "$1")
    .replace(/^[\s\-–—:;,|/>*]+/, "")
    .replace(/^(?:please|pls|need to|needs to)\s+/i, "")
    .trim();
  const trimmed = dropTrailing(tidy, /(?:\s?[-–—:;,|/([]|\s(?:and|or|&))+$/i).replace(/(?<![.])\.$/, "").trim();
  return capitalise(trimmed);
}

class MarkerReader {
  priority: Priority | null = null;
  points: number | null = null;
  dueDate: string | null = null;
  readonly names: string[] = [];
  readonly links: string[] = [];
  readonly notes: string[] = [];

  constructor(private readonly ctx: MarkerContext) {}

  /** The highest priority found wins: a line marked both "low" and "urgent" is urgent. */
  setPriority(word: string | undefined): void {
    const found = priorityOf(word ?? "");
    if (found && (this.priority === null || PRIORITY_RANK.indexOf(found) > PRIORITY_RANK.indexOf(this.priority))) this.priority = found;
  }

  setPoints(raw: string | undefined): void {
    const read = pointsFrom(raw ?? "");
    if ("note" in read) this.notes.push(read.note);
    else this.points ??= read.points;
  }

  /** Reads a due date; false when the phrase is not one after all, so it stays in the title. */
  setDue(phrase: string | undefined): boolean {
    const due = this.dueOf((phrase ?? "").trim());
    if (due === false) return false;
    if (due !== null) this.dueDate ??= due;
    return true;
  }

  dueOf(phrase: string): string | null | false {
    const lower = phrase.toLowerCase().replace(/\s+/g, " ").replace(/^the /, "");
    if (/^\d{4}-\d{2}-\d{2}$/.test(lower)) {
      if (isRealDate(lower)) return lower;
      this.notes.push(`Ignored the date ${phrase}: there is no such day`);
      return null;
    }
    if (/^end of (?:the )?(?:sprint|iteration)$/.test(lower)) {
      if (this.ctx.sprintEnd === null) this.notes.push(`'${phrase}' needs the sprint's end date, which is not known: no due date set`);
      return this.ctx.sprintEnd;
    }
    const words = lower
      .replace(/^(?:eod|tonight|end of (?:the )?day)$/, "today")
      .replace(/^(?:eow|end of (?:the )?week)$/, "friday")
      .replace(/^next week$/, "next monday");
    return parseDate(words, this.ctx.dateBase) ?? false;
  }

  /** A name is taken when it is an @mention or an email, or names a member; else it stays text. */
  takeName(name: string, always: boolean): boolean {
    if (!always && !this.ctx.namesMember(name)) return false;
    this.names.push(name.replace(/^@/, "").replace(/[.’']+$/, ""));
    return true;
  }

  /**
   * "Alice Martin" or, failing that, "Alice": what remains of a two-word capture goes back to the
   * title, unless `always` (after "assign to") and it looks like a surname.
   */
  takeOneOrTwoWords(capture: string, always: boolean): string | false {
    const [first = "", second, ...rest] = capture.split(/\s+/);
    if (capture.includes("@")) return this.takeName(capture, true) && " ";
    if (second !== undefined && this.takeName(capture, false)) return " ";
    if (this.takeName(first, false)) return ` ${[second, ...rest].join(" ")} `;
    if (!always) return false;
    if (second !== undefined && /^\p{Lu}/u.test(second)) return this.takeName(capture, true) && " ";
    return this.takeName(first, true) && ` ${[second, ...rest].join(" ")} `;
  }

  read(line: string): Markers {
    let text = strip(line.replace(/\s+/g, " "), /\[([^\]]{1,200})\]\((https?:\/\/[^)\s]{1,2000})\)/g, ([label, url]) => {
      this.links.push(url ?? "");
      return label ?? "";
    });
    text = this.readDueDates(text);
    text = this.readPriorities(text);
    text = tidyBrackets(this.readPoints(text));
    text = this.readAssignees(text);
    text = strip(text, /[[(]\s*(\d{1,3}(?:\.\d+)?)\s*[\])]/g, ([n]) => this.setPoints(n));
    return {
      title: tidyTitle(text),
      priority: this.priority,
      points: this.points,
      dueDate: this.dueDate,
      names: this.names,
      links: this.links,
      notes: this.notes,
    };
  }

  readDueDates(text: string): string {
    const prefixed = new RegExp(`(?<![\\w-])(?:due(?:\\s+(?:on|by|date))?|by|before|until|till|deadline|on|for)\\s*:?\\s*(${DATE_PHRASE})(?![\\w'’-])`, "gi");
    text = strip(text, prefixed, ([phrase]) => (this.setDue(phrase) ? " " : false));
    text = strip(text, /(?<![\w-])(\d{4}-\d{2}-\d{2})(?![\w-])/g, ([date]) => (this.setDue(date) ? " " : false));
    // Bare, only as written in running text: "the Today view" is a name, not a date.
    return strip(text, /(?<![\w-])(tomorrow|today|tonight|[Ee][Oo][DdWw]|(?:the )?end of (?:the )?(?:day|week|sprint|iteration))(?![\w'’-])/g, ([phrase]) =>
      this.setDue(phrase) ? " " : false,
    );
  }

  readPriorities(text: string): string {
    text = strip(text, /(?<![\w-])[Pp]([0-3])(?![\w-])/g, ([n]) => this.setPriority(`p${n}`));
    text = strip(text, new RegExp(`[[({]\\s*(${PW})(?:[\\s-]+prio(?:rity)?)?\\s*[\\])}]`, "gi"), ([word]) => this.setPriority(word));
    text = strip(text, new RegExp(`\\bprio(?:rity)?\\s*[:=]\\s*(${PW}|p?[0-3])(?![\\w-])`, "gi"), ([word]) => this.setPriority(word));
    text = strip(text, new RegExp(`(?<![\\w-])(${PW}|top)[\\s-]+prio(?:rity)?\\b`, "gi"), ([word]) => this.setPriority(word));
    text = strip(text, new RegExp(`^\\s*(${PW})\\s*(?::|!+|\\s[-–—])\\s*`, "i"), ([word]) => this.setPriority(word));
    text = strip(text, /(?<![\p{L}])(URGENT|CRITICAL|BLOCKER|IMPORTANT)(?![\p{L}])/gu, ([word]) => this.setPriority(word));
    text = strip(text, /(?<![\w-])(asap|nice[\s-]to[\s-]have)(?![\w-])/gi, ([word]) => this.setPriority(word));
    text = strip(text, new RegExp(`\\s*[,;|\\-–—]\\s*(${PW})[\\s!.]*(?=[,;|\\-–—]|$)`, "gi"), ([word]) => this.setPriority(word));
    text = strip(text, /(!{2,})/g, ([marks]) => this.setPriority((marks ?? "").length >= 3 ? "critical" : "high"));
    // Said inside a sentence ("fix the urgent login bug"), these words set the priority but stay.
    for (const word of text.match(/(?<![\p{L}-])(?:urgent|critical|blocker)(?![\p{L}-])/giu) ?? []) this.setPriority(word);
    return text;
  }

  readPoints(text: string): string {
    text = strip(text, new RegExp(`(?<![\\w.])(${POINTS})\\s*(?:pts?|points?|sp|story[\\s-]?points?)(?![\\w])`, "gi"), ([n]) => this.setPoints(n));
    text = strip(text, new RegExp(`\\b(?:sp|story[\\s-]?points?|estimated?|est\\.?|points?|pts|size)\\s*[:=]\\s*(${POINTS})(?![\\w.])`, "gi"), ([n]) => this.setPoints(n));
    return strip(text, new RegExp(`\\bestimated?\\s+(?:at\\s+)?(${POINTS})(?!\\s*(?:d|h|w|days?|hours?|weeks?)\\b)(?![\\w.])`, "gi"), ([n]) => this.setPoints(n));
  }

  readAssignees(text: string): string {
    text = strip(text, new RegExp(`^\\s*(@?${NAME}(?:\\s+${NAME})?)\\s*(?::|\\s[-–—]|\\s+(?:to|will|should|must|needs? to|is going to|can))\\s+`, "u"), ([capture]) =>
      this.takeOneOrTwoWords(capture ?? "", false),
    );
    text = strip(text, new RegExp(`\\b(?:assign(?:ed)?\\s+to|assignee\\s*:|owner\\s*:|owned\\s+by|owner\\s+is|who\\s*:)\\s*@?(${EMAIL}|${NAME}(?:\\s+${NAME})?)`, "giu"), ([capture]) =>
      this.takeOneOrTwoWords(capture ?? "", true),
    );
    text = strip(text, new RegExp(`(?<![\\w.+-])@(${EMAIL}|[\\p{L}\\p{N}._-]{0,64}[\\p{L}\\p{N}])`, "gu"), ([name]) => {
      this.takeName(name ?? "", true);
    });
    text = strip(text, new RegExp(`\\bfor\\s+(${EMAIL}|${NAME}(?:\\s+${NAME})?)`, "giu"), ([capture]) => this.takeOneOrTwoWords(capture ?? "", false));
    text = strip(text, /\(([^()]{1,80})\)/g, ([inside]) => {
      const parts = (inside ?? "").split(/\s*(?:[,&/]|\band\b)\s*/).filter(Boolean);
      if (parts.length === 0 || !parts.every((p) => p.includes("@") || this.ctx.namesMember(p))) return false;
      for (const part of parts) this.takeName(part, true);
    });
    return strip(text, new RegExp(`\\s*[,;\\-–—]\\s*(${NAME}(?:\\s+${NAME})?)\\s*$`, "u"), ([capture]) => this.takeName(capture ?? "", false) && " ");
  }
}

export function extractMarkers(line: string, ctx: MarkerContext): Markers {
  return new MarkerReader(ctx).read(line);
}

/** A table's due-date cell, read like "due …" on a line; a cell that is no date is a note. */
export function dueDateOfCell(cell: string, ctx: MarkerContext): { dueDate: string | null; notes: string[] } {
  const reader = new MarkerReader(ctx);
  if (!reader.setDue(cell)) reader.notes.push(`Could not read the due date '${cell}'`);
  return { dueDate: reader.dueDate, notes: reader.notes };
}

/** A table's points cell ("5", "5 pts"). */
export function pointsOfCell(cell: string): { points: number | null; notes: string[] } {
  const read = pointsFrom(cell.replace(/\s*(?:pts?|points?|sp)$/i, "").trim());
  return "note" in read ? { points: null, notes: [read.note] } : { points: read.points, notes: [] };
}
