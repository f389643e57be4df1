// Documents at the content limit (1,000,000 characters) for the suites that check no request can
// hold the server: random and repeated words from a small vocabulary (so a PostgreSQL tsvector holds
// the whole document), and a searched word planted at known places: in the first 2,000 characters
// (where the score counts), past them but within the first 20,000 (where snippets look), or only
// deep inside.
import { expect } from "vitest";
import { request } from "./client.js";
import { openConnection, type RawAnswer, type RawConnection } from "./raw-http.js";
import type { ChildServer } from "./spawn-server.js";

export const NEEDLE = "quasar";
export const LARGE_CHARS = 1_000_000;

export interface LargeDocument {
  title: string;
  content: string;
  /** Matches of NEEDLE in the title and the first 2,000 characters. */
  leadHits: number;
  /** Where NEEDLE first occurs in the content. */
  firstAt: number;
}

/** mulberry32: the same documents on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Without a "q", so that no word of the vocabulary starts like NEEDLE.
const CONSONANTS = "bdfgklmnprstvz";
const VOWELS = "aeiou";

function vocabulary(next: () => number): string[] {
  const pick = (letters: string) => letters[Math.floor(next() * letters.length)];
  return Array.from({ length: 600 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => `${pick(CONSONANTS)}${pick(VOWELS)}`).join(""),
  );
}

/** Words separated by single spaces, exactly `chars` long, neither starting nor ending with a space. */
function filler(next: () => number, words: string[], chars: number, repeated: boolean): string {
  const parts: string[] = [];
  let length = -1;
  while (length < chars) {
    const word = repeated && next() < 0.9 ? "review" : (words[Math.floor(next() * words.length)] as string);
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(" ").slice(0, chars).trimEnd().padEnd(chars, "x");
}

/**
 * Twenty documents: 0-9 with 10, 9, … 1 matches in their lead (document 0 also in its title), so
 * they rank in that order; 10-14 with their first match between 10,000 and 15,000 characters in;
 * 15-19 with one match at 600,000 only. Odd ones are mostly one repeated word.
 */
export function largeDocuments(): readonly LargeDocument[] {
  made ??= Object.freeze(makeLargeDocuments());
  return made;
}

/** The documents are the same on every call (a fixed seed): made once per worker, as the suites of a worker share a module graph. */
let made: readonly LargeDocument[] | undefined;

function makeLargeDocuments(): LargeDocument[] {
  const next = random(12);
  const words = vocabulary(next);
  return Array.from({ length: 20 }, (_, i) => {
    const repeated = i % 2 === 1;
    const parts: string[] = [];
    let leadHits = 0;
    let firstAt: number;
    if (i < 10) {
      for (let hit = 0; hit < 10 - i; hit++) parts.push(filler(next, words, 100, repeated), NEEDLE);
      leadHits = 10 - i;
      firstAt = 101;
      parts.push(filler(next, words, 300_000, repeated), NEEDLE);
    } else if (i < 15) {
      firstAt = 10_000 + (i - 10) * 1_000;
      parts.push(filler(next, words, firstAt - 1, repeated), NEEDLE);
    } else {
      firstAt = 600_000;
      parts.push(filler(next, words, firstAt - 1, repeated), NEEDLE);
    }
    const head = parts.join(" ");
    const content = `${head} ${filler(next, words, LARGE_CHARS - head.length - 1, repeated)}`;
    const title = i === 0 ? "Quasar survey" : `Survey ${i}`;
    return Object.freeze({ title, content, leadHits: leadHits + (i === 0 ? 1 : 0), firstAt });
  });
}

/** Creates the documents through the API, in order (ids ascending); returns their ids. */
export async function createLargeDocuments(baseUrl: string, key: string, teamId: string, documents: readonly LargeDocument[]): Promise<string[]> {
  const ids: string[] = [];
  for (const document of documents) {
    const res = await request(baseUrl, "POST", `/api/v1/teams/${teamId}/documents`, { key, body: { title: document.title, content: document.content } });
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/**
 * Sends `path` on `copies` connections at once, then a health check on another; every answer, and
 * whether the server finished the health check before the last of the others (from its request log,
 * written as each answer ends: this process, busy or descheduled, may see them in any order).
 */
export async function sentWithHealthCheck(server: ChildServer, key: string, path: string, copies: number): Promise<{ answers: RawAnswer[]; healthzBeforeLast: boolean }> {
  const port = Number(new URL(server.url).port);
  const connections = await Promise.all(Array.from({ length: copies + 1 }, () => openConnection(port)));
  const health = connections.pop() as RawConnection;
  const answering = connections.map((connection) => connection.get(path, key));
  const healthz = await health.get("/healthz");
  const answers = await Promise.all(answering);
  for (const connection of [...connections, health]) connection.close();
  expect(healthz.body).toEqual({ status: "ok" });
  const ids = [...answers, healthz].map((answer) => answer.headers["x-request-id"] as string);
  for (const id of ids) await server.waitFor(new RegExp(`"requestId":"${id}"`));
  const finished = ids.map((id) => server.stdout().indexOf(`"requestId":"${id}"`));
  const healthzAt = finished.pop() as number;
  return { answers, healthzBeforeLast: healthzAt < Math.max(...finished) };
}
