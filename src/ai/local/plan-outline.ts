// Walks classified lines into items (with descriptions and sub-items) and the hints that name and
// date the sprint.
import { firstDateIndex } from "./dates.js";
import type { LabelKind, Priority, Section } from "./plan-labels.js";
import { type Classified, type Mark, type TextLine, classifyLines } from "./plan-lines.js";
import { type Columns, type TableRow, tableItems } from "./plan-tables.js";
import { stripDecoration, stripEmphasis } from "./plan-text.js";
import { ISSUE_KEY, isAction, isListish, isProse, isSpeakerStatement, isTaskLike, isTitleLike } from "./plan-words.js";

export interface RawItem {
  no: number;
  text: string;
  details: string[];
  /** The priority of the section the item is in ("Nice to have"), or of its label ("Must have: …"). */
  priority?: Priority;
  columns?: Columns;
  /** The item it is a sub-item of (its index among the outline's items): a bullet indented under it. */
  parent?: number;
  /** A table row's keys (`Key`, `Issue id`), by which other rows name it. */
  keys?: string[];
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

const DATE_WORDS = /\b(?:sprint|iteration|runs?|running|dates?|from|between|starts?|starting|begins?|kicks? off|ends?|ending)\b/i;

/** Bullet glyphs made "-", so descriptions read the same whatever the list was written with. */
function detailText(text: string): string {
  return text.replace(/^(?:[*+•◦▪▫‣⁃●○■□➢➤►▶–—·→⇒]|->|=>)\s+/, "- ");
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
  /** Its index among the items, when it is an item: a bullet indented under it is its sub-item. */
  item?: number;
}

class OutlineReader {
  readonly items: Array<RawItem & { rawDetails: Array<{ indent: number; text: string }> }> = [];
  readonly hints: SprintHints = { names: [], goal: [], dates: [] };
  private headingSection: SectionState = { kind: "neutral", fromHeading: true, filled: false };
  private section: SectionState = { kind: "neutral", fromHeading: true, filled: false };
  /** The open item and the sub-items open under it, shallowest first. */
  private open: Open[] = [];
  private headingSeen = false;
  private paragraph: Array<TextLine & { text: string }> = [];
  private table: TableRow[] = [];
  private readonly firstContent: number | undefined;
  /** The index of the line being taken, for a look at the lines after it. */
  private at = 0;
  /** Whether the bullets indented under an item at an indent are its sub-items ("item:indent"), decided once. */
  private readonly subItemRuns = new Map<string, boolean>();

  constructor(
    private readonly lines: Classified[],
    /** The text records a meeting or a retro: its ticked boxes are done, and a line must read as work. */
    private readonly meeting: boolean,
    private readonly today: string,
    private readonly namesMember: (name: string) => boolean,
  ) {
    this.firstContent = lines.find((c) => c.kind !== "blank" && c.kind !== "noise")?.line.no;
  }

