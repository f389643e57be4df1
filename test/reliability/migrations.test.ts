// Migration 0004 rebuilds SQLite's documents table and its full-text indexes, and adds a column on
// PostgreSQL: on a database that already holds documents (one at the content limit, links, another
// team's), every document comes through unchanged and searchable, down to 0003 and up again. Both
// engines; on SQLite the indexes are checked against the documents.
import SqliteDatabase from "better-sqlite3";
import type { Migration, MigrationResultSet } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices, type Services } from "../../src/services.js";
import { migratorFor, runMigrator } from "../../src/storage/migrate.js";
import * as init from "../../src/storage/migrations/0001-init.js";
import * as idempotencyKeys from "../../src/storage/migrations/0002-idempotency-keys.js";
import * as documentSearchLimit from "../../src/storage/migrations/0003-document-search-limit.js";
import * as boundedDocumentSearch from "../../src/storage/migrations/0004-bounded-document-search.js";
import { insertDocument, listDocumentRows, searchDocumentRows } from "../../src/storage/repos/documents.js";
import { findWithCallerRole } from "../../src/storage/repos/team-objects.js";
import { insertSprint } from "../../src/storage/repos/sprints.js";
import type { StoredDocument } from "../../src/storage/records.js";
import { testEngines } from "../support/databases.js";
import { migrateTo } from "../support/migrate-to.js";
import { prepareDatabase } from "../support/start-server.js";

const MIGRATIONS: Record<string, Migration> = {
  "0001-init": init,
  "0002-idempotency-keys": idempotencyKeys,
  "0003-document-search-limit": documentSearchLimit,
  "0004-bounded-document-search": boundedDocumentSearch,
};

async function migrateUp(services: Services): Promise<MigrationResultSet> {
  const migrator = await migratorFor(services.db, MIGRATIONS);
  return runMigrator(() => migrator.migrateToLatest());
}

describe.each(testEngines())("migration 0004 (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("keeps every document, searchable, up from 0003, down and up again", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const db = services.db.kysely;
    await migrateTo(services.db, "0003-document-search-limit", MIGRATIONS);

    const user = await createUser(services, { email: `m-${uuidv7()}@example.test`, name: "Mia" });
    const [team, other] = [await createTeam(services, { name: "Ours" }), await createTeam(services, { name: "Theirs" })];
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const now = new Date().toISOString();
    const sprintId = uuidv7();
    await insertSprint(db, { id: sprintId, teamId: team.id, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "PLANNED", createdAt: now, updatedAt: now });
    const row = (teamId: string, title: string, content: string, sprint: string | null = null): StoredDocument => ({
      id: uuidv7(), teamId, title, content, sprintId: sprint, activityId: null, createdBy: user.id, createdAt: now, updatedAt: now,
    });
    const documents = [
      row(team.id, "Rollout plan", "We plan the zephyr rollout in three waves.", sprintId),
      row(team.id, "Huge", `${"lorem ipsum dolor ".repeat(60_000)}zephyr at the end`.slice(-1_000_000)),
      row(team.id, "Empty", ""),
      row(other.id, "Zephyr secrets", "zephyr zephyr"),
    ];
    for (const document of documents) await insertDocument(db, document);

    const check = async () => {
      for (const { createdAt, updatedAt, ...document } of documents) {
        const found = (await findWithCallerRole(db, "documents", document.id, user.id))?.row;
        expect(found).toMatchObject(document);
        expect([found?.createdAt, found?.updatedAt].map((t) => new Date(t as string).toISOString())).toEqual([createdAt, updatedAt]);
      }
    };
    const ours = (documents.slice(0, 3) as StoredDocument[]).map((d) => d.id);

    // The error first, so that a failed step says why (seen once on PostgreSQL: no results, no reason).
    const { error, results } = await migrateUp(services);
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toEqual([["0004-bounded-document-search", "Success"]]);
    await check();
    const search = async (q: string) => (await searchDocumentRows(db, team.id, q, {}, { limit: 10 })).map((d) => d.id);
    expect(await search("zephyr")).toEqual([ours[0], ours[1]]);
    expect(await search("waves")).toEqual([ours[0]]);
    expect((await listDocumentRows(db, team.id, {}, { limit: 10 })).map((d) => d.id)).toEqual([...ours].reverse());
    if (engine === "sqlite") {
      const file = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length));
      try {
        file.prepare("INSERT INTO documents_fts(documents_fts, rank) VALUES ('integrity-check', 1)").run();
        file.prepare("INSERT INTO documents_head_fts(documents_head_fts) VALUES ('integrity-check')").run();
        expect(file.prepare("SELECT count(*) AS n FROM documents d JOIN documents_head_fts h ON h.rowid = d.seq AND h.head = substr(d.content, 1, 20000)").get()).toEqual({ n: 4 });
        expect(file.pragma("foreign_key_check")).toEqual([]);
      } finally {
        file.close();
      }
    }

    await migrateTo(services.db, "0003-document-search-limit", MIGRATIONS);
    await check();
    if (engine === "sqlite") {
      const file = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length));
      try {
        file.prepare("INSERT INTO documents_fts(documents_fts, rank) VALUES ('integrity-check', 1)").run();
        expect(file.prepare("SELECT count(*) AS n FROM documents_fts WHERE documents_fts MATCH 'zephyr'").get()).toEqual({ n: 3 });
      } finally {
        file.close();
      }
    }

    const again = await migrateUp(services);
    expect(again.error, String(again.error)).toBeUndefined();
    expect(again.results?.map((r) => [r.migrationName, r.status])).toEqual([["0004-bounded-document-search", "Success"]]);
    await check();
    expect(await search("zephyr")).toEqual([ours[0], ours[1]]);
  });
});
