// Migration 0011 moves SQLite's activity search from per-write triggers to batches (decision 0015):
// on a database holding indexed and pending activities, search finds each by its current title after
// 0011, after going back down to 0009 (pending ones indexed by the down step, the FTS5 tables intact)
// and after coming up again. On PostgreSQL 0011 changes nothing and search works throughout.
import SqliteDatabase from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { insertActivity, searchActivityRows, updateActivityRow } from "../../src/storage/repos/activities.js";
import { insertSprint } from "../../src/storage/repos/sprints.js";
import { catchUpActivitySearch } from "../../src/storage/search-index.js";
import { testEngines } from "../support/databases.js";
import { migrateTo } from "../support/migrate-to.js";
import { prepareDatabase } from "../support/start-server.js";

describe.each(testEngines())("migration 0011 (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("keeps every activity searchable by its current title, down to 0009 and up again", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const db = services.db.kysely;
    await migrateToLatest(services.db);

    const user = await createUser(services, { email: `m-${uuidv7()}@example.test`, name: "Mia" });
    const team = await createTeam(services, { name: "Ours" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const now = new Date().toISOString();
    const sprintId = uuidv7();
    await insertSprint(db, { id: sprintId, teamId: team.id, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "PLANNED", createdAt: now, updatedAt: now });
    const activity = async (title: string) => {
      const id = uuidv7();
      await insertActivity(db, {
        id, teamId: team.id, sprintId, title, description: `About ${title}.`, status: "PENDING", priority: null, points: null,
        dueDate: null, assignedTo: null, reviewStatus: null, labels: [], createdBy: user.id, completedAt: null, createdAt: now, updatedAt: now,
      });
      return id;
    };
    const [indexed, renamed] = [await activity("Ibis count"), await activity("Heron count")];
    await catchUpActivitySearch(db);
    // Left pending: a rename and a new activity.
    await updateActivityRow(db, { id: renamed, teamId: team.id }, { title: "Egret count", description: "About Egret count." });
    const fresh = await activity("Crane count");

    const ids = async (q: string) => (await searchActivityRows(services.db.reader, team.id, q, {}, { limit: 10 })).map((a) => a.id);
    const found = async () => ({ ibis: await ids("ibis"), heron: await ids("heron"), egret: await ids("egret"), crane: await ids("crane"), count: (await ids("count")).length });
    const expected = { ibis: [indexed], heron: [], egret: [renamed], crane: [fresh], count: 3 };

    await migrateTo(services.db, "0009-work-graph");
    if (engine === "sqlite") {
      const file = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length), { readonly: true });
      try {
        const matching = (q: string) =>
          file.prepare("SELECT k.activity_id AS id FROM activities_head_fts h JOIN activity_search_keys k ON k.seq = h.rowid WHERE activities_head_fts MATCH ?").all(q);
        expect([matching("ibis"), matching("heron"), matching("egret"), matching("crane")]).toEqual([[{ id: indexed }], [], [{ id: renamed }], [{ id: fresh }]]);
        expect(file.prepare("SELECT count(*) AS n FROM activities a JOIN activity_search_keys k ON k.activity_id = a.id").get()).toEqual({ n: 3 });
      } finally {
        file.close();
      }
    } else {
      expect(await found()).toEqual(expected);
    }

    await migrateToLatest(services.db);
    expect(await found()).toEqual(expected);
    if (engine === "sqlite") {
      const file = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length));
      try {
        file.prepare("INSERT INTO activities_fts(activities_fts) VALUES ('integrity-check')").run();
        file.prepare("INSERT INTO activities_head_fts(activities_head_fts) VALUES ('integrity-check')").run();
        expect(file.prepare("SELECT count(*) AS n FROM activity_search_pending").get()).toEqual({ n: 0 });
      } finally {
        file.close();
      }
    }
  });
});
