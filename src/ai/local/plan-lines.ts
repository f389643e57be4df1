// Classifies each line of pasted text: item, heading, label, table row, prose, or email/chat noise.
import type { ActivityDraft } from "../provider.js";

export type Priority = NonNullable<ActivityDraft["priority"]>;

export interface TextLine {
  /** 1-based line number in the text as given, for warnings. */
  no: number;
  indent: number;
  text: string;
}

export type Section = "tasks" | "notes" | "skip" | "goal";
export type LabelKind = Section | "name" | "dates" | "start" | "end" | "span";

export type Classified =
  | { kind: "blank"; line: TextLine }
  | { kind: "noise"; line: TextLine }
  | { kind: "rule"; line: TextLine }
  | { kind: "subject"; line: TextLine; text: string }
  | { kind: "heading"; line: TextLine; text: string }
  | { kind: "sprint"; line: TextLine; text: string }
  | { kind: "label"; line: TextLine; label: LabelKind; rest: string; priority?: Priority }
  | { kind: "item"; line: TextLine; text: string; priority?: Priority }
  | { kind: "struck"; line: TextLine }
  | { kind: "row"; line: TextLine; cells: string[] }
  | { kind: "plain"; line: TextLine; text: string };

const LABELS: Array<[RegExp, LabelKind]> = [
  [/^(?:sprint )?(?:goals?|objectives?|focus|mission)$/, "goal"],
  [/^(?:sprint|sprint name|iteration)$/, "name"],
  [/^(?:dates?|sprint dates|when|timeline|time ?frame|period|runs?)$/, "dates"],
  [/^(?:starts?|start date|starting|kick-?off|begins?)$/, "start"],
  [/^(?:ends?|end date|ending|finish(?:es)?)$/, "end"],
  [/^(?:duration|length|sprint length)$/, "span"],
  [
    /^(?:tasks?|to-?dos?|to dos?|todo list|action items?|actions?|next steps?|next up|up next|follow[- ]?ups?|(?:sprint )?backlog|work items?|(?:user )?stories|deliverables|(?:in )?scope|this sprint|plan|bugs?|chores?|features?|items?)$/,
    "tasks",
  ],
  [/^(?:(?:meeting )?notes|discussion|summary|recap|updates?|status(?: update)?|context|background|highlights|lowlights|wins|minutes|fyi)$/, "notes"],
  [
    /^(?:attendees|participants|present|absent|out of scope|not in scope|non-?goals|won'?t (?:do|have)|decisions?|agenda|parking lot|done|completed|shipped|finished|last sprint|risks?|(?:open )?questions?|links?|resources|references)$/,
    "skip",
  ],
];

// A section named for a priority ("Nice to have", "Must have", "P1") is a task list whose items
// have that priority, MoSCoW included.
const SECTION_PRIORITIES: Array<[RegExp, Priority]> = [
  [/^(?:p0|urgent|critical)(?: priority| prio)?$/, "CRITICAL"],
  [/^(?:p1|high|important|must|must[ -]haves?|must do)(?: priority| prio)?$/, "HIGH"],
  [/^(?:p2|medium|should|should[ -]haves?|should do)(?: priority| prio)?$/, "MEDIUM"],
  [/^(?:p3|low|could|could[ -]haves?|nice[ -]to[ -]haves?|stretch(?: goals?)?|if time allows)(?: priority| prio)?$/, "LOW"],
];

const BULLET = /^(?:[-*+•◦▪▫‣⁃●○■□➢➤►▶–—·]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+(?:\[[ xX✓✔-]?\]\s*)?(.*)$/;
const BOX = /^(?:\[[ xX✓✔-]?\]|[☐☑☒⬜🔲]\uFE0F?|:(?:ballot_box_with_check|white_large_square|black_square_button):)\s*(.+)$/u;
const DECORATION = /^(?::[a-z0-9_+-]{1,40}:|\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3)+\s*/u;
const HEADING = /^#{1,6}\s+(.*?)\s*#*$/;
// An item struck through (Markdown ~~x~~, Slack ~x~) has been crossed off the list.
const STRUCK = /^~~[^~].*~~$|^~[^~].*~$/;
const SPRINT = /^(?:sprint|iteration)\s*(?:#?\d+\b|[:\-–—])/i;
// "Sprint: 2 weeks from Monday" is a label (what the sprint is), not a sprint's name.
const LABEL_NAME = /^(?:sprint|iteration)\s*:/i;
const SUBJECT = /^subject\s*:\s*(.*)$/i;
const REPLY_PREFIX = /^(?:(?:re|fwd?|fw|aw|wg)\s*:\s*)+/i;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$/;
// A label is a few words before a colon (or a spaced dash); which labels count is in LABELS.
const LABEL = /^([\p{L}][\p{L}' /-]{0,28}?)\s*(?::|\s[-–—]\s)\s*(.*)$/u;

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

/** "**Goal**", "*Action items*", "`x`" → the words, as Markdown and Slack write emphasis. */
export function stripEmphasis(text: string): string {
  return text
    .replace(/(\*\*|__)(.{1,500}?)\1/g, "$2")
    .replace(/(?<![\p{L}\p{N}])([*_~])(?=\S)(.{1,500}?)(?<=\S)\1(?![\p{L}\p{N}])/gu, "$2")
    .replace(/`([^`]{1,500})`/g, "$1");
}

/**
 * `text` without what `pattern` matches at its end. Matching only the last few characters, again
 * and again, keeps a line of a thousand separators linear.
 */
export function dropTrailing(text: string, pattern: RegExp): string {
  let out = text;
  for (;;) {
    const cut = Math.max(0, out.length - 12);
    const tail = out.slice(cut).replace(pattern, "");
    if (cut + tail.length === out.length) return out;
    out = out.slice(0, cut) + tail;
  }
}

/** "fix login" → "Fix login"; a first word written with capitals ("iOS", "e2e") is left as it is. */
export function capitalise(text: string): string {
  return /^\p{Ll}+(?![\p{L}\p{N}])/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Leading emoji and Slack :shortcodes:, which decorate a line without saying anything. */
export function stripDecoration(text: string): string {
  return text.replace(DECORATION, "");
}

interface Label {
  label: LabelKind;
  rest: string;
  priority?: Priority;
}

function labelOf(name: string): Omit<Label, "rest"> | undefined {
  const key = name.toLowerCase().replace(/\s+/g, " ").trim();
  const priority = SECTION_PRIORITIES.find(([pattern]) => pattern.test(key))?.[1];
  if (priority) return { label: "tasks", priority };
  const label = LABELS.find(([pattern]) => pattern.test(key))?.[1];
  return label ? { label } : undefined;
}

/** "Goal: x" → goal with "x"; "Next steps:" → a task section. `whole` also reads a bare "Tasks". */
function readLabel(text: string, whole: boolean): Label | undefined {
  const match = LABEL.exec(text);
  const label = match?.[1] ? labelOf(match[1]) : undefined;
  if (match && label) return { ...label, rest: (match[2] ?? "").trim() };
  const bare = whole ? labelOf(text.replace(/:$/, "")) : undefined;
  return bare ? { ...bare, rest: "" } : undefined;
}

/**
 * A task label with text after it ("TODO: call the bank") is an item, a note's ("Note: …") is prose,
 * a skipped one's ("Attendees: …") is noise; other labels stay labels.
 */
function labelOrItem(line: TextLine, found: Label): Classified {
  if (found.label === "tasks" && found.rest !== "") return { kind: "item", line, text: found.rest, priority: found.priority };
  if (found.label === "notes" && found.rest !== "") return { kind: "plain", line, text: found.rest };
  if (found.label === "skip" && found.rest !== "") return { kind: "noise", line };
  return { kind: "label", line, label: found.label, rest: found.rest, priority: found.priority };
}

function tableCells(raw: string, text: string): string[] | undefined {
  const cells = text.includes("|")
    ? text.replace(/^\||\|$/g, "").split("|")
    : /\S\t+\S/.test(raw.trim())
      ? raw.trim().split("\t")
      : undefined;
  const trimmed = cells?.map((c) => c.trim());
  return trimmed && trimmed.filter(Boolean).length >= 2 ? trimmed : undefined;
}

function classifyContent(line: TextLine, raw: string): Classified {
  const box = BOX.exec(line.text)?.[1];
  const text = stripDecoration(box === undefined ? line.text : `- ${box}`);
  const heading = HEADING.exec(text)?.[1];
  if (heading !== undefined) {
    const title = stripDecoration(stripEmphasis(heading));
    const label = readLabel(title, true);
    if (label) return labelOrItem(line, label);
    return SPRINT.test(title) ? { kind: "sprint", line, text: title } : { kind: "heading", line, text: title };
  }
  const subject = SUBJECT.exec(text)?.[1];
  if (subject !== undefined) {
    const title = stripEmphasis(subject.replace(REPLY_PREFIX, "")).trim();
    return SPRINT.test(title) ? { kind: "sprint", line, text: title } : { kind: "subject", line, text: title };
  }
  if (TABLE_RULE.test(text)) return { kind: "rule", line };
  if (HORIZONTAL_RULE.test(text) || HEADER.test(text) || SIGN_OFF.test(text) || FORWARD.test(text)) return { kind: "noise", line };
  const bullet = BULLET.exec(text)?.[1];
  if (bullet !== undefined) {
    const content = stripDecoration(bullet.trim());
    if (content === "") return { kind: "blank", line };
    if (STRUCK.test(content)) return { kind: "struck", line };
    const label = readLabel(stripEmphasis(content), false);
    return label ? labelOrItem(line, label) : { kind: "item", line, text: content };
  }
  const plain = stripEmphasis(text).trim();
  if (SPRINT.test(plain) && !LABEL_NAME.test(plain)) return { kind: "sprint", line, text: plain };
  const cells = tableCells(raw, text);
  if (cells) return { kind: "row", line, cells };
  const label = readLabel(plain, true);
  if (label) return labelOrItem(line, label);
  return { kind: "plain", line, text };
}

/**
 * Every line, classified. Quoted replies and email headers are noise; a signature ("--") is noise
 * up to a forwarded message; the history under "On … wrote:" is left out altogether.
 */
export function classifyLines(text: string): Classified[] {
  const out: Classified[] = [];
  let inSignature = false;
  for (const { raw, ...line } of readLines(text)) {
    if (HISTORY.test(line.text)) break;
    if (FORWARD.test(line.text)) inSignature = false;
    if (/^--\s*$/.test(line.text)) inSignature = true;
    if (line.text === "") out.push({ kind: "blank", line });
    else if (inSignature || line.text.startsWith(">")) out.push({ kind: "noise", line });
    else out.push(classifyContent(line, raw));
  }
  return out;
}
