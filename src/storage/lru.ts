// A Map as a least-recently-used cache: the statement caches of both engines.

/** Distinct SQL texts kept prepared (per connection); the least recently used goes beyond this. */
export const STATEMENT_CACHE_SIZE = 500;

export function lruGet<V>(cache: Map<string, V>, key: string, make: () => V, size: number): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > size) cache.delete(cache.keys().next().value as string);
  return value;
}
