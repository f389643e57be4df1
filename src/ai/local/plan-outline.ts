// Walks classified lines into items (with descriptions) and the hints that name and date the sprint.
import { firstDateIndex } from "./dates.js";
import { type Classified, type LabelKind, type Priority, type Section, type TextLine, classifyLines, stripDecoration, stripEmphasis } from "./plan-lines.js";
import { type Columns, type TableRow, tableItems } from "./plan-tables.js";

export interface RawItem {
  no: number;
  text: string;
  details: string[];
  /** The priority of the section the item is in ("Nice to have"), or of its label ("Must have: …"). */
  priority?: Priority;
  columns?: Columns;
}

type DateHintKind = "range" | "start" | "end" | "span";

export interface SprintHints {
  /** Candidate names; the lowest rank wins (sprint line, heading, email subject, first line). */
  names: Array<{ rank: number; text: string }>;
  goal: string[];
  dates: Array<{ kind: DateHintKind; text: string }>;
}

export interface Outline {
  items: RawItem[];
  hints: SprintHints;
}

// Verbs a task line starts with. A line of prose rarely does; a to-do list nearly always.
const VERBS = new Set(
  `add adjust align analyse analyze announce approve archive ask assign audit automate backfill benchmark block book
break bring build bump buy calculate call cancel capture chase check circulate clarify clean cleanup clear close
collect compare compile complete configure confirm connect consolidate contact coordinate cover create cut debug
decide define delegate delete deploy deprecate design disable discuss distribute document double-check draft drop edit
email enable ensure escalate estimate evaluate expand explore export extract fetch file fill finalise finalize find
finish fix flag follow gather get give grab groom hand handle hire hook implement import improve install integrate
interview introduce investigate invite invoice kick kill label land launch load localise localize lock log look make
map mark measure meet mention merge message migrate mock monitor move nail negotiate notify nudge onboard open
order organise organize outline own pair patch pay pick pilot pin ping pitch plan polish port post prepare present
print prioritise prioritize profile proofread prototype publish pull purge push put raise reach read reassign rebuild
record reduce refactor refine refresh reindex release remind remove rename renew reorganise reorganize repair replace
reply reproduce request research reset resolve respond restore restructure retire revert review revisit rewrite roll
rotate run schedule scope secure send set setup share ship shorten sign simplify sketch sort spec specify speed spike
split start stop submit summarise summarize sunset support switch sync tag talk teach test text ticket tidy track
train translate triage trim try tune turn unblock unify uninstall unlock update upgrade upload validate verify walk
watch weigh wire wireframe wrap write`.split(/\s+/),
);
const NOT_A_NAME = /^(?:we|i|you|they|he|she|it|someone|everyone|somebody|nobody|this|that|there)$/i;
const ISSUE_KEY = /^[A-Z][A-Z0-9]{1,9}-\d+\b/;
// A lone imperative line is a task only when it also carries a marker.
const MARKER_HINT = /(?:^|\s)@[\p{L}\p{N}]|(?<![\w-])P[0-3](?![\w-])|\d\s*(?:pts?|points?|sp)(?![\w])|\[(?:high|low|medium|critical|urgent)\]|!!|\b(?:due|by|assign(?:ed)? to|owner:)\s/iu;
const GENERIC_TITLE =
  /^(?:(?:hi|hello|hey|dear)(?:\s+\p{L}+)?|(?:(?:team|weekly|daily|sprint|planning|meeting|quick|standup|stand-up|retro)\s+)*(?:notes|minutes|agenda|standup|stand-up|sync|retro|retrospective|planning|update|meeting|todo|tasks|backlog|action items))$/iu;
const DATE_WORDS = /\b(?:sprint|iteration|runs?|running|dates?|from|between|starts?|starting|begins?|kicks? off|ends?|ending)\b/i;

/** "Meeting notes", "Hi team", "Standup": words that head a text without naming a sprint. */
export function isGenericTitle(text: string): boolean {
  return GENERIC_TITLE.test(text.trim());
}

