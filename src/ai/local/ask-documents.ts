// Answers from the team's words: a document's own sentences on the point asked (the document the
// question names, or the best passages of all the team's records), quoted and cited.
import type { AskContext, AskDraft } from "../provider.js";
import { contentWords } from "../words.js";
import { type Answer, excerpt, nameOf } from "./ask-answer.js";
import { type Doc, rank, stem, stemSet, terms, tokens } from "./retrieval.js";

type Source = AskDraft["sources"][number];
type Document = AskContext["documents"][number];

interface Sentence {
  doc: Document;
  /** Its place in the document, so quotes keep the document's order. */
  index: number;
  text: string;
  /** The heading it sits under, which says what it is about. */
  heading: string;
}

// Words that ask about a document without saying what about: "what does our policy say about …".
const GLUE = stemSet("say says said state states mention mentions mean means meaning define defined tell explain describe regarding according per document documents doc docs written write");
// "A hotfix is …", "WIP limit: …", "**P1** — …": a sentence that defines its first words.
const DEFINING = /^\W{0,3}[\p{L}\p{N}][^.:]{0,60}?(?:\*\*)?\s*(?::|\s[-–—]\s|\s(?:is|are|means|mean|refers to|stands for)\s)/u;
const MAX_QUOTED = 3;

/** A document as sentences: each list item (without its bullet) or line, split at sentence ends, with its heading. */
export function sentencesOf(doc: Document): Sentence[] {
  const out: Sentence[] = [];
  let heading = "";
  for (const raw of doc.content.split("\n")) {
    const line = raw.trim().replace(/^(?:[-*+•]|\d{1,3}[.)])\s+/, "");
    const title = /^#{1,6}\s+(.+)$/.exec(line)?.[1];
    if (title !== undefined) {
      heading = title;
      continue;
    }
    for (const text of line.split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u)) {
      if (text.trim() !== "") out.push({ doc, index: out.length, text: text.trim(), heading });
    }
  }
  return out;
}

/** The question's words that say what it is about, in their own spelling, for "nothing about …". */
export function topicWords(question: string, leaveOut: Set<string>): string[] {
  return contentWords(question).filter((w) => !GLUE.has(stem(w)) && !leaveOut.has(stem(w)));
}

/** The documents whose title the question names ("our on-call policy"): half their title's words or more, the closest first. */
export function documentsNamed(context: AskContext, question: string): Document[] {
  const asked = new Set(terms(question));
  return context.documents
    .map((doc) => {
      const title = new Set(terms(doc.title));
      const hits = [...title].filter((t) => asked.has(t)).length;
      return { doc, hits, cover: title.size === 0 ? 0 : hits / title.size };
    })
    .filter((s) => s.hits > 0 && s.cover >= 0.5)
    .sort((a, b) => b.cover - a.cover || b.hits - a.hits)
    .map((s) => s.doc);
}

/** Sentences quoted in the document's order; sentences that do not follow each other are set apart. */
function quote(sentences: Sentence[]): string {
  const ordered = [...sentences].sort((a, b) => a.index - b.index);
  return ordered.map((s, i) => (i > 0 && ordered[i - 1]?.index !== s.index - 1 ? `… ${s.text}` : s.text)).join(" ");
}

function quoted(doc: Document, sentences: Sentence[]): string {
  return `From the document '${doc.title}': "${excerpt(quote(sentences), 600)}"`;
}

/** The sentences that best answer `topic`, the defining ones first among equals; the top few, close to the best. */
function bestSentences(sentences: Sentence[], topic: string[]): Sentence[] {
  const docs: Array<Doc<Sentence>> = sentences.map((s) => ({ item: s, text: `${s.heading} ${s.text}` }));
  const ranked = rank(docs, topic.join(" "), sentences.length)
    .map((r) => ({ ...r, score: r.score * (DEFINING.test(r.item.text) ? 1.5 : 1) }))
    .sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  return ranked.filter((r) => r.score >= top * 0.6).slice(0, MAX_QUOTED).map((r) => r.item);
}

/**
 * What one document says on the question's point, in its own sentences; its opening lines when
 * the question names no point ("what is our definition of done?"); nothing when it is silent on it.
 */
export function quoteDocument(doc: Document, question: string): Answer | undefined {
  const sentences = sentencesOf(doc);
  const topic = topicWords(question, new Set(terms(doc.title)));
  const source: Source[] = [{ object: "document", id: doc.id }];
  if (sentences.length === 0) return { answer: `The document '${doc.title}' is empty.`, sources: source };
  const best = topic.length === 0 ? sentences.slice(0, 6) : bestSentences(sentences, topic);
  return best.length > 0 ? { answer: quoted(doc, best), sources: source } : undefined;
}

