// Labels and section names: "Goal:", "Next steps", "What went well", "Must have", "Attendees: …".
import type { ActivityDraft } from "../provider.js";

export type Priority = NonNullable<ActivityDraft["priority"]>;
/** tasks: work to plan; notes: a record of facts, where only an action someone took on is work; skip: never work. */
export type Section = "tasks" | "notes" | "skip" | "goal";
export type LabelKind = Section | "name" | "dates" | "start" | "end" | "span";

export interface Label {
  label: LabelKind;
  rest: string;
  priority?: Priority;
  /** A section only the record of a meeting or a retro has ("Discussion", "What went well"). */
  meeting?: boolean;
}

interface Rule {
  pattern: RegExp;
  label: LabelKind;
  meeting?: boolean;
  /** A section name only when it stands alone: "Keep" heads a retro's column, "Keep: x" is not a label. */
  alone?: boolean;
}

const RULES: Rule[] = [
  { pattern: /^(?:keep|stop|start|continue)(?: doing)?$|^(?:more|less) of$/, label: "notes", meeting: true, alone: true },
  { pattern: /^(?:sprint )?(?:goals?|objectives?|focus|mission)$/, label: "goal" },
  { pattern: /^(?:sprint|sprint name|iteration|theme|initiative|milestone|epic|project)$/, label: "name" },
  { pattern: /^(?:dates?|sprint dates|when|timeline|time ?frame|period|runs?)$/, label: "dates" },
  { pattern: /^(?:starts?|start date|starting|kick-?off|begins?)$/, label: "start" },
  { pattern: /^(?:ends?|end date|ending|finish(?:es)?)$/, label: "end" },
  { pattern: /^(?:duration|length|sprint length)$/, label: "span" },
  {
    pattern:
      /^(?:tasks?|to-?dos?|to dos?|todo list|action items?|actions?|action points?|ais?|a\.i\.|a\/i|next steps?|next actions?|next up|up next|follow[- ]?ups?|(?:sprint )?backlog|work items?|(?:user )?stories|deliverables|(?:in )?scope|this sprint|plan|bugs?|chores?|features?|items?)$/,
    label: "tasks",
  },
  {
    pattern:
      /^(?:(?:meeting )?notes|discussion(?: points)?|discussed|minutes|recap|fyi|(?:what )?went (?:well|wrong|badly|poorly)|what (?:didn'?t|did not) go (?:so )?well|(?:didn'?t|did not) go (?:so )?well|not so well|what could (?:be|have gone) better|could be better|what (?:could|can) we improve|(?:what )?to improve|needs? improvement|kudos|shout-?outs|appreciations|(?:key )?learnings|lessons(?: learned| learnt)?|what we learned|(?:key )?takeaways?|observations|puzzles|(?:the )?good|(?:the )?bad|(?:the )?ugly|positives|negatives|pros|cons|challenges|pain points|problems|concerns|blockers|impediments|highlights|lowlights|wins|glad|sad|mad|liked|learned|lacked|longed for|q ?& ?a|yesterday|feedback)$/,
    label: "notes",
    meeting: true,
  },
  { pattern: /^(?:summary|updates?|status(?: update)?|context|background)$/, label: "notes" },
  {
    pattern: /^(?:decisions?|decided|key decisions|decision log|agenda|parking lot|parked|(?:open )?questions?)$/,
    label: "skip",
    meeting: true,
  },
  {
    pattern:
      /^(?:attendees|participants|present|absent|out of scope|not in scope|non-?goals|won'?t (?:do|have)|done|completed|shipped|finished|last sprint|risks?|links?|resources|references)$/,
    label: "skip",
  },
];

// A section named for a priority ("Nice to have", "Must have", "P1") is a task list whose items
// have that priority, MoSCoW included.
const SECTION_PRIORITIES: Array<[RegExp, Priority]> = [
  [/^(?:p0|urgent|critical)(?: priority| prio)?$/, "CRITICAL"],
  [/^(?:p1|high|important|must|must[ -]haves?|must do)(?: priority| prio)?$/, "HIGH"],
  [/^(?:p2|medium|should|should[ -]haves?|should do)(?: priority| prio)?$/, "MEDIUM"],
  [/^(?:p3|low|could|could[ -]haves?|nice[ -]to[ -]haves?|stretch(?: goals?)?|if time allows)(?: priority| prio)?$/, "LOW"],
];

// A label is a few words before a colon (or a spaced dash); which labels count is in RULES.
const LABEL = /^([\p{L}][\p{L}'&. /-]{0,28}?)\s*(?::|\s[-–—]\s)\s*(.*)$/u;

function labelOf(name: string, alone: boolean): Omit<Label, "rest"> | undefined {
  const key = name.toLowerCase().replace(/\s+/g, " ").trim().replace(/[?!.]+$/, "");
  const priority = SECTION_PRIORITIES.find(([pattern]) => pattern.test(key))?.[1];
  if (priority) return { label: "tasks", priority };
  const rule = RULES.find((r) => (alone || !r.alone) && r.pattern.test(key));
  return rule ? { label: rule.label, meeting: rule.meeting } : undefined;
}

/** Whether `name` ("AI", "Action item", "TODO") names a list of tasks. */
export function isTaskLabel(name: string): boolean {
  return labelOf(name, false)?.label === "tasks";
}

/** "Goal: x" → goal with "x"; "Next steps:" → a task section. `whole` also reads a bare "Tasks". */
export function readLabel(text: string, whole: boolean): Label | undefined {
  const match = LABEL.exec(text);
  const rest = (match?.[2] ?? "").trim();
  const label = match?.[1] ? labelOf(match[1], rest === "") : undefined;
  if (match && label) return { ...label, rest };
  const bare = whole ? labelOf(text.replace(/:$/, ""), true) : undefined;
  return bare ? { ...bare, rest: "" } : undefined;
}