function firstWord(text: string): string {
  return (/^[\p{L}'-]+/u.exec(text)?.[0] ?? "").toLowerCase();
}

/** "Bob to fix…", "Alice: review…", "[HIGH] Fix…", "PROJ-3 Fix…": the words a task would start with. */
function isTaskLike(text: string): boolean {
  const plain = stripEmphasis(stripDecoration(text));
  if (ISSUE_KEY.test(plain.replace(/^\[/, ""))) return true;
  const bare = plain
    .replace(/^(?:\[[^\]]*\]|\([^)]*\)|P[0-3]\b|urgent\b|critical\b)[\s:!-]*/i, "")
    .replace(/^(?:please|pls|need to|needs to)\s+/i, "")
    .trim();
  const lead = /^@?([\p{L}'.-]+)(?:\s+[\p{L}'.-]+)?\s*(?::|\s[-–—]|\s+(?:to|will|should|must|needs? to|is going to))\s+(.*)$/u.exec(bare);
  const rest = lead?.[1] && !NOT_A_NAME.test(lead[1]) ? (lead[2] ?? "") : bare;
  return VERBS.has(firstWord(rest)) || (rest !== bare && VERBS.has(firstWord(bare)));
}

/** Prose even inside a task section: a sentence that does not start with a verb, or a long one. */
function isProse(text: string): boolean {
  return text.length > 200 || /[:?]$/.test(text) || (/\.$/.test(text) && !isTaskLike(text));
}

function isTitleLike(text: string): boolean {
  const plain = stripEmphasis(stripDecoration(text)).trim();
  return plain.length <= 80 && plain.split(/\s+/).length <= 8 && !/[:,.?!;]$/.test(plain) && !plain.includes("@") && !isTaskLike(plain);
}

/** Bullet glyphs made "-", so descriptions read the same whatever the list was written with. */
function detailText(text: string): string {
  return text.replace(/^(?:[*+•◦▪▫‣⁃●○■□➢➤►▶–—·])\s+/, "- ");
}

interface SectionState {
  kind: Section | "neutral";
  /** A heading's section runs to the next heading; a label's, to the blank line after its content. */
  fromHeading: boolean;
  filled: boolean;
  priority?: Priority;
}

interface Open {
  indent: number;
  /** Where indented lines go; absent when the item was left out (a skipped section). */
  details?: Array<{ indent: number; text: string }>;
  gap: boolean;
}

class OutlineReader {
  readonly items: Array<RawItem & { rawDetails: Array<{ indent: number; text: string }> }> = [];
  readonly hints: SprintHints = { names: [], goal: [], dates: [] };
  private headingSection: SectionState = { kind: "neutral", fromHeading: true, filled: false };
  private section: SectionState = { kind: "neutral", fromHeading: true, filled: false };
  private open: Open | undefined;
  private headingSeen = false;
  private paragraph: Array<TextLine & { text: string }> = [];
  private table: TableRow[] = [];
  private readonly firstContent: number | undefined;

  constructor(
    private readonly lines: Classified[],
    private readonly today: string,
  ) {
    this.firstContent = lines.find((c) => c.kind !== "blank" && c.kind !== "noise")?.line.no;
  }

  read(): Outline {
    for (const c of this.lines) this.take(c);
    this.closeAll();
    const items = this.items.map(({ rawDetails, ...item }) => ({ ...item, details: indentRelative(rawDetails) }));
    return { items, hints: this.hints };
  }

  private take(c: Classified): void {
    switch (c.kind) {
      case "blank":
        return this.blank();
      case "noise":
        return this.closeAll();
      case "rule":
        return;
      case "row":
        this.closeOpen();
        this.flushParagraph();
        this.table.push({ no: c.line.no, cells: c.cells });
        return;
      case "heading":
      case "sprint":
      case "subject":
        this.closeAll();
        if (c.kind === "heading") this.setSection({ kind: "neutral", fromHeading: true, filled: false });
        // A document's title is its first heading; later ones name its parts.
        if (c.kind !== "heading" || !this.headingSeen) this.nameCandidate(c.kind === "sprint" ? 0 : c.kind === "heading" ? 1 : 2, c.text);
        this.headingSeen ||= this.isHeadingLine(c.line);
        this.hints.dates.push({ kind: "range", text: c.text });
        return;
      case "label":
        this.closeAll();
        this.headingSeen ||= this.isHeadingLine(c.line);
        return this.label(c.label, c.rest, c.line, c.priority);
      case "item":
        return this.item(c.line, c.text, c.priority);
      case "struck":
        if (!this.takeDetail(c.line, c.line.text)) this.skipItem(c.line);
        return;
      case "plain":
        return this.plain(c.line, c.text);
    }
  }

  private blank(): void {
    this.flushParagraph();
    this.flushTable();
    if (this.open) this.open.gap = true;
    const { kind, fromHeading, filled } = this.section;
    if (!filled || (fromHeading && kind !== "goal")) return;
    this.section = kind === "goal" && fromHeading ? { kind: "neutral", fromHeading: true, filled: false } : { ...this.headingSection, filled: false };
  }

  /** A goal section ends with its first paragraph, so the heading's section after it is neutral. */
  private setSection(section: SectionState): void {
    if (section.fromHeading) this.headingSection = section.kind === "goal" ? { ...section, kind: "neutral" } : section;
    this.section = section;
  }

  private label(label: LabelKind, rest: string, line: TextLine, priority: Priority | undefined): void {
    if (label === "tasks" || label === "notes" || label === "skip" || (label === "goal" && rest === "")) {
      this.setSection({ kind: label, fromHeading: this.isHeadingLine(line), filled: false, priority });
    } else if (label === "goal") {
      this.hints.goal.push(stripEmphasis(rest));
    } else if (label === "name") {
      this.nameCandidate(0, /^\d+$/.test(rest) ? `Sprint ${rest}` : rest);
      this.hints.dates.push({ kind: "range", text: rest });
    } else if (rest !== "") {
      this.hints.dates.push({ kind: label === "dates" ? "range" : label, text: rest });
    }
  }

  private isHeadingLine(line: TextLine): boolean {
    return /^#{1,6}\s/.test(line.text);
  }

  /** In a notes section ("Discussion"), only an item that reads as a task is one. */
  private item(line: TextLine, text: string, priority: Priority | undefined): void {
    if (this.takeDetail(line, line.text)) return;
    const { kind } = this.section;
    if (kind === "skip" || (kind === "notes" && !isTaskLike(text))) return this.skipItem(line);
    this.closeAll();
    this.section.filled = true;
    if (kind === "goal") {
      this.hints.goal.push(stripEmphasis(text));
      this.open = { indent: line.indent, gap: false };
    } else {
      this.addItem(line, text, priority);
    }
  }

  /** An item left out, with the lines indented under it. */
  private skipItem(line: TextLine): void {
    this.closeAll();
    this.section.filled = true;
    this.open = { indent: line.indent, gap: false };
  }

  private plain(line: TextLine, text: string): void {
    if (this.takeDetail(line, text)) return;
    this.closeOpen();
    this.flushTable();
    this.paragraph.push({ ...line, text });
  }

  /** An indented line under an open item belongs to it (a blank line between does not end it). */
  private takeDetail(line: TextLine, text: string): boolean {
    const open = this.open;
    if (!open || line.indent <= open.indent) return false;
    if (open.details && open.gap && open.details.length > 0) open.details.push({ indent: line.indent, text: "" });
    open.details?.push({ indent: line.indent, text: detailText(text) });
    open.gap = false;
    return true;
  }

  private addItem(line: TextLine, text: string, priority?: Priority): void {
    const rawDetails: Array<{ indent: number; text: string }> = [];
    this.items.push({ no: line.no, text, details: [], rawDetails, priority: priority ?? this.section.priority });
    this.open = { indent: line.indent, details: rawDetails, gap: false };
  }

  private nameCandidate(rank: number, text: string): void {
    if (text.trim() !== "") this.hints.names.push({ rank, text });
  }

  private closeOpen(): void {
    this.open = undefined;
  }

  private closeAll(): void {
    this.closeOpen();
    this.flushParagraph();
    this.flushTable();
  }

  private flushTable(): void {
    for (const row of tableItems(this.table)) {
      this.items.push({ no: row.no, text: row.text, details: [], rawDetails: [], columns: row.columns });
    }
    this.table = [];
  }

  private flushParagraph(): void {
    const lines = this.paragraph;
    this.paragraph = [];
    if (lines.length === 0) return;
    this.section.filled = true;
    const { kind } = this.section;
    if (kind === "skip") return;
    if (kind === "goal") {
      this.hints.goal.push(lines.map((l) => stripEmphasis(l.text)).join(" "));
      return;
    }
    const rest = lines.filter((l) => !this.takeAsSprintLine(l));
    const heads = rest.filter((l, i) => i === 0 || l.indent <= (rest[0]?.indent ?? 0));
    const listish = kind === "tasks" ? heads.every((l) => !isProse(l.text)) : isListish(heads.map((l) => l.text));
    if (listish) this.paragraphItems(rest);
  }

  /** The first line, a title above a list, or a line that gives the sprint's dates: not a task. */
  private takeAsSprintLine(line: TextLine & { text: string }): boolean {
    if (isTaskLike(line.text)) return false;
    if (line.no === this.firstContent && isTitleLike(line.text)) {
      this.nameCandidate(3, line.text);
      return true;
    }
    const dated = firstDateIndex(line.text, this.today) >= 0 && (line.text.length <= 40 || DATE_WORDS.test(line.text));
    if (dated) this.hints.dates.push({ kind: "range", text: line.text });
    return dated;
  }

  /** Each line at the paragraph's indent is a task; lines indented further are its description. */
  private paragraphItems(lines: Array<TextLine & { text: string }>): void {
    const base = lines[0]?.indent ?? 0;
    for (const line of lines) {
      if (this.open && line.indent > base) this.takeDetail(line, line.text);
      else this.addItem(line, stripDecoration(line.text));
    }
    this.closeOpen();
  }
}

/** Two or more short task-like lines make a list; one makes a task only with a marker on it. */
function isListish(lines: string[]): boolean {
  if (lines.length === 0) return false;
  if (lines.length === 1) return isTaskLike(lines[0] ?? "") && (ISSUE_KEY.test(lines[0] ?? "") || MARKER_HINT.test(lines[0] ?? ""));
  return lines.every((l) => l.length <= 160 && isTaskLike(l));
}

/** Description lines with their indentation kept relative to the least-indented one. */
function indentRelative(details: Array<{ indent: number; text: string }>): string[] {
  const least = Math.min(...details.filter((d) => d.text !== "").map((d) => d.indent));
  return details.map((d) => (d.text === "" ? "" : `${" ".repeat(d.indent - least)}${d.text}`));
}

export function readOutline(text: string, today: string): Outline {
  return new OutlineReader(classifyLines(text), today).read();
}
