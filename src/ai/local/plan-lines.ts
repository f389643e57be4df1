// Classifies each line of pasted text: item, heading, label, table row, prose, or email/chat noise.
import { type Label, type LabelKind, type Priority, isTaskLabel, readLabel } from "./plan-labels.js";
import { delimitedRecords } from "./plan-delimited.js";
import { stripDecoration, stripEmphasis } from "./plan-text.js";
import { isMeetingTitle } from "./plan-words.js";

export interface TextLine {
  /** 1-based line number in the text as given, for warnings. */
  no: number;
  indent: number;
  text: string;
}

/** How an item was marked: an open box, a ticked one, or a to-do marker ("TODO", "AI:", "Action item:"). */
export type Mark = "open" | "done" | "todo";

export type Classified =
  | { kind: "blank"; line: TextLine }
  | { kind: "noise"; line: TextLine }
  | { kind: "rule"; line: TextLine }
  | { kind: "subject"; line: TextLine; text: string }
  | { kind: "heading"; line: TextLine; text: string }
  | { kind: "sprint"; line: TextLine; text: string }
  | { kind: "label"; line: TextLine; label: LabelKind; rest: string; priority?: Priority }
  | { kind: "item"; line: TextLine; text: string; priority?: Priority; mark?: Mark }
  | { kind: "struck"; line: TextLine }
  | { kind: "row"; line: TextLine; cells: string[] }
  | { kind: "plain"; line: TextLine; text: string };

export interface ClassifiedText {
  lines: Classified[];
  /** The text records a meeting or a retro: titled so, or with a section only they have. */
  meeting: boolean;
}

const BOX_GLYPH = "\\[[ xX✓✔-]?\\]|[☐☑☒⬜🔲]\\uFE0F?";
const BULLET = new RegExp(`^(?:[-*+•◦▪▫‣⁃●○■□➢➤►▶–—·→⇒]|->|=>|\\d{1,3}[.)]|\\(\\d{1,3}\\)|[a-z][.)])\\s+(?:(${BOX_GLYPH})\\s*)?(.*)$`, "u");
const BOX = new RegExp(`^(${BOX_GLYPH}|:(?:ballot_box_with_check|white_large_square|black_square_button):)\\s*(.+)$`, "u");
// To-do markers in their common spellings: "TODO Bob: …", "TODO(ana): …", "[TODO] …", "AI (Bob): …".
const TODO = /^TODO(?:\s*\(([^)]{1,40})\))?(?:\s*[:.\-–—]\s*|\s+)(.+)$/;
const TODO_HEADING = /^(?:this|next|for|today|tomorrow|list|items)\b[^:]{0,30}:?$/i;
const BRACKETED_TODO = /^[[(]\s*(?:todo|to-?do|action(?: item)?|ai|follow-?up)\s*[\])]\s*[:\-–—]?\s*(.+)$/i;
const OWNED_LABEL = /^([\p{L}][\p{L} .-]{0,20}?)\s*[[(]([^\])]{1,40})[\])]\s*[:\-–—]\s*(.+)$/u;
const HEADING = /^#{1,6}\s+(.*?)\s*#*$/;
// An item struck through (Markdown ~~x~~, Slack ~x~) has been crossed off the list.
const STRUCK = /^~~[^~].*~~$|^~[^~].*~$/;
const SPRINT = /^(?:sprint|iteration)\s*(?:#?\d+\b|[:\-–—])/i;
// "Sprint: 2 weeks from Monday" is a label (what the sprint is), not a sprint's name.
const LABEL_NAME = /^(?:sprint|iteration)\s*:/i;
const SUBJECT = /^subject\s*:\s*(.*)$/i;
const REPLY_PREFIX = /^(?:(?:re|fwd?|fw|aw|wg)\s*:\s*)+/i;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$/;

// Email and chat lines that are never content.
const HEADER = /^(?:from|to|cc|bcc|sent|reply-to|importance)\s*:/i;
const SIGN_OFF = /^(?:thanks|thank you|thx|cheers|best|best regards|regards|kind regards|warm regards|many thanks|sent from my .*)(?:,?\s+(?:all|everyone|team|folks))?[\s,!.]*$/i;
const FORWARD = /^(?:-{2,}\s*forwarded message\s*-{2,}|begin forwarded message:?)$/i;
// The history below a reply: the rest of the text is what was answered, not what is asked.
const HISTORY = /^(?:on .{4,200} wrote:|-{2,}\s*original message\s*-{2,}|_{10,})$/i;
const HORIZONTAL_RULE = /^(?:[-*_=]\s*){3,}$/;

/** Lines with Windows/old-Mac endings, tabs, non-breaking and zero-width spaces made plain. Patterns
 * that could look far ahead are bounded, so a pathological line costs linear time. */
function readLines(text: string): Array<TextLine & { raw: string }> {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u200B\u200C\u2060\uFEFF]/g, "")
    .replace(/[\u00A0\u2007\u202F]/g, " ")
    .split("\n")
    .map((raw, i) => {
      const expanded = raw.replace(/\t/g, "    ");
      // Runs of spaces inside a line say nothing, and collapsing them keeps every pattern below linear.
      return { no: i + 1, raw, indent: expanded.length - expanded.trimStart().length, text: expanded.trim().replace(/\s+/g, " ") };
    });
}

