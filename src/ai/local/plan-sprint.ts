// The local sprint planner: free text → a sprint and its activities (with their sub-tasks and what
// each waits for), deterministic and in-process.
import { MAX_LABEL_CHARS, MAX_LABELS } from "../../schemas/activities.js";
import type { ActivityDraft, PlanDraft, PlanRequest, TeamMemberRef } from "../provider.js";
import { type DateFrame, parseDate } from "./dates.js";
import { matchMember } from "./members.js";
import { type MarkerContext, type Markers, dueDateOfCell, extractMarkers, pointsOfCell } from "./plan-markers.js";
import { type GraphItem, readGraph, sameTitleKey } from "./plan-graph.js";
import { priorityOf } from "./plan-priority.js";
import { type RawItem, readOutline } from "./plan-outline.js";
import { sprintFields } from "./plan-sprint-fields.js";
import type { Columns } from "./plan-tables.js";
import { stripEmphasis } from "./plan-text.js";

const MAX_ACTIVITIES = 200;
const MAX_TITLE = 300;
const MAX_DESCRIPTION = 100_000;

/** A draft before the plan's graph is read: its fields, and what its line says of the graph. */
type Fields = Omit<ActivityDraft, "ref" | "parentRef" | "blockedByRefs">;

interface Planned extends GraphItem {
  indentedUnder?: Planned;
  activity: Fields;
  /** The title keeping its "after X": used when X names no task of the plan. */
  titleWithAfter: string;
}

interface Read {
  activity: Fields;
  after: Planned["waits"];
  then: boolean;
  titleWithAfter: string;
}

function located(note: string, no: number): string {
  return `${note} (line ${no}).`;
}

/**
 * Relative dates count from the sprint's start, past or future: a plan speaks from its sprint. Only
 * while the sprint runs do they count from today, as text added mid-sprint speaks from the day it is
 * written; and from today when the sprint has no start.
 */
function dateFrame(sprint: PlanDraft["sprint"], today: string): DateFrame {
  const { startDate: start, endDate: end } = sprint;
  const running = start !== null && end !== null && start <= today && today <= end;
  return { from: start === null || running ? today : start, start, end };
}

/** The one member the names point to; every name that points nowhere, or to several, is a note. */
function assigneeOf(names: string[], members: TeamMemberRef[], notes: string[]): string | null {
  let chosen: TeamMemberRef | undefined;
  const problems: string[] = [];
  for (const name of names) {
    const { member, ambiguous, candidates } = matchMember(name, members);
    if (ambiguous) problems.push(`'${name}' matches more than one team member (${candidates.map((c) => c.name).join(", ")})`);
    else if (!member) problems.push(`Could not match '${name}' to a team member`);
    else if (!chosen) chosen = member;
    else if (chosen.id !== member.id) notes.push(`Also named ${member.name}, but an activity has one assignee: kept ${chosen.name}`);
  }
  notes.push(...problems.map((p) => (chosen ? p : `${p}; left unassigned`)));
  return chosen?.id ?? null;
}

/** Table cells fill fields directly, over any marker in the title cell. */
function applyColumns(markers: Markers, columns: Columns, ctx: MarkerContext): { markers: Markers; description: string[] } {
  const next = { ...markers, names: [...markers.names], labels: [...markers.labels], notes: [...markers.notes] };
  const description: string[] = [];
  if (columns.priority) next.priority = priorityOf(columns.priority) ?? next.priority;
  if (columns.points) {
    const { points, notes } = pointsOfCell(columns.points);
    next.points = points ?? next.points;
    next.notes.push(...notes);
  }
  if (columns.due) {
    const { dueDate, notes } = dueDateOfCell(columns.due, ctx);
    next.dueDate = dueDate ?? next.dueDate;
    next.notes.push(...notes);
  }
  if (columns.assignee) next.names.unshift(columns.assignee);
  if (columns.labels) next.labels.unshift(...labelsOfCell(columns.labels));
  if (columns.description) description.push(columns.description);
  for (const cell of columns.extra ?? []) {
    const date = cell.length <= 20 ? parseDate(cell, ctx.dates) : undefined;
    if (ctx.namesMember(cell)) next.names.push(cell);
    else if (date) next.dueDate ??= date;
    else description.push(cell);
  }
  return { markers: next, description };
}

