// Migration 0016 (decision 0025) changes what a new activity writes: one sprint index for two, the
// parent and assignee indexes (and the events' related-activity and the change log's leaving-sprint
// ones) partial, and on SQLite the search queue row by the insert instead of a trigger. Activities
// written before it are found after it by every filter that reads those indexes, and by search; down
// and up again keeps them so. Both engines.
import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { deleteSprintRow, insertSprint } from "../../src/storage/repos/sprints.js";
import { insertActivity, listActivityRows, searchActivityRows } from "../../src/storage/repos/activities.js";
import { testEngines } from "../support/databases.js";
import { migrateTo } from "../support/migrate-to.js";
import { prepareDatabase } from "../support/start-server.js";

describe.each(testEngines())("migration 0016 (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("keeps every activity found by sprint, parent, assignee and search, up from 0014, down and up again", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const db = services.db.kysely;
    await migrateTo(services.db, "0014-activity-changes");

    const user = await createUser(services, { email: `m-${uuidv7()}@example.test`, name: "Mia" });
    const team = await createTeam(services, { name: "Ours" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const now = new Date().toISOString();
    const [sprintId, emptySprintId] = [uuidv7(), uuidv7()];
    for (const id of [sprintId, emptySprintId]) {
      await insertSprint(db, { id, teamId: team.id, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "ACTIVE", createdAt: now, updatedAt: now });
    }
    const [parent, child, assigned] = [uuidv7(), uuidv7(), uuidv7()];
    const activity = (id: string, title: string, fields: { parentId?: string; assignedTo?: string } = {}) =>
      insertActivity(db, {
        id, teamId: team.id, sprintId, title, description: null, status: "PENDING", priority: null, points: 1, dueDate: null,
        assignedTo: fields.assignedTo ?? null, reviewStatus: null, labels: [], createdBy: user.id, completedAt: null, createdAt: now, updatedAt: now,
        parentId: fields.parentId ?? null,
      });
    await activity(parent, "Zephyr parent");
    await activity(child, "Zephyr child", { parentId: parent });
    await activity(assigned, "Zephyr assigned", { assignedTo: user.id });

    const ids = async (filter: Parameters<typeof listActivityRows>[2]) => (await listActivityRows(db, team.id, filter, { limit: 10 })).map((row) => row.id).sort();
    const check = async () => {
      expect(await ids({ sprintId })).toEqual([parent, child, assigned].sort());
      expect(await ids({ sprintId: emptySprintId })).toEqual([]);
      expect(await ids({ parentId: parent })).toEqual([child]);
      expect(await ids({ parentId: null })).toEqual([parent, assigned].sort());
      expect(await ids({ assignedTo: user.id })).toEqual([assigned]);
      expect((await searchActivityRows(db, team.id, "zephyr", {}, { limit: 10 })).map((row) => row.id).sort()).toEqual([parent, child, assigned].sort());
    };
    await migrateToLatest(services.db);
    await check();
    // Written after the migration: queued for search by the insert itself on SQLite.
    const later = uuidv7();
    await activity(later, "Zephyr later");
    expect((await searchActivityRows(db, team.id, "later", {}, { limit: 10 })).map((row) => row.id)).toEqual([later]);
    // The merged index serves the sprint's foreign key: an empty sprint deletes, one with activities does not.
    await deleteSprintRow(db, team.id, emptySprintId);
    await expect(db.deleteFrom("sprints").where("id", "=", sprintId).execute()).rejects.toThrow();
    await db.deleteFrom("activities").where("id", "=", later).execute();

    await migrateTo(services.db, "0014-activity-changes");
    if (engine === "sqlite") {
      // Down leaves the schema as 0014 had it: the insert trigger is back.
      const triggers = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name = 'activities_search_insert'`.execute(db);
      expect(triggers.rows).toHaveLength(1);
    }
    await insertSprint(db, { id: emptySprintId, teamId: team.id, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "ACTIVE", createdAt: now, updatedAt: now });
    await check();
    await migrateToLatest(services.db);
    await check();
  });
});
