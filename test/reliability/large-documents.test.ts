// No request can hold the server: over twenty documents at the content limit (1,000,000 characters
// each, random and repeated words), a search, a one-letter prefix search, a list and an AI question
// each answer with the right documents and snippets, and a health check sent just after a burst of
// searches is answered before they are all done. Over thousands of matching documents one search
// takes longer, and a health check sent after it is answered first: it runs in short statements and
// lets other requests in between, never holding the process from start to end. Before, one such
// search took minutes on SQLite and nothing else was answered meanwhile. Both engines; on SQLite
// the two full-text indexes are checked against the documents after large writes.
import SqliteDatabase from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createServices } from "../../src/services.js";
import { insertDocument } from "../../src/storage/repos/documents.js";
import { client, expectStatus, type ApiResponse, type Client, type Page } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { createLargeDocuments, largeDocuments, NEEDLE, sentWithHealthCheck, type LargeDocument } from "../support/large-documents.js";
import type { RawAnswer } from "../support/raw-http.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { NO_LIMITS } from "../support/start-server.js";

type Summary = { id: string; title: string; snippet: string };

/**
 * Each search over the large documents is short now; sent together, they surely still run when the
 * health check arrives, however this process and the server's are scheduled.
 */
const SEARCHES = 20;

/** A document's content with its runs of white space as single spaces: 1,000,000 characters, so worked out once per document. */
const collapsed = new Map<LargeDocument, string>();
const collapse = (document: LargeDocument) => {
  let text = collapsed.get(document);
  if (text === undefined) {
    text = document.content.replace(/\s+/g, " ").trim();
    collapsed.set(document, text);
  }
  return text;
};

/** A search snippet: around the first match when it is in the first 20,000 characters, else the head. */
function expectSnippet(snippet: string, document: LargeDocument): void {
  if (document.firstAt < 20_000) expect(snippet.toLowerCase()).toContain(NEEDLE);
  else expect(collapse(document).startsWith(snippet.replace(/…$/, ""))).toBe(true);
  expect(snippet.length).toBeLessThanOrEqual(250);
}

describe.each(testEngines())("large documents (%s)", (engine) => {
  let seed: SeededDatabase;
  let server: ChildServer;
  let api: Client;
  let documents: readonly LargeDocument[];
  let ids: string[];
  const documentsPath = () => `/api/v1/teams/${seed.teamId}/documents`;
  /** Best first: 0-9 by their matches, then the ones whose lead has none, newest first. */
  const bestFirst = () => [...ids.slice(0, 10), ...ids.slice(10).reverse()];

  beforeAll(async () => {
    seed = await seedDatabase(engine);
    server = await spawnServer({ DATABASE_URL: seed.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS });
    api = client(server.url, seed.key);
    documents = largeDocuments();
    ids = await createLargeDocuments(server.url, seed.key, seed.teamId, documents);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await seed?.drop();
  });

  it("answers searches over them, best first, with the match in each snippet, and a health check sent after them before the last", async () => {
    const { answers, healthzBeforeLast } = await sentWithHealthCheck(server, seed.key, `${documentsPath()}?q=${NEEDLE}&limit=100`, SEARCHES);
    expect(healthzBeforeLast).toBe(true);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const data = answer.body.data as Summary[];
      expect(data.map((d) => d.id)).toEqual(bestFirst());
      for (const summary of data) expectSnippet(summary.snippet, documents[ids.indexOf(summary.id)] as LargeDocument);
      expect(answer.body).toMatchObject({ has_more: false, next_cursor: null });
    }
  });

  it("pages through them exactly", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<Page<Summary>> = await api.get(`${documentsPath()}?q=${NEEDLE}&limit=3${cursor ? `&starting_after=${cursor}` : ""}`);
      expectStatus(res, 200);
      seen.push(...res.body.data.map((d: Summary) => d.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(bestFirst());
  });

  it("matches a one-letter prefix, and needs every word", async () => {
    const { answers, healthzBeforeLast } = await sentWithHealthCheck(server, seed.key, `${documentsPath()}?q=q&limit=100`, SEARCHES);
    expect(healthzBeforeLast).toBe(true);
    for (const answer of answers) expect(answer.body.data.map((d: Summary) => d.id).sort()).toEqual([...ids].sort());
    // "review" fills the odd documents only.
    const both = await api.get(`${documentsPath()}?q=${encodeURIComponent(`${NEEDLE} review`)}&limit=100`);
    expect(both.body.data.map((d: Summary) => d.id).sort()).toEqual(ids.filter((_, i) => i % 2 === 1).sort());
  });

  it("lists them with the head of each as snippet", async () => {
    // One short statement (the heads come from documents_head_fts): nothing to interleave with.
    const res = await api.get(`${documentsPath()}?limit=100`);
    expectStatus(res, 200);
    expect(res.body.data.map((d: Summary) => d.id)).toEqual([...ids].reverse());
    for (const summary of res.body.data as Summary[]) {
      const content = collapse(documents[ids.indexOf(summary.id)] as LargeDocument);
      expect(content.startsWith(summary.snippet.replace(/…$/, ""))).toBe(true);
      expect(summary.snippet.length).toBeGreaterThan(100);
    }
  });

  it("returns one whole", async () => {
    const res = await api.get(`/api/v1/documents/${ids[7]}`);
    expectStatus(res, 200);
    expect(res.body.content).toBe(documents[7]?.content);
  });

  it("answers an AI question from them, citing the best match", async () => {
    const res = await api.post(`/api/v1/teams/${seed.teamId}/ai/ask`, { question: `What does the survey say about ${NEEDLE}?` });
    expectStatus(res, 200);
    expect(res.body.provider).toBe("local");
    expect(res.body.sources[0]).toMatchObject({ object: "document", id: ids[0], title: "Quasar survey" });
    for (const source of res.body.sources) expect(ids).toContain(source.id);
    expect(res.body.answer.toLowerCase()).toContain(NEEDLE);
  });

  it("keeps search in step with large rewrites and deletes", async () => {
    const large = documents[3] as LargeDocument;
    const created = await api.post(documentsPath(), { title: "Rewritten", content: large.content });
    expectStatus(created, 201);
    const id = created.body.id as string;
    const found = async (q: string) => (await api.get(`${documentsPath()}?q=${q}&limit=100`)).body.data.map((d: Summary) => d.id);
    expect(await found("rewritten")).toEqual([id]);

    const replaced = `${"nebula ".repeat(10)}${large.content.slice(70)}`;
    expectStatus(await api.patch(`/api/v1/documents/${id}`, { content: replaced }), 200);
    expect(await found("nebula")).toEqual([id]);
    expect(await found(NEEDLE)).toContain(id);
    const search = await api.get(`${documentsPath()}?q=nebula`);
    expect(search.body.data[0].snippet).toMatch(/^nebula nebula/);

    expectStatus(await api.request("DELETE", `/api/v1/documents/${id}`), 204);
    expect(await found("nebula")).toEqual([]);
    expect(await found(NEEDLE)).not.toContain(id);

    if (engine === "sqlite") {
      const db = new SqliteDatabase(seed.databaseUrl.slice("sqlite:".length));
      try {
        // Both indexes agree with the documents: FTS5's own check, and each head row against its document.
        db.prepare("INSERT INTO documents_fts(documents_fts, rank) VALUES ('integrity-check', 1)").run();
        db.prepare("INSERT INTO documents_head_fts(documents_head_fts) VALUES ('integrity-check')").run();
        const heads = db
          .prepare(
            `SELECT count(*) AS n, sum(h.title = d.title AND h.lead = substr(d.content, 1, 2000) AND h.head = substr(d.content, 1, 20000)) AS same
             FROM documents d JOIN documents_head_fts h ON h.rowid = d.seq`,
          )
          .get();
        expect(heads).toEqual({ n: ids.length, same: ids.length });
        expect(db.prepare("SELECT count(*) AS n FROM documents_head_fts").get()).toEqual({ n: ids.length });
      } finally {
        db.close();
      }
    }
  });
});

