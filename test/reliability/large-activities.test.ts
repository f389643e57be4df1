// Activity search does bounded work, as document search does: over thousands of matching activities
// and activities with descriptions at the limit (100,000 characters), a search answers in score
// order, pages exactly, and a health check sent just after a burst of searches is answered before
// the last of them. Writes keep the full-text tables in step (checked on SQLite against the rows).
import SqliteDatabase from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createServices } from "../../src/services.js";
import { insertActivity } from "../../src/storage/repos/activities.js";
import { insertSprint } from "../../src/storage/repos/sprints.js";
import { client, expectStatus, type ApiResponse, type Client, type Page } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { NEEDLE, sentWithHealthCheck } from "../support/large-documents.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { NO_LIMITS } from "../support/start-server.js";

const SMALL = 3_000;
const LARGE = 30;
const DESCRIPTION_LIMIT = 100_000;
const SEARCHES = 10;

/** 100,000 characters of other words, with NEEDLE once at 60,000: past the lead, where no score counts. */
function largeDescription(i: number): string {
  const words = `lorem ipsum dolor sit amet item ${i} `;
  const text = words.repeat(Math.ceil(DESCRIPTION_LIMIT / words.length));
  return `${text.slice(0, 60_000)} ${NEEDLE} ${text.slice(0, DESCRIPTION_LIMIT - 60_002 - NEEDLE.length)}`;
}

describe.each(testEngines())("large and many matching activities (%s)", (engine) => {
  let seed: SeededDatabase;
  let server: ChildServer;
  let api: Client;
  let sprintId: string;
  /** Activities whose description names NEEDLE twice, then once, then the large ones; each group newest first. */
  let bestFirst: string[];
  const path = (query: string) => `/api/v1/teams/${seed.teamId}/activities?q=${NEEDLE}&limit=100${query}`;

  beforeAll(async () => {
    seed = await seedDatabase(engine);
    sprintId = uuidv7();
    const small = Array.from({ length: SMALL }, () => uuidv7());
    const twice = (i: number) => i % 7 === 0;
    // Through the repository, in one transaction: 3,000 API calls would only slow the suite down.
    const services = createServices(loadConfig({ DATABASE_URL: seed.databaseUrl, LOG_LEVEL: "silent" }));
    try {
      await services.db.kysely.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await insertSprint(trx, { id: sprintId, teamId: seed.teamId, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "ACTIVE", createdAt: now, updatedAt: now });
        for (const [i, id] of small.entries()) {
          const description = twice(i) ? `The ${NEEDLE} and its ${NEEDLE} twin, night ${i}.` : `The ${NEEDLE} was seen again, night ${i}.`;
          await insertActivity(trx, {
            id, teamId: seed.teamId, sprintId, title: `Task ${i}`, description, status: "PENDING", priority: null, points: null,
            dueDate: null, assignedTo: null, reviewStatus: null, labels: [], createdBy: seed.userId, completedAt: null, createdAt: now, updatedAt: now,
          });
        }
      });
    } finally {
      await services.close();
    }
    server = await spawnServer({ DATABASE_URL: seed.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS });
    api = client(server.url, seed.key);
    const large: string[] = [];
    for (let i = 0; i < LARGE; i++) {
      const res = await api.post(`/api/v1/teams/${seed.teamId}/activities`, { sprintId, title: `Large ${i}`, description: largeDescription(i) });
      expectStatus(res, 201);
      large.push(res.body.id);
    }
    const newestFirst = [...small.entries()].reverse();
    bestFirst = [...newestFirst.filter(([i]) => twice(i)), ...newestFirst.filter(([i]) => !twice(i))].map(([, id]) => id);
    bestFirst.push(...large.reverse());
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await seed?.drop();
  });

  it("answers a health check sent after a burst of searches before the last of them, and each search best first", async () => {
    const { answers, healthzBeforeLast } = await sentWithHealthCheck(server, seed.key, path(""), SEARCHES);
    expect(healthzBeforeLast).toBe(true);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((a: { id: string }) => a.id)).toEqual(bestFirst.slice(0, 100));
      expect(answer.body.has_more).toBe(true);
    }
  });

  it("pages through all of them, each once, in score order, the large ones (matched past their lead) last", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<Page> = await api.get(path(cursor ? `&starting_after=${cursor}` : ""));
      expectStatus(res, 200);
      seen.push(...res.body.data.map((a: { id: string }) => a.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(bestFirst);
  }, 120_000);

  it("keeps search in step with large rewrites and deletes", async () => {
    const created = await api.post(`/api/v1/teams/${seed.teamId}/activities`, { sprintId, title: "Rewritten", description: largeDescription(99) });
    expectStatus(created, 201);
    const id = created.body.id as string;
    const found = async (q: string) => (await api.get(`/api/v1/teams/${seed.teamId}/activities?q=${q}&limit=100`)).body.data.map((a: { id: string }) => a.id);
    expect(await found("rewritten")).toEqual([id]);

    expectStatus(await api.patch(`/api/v1/activities/${id}`, { title: "Renamed", description: `nebula ${"x ".repeat(49_990)}` }), 200);
    expect(await found("rewritten")).toEqual([]);
    expect(await found("renamed%20nebula")).toEqual([id]);
    expect(await found(NEEDLE)).not.toContain(id);

    expectStatus(await api.request("DELETE", `/api/v1/activities/${id}`), 204);
    expect(await found("nebula")).toEqual([]);

    if (engine === "sqlite") {
      const db = new SqliteDatabase(seed.databaseUrl.slice("sqlite:".length));
      try {
        db.prepare("INSERT INTO activities_fts(activities_fts) VALUES ('integrity-check')").run();
        db.prepare("INSERT INTO activities_head_fts(activities_head_fts) VALUES ('integrity-check')").run();
        const heads = db
          .prepare(
            `SELECT count(*) AS n, sum(h.title = a.title AND h.lead = substr(coalesce(a.description, ''), 1, 2000)) AS same
             FROM activities a JOIN activity_search_keys k ON k.activity_id = a.id JOIN activities_head_fts h ON h.rowid = k.seq`,
          )
          .get();
        expect(heads).toEqual({ n: SMALL + LARGE, same: SMALL + LARGE });
        for (const table of ["activity_search_keys", "activities_head_fts"]) {
          expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: SMALL + LARGE });
        }
      } finally {
        db.close();
      }
    }
  });
});
