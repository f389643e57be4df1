// A least-recently-used cache over a Map: the statement caches of both engines and the row readers.
// A hit only stamps its entry: reordering the Map on every hit (delete, then set again) was 2–3% of a
// GET by id's CPU, for the statement lookups of every query (docs/benchmarks.md). Only a miss in a
// full cache looks for the entry used longest ago, which is rare (more distinct SQL texts than kept)
// and cheap beside the statement a miss prepares.

/** Distinct SQL texts kept prepared (per connection); the least recently used goes beyond this. */
export const STATEMENT_CACHE_SIZE = 500;

export interface Lru<V> {
  get(key: string, make: () => V): V;
  clear(): void;
}

export function createLru<V>(size: number): Lru<V> {
  const entries = new Map<string, { value: V; used: number }>();
  let clock = 0;
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        hit.used = ++clock;
        return hit.value;
      }
      if (entries.size >= size) {
        let oldest: string | undefined;
        let oldestUse = Number.POSITIVE_INFINITY;
        for (const [candidate, entry] of entries) {
          if (entry.used < oldestUse) {
            oldest = candidate;
            oldestUse = entry.used;
          }
        }
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = make();
      entries.set(key, { value, used: ++clock });
      return value;
    },
    clear: () => entries.clear(),
  };
}
