// Questions about one activity ("Why is X blocked?", "What's the status of X?", "Who is on X?"),
// answered from X's own records: its fields, its description, its comments (who said what), the
// documents attached to it.
import type { AskContext } from "../provider.js";
import { type Answer, excerpt, nameOf } from "./ask-answer.js";
import { contentWords } from "../words.js";
import { stem, stemSet, tokens } from "./retrieval.js";

type Activity = AskContext["activities"][number];

// Why it is held up: "why is X blocked", "what is blocking X", "what is X waiting on".
const WHY =
  /\bwhy\b.*(?:\b(?:block|stuck|late|delay|slipp|behind|on hold|waiting|paused|held up|taking so long)|(?:\bnot|n't)\b.*\b(?:done|finished|shipped|merged|started|moving|ready|closed|fixed|resolved|working))|\bwhat(?:'s| is)? (?:blocking|holding up|wrong with)\b|\b(?:blocked|waiting|stuck) (?:on|by|for)\b|\bblockers? (?:on|for|with|of)\b/i;
const STATUS =
  /\b(?:status|state|progress|update|updates|latest|news)\b.*\b(?:of|on|with|for|about)\b|\bwhere (?:are|is|do) we\b.*\b(?:with|on)\b|\bhow(?:'s| is| are)\b.+\b(?:going|coming along)\b|\bwhat(?:'s| is) (?:happening|going on)\b|\bwhere does\b.+\bstand\b|^(?:is|are|was|has)\b.+\b(?:done|finished|complete|completed|blocked|stuck|started|assigned|late|overdue|in review|shipped|merged)\b/i;
const WHO = /\bwho(?:'s| is)?\b.*\b(?:working on|assigned to|owns?|owning|responsible for|handling|doing)\b/i;
// Words of such questions that say what is asked, not which activity.
const ASKING = stemSet(
  `why blocked blocking blocker stuck late delayed delay slipping slipped behind hold waiting paused held wrong status state
progress update updates latest news where how going happening coming along stand who working assigned owns owning responsible doing handling
done finished complete completed started overdue review shipped merged moving taking long activity task ticket item story
issue work sprint anything something everything anyone someone nothing yet ready fixed resolved closed`,
);
// What a comment or a description says about why work is held up.
const REASON = /\b(?:block|wait|depend|until|because|need|stuck|pending|hold|confirm|approv|access|reply|answer|decision|missing)/i;
const MAX_COMMENTS = 3;

export type ActivityQuestion = "why" | "status";

/** A question about one activity; one that says "sprint" is about the sprint. */
export function activityQuestion(question: string): ActivityQuestion | undefined {
  if (/\b(?:sprint|iteration)\b/i.test(question)) return undefined;
  if (WHY.test(question)) return "why";
  return STATUS.test(question) || WHO.test(question) ? "status" : undefined;
}

function who(context: AskContext, userId: string | null): string {
  return nameOf(context, userId) ?? "someone who is no longer a member";
}

/** The words that name what the question is about ("the rounding fix"), without the asking. */
export function subjectOf(question: string): string[] {
  return contentWords(question).filter((w) => !ASKING.has(stem(w)));
}

/**
 * The activities the question names: those whose title holds at least half its words, the best
 * covered; of those, one whose every title word the question names when the others' are not ("Guest
 * checkout" and "Checkout load-time budget" are both "the checkout": both are named).
 */
export function activitiesAsked(context: AskContext, question: string): Activity[] {
  const wanted = subjectOf(question).map(stem);
  if (wanted.length === 0) return [];
  const byTitle = context.activities
    .map((activity) => {
      const title = new Set(tokens(activity.title));
      const hits = wanted.filter((t) => title.has(t)).length;
      return { activity, cover: hits / wanted.length, tight: title.size === 0 ? 0 : hits / title.size };
    })
    .filter((s) => s.cover >= 0.5)
    .sort((a, b) => b.cover - a.cover || b.tight - a.tight);
  const [best] = byTitle;
  if (!best) return activitiesByTheirWords(context, wanted);
  const tied = byTitle.filter((s) => s.cover === best.cover);
  const [, runnerUp] = tied;
  return runnerUp === undefined || (best.tight === 1 && runnerUp.tight < 1) ? [best.activity] : tied.map((s) => s.activity);
}

/** Failing its title, the one activity whose description and comments hold most of the question's words. */
function activitiesByTheirWords(context: AskContext, wanted: string[]): Activity[] {
  const scored = context.activities
    .map((activity) => {
      const comments = context.comments.filter((c) => c.activityId === activity.id).map((c) => c.content);
      const own = new Set(tokens([activity.description ?? "", ...comments].join(" ")));
      return { activity, hits: wanted.filter((t) => own.has(t)).length };
    })
    .sort((a, b) => b.hits - a.hits);
  const [best, second] = scored;
  return best && best.hits / wanted.length >= 0.5 && best.hits > (second?.hits ?? 0) ? [best.activity] : [];
}

function facts(context: AskContext, a: Activity): string {
  const details = [a.assignedTo === null ? "unassigned" : `assigned to ${who(context, a.assignedTo)}`];
  if (a.dueDate) details.push(`due ${a.dueDate}`);
  if (a.priority) details.push(`${a.priority} priority`);
  if (a.points !== null) details.push(`${a.points} points`);
  return `'${a.title}' is ${a.status} (${details.join(", ")}).`;
}

/**
 * One activity from its records: status and fields, its description, the comments on it (for a
 * "why", those that name what holds it up, when some do), the documents attached to it.
 */
export function activityAnswer(context: AskContext, a: Activity, kind: ActivityQuestion): Answer {
  const lines = [facts(context, a)];
  if (kind === "why" && a.status !== "BLOCKED" && a.status !== "NEEDS_HELP") lines.push("It is not marked as blocked.");
  if (a.description) lines.push(`Its description says: "${excerpt(a.description)}"`);
  const comments = context.comments.filter((c) => c.activityId === a.id).sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  // For a "why", the comments that name what holds it up, and the latest word on it.
  const reasons = kind === "why" ? comments.filter((c, i) => REASON.test(c.content) || i === comments.length - 1) : [];
  const shown = (reasons.length > 0 ? reasons : comments).slice(-MAX_COMMENTS);
  for (const c of shown) lines.push(`${who(context, c.authorId)} commented on ${c.createdAt.slice(0, 10)}: "${excerpt(c.content)}"`);
  const attached = context.documents.filter((d) => d.activityId === a.id);
  for (const d of attached) lines.push(`The document '${d.title}' is attached to it.`);
  if (kind === "why" && !a.description && comments.length === 0) lines.push("It has no description or comments that say why.");
  return {
    answer: lines.join("\n"),
    sources: [
      { object: "activity", id: a.id },
      ...shown.map((c) => ({ object: "comment" as const, id: c.id })),
      ...attached.map((d) => ({ object: "document" as const, id: d.id })),
    ],
  };
}

/** Several activities fit the question equally: each with its status, for the asker to pick from. */
export function activitiesAnswer(context: AskContext, activities: Activity[]): Answer {
  const shown = activities.slice(0, 10);
  return {
    answer: `${activities.length} activities fit the question:\n${shown.map((a) => `- ${facts(context, a)}`).join("\n")}`,
    sources: shown.map((a) => ({ object: "activity", id: a.id })),
  };
}
