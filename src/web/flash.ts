// What a page must show once after a redirect (post/redirect/get): a new API key's secret, a plan's
// preview, an answer. Kept in this process's memory for a few minutes, for the session that made it
// only, under an id too long to guess; never in a URL or a cookie. Bounded: at most MAX_ENTRIES,
// the oldest dropped first.
import { randomBytes } from "node:crypto";

const MAX_ENTRIES = 10_000;

interface Entry {
  owner: string;
  value: unknown;
  expiresAt: number;
}

export interface FlashStore {
  /** Keeps `value` for `owner` (a session) for `ttlMs`; returns its id. */
  put(owner: string, value: unknown, ttlMs: number): string;
  /** The value, once: a reload shows nothing (a secret is shown a single time). */
  take<T>(owner: string, id: unknown): T | undefined;
  /** The value, as often as asked until it expires (a preview survives a reload). */
  peek<T>(owner: string, id: unknown): T | undefined;
}

export function createFlashStore(now: () => number = Date.now): FlashStore {
  const entries = new Map<string, Entry>();

  function find(owner: string, id: unknown): Entry | undefined {
    if (typeof id !== "string") return undefined;
    const entry = entries.get(id);
    if (entry === undefined || entry.owner !== owner) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  }

  return {
    put(owner, value, ttlMs) {
      const time = now();
      for (const [id, entry] of entries) {
        // Map order is insertion order: the first live entry ends the sweep of expired ones.
        if (entry.expiresAt > time && entries.size < MAX_ENTRIES) break;
        entries.delete(id);
      }
      const id = randomBytes(18).toString("base64url");
      entries.set(id, { owner, value, expiresAt: time + ttlMs });
      return id;
    },
    take<T>(owner: string, id: unknown) {
      const entry = find(owner, id);
      if (entry !== undefined) entries.delete(id as string);
      return entry?.value as T | undefined;
    },
    peek<T>(owner: string, id: unknown) {
      return find(owner, id)?.value as T | undefined;
    },
  };
}
