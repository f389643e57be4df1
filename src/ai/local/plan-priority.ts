// Priority words as people write them: "P1", "High", "urgent", Jira's "Highest", MoSCoW's "nice to have".
import type { Priority } from "./plan-labels.js";

const PRIORITY_WORDS: Record<string, Priority> = {
  p0: "CRITICAL",
  p1: "HIGH",
  p2: "MEDIUM",
  p3: "LOW",
  critical: "CRITICAL",
  urgent: "CRITICAL",
  blocker: "CRITICAL",
  asap: "CRITICAL",
  highest: "CRITICAL",
  high: "HIGH",
  important: "HIGH",
  major: "HIGH",
  top: "HIGH",
  medium: "MEDIUM",
  med: "MEDIUM",
  normal: "MEDIUM",
  low: "LOW",
  lowest: "LOW",
  minor: "LOW",
  trivial: "LOW",
  "nice to have": "LOW",
};
export const PRIORITY_RANK: Priority[] = ["LOW", "MEDIUM", "HIGH", "CRITICAL"];
export const PW = "critical|urgent|blocker|asap|highest|high|important|major|medium|med|normal|lowest|low|minor|trivial|nice[\\s-]to[\\s-]have";

/** "High", "p1", "nice-to-have", "Highest" (Jira) → a priority; anything else → null. */
export function priorityOf(word: string): Priority | null {
  const key = word.toLowerCase().replace(/[\s-]+/g, " ").replace(/\s*prio(?:rity)?$/, "").trim();
  return PRIORITY_WORDS[/^[0-3]$/.test(key) ? `p${key}` : key] ?? null;
}
