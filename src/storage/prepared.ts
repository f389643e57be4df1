// Queries that run on every request, built and compiled once. A prepared query is written with the
// query builder as usual, but compiled with marker values in place of its parameters; each call then
// only binds the caller's values into the compiled SQL (database.ts keeps the statement itself
// prepared). One compiled form per engine and per shape: which optional parameters are present and
// how long each list is, so `WHERE status IN (…)` with two statuses and with three are two forms.
import { CompiledQuery, PostgresAdapter, type Compilable, type RawBuilder } from "kysely";
import type { Executor } from "./database.js";
import { runNow } from "./sqlite.js";

type Value = string | number | null;
type Params = Record<string, Value | readonly Value[] | undefined>;

// Mixed case, so a builder that lower- or upper-cases a parameter is caught.
const MARK = "\u0000Prepared:";

type Slot = { key: string; index?: number } | { constant: unknown };

interface Compiled {
  sql: string;
  slots: Slot[];
}

export interface PreparedQuery<P extends Params, R> {
  all(db: Executor, params: P): Promise<R[]>;
  first(db: Executor, params: P): Promise<R | undefined>;
}

/**
 * The engine, each parameter's presence and each list's length, in the order the caller names them
 * (not sorted: a caller names them in one order, and sorting them cost more than the rest of a call).
 */
function shapeOf(db: Executor, params: Params): string {
  let shape = db.getExecutor().adapter instanceof PostgresAdapter ? "pg" : "sqlite";
  for (const key in params) {
    const value = params[key];
    shape += value === undefined ? `|${key}:-` : Array.isArray(value) ? `|${key}:${value.length}` : `|${key}`;
  }
  return shape;
}

function markers(params: Params): Params {
  const marked: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    marked[key] = Array.isArray(value) ? value.map((_, i) => `${MARK}${key}\u0001${i}`) : `${MARK}${key}`;
  }
  return marked;
}

/** A query builder, or a `sql` template for what the builder cannot say. */
type Buildable<R> = Compilable<R> | RawBuilder<R>;

function compile<P extends Params>(db: Executor, build: (db: Executor, p: P) => Buildable<unknown>, params: P): Compiled {
  // A builder compiles itself; a `sql` template compiles against the executor.
  const query = (build(db, markers(params) as P) as RawBuilder<unknown>).compile(db);
  if (query.sql.includes(MARK)) throw new Error(`A prepared query put a parameter into its SQL text: ${query.sql}`);
  const bound = new Set<string>();
  const slots = query.parameters.map((parameter): Slot => {
    if (typeof parameter !== "string" || !parameter.startsWith(MARK)) return { constant: parameter };
    const [key, index] = parameter.slice(MARK.length).split("\u0001") as [string, string | undefined];
    bound.add(key);
    return index === undefined ? { key } : { key, index: Number(index) };
  });
  const unbound = Object.keys(params).filter((key) => params[key] !== undefined && !bound.has(key));
  if (unbound.length > 0) throw new Error(`A prepared query did not bind ${unbound.join(", ")} as parameters: ${query.sql}`);
  return { sql: query.sql, slots };
}

/**
 * `build` receives markers, not values: it must pass each parameter to the builder as a value (a
 * where, a limit, a values list), never inspect, transform or inline it. A mistake throws at the
 * first call.
 */
export function prepareQuery<P extends Params, R>(build: (db: Executor, p: P) => Buildable<R>): PreparedQuery<P, R> {
  const forms = new Map<string, Compiled>();
  const all = async (db: Executor, params: P): Promise<R[]> => {
    const shape = shapeOf(db, params);
    let form = forms.get(shape);
    if (form === undefined) {
      form = compile(db, build, params);
      forms.set(shape, form);
    }
    const parameters = form.slots.map((slot) => {
      if ("constant" in slot) return slot.constant;
      const value = params[slot.key];
      return slot.index === undefined ? value : (value as readonly Value[])[slot.index];
    });
    const now = runNow(db, form.sql, parameters);
    if (now !== undefined) return now as R[];
    const result = await db.executeQuery<R>(CompiledQuery.raw(form.sql, parameters));
    return result.rows;
  };
  return { all, first: async (db, params) => (await all(db, params))[0] };
}

/** The largest number of rows one prepared multi-row insert takes (a power of two). */
const MAX_ROWS = 256;

/**
 * A multi-row insert, prepared: `build` gets the rows (of markers) to pass to `values`. The rows go in
 * statements of a power of two rows each (100 rows: 64, 32 and 4), so a table has a few compiled
 * forms, not one per count. Every row names the same columns; an undefined value is stored as null.
 */
export function prepareInsertRows<R extends Record<string, Value>>(build: (db: Executor, rows: R[]) => Buildable<unknown>) {
  // Bound as one list per column.
  const statement = prepareQuery((db, lists: Record<string, readonly Value[]>) => {
    const columns = Object.keys(lists);
    const count = lists[columns[0] as string]?.length ?? 0;
    const rows = Array.from({ length: count }, (_, i) => Object.fromEntries(columns.map((column) => [column, lists[column]?.[i]])));
    return build(db, rows as R[]);
  });
  return async (db: Executor, rows: readonly R[]): Promise<void> => {
    for (let start = 0; start < rows.length; ) {
      let size = MAX_ROWS;
      while (size > rows.length - start) size /= 2;
      const chunk = rows.slice(start, start + size);
      const lists: Record<string, Value[]> = {};
      for (const column of Object.keys(chunk[0] as R)) lists[column] = chunk.map((row) => row[column] ?? null);
      await statement.all(db, lists);
      start += size;
    }
  };
}
