// A partial update, written once for every record: each field the patch names replaces its column
// (null clears it), a field left out keeps its value.

/** Which column each writable field of a record is stored in. */
export type Columns<P, R> = { readonly [F in keyof P]-?: keyof R };

/** The row after the patch, and the columns it changes (to write, with anything derived added). */
export function applyPatch<R extends object, P extends object>(row: R, patch: P, columns: Columns<P, R>): { next: R; changed: Partial<R> } {
  const changed: Partial<R> = {};
  for (const field of Object.keys(columns) as Array<keyof P>) {
    const value = patch[field];
    if (value !== undefined) changed[columns[field]] = value as unknown as R[keyof R];
  }
  return { next: { ...row, ...changed }, changed };
}
