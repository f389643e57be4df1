// The local ranker stems only the words that could stem to a query term: those starting with all of
// the term but its last letter. That holds if a stem is always the word cut short, its last letter at
// most replaced by "y"; checked here over every suffix the stemmer strips and doubled consonants.
import { describe, expect, it } from "vitest";
import { rank, stem } from "../../src/ai/local/retrieval.js";

const SUFFIXES = ["", "ational", "ization", "ingly", "ments", "ment", "ness", "ings", "ing", "edly", "ies", "ied", "ers", "ed", "es", "er", "ly", "s"];
const BASES = ["plan", "carr", "happ", "run", "fizz", "spell", "mess", "organ", "nation", "a", "ab", "xyz", "deploy", "quasar", "éclair", "3d"];

describe("local ranker", () => {
  it("a stem starts with all of it but its last letter, for every word form", () => {
    for (const base of BASES) {
      for (const doubled of [base, `${base}${base.at(-1)}`]) {
        for (const suffix of SUFFIXES) {
          const word = `${doubled}${suffix}`;
          expect(word.startsWith(stem(word).slice(0, -1)), `${word} → ${stem(word)}`).toBe(true);
        }
      }
    }
  });

  it("counts word forms the query does not spell", () => {
    const docs = [
      { item: "carries", text: "She carries the planning notes" },
      { item: "other", text: "Nothing relevant here" },
    ];
    expect(rank(docs, "carry plans", 5).map((r) => r.item)).toEqual(["carries"]);
  });
});
