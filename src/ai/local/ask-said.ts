// Two questions answered from the team's words as written: the items a section of a document lists
// (a retro's "Action items", a design note's "Decisions" or "Risks"), and what a person said about a
// topic (their comments on it, quoted and attributed).
import type { AskContext } from "../provider.js";
import { type Answer, excerpt } from "./ask-answer.js";
import { documentsNamed } from "./ask-documents.js";
import { matchMember } from "./members.js";
import { terms } from "./retrieval.js";

type Document = AskContext["documents"][number];

/** The kinds of section a question asks for: the words that ask, and the headings that hold them. */
const SECTIONS = [
  { kind: "Action items", asked: /\baction[ -]?items?\b|\bfollow[ -]?ups?\b|\bnext steps\b/i, heading: /\baction[ -]?items?\b|\bactions\b|\bfollow[ -]?ups?\b|\bnext steps\b|\bto[ -]?dos?\b/i },
  { kind: "Decisions", asked: /\bdecisions?\b|\bwhat (?:did|have) we decide/i, heading: /\bdecisions?\b|\bdecided\b/i },
  { kind: "Risks", asked: /\brisks?\b/i, heading: /\brisks?\b/i },
] as const;

const MAX_ITEMS = 25;

interface Section {
  heading: string;
  items: string[];
}

/** A heading line: markdown (`## Action items`), bold on its own line (`**Risks**`), or a label alone (`Decisions:`); its level (bold and labels count as 7, below any markdown). */
function headingOf(line: string): { text: string; level: number } | undefined {
  const markdown = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
  if (markdown) return { text: markdown[2] as string, level: (markdown[1] as string).length };
  const alone = /^(?:\*\*|__)(.+?)(?:\*\*|__):?$|^([\p{L}][\p{L} -]{0,40}):$/u.exec(line);
  return alone ? { text: (alone[1] ?? alone[2]) as string, level: 7 } : undefined;
}

/** The sections of a document whose heading matches, each with its list items (or its lines, when it has no list). */
export function sectionsOf(doc: Document, heading: RegExp): Section[] {
  const found: Section[] = [];
  let open: { section: Section; level: number; lines: string[] } | undefined;
  const close = () => {
    if (!open) return;
    const bullets = open.lines.filter((l) => /^(?:[-*+•]|\d{1,3}[.)])\s+/.test(l));
    const items = (bullets.length > 0 ? bullets : open.lines).map((l) => l.replace(/^(?:[-*+•]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?/, "").trim()).filter((l) => l !== "");
    if (items.length > 0) found.push({ ...open.section, items });
    open = undefined;
  };
  for (const raw of doc.content.split("\n")) {
    const line = raw.trim();
    const title = headingOf(line);
    if (title && (!open || title.level <= open.level || open.level === 7)) {
      close();
      if (heading.test(title.text)) open = { section: { heading: title.text, items: [] }, level: title.level, lines: [] };
      continue;
    }
    if (open && line !== "") open.lines.push(line);
  }
  close();
  return found;
}

/** "What are the action items from the retro?": the items listed under that section of the document asked about. */
export function sectionIntent(context: AskContext, question: string): Answer | undefined {
  const wanted = SECTIONS.find((s) => s.asked.test(question));
  if (!wanted) return undefined;
  // The documents the question names first, then the others in the order the search ranked them.
  const named = documentsNamed(context, question);
  const ordered = [...named, ...context.documents.filter((d) => !named.includes(d))];
  for (const doc of ordered) {
    const sections = sectionsOf(doc, wanted.heading);
    if (sections.length === 0) continue;
    const items = sections.flatMap((s) => s.items);
    const shown = items.slice(0, MAX_ITEMS).map((item) => `- ${excerpt(item, 300)}`);
    if (items.length > MAX_ITEMS) shown.push(`- and ${items.length - MAX_ITEMS} more`);
    const headings = sections.map((s) => `"${s.heading}"`).join(", ");
    return { answer: `${wanted.kind} in "${doc.title}" (${headings}, ${items.length}):\n${shown.join("\n")}`, sources: [{ object: "document", id: doc.id }] };
  }
  return undefined;
}

const SAID = /\bwhat (?:did|does|has|have) (.+?) (?:say|said|write|wrote|written|think|thought|comment(?:ed)?|mention(?:ed)?) (?:about|on|regarding|of) (.+?)\s*\??$/i;

/** "What did Grace say about rounding?": that member's comments on the topic, newest first, quoted with where and when; undefined when no member is named. */
export function saidIntent(context: AskContext, question: string): Answer | undefined {
  const match = SAID.exec(question);
  if (!match) return undefined;
  const name = (match[1] as string).trim();
  const topic = (match[2] as string).trim();
  // "What does our policy say about …" names a document, not a person: that is another question.
  const member = matchMember(name, context.members).member;
  if (!member) return undefined;
  const wanted = new Set(terms(topic));
  const titles = new Map(context.activities.map((a) => [a.id, a.title]));
  const about = (text: string) => terms(text).some((t) => wanted.has(t));
  const comments = context.comments.filter((c) => c.authorId === member.id && (about(c.content) || about(titles.get(c.activityId) ?? "")));
  if (comments.length === 0) return { answer: `I found no comment by ${member.name} about ${topic}.`, sources: [{ object: "member", id: member.id }] };
  const shown = comments.slice(0, MAX_ITEMS);
  const lines = shown.map((c) => {
    const on = titles.get(c.activityId);
    return `- "${excerpt(c.content, 400)}" (${member.name}${on ? `, on "${on}"` : ""}, ${c.createdAt.slice(0, 10)})`;
  });
  if (comments.length > shown.length) lines.push(`- and ${comments.length - shown.length} more`);
  return {
    answer: `${member.name} said about ${topic}:\n${lines.join("\n")}`,
    sources: [{ object: "member", id: member.id }, ...shown.map((c) => ({ object: "comment" as const, id: c.id }))],
  };
}
