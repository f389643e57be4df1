// The statement caches' LRU (src/storage/lru.ts): a hit keeps its entry, and a full cache lets go of
// the entry used longest ago, whatever order the entries were made in.
import { describe, expect, it } from "vitest";
import { createLru } from "../../src/storage/lru.js";

describe("createLru", () => {
  it("makes a value once and answers it from the cache afterwards", () => {
    const cache = createLru<number>(3);
    let made = 0;
    const make = () => ++made;
    expect(cache.get("a", make)).toBe(1);
    expect(cache.get("a", make)).toBe(1);
    expect(made).toBe(1);
  });

  it("lets go of the least recently used entry when full, counting hits as uses", () => {
    const cache = createLru<string>(3);
    for (const key of ["a", "b", "c"]) cache.get(key, () => key);
    cache.get("a", () => "a again");
    cache.get("d", () => "d");
    // b was used longest ago (a was hit after it): it is made anew, a and c are kept.
    expect(cache.get("b", () => "b again")).toBe("b again");
    expect(cache.get("a", () => "a anew")).toBe("a");
    // Making b anew let go of c, the least recently used then.
    expect(cache.get("c", () => "c again")).toBe("c again");
  });

  it("keeps at most its size, and starts empty after clear", () => {
    const cache = createLru<number>(2);
    let made = 0;
    for (let round = 0; round < 2; round++) for (const key of ["a", "b", "c"]) cache.get(key, () => ++made);
    // Three keys cycled through two places: every get was a miss.
    expect(made).toBe(6);
    cache.clear();
    expect(cache.get("a", () => -1)).toBe(-1);
  });
});
