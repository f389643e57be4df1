// Ranked retrieval over short passages: BM25 with a light English stemmer. Small enough to run per
// question over the bounded context the domain gathers.
import { contentWords } from "../words.js";

export interface Doc<T> {
  item: T;
  text: string;
}

// Suffixes stripped, the first that fits: [suffix, what replaces it, the shortest stem left]. "-er" needs
// a longer stem, so "cover" stays whole while "blocker" becomes "block".
const SUFFIXES: Array<[string, string, number]> = [
  ["izations", "ize", 3],
  ["ization", "ize", 3],
  ["ational", "ate", 3],
  ["ations", "ate", 3],
  ["ation", "ate", 3],
  ["itions", "", 3],
  ["ition", "", 3],
  ["ingly", "", 3],
  ["ments", "", 3],
  ["ment", "", 3],
  ["ness", "", 3],
  ["ings", "", 3],
  ["ing", "", 3],
  ["edly", "", 3],
  ["ies", "y", 2],
  ["ied", "y", 2],
  ["ers", "", 4],
  ["ed", "", 3],
  ["es", "", 3],
  ["er", "", 4],
  ["ly", "", 3],
  ["s", "", 3],
];

/**
 * Crude suffix stripping, enough to match word forms: "planning", "planned", "plans" → "plan";
 * "paging", "pages", "page" → "pag"; "escalation", "escalated" → "escalat".
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  const found = SUFFIXES.find(([suffix, , least]) => w.length - suffix.length >= least && w.endsWith(suffix));
  if (found) w = w.slice(0, -found[0].length) + found[1];
  // "planning" → "plann" → "plan": undo the doubled consonant.
  if (/([^aeiouy])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  // "page" and "paging" meet at "pag".
  return w.length > 3 ? w.replace(/e$/, "") : w;
}

export function terms(text: string): string[] {
  return contentWords(text).map(stem);
}

/** Every word of `text`, stemmed: what a passage says, for matching a question's terms against. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/** A list of words written out ("why blocked status …") as the set of their stems. */
export function stemSet(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean).map(stem));
}

/**
 * The passages matching the query best, best first; only passages that share a term with it.
 * `cover` is the share of the query's terms a passage holds. One pass over each passage's words, so
 * the cost grows with the text, not with the text times the number of query terms.
 */
export function rank<T>(docs: Array<Doc<T>>, query: string, limit: number): Array<{ item: T; score: number; cover: number }> {
  const queryTerms = [...new Set(terms(query))];
  if (queryTerms.length === 0 || docs.length === 0) return [];
  const wanted = new Set(queryTerms);
  // A stem is the word cut short, its last letter at most replaced by "y": only a word that starts
  // with all of a term but its last letter can stem to it, and the others need no stemming.
  const starts = queryTerms.map((term) => term.slice(0, -1));
  const stems = new Map<string, string>();
  const counted = docs.map((doc) => {
    const counts = new Map<string, number>();
    let length = 0;
    for (const word of doc.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      length++;
      if (!starts.some((start) => word.startsWith(start))) continue;
      let stemmed = stems.get(word);
      if (stemmed === undefined) stems.set(word, (stemmed = stem(word)));
      if (wanted.has(stemmed)) counts.set(stemmed, (counts.get(stemmed) ?? 0) + 1);
    }
    return { item: doc.item, counts, length };
  });
  const avgLength = counted.reduce((n, c) => n + c.length, 0) / docs.length || 1;
  const df = new Map<string, number>();
  for (const { counts } of counted) for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const k1 = 1.2;
  const b = 0.75;
  const scored = counted.map(({ item, counts, length }) => {
    let score = 0;
    let held = 0;
    for (const term of queryTerms) {
      const tf = counts.get(term) ?? 0;
      if (tf === 0) continue;
      held += 1;
      const n = df.get(term) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / avgLength));
    }
    return { item, score, cover: held / queryTerms.length };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit);
}
