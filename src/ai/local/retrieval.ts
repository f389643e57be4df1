// Ranked retrieval over short passages: BM25 with a light English stemmer. Small enough to run per
// question over the bounded context the domain gathers.
import { contentWords } from "../words.js";

export interface Doc<T> {
  item: T;
  text: string;
}

/** Crude suffix stripping: "planning", "planned", "plans" → "plan". Enough to match word forms. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const suffix of ["ational", "ization", "ingly", "ments", "ment", "ness", "ings", "ing", "edly", "ies", "ied", "ers", "ed", "es", "er", "ly", "s"]) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      if (suffix === "ies" || suffix === "ied") w += "y";
      break;
    }
  }
  // "planning" → "plann" → "plan": undo the doubled consonant.
  if (/([^aeiouy])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function terms(text: string): string[] {
  return contentWords(text).map(stem);
}

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/** The passages matching the query best, best first; only passages that share a term with it. */
export function rank<T>(docs: Array<Doc<T>>, query: string, limit: number): Array<{ item: T; score: number }> {
  const queryTerms = [...new Set(terms(query))];
  if (queryTerms.length === 0 || docs.length === 0) return [];
  const tokenised = docs.map((d) => tokens(d.text));
  const avgLength = tokenised.reduce((n, t) => n + t.length, 0) / docs.length || 1;
  const df = new Map<string, number>();
  for (const t of tokenised) for (const term of new Set(t)) df.set(term, (df.get(term) ?? 0) + 1);
  const k1 = 1.2;
  const b = 0.75;
  const scored = docs.map((doc, i) => {
    const words = tokenised[i] ?? [];
    let score = 0;
    for (const term of queryTerms) {
      const tf = words.filter((w) => w === term).length;
      if (tf === 0) continue;
      const n = df.get(term) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * words.length) / avgLength));
    }
    return { item: doc.item, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit);
}