function markOf(box: string | undefined): Mark | undefined {
  if (box === undefined || box === "[-]") return undefined;
  return /[xX✓✔☑☒]|ballot_box_with_check/.test(box) ? "done" : "open";
}

function toDo(line: TextLine, text: string, owner?: string): Classified {
  // "owner:" is how the marker reader takes an assignee it must name, or warn about.
  return { kind: "item", line, text: owner === undefined ? text : `${text}, owner: ${owner.trim()}`, mark: "todo" };
}

/** A to-do marker without a colon, or with its owner in brackets, makes the line an item. */
function markedToDo(line: TextLine, text: string): Classified | undefined {
  const todo = TODO.exec(text);
  // "TODO this week" heads the list below it.
  if (todo?.[2] && TODO_HEADING.test(todo[2])) return { kind: "label", line, label: "tasks", rest: "" };
  if (todo?.[2]) return toDo(line, todo[2], todo[1]);
  const bracketed = BRACKETED_TODO.exec(text)?.[1];
  if (bracketed) return toDo(line, bracketed);
  const owned = OWNED_LABEL.exec(text);
  return owned?.[1] && owned[3] && isTaskLabel(owned[1]) ? toDo(line, owned[3], owned[2]) : undefined;
}

/**
 * A task label with text after it ("TODO: call the bank") is an item; a note's ("Note: …", "Went
 * well: …") or a skipped one's ("Attendees: …") is a fact, never work; other labels stay labels.
 */
function labelOrItem(line: TextLine, found: Label): Classified {
  if (found.label === "tasks" && found.rest !== "") return { kind: "item", line, text: found.rest, priority: found.priority, mark: "todo" };
  if ((found.label === "notes" || found.label === "skip") && found.rest !== "") return { kind: "noise", line };
  return { kind: "label", line, label: found.label, rest: found.rest, priority: found.priority };
}

function tableCells(raw: string, text: string): string[] | undefined {
  const cells = text.includes("|")
    ? text.replace(/^\||\|$/g, "").split("|")
    : /\S\t+\S/.test(raw.trim())
      ? raw.trim().split("\t")
      : undefined;
  const trimmed = cells?.map((c) => c.trim());
  // A row between pipes ("| Onboarding | | |") is one with a single cell filled in.
  const filled = /^\|.*\|$/.test(text) && trimmed !== undefined && trimmed.length >= 2 ? 1 : 2;
  return trimmed && trimmed.filter(Boolean).length >= filled ? trimmed : undefined;
}

