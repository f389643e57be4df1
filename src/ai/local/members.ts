// Which team member a name in free text means, if exactly one.
import type { TeamMemberRef } from "../provider.js";

/**
 * The member a name means: an exact email or full name, else a first name or email local part that
 * only one member has. Two members who could be meant is ambiguous: no guess.
 */
export function matchMember(name: string, members: TeamMemberRef[]): { member?: TeamMemberRef; ambiguous: boolean } {
  const wanted = name.trim().toLowerCase().replace(/[.,;:!?]+$/, "");
  const exact = members.filter((m) => m.email.toLowerCase() === wanted || m.name.toLowerCase() === wanted);
  const loose = members.filter((m) => m.name.toLowerCase().split(/\s+/)[0] === wanted || m.email.toLowerCase().split("@")[0] === wanted);
  const found = exact.length > 0 ? exact : loose;
  return found.length === 1 ? { member: found[0], ambiguous: false } : { ambiguous: found.length > 1 };
}