/** The named document is silent on the point: it says so, and what the team's other records say. */
export function notInDocument(context: AskContext, doc: Document, question: string): Answer {
  const topic = topicWords(question, new Set(terms(doc.title))).join(" ");
  const missing = `I found nothing about ${topic} in the document '${doc.title}'.`;
  const elsewhere = searchAnswer({ ...context, documents: context.documents.filter((d) => d.id !== doc.id) }, topic);
  return elsewhere.sources.length === 0 ? { answer: missing, sources: [] } : { answer: `${missing} Elsewhere:\n${elsewhere.answer}`, sources: elsewhere.sources };
}

interface Passage {
  source: Source;
  line: string;
  sentence?: Sentence;
}

/** Passages a question can be answered from: document sentences, activities, comments, sprints. */
function passages(context: AskContext): Array<Doc<Passage>> {
  const docs: Array<Doc<Passage>> = [];
  const titles = new Map(context.activities.map((a) => [a.id, a.title]));
  for (const d of context.documents) {
    const source: Source = { object: "document", id: d.id };
    for (const sentence of sentencesOf(d)) docs.push({ item: { source, line: "", sentence }, text: `${d.title} ${sentence.heading} ${sentence.text}` });
    if (d.content.trim() === "") docs.push({ item: { source, line: `The document '${d.title}' (empty).` }, text: d.title });
  }
  for (const a of context.activities) {
    const who = nameOf(context, a.assignedTo);
    const line = `Activity '${a.title}' (${a.status}${who ? `, ${who}` : ""})${a.description ? `: ${excerpt(a.description)}` : "."}`;
    docs.push({ item: { source: { object: "activity", id: a.id }, line }, text: `${a.title} ${a.description ?? ""}` });
  }
  for (const c of context.comments) {
    const line = `${nameOf(context, c.authorId) ?? "Someone"} commented on '${titles.get(c.activityId) ?? "an activity"}': "${excerpt(c.content)}"`;
    docs.push({ item: { source: { object: "comment", id: c.id }, line }, text: c.content });
  }
  for (const s of context.sprints) {
    docs.push({ item: { source: { object: "sprint", id: s.id }, line: `Sprint '${s.name}' (${s.status})${s.goal ? `: goal "${s.goal}"` : "."}` }, text: `${s.name} ${s.goal ?? ""} ${s.description ?? ""}` });
  }
  return docs;
}

/**
 * The best 1–3 passages of all the team's records, close in score to the best one; a document's
 * sentences are quoted together. Nothing relevant: "I found nothing about …", citing nothing.
 */
export function searchAnswer(context: AskContext, question: string): Answer {
  // "What do our docs say about swaps?" looks for swaps.
  const query = topicWords(question, new Set()).join(" ") || question;
  const ranked = rank(passages(context), query, 12);
  const top = ranked[0]?.score ?? 0;
  // A passage that holds less than half the question's words is not about it; a document's
  // sentences are read together, as one says what the next one does not.
  const asked = terms(query);
  const covered = new Map<string, number>();
  const documentCover = (doc: Document): number => {
    if (!covered.has(doc.id)) {
      const words = new Set(tokens(`${doc.title} ${doc.content}`));
      covered.set(doc.id, asked.filter((t) => words.has(t)).length / asked.length);
    }
    return covered.get(doc.id) ?? 0;
  };
  const best = ranked.filter((r) => r.score >= top * 0.5 && (r.item.sentence ? documentCover(r.item.sentence.doc) : r.cover) >= 0.5).slice(0, MAX_QUOTED);
  if (best.length === 0) return { answer: `I found nothing about ${query.trim()} in this team's activities, documents or comments.`, sources: [] };
  const lines: string[] = [];
  const quotedDocs = new Set<string>();
  for (const { item } of best) {
    const { sentence } = item;
    if (!sentence) {
      lines.push(item.line);
    } else if (!quotedDocs.has(sentence.doc.id)) {
      quotedDocs.add(sentence.doc.id);
      lines.push(quoted(sentence.doc, best.flatMap((b) => (b.item.sentence?.doc.id === sentence.doc.id ? [b.item.sentence] : []))));
    }
  }
  return { answer: lines.join("\n"), sources: [...new Map(best.map((b) => [`${b.item.source.object}:${b.item.source.id}`, b.item.source])).values()] };
}
