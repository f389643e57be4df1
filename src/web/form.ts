// What a form body holds, as @fastify/formbody parses it: a field sent once is a string, a field
// sent several times (ticked checkboxes of one name) an array. And how a form's text becomes an
// operation's input: nothing is checked here (the operation's schema does that and names the
// field); an empty box means "none", and a number box's text is a number when it reads as one.
export type Form = Record<string, unknown>;

export const formOf = (body: unknown): Form => (body !== null && typeof body === "object" ? (body as Form) : {});

export const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];

/** An optional field: an empty (or blank) box is null. */
export const orNull = (value: unknown): unknown => (typeof value === "string" && value.trim() === "" ? null : value);

/** A number box: empty is null, digits a number; anything else goes on as typed, for the schema to refuse by name. */
export const numberOrNull = (value: unknown): unknown => {
  const text = orNull(value);
  return typeof text === "string" && /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
};

/** Labels typed as "checkout, bug": the list the API takes. */
export const labelsOf = (value: unknown): unknown => (typeof value === "string" ? value.split(",").filter((label) => label.trim() !== "") : value);

/**
 * The fields of `next` whose values differ from `current`: an edit form sends every field, the
 * update gets only what the person changed (so a MEMBER who retitles a COMPLETED activity is not
 * taken to be setting COMPLETED).
 */
export function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key])));
}

/** A query string from the fields that have a value (repeated for a list). */
export function queryString(fields: Record<string, string | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of typeof value === "string" ? [value] : (value ?? [])) if (v !== "") params.append(name, v);
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