  read(): Outline {
    this.lines.forEach((c, i) => {
      this.at = i;
      this.take(c);
    });
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
        return this.item(c.line, c.text, c.priority, c.mark);
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
    for (const open of this.open) open.gap = true;
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

  /**
   * A bullet indented under an item is its sub-item when it is work and its run reads as tasks
   * (subItemsAt); else a line of its description. Under a goal line or an item left out, it goes
   * with it.
   */
  private item(line: TextLine, text: string, priority: Priority | undefined, mark: Mark | undefined): void {
    const parent = this.openOver(line);
    if (parent?.item !== undefined && parent.details && this.isWork(text, mark) && this.subItemsAt(parent, line)) {
      return this.addItem(line, text, priority, parent.item);
    }
    if (this.takeDetail(line, line.text)) return;
    if (this.section.kind !== "goal" && !this.isWork(text, mark)) return this.skipItem(line);
    this.closeAll();
    this.section.filled = true;
    if (this.section.kind === "goal") {
      this.hints.goal.push(stripEmphasis(text));
      this.open = [{ indent: line.indent, gap: false }];
    } else {
      this.addItem(line, text, priority);
    }
  }

  /**
   * Whether the bullets at `line`'s indent under `parent` are its sub-items: not nested under a line
   * of its description, and every one of the run reads as a task (a verb first, a box or to-do
   * marker, an issue key, or a capital first and no sentence); "- who changed what, when" and "-
   * keep 90 days" under an item are notes on it. The run is read ahead once, so this stays linear.
   */
  private subItemsAt(parent: Open, line: TextLine): boolean {
    const lastDetail = parent.details?.findLast((d) => d.text !== "");
    if (lastDetail !== undefined && lastDetail.indent < line.indent) return false;
    const key = `${parent.item}:${line.indent}`;
    const known = this.subItemRuns.get(key);
    if (known !== undefined) return known;
    let tasks = true;
    for (let i = this.at; i < this.lines.length; i++) {
      const c = this.lines[i] as Classified;
      if (c.kind === "blank" || c.line.indent > line.indent) continue;
      if (c.line.indent < line.indent) break;
      if (c.kind !== "item") continue;
      const plain = stripEmphasis(c.text).replace(/^(?:(?:and\s+)?then|afterwards?)\b[\s,:]*/i, "");
      const reads = c.mark === "open" || c.mark === "todo" || ISSUE_KEY.test(plain) || isTaskLike(plain) || /^\p{Lu}/u.test(plain);
      if (!reads || isProse(plain)) {
        tasks = false;
        break;
      }
    }
    this.subItemRuns.set(key, tasks);
    return tasks;
  }

  /**
   * Whether an item is work to plan. Nothing in a section that is not work ("Out of scope",
   * "Parking lot") is; elsewhere a to-do marker or an open box always is; in a notes section
   * ("Discussion", "What went well") only an action someone took on is; in the record of a meeting a
   * ticked box is done and a line outside a task list must read as a task; outside a task list, a
   * member's remark ("Bob Stone: the build is red") is not work.
   */
  private isWork(text: string, mark: Mark | undefined): boolean {
    const { kind } = this.section;
    if (kind === "skip") return false;
    if (mark === "todo" || mark === "open") return true;
    if (kind === "notes") return isAction(text, this.namesMember);
    if (this.meeting && (mark === "done" || (kind !== "tasks" && !isTaskLike(text)))) return false;
    return kind === "tasks" || !isSpeakerStatement(text, this.namesMember);
  }

  /** An item left out, with the lines indented under it. */
  private skipItem(line: TextLine): void {
    this.closeAll();
    this.section.filled = true;
    this.open = [{ indent: line.indent, gap: false }];
  }

  private plain(line: TextLine, text: string): void {
    if (this.takeDetail(line, text)) return;
    this.closeOpen();
    this.flushTable();
    this.paragraph.push({ ...line, text });
  }

  /**
   * The deepest open item `line` is indented under, if any: the sub-items it is not indented under
   * are closed (a blank line between does not close them).
   */
  private openOver(line: TextLine): Open | undefined {
    while (this.open.length > 0 && line.indent <= (this.open.at(-1)?.indent ?? 0)) this.open.pop();
    return this.open.at(-1);
  }

  /** An indented line under an open item belongs to it (a blank line between does not end it). */
  private takeDetail(line: TextLine, text: string): boolean {
    const open = this.openOver(line);
    if (!open) return false;
    if (open.details && open.gap && open.details.length > 0) open.details.push({ indent: line.indent, text: "" });
    open.details?.push({ indent: line.indent, text: detailText(text) });
    for (const o of this.open) o.gap = false;
    return true;
  }

  private addItem(line: TextLine, text: string, priority?: Priority, parent?: number): void {
    const rawDetails: Array<{ indent: number; text: string }> = [];
    const entry = { indent: line.indent, details: rawDetails, gap: false, item: this.items.length };
    this.items.push({ no: line.no, text, details: [], rawDetails, priority: priority ?? this.section.priority, ...(parent === undefined ? {} : { parent }) });
    this.open = parent === undefined ? [entry] : [...this.open, entry];
  }

  private nameCandidate(rank: number, text: string): void {
    if (text.trim() !== "") this.hints.names.push({ rank, text });
  }

  private closeOpen(): void {
    this.open = [];
  }

  private closeAll(): void {
    this.closeOpen();
    this.flushParagraph();
    this.flushTable();
  }

  private flushTable(): void {
    for (const row of tableItems(this.table)) {
      this.items.push({ no: row.no, text: row.text, details: [], rawDetails: [], columns: row.columns, keys: row.keys });
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
    const rest = lines.filter((l) => !this.takeAsSprintLine(l, lines.length === 1));
    if (kind === "notes") return this.paragraphItems(rest.filter((l) => isAction(l.text, this.namesMember)));
    const heads = rest.filter((l, i) => i === 0 || l.indent <= (rest[0]?.indent ?? 0));
    const listish = kind === "tasks" ? heads.every((l) => !isProse(l.text)) : isListish(heads.map((l) => l.text));
    if (listish) this.paragraphItems(rest);
  }

  /**
   * The first line, a title above a list ("Release 2.4 hardening" standing alone), or a line that
   * gives the sprint's dates: not a task. A title may carry the sprint's dates too.
   */
  private takeAsSprintLine(line: TextLine & { text: string }, alone: boolean): boolean {
    const dated = firstDateIndex(line.text, this.today) >= 0 && (line.text.length <= 40 || DATE_WORDS.test(line.text));
    if (line.no === this.firstContent && isTitleLike(line.text, alone)) {
      this.nameCandidate(3, line.text);
      if (dated) this.hints.dates.push({ kind: "range", text: line.text });
      return true;
    }
    if (isTaskLike(line.text)) return false;
    if (dated) this.hints.dates.push({ kind: "range", text: line.text });
    return dated;
  }

  /** Each line at the paragraph's indent is a task; lines indented further are its description. */
  private paragraphItems(lines: Array<TextLine & { text: string }>): void {
    const base = lines[0]?.indent ?? 0;
    for (const line of lines) {
      if (this.open.length > 0 && line.indent > base) this.takeDetail(line, line.text);
      else this.addItem(line, stripDecoration(line.text));
    }
    this.closeOpen();
  }
}

/** Description lines with their indentation kept relative to the least-indented one. */
function indentRelative(details: Array<{ indent: number; text: string }>): string[] {
  const least = Math.min(...details.filter((d) => d.text !== "").map((d) => d.indent));
  return details.map((d) => (d.text === "" ? "" : `${" ".repeat(d.indent - least)}${d.text}`));
}

/** `namesMember` tells a member's name ("Maya: …" is her remark) from any other word. */
export function readOutline(text: string, today: string, namesMember: (name: string) => boolean): Outline {
  const { lines, meeting } = classifyLines(text);
  return new OutlineReader(lines, meeting, today, namesMember).read();
}
