// Reads a task line's markers (priority, points, due date, assignee, links, what it waits for) and
// takes them out of its title.
import { type DateFrame, addDays, isRealDate, nextDayOfMonth, parseDate } from "./dates.js";
import type { Priority } from "./plan-labels.js";
import { PRIORITY_RANK, PW, priorityOf } from "./plan-priority.js";
import { capitalise, dropTrailing } from "./plan-text.js";
import { VERBS, looksLikeName } from "./plan-words.js";

export interface MarkerContext {
  /** Relative dates ("Friday", "tomorrow") count from the sprint; year-less ones land nearest it. */
  dates: DateFrame;
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
  /** Hashtags that close the line ("#backend"), without the "#", in order. */
  labels: string[];
  /** Problems worth a warning, as sentences the caller locates ("… (line 4)."). */
  notes: string[];
  /** What the line says it waits for ("after X", "once X is done", "depends on X", "blocked by X"): each X as written. */
  after: Array<{ phrase: string; target: string }>;
  /** The line starts with "then" ("then deploy it"): it waits for the item before it. */
  then: boolean;
  /** The title with the `after` phrases left in: the one to keep when one names no task of the plan. */
  titleWithAfter: string;
}

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const WEEKDAY = "(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\\.?";
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";
const WEEKDAY_ONLY = new RegExp(`^${WEEKDAY}$`);
const FULL_WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const DATE_PHRASE = [
  "\\d{4}-\\d{2}-\\d{2}",
  `(?:(?:this|next)\\s+)?${WEEKDAY}(?:,?\\s+${MONTH}\\s+${DAY}|,?\\s+${DAY}\\s+${MONTH}|,?\\s+\\d{1,2}[/.]\\d{1,2}\\.?)?`,
  `${MONTH}\\s+${DAY}(?:,?\\s+\\d{4})?`,
  `(?:the\\s+)?${DAY}\\.?\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?`,
  "\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?",
  "\\d{1,2}\\.\\d{1,2}\\.(?:\\d{4})?",
  "(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)",
  "tomorrow|today|tonight|eod|eow|next\\s+week",
  "(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:next\\s+)?(?:day|week|month|sprint|iteration)",
  "in\\s+(?:\\d{1,2}|a|an|one|two|three|four|five|six|ten)\\s+(?:days?|weeks?)",
].join("|");
// Bounded, as names and addresses are short: a long run of letters and dashes is not re-read at every dash.
const NAME = "[\\p{L}][\\p{L}'’.-]{0,40}";
const EMAIL = "[\\w.+-]{1,64}@[\\w-]{1,63}(?:\\.[\\w-]{1,63}){1,8}";
const POINTS = "\\d+(?:\\.\\d+)?";
const WAITS = "after|depends\\s+on|depending\\s+on|dependent\\s+on|blocked\\s+by";
const DONE = "\\s+(?:is|are|has\\s+been|have\\s+been|gets?)\\s+(?:done|finished|complete|completed|merged|shipped|deployed|live|ready|in)";
const LEADING_THEN = /^\s*(?:(?:and\s+)?then\b|after\s+(?:that|this)\b|afterwards?\b)[\s,:]*/i;
// "(after X)", "(depends on X)" anywhere; "After X, …" or "Once X is done, …" leading the line;
// "… after X", "… blocked by X", "… once X is done" closing it. Bounded, as a title is short.
const WAITS_BRACKETED = new RegExp(`[[(]\\s*(?:(?:${WAITS})\\s*:?\\s+([^()[\\]]{1,200}?)|once\\s+([^()[\\]]{1,200}?)(?:${DONE})?)\\s*[)\\]]`, "gi");
const WAITS_LEADING = new RegExp(`^\\s*(?:after\\s+([^,]{1,200}?)|once\\s+([^,]{1,200}?)(?:${DONE})?)\\s*,\\s*(?=\\S)`, "i");
const WAITS_CLOSING = new RegExp(`(?:^|[\\s,;:–—-])\\s*(?:(?:${WAITS})\\s*:?\\s+(.{1,200}?)|once\\s+(.{1,200}?)${DONE})\\s*[.!]?\\s*$`, "i");

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
  readonly labels: string[] = [];
  readonly notes: string[] = [];
  readonly after: Array<{ phrase: string; target: string }> = [];
  then = false;

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

  /**
   * Reads a due date; false when the phrase is not one after all, so it stays in the title. A
   * `deadline` ("by Monday", "due Monday") on the weekday counted from is the one a week on.
   */
  setDue(phrase: string | undefined, deadline = false): boolean {
    const due = this.dueOf((phrase ?? "").trim(), deadline);
    if (due === false) return false;
    if (due !== null) this.dueDate ??= due;
    return true;
  }

  dueOf(phrase: string, deadline: boolean): string | null | false {
    const lower = phrase.toLowerCase().replace(/\s+/g, " ").replace(/^the /, "");
    if (/^\d{4}-\d{2}-\d{2}$/.test(lower)) {
      if (isRealDate(lower)) return lower;
      this.notes.push(`Ignored the date ${phrase}: there is no such day`);
      return null;
    }
    const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(lower)?.[1];
    if (ordinal !== undefined) return nextDayOfMonth(Number(ordinal), this.ctx.dates.from) ?? false;
    if (/^end of (?:the )?(?:sprint|iteration)$/.test(lower)) {
      if (this.ctx.sprintEnd === null) this.notes.push(`'${phrase}' needs the sprint's end date, which is not known: no due date set`);
      return this.ctx.sprintEnd;
    }
    const words = lower
      .replace(/^(?:eod|tonight|end of (?:the )?day)$/, "today")
      .replace(/^(?:eow|end of (?:the )?week)$/, "friday")
      .replace(/^end of (?:the )?next week$/, "next friday")
      .replace(/^next week$/, "next monday")
      .replace(/^in (?:a|an) (day|week)$/, "in 1 $1");
    const due = parseDate(words, this.ctx.dates);
    if (due === undefined) return false;
    // Nobody writes "by Monday" for the Monday they count from: it is the one a week on.
    return deadline && due === this.ctx.dates.from && WEEKDAY_ONLY.test(lower) ? addDays(due, 7) : due;
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
    text = this.readDueDates(this.readTags(text));
    text = this.readPriorities(text);
    text = tidyBrackets(this.readPoints(text));
    text = this.readAssignees(text);
    text = strip(text, /[[(]\s*(\d{1,3}(?:\.\d+)?)\s*[\])]/g, ([n]) => this.setPoints(n));
    const withAfter = this.readThen(text);
    let title = tidyTitle(this.readAfter(withAfter));
    // "After lunch" alone names what to do, not what it waits for.
    if (title === "") {
      this.after.length = 0;
      title = tidyTitle(withAfter);
    }
    return {
      title,
      titleWithAfter: tidyTitle(withAfter),
      after: this.after,
      then: this.then,
      priority: this.priority,
      points: this.points,
      dueDate: this.dueDate,
      names: this.names,
      links: this.links,
      labels: this.labels,
      notes: this.notes,
    };
  }

  readThen(text: string): string {
    return strip(text, LEADING_THEN, () => {
      this.then = true;
    });
  }

  /**
   * What the line waits for, in the order written; "after Friday" is a date, not a task. Read
   * once every other marker is out, so the words left name the task waited for.
   */
  readAfter(text: string): string {
    const take = (phrase: string, target: string | undefined): string | false => {
      const named = (target ?? "").trim();
      if (named === "" || parseDate(named, this.ctx.dates) !== undefined) return false;
      this.after.push({ phrase: phrase.trim().replace(/^[\s,;:–—([-]+|[\s)\].!]+$/g, ""), target: named });
      return " ";
    };
    text = text.replace(WAITS_BRACKETED, (phrase: string, a?: string, b?: string) => {
      const taken = take(phrase, a ?? b);
      return taken === false ? phrase : taken;
    });
    text = text.replace(WAITS_LEADING, (phrase: string, a?: string, b?: string) => {
      const taken = take(phrase, a ?? b);
      return taken === false ? phrase : taken;
    });
    return text.replace(WAITS_CLOSING, (phrase: string, a?: string, b?: string) => {
      const taken = take(phrase, a ?? b);
      return taken === false ? phrase : taken;
    });
  }

  /**
   * Hashtags closing a line ("… #backend #p1") leave the title: a priority among them ("#urgent",
   * "#p1") sets the priority, the others are the activity's labels, in the order written.
   */
  readTags(text: string): string {
    let out = text.trimEnd();
    const tags: string[] = [];
    for (;;) {
      const cut = out.lastIndexOf(" ");
      const tag = /^#([\p{L}][\p{L}\p{N}_-]*)$/u.exec(out.slice(cut + 1))?.[1];
      if (cut < 0 || tag === undefined) break;
      if (priorityOf(tag) === null) tags.unshift(tag);
      else this.setPriority(tag);
      out = out.slice(0, cut).trimEnd();
    }
    this.labels.push(...tags);
    return out;
  }

  readDueDates(text: string): string {
    const prefixed = new RegExp(`(?<![\\w-])(due(?:\\s+(?:on|by|date))?|by|before|until|till|deadline|on|for)\\s*:?\\s*(${DATE_PHRASE})(?![\\w'’-])`, "gi");
    text = strip(text, prefixed, ([prefix = "", phrase]) => (this.setDue(phrase, !/on$|^for$/i.test(prefix)) ? " " : false));
    text = strip(text, /(?<![\w-])(\d{4}-\d{2}-\d{2})(?![\w-])/g, ([date]) => (this.setDue(date) ? " " : false));
    // Bare, only as written in running text: "the Today view" is a name, not a date.
    text = strip(text, /(?<![\w-])(tomorrow|today|tonight|[Ee][Oo][DdWw]|(?:the )?end of (?:the )?(?:next )?(?:day|week|sprint|iteration))(?![\w'’-])/g, ([phrase]) =>
      this.setDue(phrase) ? " " : false,
    );
    text = strip(text, /(?<![\w-])((?:this|next) (?:mon|tues|wednes|thurs|fri|satur|sun)day|in (?:\d{1,2}|a|an|one|two|three|four|five|six|ten) (?:days?|weeks?))(?![\w'’-])/gi, ([phrase]) =>
      this.setDue(phrase) ? " " : false,
    );
    // A date with a month name or a weekday closing the line ("Launch Jan 5", "Demo Friday") is
    // when it is due; numbers alone ("3/4", "2.4.") could as well be ratios or versions, and "after
    // Friday" is when it may start.
    return strip(text, new RegExp(`(?<!\\bafter)(?:^|[\\s,(–—-])\\s*(${MONTH}\\s+${DAY}|${DAY}\\.?\\s+(?:of\\s+)?${MONTH}|${FULL_WEEKDAY})\\)?\\s*$`, "i"), ([phrase]) =>
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
    // "Tom to add a timeout": who takes an action on, a member or not (then a warning says so).
    const lead = new RegExp(`^\\s*(@?${NAME}(?:\\s+${NAME})?)\\s*(?::|\\s[-–—]|\\s+(to|will|should|must|needs? to|is going to|can))\\s+(?=(\\p{L}+))`, "u");
    text = strip(text, lead, ([capture = "", owning, next = ""]) => {
      const taken = this.takeOneOrTwoWords(capture, false);
      if (taken !== false || owning === undefined || owning === "can" || !looksLikeName(capture) || !VERBS.has(next.toLowerCase())) return taken;
      return this.takeName(capture, true) && " ";
    });
    // Notes write "Bob investigate the lock": a member's name straight before a verb names who does it.
    text = strip(text, new RegExp(`^\\s*(@?${NAME})(?:\\s+(${NAME}))?\\s+(\\p{L}+)(?![\\p{L}'’-])`, "u"), ([first = "", second, third = ""]) => {
      if (second !== undefined && VERBS.has(third.toLowerCase()) && this.takeName(`${first} ${second}`, false)) return ` ${third}`;
      if (VERBS.has((second ?? third).toLowerCase()) && this.takeName(first, false)) return ` ${second ?? ""} ${third}`;
      return false;
    });
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
    return strip(text, new RegExp(`\\s*[,;\\-–—]\\s*(${NAME}(?:\\s+${NAME})?)[\\s,;\\-–—]*$`, "u"), ([capture]) => this.takeName(capture ?? "", false) && " ");
  }
}

export function extractMarkers(line: string, ctx: MarkerContext): Markers {
  return new MarkerReader(ctx).read(line);
}

/** A table's due-date cell, read like "due …" on a line; a cell that is no date is a note. */
export function dueDateOfCell(cell: string, ctx: MarkerContext): { dueDate: string | null; notes: string[] } {
  const reader = new MarkerReader(ctx);
  if (!reader.setDue(cell, true)) reader.notes.push(`Could not read the due date '${cell}'`);
  return { dueDate: reader.dueDate, notes: reader.notes };
}

/** A table's points cell ("5", "5 pts"). */
export function pointsOfCell(cell: string): { points: number | null; notes: string[] } {
  const read = pointsFrom(cell.replace(/\s*(?:pts?|points?|sp)$/i, "").trim());
  return "note" in read ? { points: null, notes: [read.note] } : { points: read.points, notes: [] };
}
