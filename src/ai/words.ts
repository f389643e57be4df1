// Content words of a question: what a search should look for, without the glue words.
const STOP_WORDS = new Set(
  `a about above after again all am an and any are as at be been before being below between both but by can could
did do does doing down during each few for from further had has have having he her here hers him his how i if in
into is it its itself just me more most my no nor not now of off on once only or other our out over own same she
should so some such than that the their them then there these they this those through to too under until up very
was we were what when where which while who whom why will with would you your yours tell show give find list know
please team don doesn didn isn aren wasn weren won couldn shouldn wouldn hasn haven hadn use used using`.split(/\s+/),
);

export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))))].slice(0, 16);
}