/** A Labels cell: labels split at commas, semicolons or pipes (one cell may hold several), "#" dropped. */
function labelsOfCell(cell: string): string[] {
  return cell
    .split(/[,;|]/)
    .map((label) => label.trim().replace(/^#/, "").trim())
    .filter((label) => label !== "");
}

/** At most 20 labels, each once whatever its case and at most 50 characters: as the API keeps them. */
function labelsOf(found: string[]): string[] {
  const kept = new Map<string, string>();
  for (const label of found) {
    const key = label.toLowerCase();
    if ([...label].length <= MAX_LABEL_CHARS && !kept.has(key)) kept.set(key, label);
  }
  return [...kept.values()].slice(0, MAX_LABELS);
}

/** A title over 300 characters is cut at a word, with "…"; the whole of it goes to the description. */
function cutTitle(title: string): string {
  if (title.length <= MAX_TITLE) return title;
  const head = title.slice(0, MAX_TITLE - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > MAX_TITLE - 60 ? head.slice(0, space) : head).trimEnd()}…`;
}

function outsideSprint(due: string | null, sprint: PlanDraft["sprint"]): string | undefined {
  if (due !== null && sprint.endDate !== null && due > sprint.endDate) return `Due ${due}, after the sprint ends on ${sprint.endDate}`;
  if (due !== null && sprint.startDate !== null && due < sprint.startDate) return `Due ${due}, before the sprint starts on ${sprint.startDate}`;
  return undefined;
}

function planItem(item: RawItem, request: PlanRequest, sprint: PlanDraft["sprint"], ctx: MarkerContext, warnings: string[]): Read | undefined {
  const read = extractMarkers(stripEmphasis(item.text), ctx);
  const { markers, description: cells } = item.columns ? applyColumns(read, item.columns, ctx) : { markers: read, description: [] };
  if (markers.title === "") {
    warnings.push(located("Left out an item with no title once its markers were taken out", item.no));
    return undefined;
  }
  // A list of people ("- Alice Martin" under no heading) is who was there, not what to do.
  if (ctx.namesMember(markers.title)) return undefined;
  const notes = [...markers.notes];
  const assignedTo = assigneeOf(markers.names, request.members, notes);
  const outside = outsideSprint(markers.dueDate, sprint);
  if (outside) notes.push(outside);
  const title = cutTitle(markers.title);
  if (title !== markers.title) notes.push(`Cut a title of ${markers.title.length} characters to ${title.length}; the whole title is in the description`);
  warnings.push(...notes.map((n) => located(n, item.no)));
  const parts = [title === markers.title ? [] : [markers.title], item.details, markers.links, cells].filter((p) => p.length > 0).map((p) => p.join("\n"));
  const blockedBy = (item.columns?.blockedBy ?? []).map((target) => ({ phrase: `blocked by ${target}`, target }));
  return {
    activity: {
      title,
      description: parts.length > 0 ? parts.join("\n\n").slice(0, MAX_DESCRIPTION) : null,
      priority: markers.priority ?? item.priority ?? null,
      points: markers.points,
      dueDate: markers.dueDate,
      assignedTo,
      labels: labelsOf(markers.labels),
    },
    after: [...markers.after, ...blockedBy],
    then: markers.then,
    titleWithAfter: cutTitle(markers.titleWithAfter),
  };
}

/** The later duplicate fills the first's empty fields; different descriptions are both kept. */
function mergeInto(first: Fields, later: Fields): void {
  first.priority ??= later.priority;
  first.points ??= later.points;
  first.dueDate ??= later.dueDate;
  first.assignedTo ??= later.assignedTo;
  first.labels = labelsOf([...first.labels, ...later.labels]);
  if (later.description !== null && later.description !== first.description) {
    first.description = first.description === null ? later.description : `${first.description}\n\n${later.description}`.slice(0, MAX_DESCRIPTION);
  }
}

/** The planned item an outline item became: itself, the one it was merged into, else its nearest planned parent's. */
function plannedOf(index: number | undefined, items: readonly RawItem[], owners: ReadonlyMap<number, Planned>): Planned | undefined {
  for (let at = index; at !== undefined; at = items[at]?.parent) {
    const owner = owners.get(at);
    if (owner) return owner;
  }
  return undefined;
}

export function planSprintLocally(request: PlanRequest): PlanDraft {
  const namesMember = (name: string) => matchMember(name, request.members).candidates.length > 0;
  const outline = readOutline(request.text, request.today, namesMember);
  const sprint = sprintFields(outline.hints, request);
  const ctx: MarkerContext = { dates: dateFrame(sprint, request.today), sprintEnd: sprint.endDate, namesMember };
  const warnings: string[] = [];
  const planned: Planned[] = [];
  const byTitle = new Map<string, Planned>();
  // Which planned item each outline item became, for the sub-items indented under it.
  const owners = new Map<number, Planned>();
  outline.items.forEach((item, index) => {
    const read = planItem(item, request, sprint, ctx, warnings);
    if (!read) return;
    const first = byTitle.get(sameTitleKey(read.activity.title));
    if (first) {
      mergeInto(first.activity, read.activity);
      first.waits.push(...read.after.map((wait) => ({ ...wait, no: item.no })));
      first.keys.push(...(item.keys ?? []));
      owners.set(index, first);
      warnings.push(located(`Merged a duplicate of '${first.activity.title}' from line ${first.no}`, item.no));
      return;
    }
    const entry: Planned = {
      no: item.no,
      activity: read.activity,
      title: read.activity.title,
      titleWithAfter: read.titleWithAfter,
      keys: [...(item.keys ?? [])],
      indentedUnder: plannedOf(item.parent, outline.items, owners),
      parentName: item.columns?.parent,
      waits: read.after,
      then: read.then,
    };
    owners.set(index, entry);
    byTitle.set(sameTitleKey(read.activity.title), entry);
    planned.push(entry);
  });
  const kept = planned.slice(0, MAX_ACTIVITIES);
  const over = planned[MAX_ACTIVITIES];
  if (over) warnings.push(`Kept the first ${MAX_ACTIVITIES} activities; left out ${planned.length - MAX_ACTIVITIES} more, from line ${over.no} on.`);
  if (planned.length === 0) warnings.push("Found no tasks in the text: write them as a list (one '- task' per line).");
  // A parent comes before its indented sub-items, so a kept item's parent is kept.
  const graph = readGraph(kept);
  warnings.push(...graph.notes.map(({ no, note }) => located(note, no)));
  const refs = new Map(kept.map((p, i) => [p, `a${i + 1}`]));
  const refOf = (p: Planned | undefined) => (p === undefined ? undefined : refs.get(p));
  const activities = kept.map((p) => ({
    ref: refOf(p) ?? "",
    ...p.activity,
    title: graph.unresolved.has(p) ? p.titleWithAfter : p.activity.title,
    parentRef: refOf(graph.parent.get(p)) ?? null,
    blockedByRefs: (graph.blockedBy.get(p) ?? []).flatMap((b) => refOf(b) ?? []),
  }));
  return { sprint, activities, warnings };
}
