// How a row's columns become a record's fields and back: snake_case column names are camelCase
// fields, and a list the domain hands storage (scopes) is the comma list its column keeps. The
// repositories write and read the columns here, so nothing above src/storage sees them.
import type { Selectable } from "kysely";
import { isScope, type Scope } from "../schemas/common.js";
import { createLru } from "./lru.js";

/** A column's name as a record's field: `team_id` is `teamId`. */
type FieldName<C extends string> = C extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<FieldName<Tail>>}` : C;

/** A row with its columns named as the record's fields (optional stays optional). */
export type Fields<R> = { [C in keyof R as C extends string ? FieldName<C> : never]: R[C] };

const FIELDS = new Map<string, string>();
const COLUMNS = new Map<string, string>();

function fieldOf(column: string): string {
  let field = FIELDS.get(column);
  if (field === undefined) FIELDS.set(column, (field = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())));
  return field;
}

function columnOf(field: string): string {
  let column = COLUMNS.get(field);
  if (column === undefined) COLUMNS.set(field, (column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)));
  return column;
}

/**
 * A function that makes an object with these keys, in this order, from `from[source]` of each (an
 * array's index or an object's key), the sources named in `decoded` passed through
 * `decoders[source]`: one object literal, compiled once. An object built key by key goes through a
 * keyed store per key and, past a few keys, into slow dictionary mode: a 22-column row so built,
 * read as fields and copied cost about 17 µs; from literals about 1 µs (docs/benchmarks.md, "Rows
 * as literals"). The keys are column names our own SQL selects; each is written as a JSON string
 * literal.
 */
export function literalBuilder<T>(
  keys: readonly string[],
  sources: readonly (string | number)[],
  decoded: ReadonlySet<string | number> = new Set(),
): (from: unknown, decoders?: Record<string, (value: never) => unknown>) => T {
  const members = keys.map((key, i) => {
    const source = JSON.stringify(sources[i]);
    return `${JSON.stringify(key)}: ${decoded.has(sources[i] as string | number) ? `decoders[${source}](from[${source}])` : `from[${source}]`}`;
  });
  return new Function("from", "decoders", `return {${members.join(", ")}};`) as (from: unknown, decoders?: Record<string, (value: never) => unknown>) => T;
}

/** Distinct column lists a reader reads as fields: one per query shape in the code, so a few hundred at most. */
const READERS_KEPT = 1000;

type Decoders<R> = { [C in keyof R]?: (value: R[C]) => unknown };

/** A row's fields with the decoded columns' fields as their decoders make them. */
export type DecodedFields<R, D extends Decoders<R>> = Omit<Fields<R>, FieldName<keyof D & string>> & {
  [C in keyof D & string as FieldName<C>]: D[C] extends (value: never) => infer V ? V : never;
};

/**
 * A reader of rows, each column under its field's name and each column named in `decoders` decoded
 * (JSON text parsed), the `omitted` ones left out: one object literal per list of columns, compiled
 * the first time it is seen.
 */
export function fieldsReader<R extends object, D extends Decoders<R> = Record<never, never>>(
  decoders = {} as D,
  omitted: readonly string[] = [],
): (row: R) => DecodedFields<R, D> {
  type Build = (row: R, decoders: D) => DecodedFields<R, D>;
  const builders = createLru<Build>(READERS_KEPT);
  const decoded = new Set<string | number>(Object.keys(decoders));
  // The rows of one query come one after another with the same columns: comparing them with the
  // last row's names (interned strings) costs a tenth of building and hashing the list's key.
  let lastColumns: string[] = [];
  let lastBuild: Build | undefined;
  return (row) => {
    if (lastBuild !== undefined && sameColumns(row, lastColumns)) return lastBuild(row, decoders);
    let shape = "";
    for (const column in row) shape += `${column},`;
    const build = builders.get(shape, () => {
      const columns = shape
        .slice(0, -1)
        .split(",")
        .filter((column) => !omitted.includes(column));
      return literalBuilder<DecodedFields<R, D>>(columns.map(fieldOf), columns, decoded) as Build;
    });
    lastColumns = Object.keys(row);
    lastBuild = build;
    return build(row, decoders);
  };
}

function sameColumns(row: object, columns: readonly string[]): boolean {
  let i = 0;
  for (const column in row) if (column !== columns[i++]) return false;
  return i === columns.length;
}

const readPlain = fieldsReader<object>();

/** A row as read: each column under its field's name. */
export const readFields = <R extends object>(row: R): Fields<R> => readPlain(row) as Fields<R>;

/** A record (or the fields a change sets) as written: each field under its column's name. `R` is the row. */
export function writeColumns<R extends object>(record: Fields<R>): R {
  const row: Record<string, unknown> = {};
  for (const field in record) row[columnOf(field)] = record[field as keyof Fields<R>];
  return row as R;
}

/** A table's columns as a record names them before its scopes are joined: the scopes a list. */
export type ScopedColumns<T extends { scopes: string }> = Omit<Selectable<T>, "scopes"> & { scopes: Scope[] };

/** A row as written: its scopes joined into their column. */
export const writeScopes = <R extends { scopes: readonly Scope[] }>({ scopes, ...row }: R): Omit<R, "scopes"> & { scopes: string } => ({
  ...row,
  scopes: scopes.join(","),
});

/** A row as read: its scopes column as a list (an empty column is none). */
export const readScopes = <R extends { scopes: string }>({ scopes, ...row }: R): Omit<R, "scopes"> & { scopes: Scope[] } => ({
  ...row,
  scopes: scopesOf(scopes),
});

/** A scopes column as a list (an empty column is none). */
export const scopesOf = (column: string): Scope[] => column.split(",").filter(isScope);
