// How a row's columns become a record's fields and back: snake_case column names are camelCase
// fields, and a list the domain hands storage (scopes) is the comma list its column keeps. The
// repositories write and read the columns here, so nothing above src/storage sees them.
import type { Selectable } from "kysely";
import { isScope, type Scope } from "../schemas/common.js";

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

/** A row as read: each column under its field's name. */
export function readFields<R extends object>(row: R): Fields<R> {
  const record: Record<string, unknown> = {};
  // for…in, not Object.entries: half the time (no array of pairs per row).
  for (const column in row) record[fieldOf(column)] = row[column];
  return record as Fields<R>;
}

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
