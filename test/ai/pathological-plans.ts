// Pathological texts at the plan body's limit (20,000 characters), one per shape that could make
// the local planner's work grow faster than the text: the test checks each is planned, and
// `npm run bench` (bench/ai-bounds.ts) how long the worst takes.
const LIMIT = 20_000;
const fill = (unit: string, head = "") => (head + unit.repeat(Math.ceil(LIMIT / unit.length))).slice(0, LIMIT);

export const PATHOLOGICAL_PLANS: Record<string, string> = {
  "one long word": fill("a"),
  "bullets and nothing else": fill("- "),
  "a line of hashtags": fill(" #a"),
  "a CSV header and a row of commas": fill(",", "Title,Priority\n"),
  "a CSV header and a field of quotes": fill('"', "Title,Priority\n"),
  "a CSV header and quotes never closed": fill('"x\n', "Title,Priority\n"),
  "a CSV of quoted rows": fill('"a, b",High\n', "Title,Priority\n"),
  "header lines only": fill("Title,Priority\n"),
  "a semicolon row": fill(";", "Task;Owner\n"),
  "tabs": fill("\t"),
  "slashed dates": fill("1/1 "),
  "dotted dates": fill("1.2. "),
  "date ranges on a line": fill("Dec 1 - "),
  "sprint lines with ranges": fill("Sprint 1 Dec 1 - Jan 2\n"),
  "prose full of dates": fill("We met on Dec 3 and agreed on Friday. "),
  "relative offsets": fill("in 3 days "),
  "owners without end": fill("Bob to "),
  "to-do markers": fill("TODO "),
  "an unclosed owner bracket": fill("TODO("),
  "owners in brackets": fill("AI (Bob): x "),
  "boxes": fill("[ ] "),
  "shortcodes": fill(":a: "),
  "emphasis": fill("**"),
  "strike marks": fill("~"),
  "retro labels": fill("What went well: "),
  "speakers": fill("Bob Stone: "),
  "statements": fill("Deploy failed "),
  "one-character lines": fill("x\n"),
  "fully marked task lines": fill("- Fix it by Friday @bob 3 pts P1 #tag\n"),
};
