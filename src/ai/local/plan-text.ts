// Small text helpers the planner's readers share: emphasis, decoration, trailing debris, capitals.

const DECORATION = /^(?::[a-z0-9_+-]{1,40}:|\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3)+\s*/u;

/** "**Goal**", "*Action items*", "`x`" → the words, as Markdown and Slack write emphasis. */
export function stripEmphasis(text: string): string {
  return text
    .replace(/(\*\*|__)(.{1,500}?)\1/g, "$2")
    .replace(/(?<![\p{L}\p{N}])([*_~])(?=\S)(.{1,500}?)(?<=\S)\1(?![\p{L}\p{N}])/gu, "$2")
    .replace(/`([^`]{1,500})`/g, "$1");
}

/**
 * `text` without what `pattern` matches at its end. Matching only the last few characters, again
 * and again, keeps a line of a thousand separators linear.
 */
export function dropTrailing(text: string, pattern: RegExp): string {
  let out = text;
  for (;;) {
    const cut = Math.max(0, out.length - 12);
    const tail = out.slice(cut).replace(pattern, "");
    if (cut + tail.length === out.length) return out;
    out = out.slice(0, cut) + tail;
  }
}

/** "fix login" → "Fix login"; a first word written with capitals ("iOS", "e2e") is left as it is. */
export function capitalise(text: string): string {
  return /^\p{Ll}+(?![\p{L}\p{N}])/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Leading emoji and Slack :shortcodes:, which decorate a line without saying anything. */
export function stripDecoration(text: string): string {
  return text.replace(DECORATION, "");
}
