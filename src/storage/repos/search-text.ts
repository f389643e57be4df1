// The words of a search, the same on both engines: what the caller types becomes plain
// alphanumeric tokens (never query syntax), without the stop words PostgreSQL would drop.

/**
 * PostgreSQL's 'english' stop words (tsearch_data/english.stop). PostgreSQL drops them from a query
 * by itself; FTS5 would demand them as prefixes ("the rounding rules" would miss "Rounding rules"),
 * so both engines drop them here and agree.
 */
const STOP_WORDS = new Set(
  ("i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself " +
    "it its itself they them their theirs themselves what which who whom this that these those am is are was were be " +
    "been being have has had having do does did doing a an the and but if or because as until while of at by for with " +
    "about against between into through during before after above below to from up down in out on off over under again " +
    "further then once here there when where why how all any both each few more most other some such no nor not only " +
    "own same so than too very s t can will just don should now").split(" "),
);

/**
 * Runs of letters and digits as FTS5's tokenizer sees them: a few letters that were combining marks
 * in the Unicode tables FTS5 carries (New Tai Lue vowel signs, two Vedic signs) split words there,
 * and a query word FTS5 would split would be a phrase, which an index without positions refuses.
 */
const WORD = /(?:(?![\u19B0-\u19C0\u19C8\u19C9\u1CF2\u1CF3])[\p{L}\p{N}])+/gu;

export const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** Words of a search, as plain alphanumeric tokens: nothing the caller types reaches a query parser. */
export function searchTokens(q: string): string[] {
  return words(q).filter((t) => !STOP_WORDS.has(t)).slice(0, 32);
}

/** Each word as an FTS5 prefix query (quoted: only its letters and digits count). */
export const ftsQuery = (tokens: string[], operator: " " | " OR ") => tokens.map((t) => `"${t}"*`).join(operator);

/** Each word as a PostgreSQL prefix query, all of them (" & ") or any (" | "). */
export const tsQuery = (tokens: string[], operator: " & " | " | ") => tokens.map((t) => `${t}:*`).join(operator);
