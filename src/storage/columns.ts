// What a column keeps as text for a value the domain hands storage as a list: scopes as a comma list.
// The repositories write and read the text here, so nothing above src/storage sees it.
import { isScope, type Scope } from "../schemas/common.js";

/** A row as written: its scopes joined into their column. */
export const writeScopes = <R extends { scopes: readonly Scope[] }>({ scopes, ...row }: R): Omit<R, "scopes"> & { scopes: string } => ({
  ...row,
  scopes: scopes.join(","),
});

/** A row as read: its scopes column as a list (an empty column is none). */
export const readScopes = <R extends { scopes: string }>({ scopes, ...row }: R): Omit<R, "scopes"> & { scopes: Scope[] } => ({
  ...row,
  scopes: scopes.split(",").filter(isScope),
});