describe.each(testEngines())("many matching documents (%s)", (engine) => {
  const COUNT = 5_000;
  let seed: SeededDatabase;
  let server: ChildServer;
  /** Every seventh note holds the word twice and ranks first; each group newest first. */
  let bestFirst: string[];
  const path = (query: string) => `/api/v1/teams/${seed.teamId}/documents?q=${NEEDLE}&limit=100${query}`;

  beforeAll(async () => {
    seed = await seedDatabase(engine);
    // Through the repository, in one transaction: 5,000 API calls would only slow the suite down.
    const services = createServices(loadConfig({ DATABASE_URL: seed.databaseUrl, LOG_LEVEL: "silent" }));
    const ids = Array.from({ length: COUNT }, () => uuidv7());
    const twice = (i: number) => i % 7 === 0;
    try {
      await services.db.kysely.transaction().execute(async (trx) => {
        for (const [i, id] of ids.entries()) {
          const now = new Date().toISOString();
          const content = twice(i) ? `The ${NEEDLE} and its ${NEEDLE} twin, night ${i}.` : `The ${NEEDLE} was seen again, night ${i}.`;
          await insertDocument(trx, {
            id, teamId: seed.teamId, title: `Note ${i}`, content,
            sprintId: null, activityId: null, createdBy: seed.userId, createdAt: now, updatedAt: now,
          });
        }
      });
    } finally {
      await services.close();
    }
    const newestFirst = [...ids.entries()].reverse();
    bestFirst = [...newestFirst.filter(([i]) => twice(i)), ...newestFirst.filter(([i]) => !twice(i))].map(([, id]) => id);
    server = await spawnServer({ DATABASE_URL: seed.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await seed?.drop();
  });

  it("answers a health check sent after a search over all of them first, then the search, best first", async () => {
    const { answers, healthzBeforeLast } = await sentWithHealthCheck(server, seed.key, path(""), 1);
    expect(healthzBeforeLast).toBe(true);
    const [answer] = answers as [RawAnswer];
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d: Summary) => d.id)).toEqual(bestFirst.slice(0, 100));
    expect(answer.body.has_more).toBe(true);
    for (const summary of answer.body.data as Summary[]) expect(summary.snippet).toContain(NEEDLE);
  });

  it("pages through all of them, each once, in score order", async () => {
    const api = client(server.url, seed.key);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<Page<Summary>> = await api.get(path(cursor ? `&starting_after=${cursor}` : ""));
      expectStatus(res, 200);
      seen.push(...res.body.data.map((d: Summary) => d.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(bestFirst);
  }, 60_000);
});
