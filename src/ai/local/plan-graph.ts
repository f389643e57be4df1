// The plan's work graph, read from the text: which item is a sub-task of which (an indented bullet,
// a Parent or Sub-task of column) and which waits for which ("after X", "once X is done", "depends
// on X", "blocked by X", a line starting with "then", a Blocked by or Depends on column). Items are
// named by their key or their title; a name that fits no item, or several, is a note, never a guess.
import { MAX_DEPTH } from "../../schemas/activities.js";
import { MAX_RELATIONS_PER_ACTIVITY } from "../../schemas/relations.js";
import { contentWords } from "../words.js";

/** One planned item, as the graph reader sees it. */
export interface GraphItem {
  /** The line it was read from, for notes. */
  no: number;
  title: string;
  /** Keys other items may name it by ("PROJ-12", a Jira issue id). */
  keys: string[];
  /** The item it is indented under, already planned (or the nearest planned one above it). */
  indentedUnder?: GraphItem;
  /** A Parent / Sub-task of cell. */
  parentName?: string;
  /** What it waits for, as written on its line or in its columns (`no`: a merged duplicate's line). */
  waits: Array<{ phrase: string; target: string; no?: number }>;
  /** Its line starts with "then": it waits for the item before it on its level. */
  then: boolean;
}

export interface Graph<T extends GraphItem> {
  parent: Map<T, T>;
  /** What each item waits for, in the order found. */
  blockedBy: Map<T, T[]>;
  /** The items with an "after X" that names nothing: their titles keep the phrase. */
  unresolved: Set<T>;
  notes: Array<{ no: number; note: string }>;
}

/** "migrations" and "migration", "deploying" and "deploy": one word to a name. */
function stem(word: string): string {
  const cut = word.replace(/(?:ing|ed|es|s)$/, "");
  return cut.length >= 3 ? cut : word;
}

/** Case, spacing and punctuation aside, two titles that read the same are one. */
export function sameTitleKey(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

const KEY_PREFIX = /^[A-Z][A-Z0-9]{1,9}-\d+\s+/;

/** The items `name` means: by key, by whole title, else the one title holding all its words. */
function itemsNamed<T extends GraphItem>(name: string, items: readonly T[], self: T): T[] {
  const others = items.filter((item) => item !== self);
  const lower = name.trim().toLowerCase();
  const byKey = others.filter((item) => item.keys.some((key) => key.toLowerCase() === lower));
  if (byKey.length > 0) return byKey;
  const key = sameTitleKey(name.replace(/^(?:the|a|an)\s+/i, ""));
  const byTitle = others.filter((item) => [item.title, item.title.replace(KEY_PREFIX, "")].some((t) => sameTitleKey(t) === key));
  if (byTitle.length > 0) return byTitle;
  const words = contentWords(name).map(stem);
  if (words.length === 0) return [];
  return others.filter((item) => {
    const have = new Set(contentWords(item.title).map(stem));
    return words.every((word) => have.has(word));
  });
}

type Found<T> = { items: T[] } | { problem: string };

/** The items a reference names; "A and B", "A, B" name two when no one item is "A and B". */
function resolve<T extends GraphItem>(name: string, items: readonly T[], self: T): Found<T> {
  const whole = itemsNamed(name, items, self);
  if (whole.length === 1) return { items: whole };
  if (whole.length > 1) return { problem: `'${name}' could mean several tasks (${whole.map((i) => `'${i.title}'`).join(", ")})` };
  const parts = name.split(/\s*(?:[,;&+]|\band\b)\s*/i).filter((part) => part !== "");
  if (parts.length < 2) return { problem: `'${name}' names no task of this plan` };
  const found: T[] = [];
  for (const part of parts) {
    const one = resolve(part, items, self);
    if ("problem" in one || one.items.length !== 1) return { problem: `'${name}' names no task of this plan` };
    found.push(...one.items);
  }
  return { items: found };
}

/** Whether `item` waits, directly or not, for `on`. */
function waitsFor<T>(item: T, on: T, blockedBy: Map<T, T[]>): boolean {
  const seen = new Set<T>();
  const stack = [item];
  while (stack.length > 0) {
    const at = stack.pop() as T;
    if (at === on) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(blockedBy.get(at) ?? []));
  }
  return false;
}