/** A box on the item wins over a to-do marker: "[x] TODO: …" is done. */
function marked(c: Classified, mark: Mark | undefined): Classified {
  return c.kind === "item" && mark !== undefined ? { ...c, mark } : c;
}

function classifyContent(line: TextLine, raw: string, seen: { meeting: boolean }): Classified {
  const labelled = (found: Label): Classified => {
    seen.meeting ||= found.meeting === true;
    return labelOrItem(line, found);
  };
  const boxed = BOX.exec(line.text);
  const text = stripDecoration(boxed?.[2] === undefined ? line.text : `- ${boxed[2]}`);
  const heading = HEADING.exec(text)?.[1];
  if (heading !== undefined) {
    const title = stripDecoration(stripEmphasis(heading));
    const label = readLabel(title, true);
    if (label) return labelled(label);
    return SPRINT.test(title) ? { kind: "sprint", line, text: title } : { kind: "heading", line, text: title };
  }
  const subject = SUBJECT.exec(text)?.[1];
  if (subject !== undefined) {
    const title = stripEmphasis(subject.replace(REPLY_PREFIX, "")).trim();
    return SPRINT.test(title) ? { kind: "sprint", line, text: title } : { kind: "subject", line, text: title };
  }
  if (TABLE_RULE.test(text)) return { kind: "rule", line };
  if (HORIZONTAL_RULE.test(text) || HEADER.test(text) || SIGN_OFF.test(text) || FORWARD.test(text)) return { kind: "noise", line };
  const bullet = BULLET.exec(text);
  if (bullet) {
    const mark = markOf(boxed?.[1] ?? bullet[1]);
    const content = stripDecoration((bullet[2] ?? "").trim());
    if (content === "") return { kind: "blank", line };
    if (STRUCK.test(content)) return { kind: "struck", line };
    const label = readLabel(stripEmphasis(content), false);
    const item = markedToDo(line, stripEmphasis(content)) ?? (label ? labelled(label) : { kind: "item", line, text: content });
    return marked(item, mark);
  }
  const plain = stripEmphasis(text).trim();
  if (SPRINT.test(plain) && !LABEL_NAME.test(plain)) return { kind: "sprint", line, text: plain };
  const cells = tableCells(raw, text);
  if (cells) return { kind: "row", line, cells };
  const todo = markedToDo(line, plain);
  if (todo) return todo;
  const label = readLabel(plain, true);
  if (label) return labelled(label);
  return { kind: "plain", line, text };
}

/** A title over a record of a meeting ("Weekly sync — Nov 23", "Sprint 23 retro"), on the text's first line. */
function meetingTitled(lines: Classified[]): boolean {
  const first = lines.find((c) => c.kind !== "blank" && c.kind !== "noise");
  const title = first && (first.kind === "heading" || first.kind === "subject" || first.kind === "sprint" || first.kind === "plain") ? first.text : "";
  return isMeetingTitle(title);
}

/**
 * Every line, classified. Quoted replies and email headers are noise; a signature ("--") is noise
 * up to a forwarded message; the history under "On … wrote:" is left out altogether. A delimited
 * table is one row per record, however many lines its quoted fields run over.
 */
export function classifyLines(text: string): ClassifiedText {
  const lines: Classified[] = [];
  const seen = { meeting: false };
  const all = readLines(text);
  const records = delimitedRecords(all.map((l) => l.raw));
  let inSignature = false;
  for (const [i, { raw, ...line }] of all.entries()) {
    if (HISTORY.test(line.text)) break;
    if (FORWARD.test(line.text)) inSignature = false;
    if (/^--\s*$/.test(line.text)) inSignature = true;
    const cells = records.get(i);
    if (cells === null) continue;
    if (cells !== undefined) lines.push({ kind: "row", line, cells });
    else if (line.text === "") lines.push({ kind: "blank", line });
    else if (inSignature || line.text.startsWith(">")) lines.push({ kind: "noise", line });
    else lines.push(classifyContent(line, raw, seen));
  }
  return { lines, meeting: seen.meeting || meetingTitled(lines) };
}
