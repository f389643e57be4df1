// Pasted tables as items: Markdown pipes, delimited pastes with a header (read by plan-delimited.ts),
// tab-separated rows from Jira or a spreadsheet.
import { priorityOf } from "./plan-priority.js";

/** Cell values that fill an activity's fields, as written; the planner reads them. */
export interface Columns {
  priority?: string;
  points?: string;
  assignee?: string;
  due?: string;
  description?: string;
  /** Labels, tags or components: one cell, or several columns of that name, joined by commas. */
  labels?: string;
  /** Unnamed cells of a row without a header: a member's name, a date, or else description. */
  extra?: string[];
  /** The row's parent (`Parent`, `Sub-task of`): another row's key or title. */
  parent?: string;
  /** What must finish first (`Blocked by`, `Depends on`): other rows' keys or titles, in one cell or several columns. */
  blockedBy?: string[];
}

export interface TableRow {
  no: number;
  cells: string[];
}

export interface TableItem {
  no: number;
  text: string;
  columns: Columns;
  /** The row's keys (`Key`, `Issue id`…), by which other rows name it. */
  keys: string[];
}

// "other": a column known not to fill a field (status, type…), so a row's title never takes it.
type Column = "title" | "key" | "priority" | "points" | "assignee" | "due" | "description" | "labels" | "parent" | "blockedBy" | "other";

const HEADERS: Array<[RegExp, Column]> = [
  [/^(?:summary|title|tasks?|items?|(?:user )?story|issue|activity|what|work item|name|action(?: items?)?|to-?do)$/, "title"],
  [/^(?:key|issue key|id|ticket|issue id|#)$/, "key"],
  [/^(?:priority|prio|severity|importance)$/, "priority"],
  [/^(?:points?|story points?|story point estimate|sp|estimate|est\.?|size)$/, "points"],
  [/^(?:assignee|owner|assigned to|who|dev|developer|responsible)$/, "assignee"],
  [/^(?:due|due date|deadline|by|when|target date)$/, "due"],
  [/^(?:description|details|notes?|comments?|acceptance criteria)$/, "description"],
  [/^(?:labels?|tags?|components?)$/, "labels"],
  // Jira's export names a parent by its id ("Parent id") or key, and a blocker as an inward "Blocks" link.
  [/^(?:parent(?: (?:id|key|issue|task|summary))?|sub-?task of)$/, "parent"],
  [/^(?:blocked by|depends on|dependencies|dependency|predecessors?|inward issue link \(blocks\))$/, "blockedBy"],
  [/^(?:status|state|(?:issue )?type|epic(?: link)?|sprint|reporter|created|updated|resolution|team)$/, "other"],
];
const ISSUE_KEY = /^[A-Z][A-Z0-9]{1,9}-\d+$/;

function columnOf(cell: string): Column | undefined {
  const key = cell.toLowerCase().replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
  return HEADERS.find(([pattern]) => pattern.test(key))?.[1];
}

/** A header names a title column, and at least half its cells are known column names. */
function headerOf(row: TableRow | undefined): Array<Column | undefined> | undefined {
  const columns = row?.cells.map(columnOf);
  if (!row || !columns?.includes("title")) return undefined;
  return columns.filter(Boolean).length * 2 >= row.cells.filter(Boolean).length ? columns : undefined;
}

/**
 * A delimited paste's first line is its header when it names a title column and one more, each
 * cell a short name: a sentence with a comma in it is not a header.
 */
export function isDelimitedHeader(cells: string[]): boolean {
  const columns = cells.map(columnOf);
  const short = cells.every((c) => c.length <= 40 && c.split(/\s+/).length <= 4);
  return short && columns.includes("title") && columns.filter(Boolean).length >= 2 && headerOf({ no: 0, cells }) !== undefined;
}

function byHeader(row: TableRow, header: Array<Column | undefined>): TableItem[] {
  const named: Partial<Record<Exclude<Column, "blockedBy">, string>> = {};
  const keys: string[] = [];
  const blockedBy: string[] = [];
  row.cells.forEach((cell, i) => {
    const column = header[i];
    if (cell === "" || column === undefined || column === "other") return;
    if (column === "labels") named.labels = named.labels === undefined ? cell : `${named.labels},${cell}`;
    else if (column === "blockedBy") blockedBy.push(...referencesOfCell(cell));
    else {
      if (column === "key") keys.push(cell);
      // Of a key and an id, the first names the row in its title.
      if (column !== "key" || named.key === undefined) named[column] = cell;
    }
  });
  const { title, key, ...columns } = named;
  if (!title) return [];
  return [{ no: row.no, text: key ? `${key} ${title}` : title, columns: blockedBy.length > 0 ? { ...columns, blockedBy } : columns, keys }];
}

/** A cell naming other rows: split at commas, semicolons or pipes (titles with commas are rare in such a cell). */
function referencesOfCell(cell: string): string[] {
  return cell
    .split(/[,;|]/)
    .map((ref) => ref.trim())
    .filter((ref) => ref !== "");
}

/** Without a header: the key, a priority word, a number (points), the longest text (title), the rest. */
function inferred(row: TableRow): TableItem[] {
  const key = row.cells.find((c) => ISSUE_KEY.test(c));
  if (!key) return [];
  const others = row.cells.filter((c) => c !== "" && c !== key);
  const priority = others.find((c) => priorityOf(c) !== null);
  const points = others.find((c) => /^\d{1,3}(?:\.\d+)?$/.test(c));
  const texts = others.filter((c) => c !== priority && c !== points);
  const title = texts.reduce((a, b) => (b.length > a.length ? b : a), "");
  const extra = texts.filter((c) => c !== title);
  return [{ no: row.no, text: `${key} ${title}`.trim(), columns: { priority, points, extra }, keys: [key] }];
}

/** A header row names the columns; without one, only rows that carry an issue key ("PROJ-12") are tasks. */
export function tableItems(rows: TableRow[]): TableItem[] {
  const header = headerOf(rows[0]);
  return header ? rows.slice(1).flatMap((row) => byHeader(row, header)) : rows.flatMap(inferred);
}