/** Reads the graph of `items` (in plan order). */
export function readGraph<T extends GraphItem>(items: readonly T[]): Graph<T> {
  const graph: Graph<T> = { parent: new Map(), blockedBy: new Map(), unresolved: new Set(), notes: [] };
  const note = (item: T, text: string, no = item.no) => graph.notes.push({ no, note: text });
  for (const item of items) {
    if (item.indentedUnder !== undefined) {
      graph.parent.set(item, item.indentedUnder as T);
    } else if (item.parentName !== undefined) {
      const found = resolve(item.parentName, items, item);
      if ("problem" in found || found.items.length !== 1) note(item, `Parent ${"problem" in found ? found.problem : `'${item.parentName}' names several tasks`}: left at the top level`);
      else graph.parent.set(item, found.items[0] as T);
    }
  }
  // A Parent column can close a loop (an indented outline cannot): the last of it written stays on top.
  for (const item of [...items].reverse()) {
    const parent = graph.parent.get(item);
    if (parent !== undefined && ancestors(parent, graph.parent).includes(item)) {
      graph.parent.delete(item);
      note(item, `Parent '${parent.title}' is one of its own sub-tasks: left at the top level`);
    }
  }
  // Below the deepest level, an item goes under its ancestor one level above that.
  const moves = items.flatMap((item) => {
    const chain = ancestors(item, graph.parent);
    const under = chain.at(-(MAX_DEPTH - 1));
    return chain.length > MAX_DEPTH && under !== undefined ? [[item, under] as const] : [];
  });
  for (const [item, under] of moves) {
    graph.parent.set(item, under);
    note(item, `Sub-tasks go at most ${MAX_DEPTH} levels deep: made it a sub-task of '${under.title}'`);
  }
  // How many relations each item would have, either side: an activity has at most 50.
  const edges = new Map<T, number>();
  const addEdge = (item: T, blocker: T, said: string, no = item.no) => {
    const blockers = graph.blockedBy.get(item) ?? [];
    if (blocker === item || blockers.includes(blocker)) return;
    const full = [blocker, item].find((end) => (edges.get(end) ?? 0) >= MAX_RELATIONS_PER_ACTIVITY);
    if (full !== undefined) {
      note(item, `Left out that '${item.title}' waits for '${blocker.title}' (${said}): '${full.title}' already has ${MAX_RELATIONS_PER_ACTIVITY} dependencies, the most an activity may have`, no);
      return;
    }
    if (waitsFor(blocker, item, graph.blockedBy)) {
      note(item, `Left out that '${item.title}' waits for '${blocker.title}' (${said}): '${blocker.title}' already waits for '${item.title}', directly or not, so neither could start`, no);
      return;
    }
    graph.blockedBy.set(item, [...blockers, blocker]);
    for (const end of [blocker, item]) edges.set(end, (edges.get(end) ?? 0) + 1);
  };
  items.forEach((item, i) => {
    if (item.then) {
      const before = items.slice(0, i).reverse().find((other) => graph.parent.get(other) === graph.parent.get(item));
      if (before === undefined) note(item, "'Then' with no task before it on its level: it waits for nothing");
      else addEdge(item, before, "then");
    }
    for (const { phrase, target, no = item.no } of item.waits) {
      const found = resolve(target, items, item);
      if ("problem" in found) {
        if (no === item.no) graph.unresolved.add(item);
        note(item, `${found.problem}: '${phrase}' makes no dependency`, no);
      } else {
        for (const blocker of found.items) addEdge(item, blocker, phrase, no);
      }
    }
  });
  graph.notes.sort((x, y) => x.no - y.no);
  return graph;
}

/** The item and its ancestors, the item first, the top-level one last (a loop walked once). */
function ancestors<T>(item: T, parent: Map<T, T>): T[] {
  const chain: T[] = [];
  for (let at: T | undefined = item; at !== undefined && !chain.includes(at); at = parent.get(at)) chain.push(at);
  return chain;
}
