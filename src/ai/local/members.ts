// Which team member a name in free text means, if exactly one.
import type { TeamMemberRef } from "../provider.js";

export interface MemberMatch {
  member?: TeamMemberRef;
  ambiguous: boolean;
  /** Every member the name could mean (two or more when ambiguous). */
  candidates: TeamMemberRef[];
}

function words(name: string): string[] {
  return name.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The member a name means: an exact email or full name (a handle such as "alice.martin" counts as
 * one), else a first name, an email local part, or a first name and the start of the last ("Alice W")
 * that only one member has. Two members who could be meant is ambiguous: no guess.
 */
export function matchMember(name: string, members: TeamMemberRef[]): MemberMatch {
  const wanted = name.trim().toLowerCase().replace(/^@/, "").replace(/[.,;:!?'’]+$/, "");
  const spaced = wanted.includes("@") ? wanted : wanted.replace(/[._-]+/g, " ").trim();
  const [first, second, ...rest] = words(spaced);
  const exact = members.filter((m) => m.email.toLowerCase() === wanted || words(m.name).join(" ") === spaced);
  const loose = members.filter((m) => {
    const [mFirst, ...mRest] = words(m.name);
    if (second === undefined) return mFirst === first || m.email.toLowerCase().split("@")[0] === wanted;
    return rest.length === 0 && mFirst === first && (mRest.at(-1) ?? "").startsWith(second);
  });
  const candidates = exact.length > 0 ? exact : loose;
  return candidates.length === 1 ? { member: candidates[0], ambiguous: false, candidates } : { ambiguous: candidates.length > 1, candidates };
}
