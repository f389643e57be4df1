// Delimited pastes (CSV from a spreadsheet or Jira, semicolon- or tab-separated, with a header row)
// read by a real CSV parser, so a quoted field keeps its commas, doubled quotes and line breaks.
import { parse } from "csv-parse/sync";
import { isDelimitedHeader } from "./plan-tables.js";

const DELIMITERS = ["\t", ";", ","] as const;
// Every header names a title column: a cheap test before any line is split.
const TITLE_WORD = /(?:summary|title|task|item|story|issue|activity|what|name|action|to-?do)/i;

interface Found {
  start: number;
  delimiter: string;
}

/** The delimiter that makes `line` a header with the most columns, if any does. */
function headerDelimiter(line: string): string | undefined {
  if (line.length > 1000 || !TITLE_WORD.test(line)) return undefined;
  let best: { delimiter: string; width: number } | undefined;
  for (const delimiter of DELIMITERS) {
    if (!line.includes(delimiter)) continue;
    // Header cells are short names: quoting matters only for the rows below.
    const cells = line.split(delimiter).map(unquote);
    if (isDelimitedHeader(cells) && cells.length > (best?.width ?? 1)) best = { delimiter, width: cells.length };
  }
  return best?.delimiter;
}

/** A cell as a spreadsheet quotes it: '"say ""hi"""' → 'say "hi"'. */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  return /^".*"$/s.test(trimmed) ? trimmed.slice(1, -1).replace(/""/g, '"') : trimmed;
}

function quotes(line: string): number {
  return line.split('"').length - 1;
}

/**
 * Where the block under a header ends (exclusive): at the first blank line, or line with neither
 * the delimiter nor an opening quote, outside a quoted field. With `quoted` false, quotes are plain
 * characters.
 */
function blockEnd(lines: string[], { start, delimiter }: Found, quoted: boolean): number {
  let open = false;
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const opens = quoted && quotes(line) % 2 === 1;
    if (!open && (line.trim() === "" || (!line.includes(delimiter) && !opens))) break;
    if (opens) open = !open;
  }
  return i;
}

/** Each record of the block with the number of lines it spans. Throws on quotes that do not pair up. */
function records(block: string[], delimiter: string): Array<{ cells: string[]; lines: number }> {
  const ends: number[] = [];
  const rows = parse(block.join("\n"), {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    on_record: (record: string[], context) => {
      ends.push(context.lines);
      return record;
    },
  });
  return rows.map((cells, i) => ({ cells, lines: (ends[i] ?? 0) - (i === 0 ? 0 : (ends[i - 1] ?? 0)) }));
}

/**
 * The block's records. A block whose quotes do not pair up is no CSV a parser can read: its lines
 * are split at the delimiter, quotes and all, as a spreadsheet's tab-separated paste would be.
 */
function readBlock(lines: string[], found: Found): { end: number; rows: Array<{ cells: string[]; lines: number }> } {
  const end = blockEnd(lines, found, true);
  try {
    return { end, rows: records(lines.slice(found.start, end), found.delimiter) };
  } catch {
    const plainEnd = blockEnd(lines, found, false);
    const rows = lines.slice(found.start, plainEnd).map((line) => ({ cells: line.split(found.delimiter).map(unquote), lines: 1 }));
    return { end: plainEnd, rows };
  }
}

/**
 * The delimited tables in `lines`: line index → the cells of the record that starts there, or null
 * for a line a record's quoted field runs on to.
 */
export function delimitedRecords(lines: string[]): Map<number, string[] | null> {
  const out = new Map<number, string[] | null>();
  for (let i = 0; i < lines.length; i++) {
    const delimiter = headerDelimiter(lines[i] ?? "");
    if (delimiter === undefined) continue;
    const { end, rows } = readBlock(lines, { start: i, delimiter });
    let at = i;
    for (const row of rows) {
      out.set(at, row.cells);
      for (let k = 1; k < row.lines; k++) out.set(at + k, null);
      at += Math.max(row.lines, 1);
    }
    i = end - 1;
  }
  return out;
}
