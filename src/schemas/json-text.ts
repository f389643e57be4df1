// A record's JSON text, made once per record: the event that records a change and the answer that
// returns the record share it, and its ETag hashes it (docs/architecture.md, "The write path").
// A record is never changed once presented, so its text stays true.

const texts = new WeakMap<object, string>();

/** The JSON of `value`, serialised the first time it is asked for. */
export function jsonText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/** The JSON of an object of records (an event's `{object, previous}`), each record's text reused. */
export function jsonOfRecords(members: Readonly<Record<string, object | undefined>>): string {
  const parts: string[] = [];
  for (const key in members) {
    const value = members[key];
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${jsonText(value)}`);
  }
  return `{${parts.join(",")}}`;
}

/**
 * JSON.stringify(value)'s text, each record in it whose text was made already (jsonText) written as
 * that text: a batch's answer holds records serialised with their events and ETags. Anything but an
 * array or a plain object is left to JSON.stringify (a Date's toJSON, a boxed number).
 */
export function jsonReusingTexts(value: unknown): string | undefined {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const text = texts.get(value);
  if (text !== undefined) return text;
  if (Array.isArray(value)) return `[${value.map((item: unknown) => jsonReusingTexts(item) ?? "null").join(",")}]`;
  const prototype: unknown = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || "toJSON" in value) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const json = jsonReusingTexts(member);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(",")}}`;
}
