// Which sprint a question is about: one it names (by name, number, goal or place: "the previous
// sprint"), else the active one, else the newest.
import type { AskContext } from "../provider.js";
import { stemSet, terms, tokens } from "./retrieval.js";

type Sprint = AskContext["sprints"][number];

export interface SprintRef {
  sprint?: Sprint;
  /** The question names this sprint, so answers keep to its records. */
  named: boolean;
}

// Words of a question about a sprint that say what is asked, not which sprint.
const ASKING = stemSet(
  `sprint sprints iteration goal goals aim objective objectives when date dates start started starts end ended ends finish
finished done complete completed progress far much many points point left remaining status going went how what which
was were did does current about where our blocked stuck review unassigned priority overdue due week happened`,
);
const PREVIOUS = /\b(?:previous|last|prior|earlier|preceding)\s+(?:sprint|iteration)\b|\b(?:sprint|iteration) before\b/i;
const NEXT = /\b(?:next|upcoming|following|coming)\s+(?:sprint|iteration)\b/i;

/** Sprints oldest first, by start date; undated ones last, in the order the domain gave (newest first). */
function byStart(sprints: Sprint[]): Sprint[] {
  return [...sprints].reverse().sort((a, b) => (a.startDate ?? "9999").localeCompare(b.startDate ?? "9999"));
}

/** "The previous sprint": the one before the active sprint, or the last one finished when none runs. */
function previousSprint(sprints: Sprint[], current: Sprint | undefined): Sprint | undefined {
  const ordered = byStart(sprints);
  if (current?.status === "ACTIVE") return ordered[ordered.indexOf(current) - 1];
  return ordered.filter((s) => s.status === "COMPLETED").at(-1) ?? ordered.at(-2);
}

function nextSprint(sprints: Sprint[], current: Sprint | undefined): Sprint | undefined {
  const ordered = byStart(sprints);
  return ordered.slice(current ? ordered.indexOf(current) + 1 : 0).find((s) => s.status === "PLANNED");
}

/** The one sprint whose name, goal or description shares the most words with the question. */
function sprintByWords(sprints: Sprint[], question: string): Sprint | undefined {
  const wanted = terms(question).filter((t) => !ASKING.has(t));
  const scored = sprints
    .map((sprint) => {
      const own = new Set(tokens(`${sprint.name} ${sprint.goal ?? ""} ${sprint.description ?? ""}`));
      return { sprint, hits: wanted.filter((t) => own.has(t)).length };
    })
    .sort((a, b) => b.hits - a.hits);
  const [best, second] = scored;
  return best && best.hits > 0 && best.hits > (second?.hits ?? 0) ? best.sprint : undefined;
}

export function sprintAsked(context: AskContext, question: string): SprintRef {
  const q = question.toLowerCase();
  const { sprints } = context;
  const current = sprints.find((s) => s.status === "ACTIVE") ?? sprints[0];
  const byName = [...sprints].sort((a, b) => b.name.length - a.name.length).find((s) => q.includes(s.name.toLowerCase()));
  const number = /\b(?:sprint|iteration)\s*#?(\d+)\b/i.exec(question)?.[1];
  const byNumber = number === undefined ? undefined : sprints.find((s) => new RegExp(`^(?:sprint|iteration)\\s*#?${number}\\b`, "i").test(s.name));
  const byPlace = PREVIOUS.test(q) ? previousSprint(sprints, current) : NEXT.test(q) ? nextSprint(sprints, current) : undefined;
  const named = byName ?? byNumber ?? byPlace ?? sprintByWords(sprints, question);
  return named ? { sprint: named, named: true } : { sprint: current, named: false };
}
