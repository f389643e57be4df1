// Queries that run on every request, built and compiled once. A prepared query is written with the
// query builder as usual, but compiled with marker values in place of its parameters; each call then
// only binds the caller's values into the compiled SQL (database.ts keeps the statement itself
// prepared). One compiled form per engine and per shape: which optional parameters are present and
// how long each list is, so `WHERE status IN (…)` with two statuses and with three are two forms.
import { CompiledQuery, PostgresAdapter, type Compilable, type RawBuilder } from "kysely";
import type { Executor } from "./database.js";

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

// Keys in the caller's order, unsorted: a call site passes them in one order, and another order
// only compiles one more form of the same query.
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
    const result = await db.executeQuery<R>(CompiledQuery.raw(form.sql, parameters));
    return result.rows;
  };
  return { all, first: async (db, params) => (await all(db, params))[0] };
}
