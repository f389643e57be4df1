// What a form body holds, as @fastify/formbody parses it: a field sent once is a string, a field
// sent several times (ticked checkboxes of one name) an array.
export type Form = Record<string, unknown>;

export const formOf = (body: unknown): Form => (body !== null && typeof body === "object" ? (body as Form) : {});

export const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];
