// What every local answer is made of: a text, the records it rests on, names and excerpts.
import type { AskContext, AskDraft } from "../provider.js";

export interface Answer {
  answer: string;
  sources: AskDraft["sources"];
}

/** A member's name, or undefined for someone who is no longer a member. */
export function nameOf(context: AskContext, userId: string | null): string | undefined {
  return userId === null ? undefined : context.members.find((m) => m.id === userId)?.name;
}

/** Text on one line, cut at `max` characters with "…". */
export function excerpt(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 3)}…`;
}
