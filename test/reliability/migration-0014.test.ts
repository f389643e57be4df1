// Migration 0014 fills the change log the sprint report reads from what a database already holds:
// each activity event still kept becomes its row (with the event's time), and an activity whose
// events are gone gets one at its creation and one at its completedAt when finished. Down and up
// again gives the same rows.
import { v7 as uuidv7 } from "uuid";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { insertActivity } from "../../src/storage/repos/activities.js";
import { listActivityTimes, listSprintChanges } from "../../src/storage/repos/activity-changes.js";
import { insertEvents } from "../../src/storage/repos/events.js";
import { insertSprint } from "../../src/storage/repos/sprints.js";
import type { StoredEvent } from "../../src/storage/records.js";
import { testEngines } from "../support/databases.js";
import { migrateTo } from "../support/migrate-to.js";
import { prepareDatabase } from "../support/start-server.js";

describe.each(testEngines())("migration 0014 (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("fills the change log from the kept events and, for activities without any, from the activity", async () => {
    const database = await prepareDatabase(engine);
    cleanups.push(database.drop);
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    cleanups.push(() => services.close());
    const db = services.db.kysely;
    await migrateTo(services.db, "0011-activity-search-batches");

    const user = await createUser(services, { email: `m-${uuidv7()}@example.test`, name: "Mia" });
    const team = await createTeam(services, { name: "Ours" });
    await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
    const sprintId = uuidv7();
    const t = (day: number) => `2025-01-0${day}T10:00:00.000Z`;
    await insertSprint(db, { id: sprintId, teamId: team.id, name: "S", description: null, goal: null, startDate: "2025-01-01", endDate: null, status: "ACTIVE", createdAt: t(1), updatedAt: t(1) });
    const activity = async (id: string, status: "IN_PROGRESS" | "DONE", createdAt: string, completedAt: string | null) =>
      insertActivity(db, {
        id, teamId: team.id, sprintId, title: id, description: null, status, priority: null, points: 3, dueDate: null, assignedTo: null,
        reviewStatus: null, labels: [], createdBy: user.id, completedAt, createdAt, updatedAt: completedAt ?? createdAt,
      });
    const [kept, older] = [uuidv7(), uuidv7()];
    await activity(kept, "IN_PROGRESS", t(1), null);
    await activity(older, "DONE", t(3), t(4));
    const record = (status: string) => ({ object: "activity", id: kept, sprintId, points: 3, status, createdAt: t(1) });
    const event = (type: "activity.created" | "activity.updated", at: string, data: object): StoredEvent => ({
      id: uuidv7(), teamId: team.id, type, objectId: kept, activityId: kept, relatedActivityId: null, actorUserId: user.id, actorCredentialType: "api_key",
      actorCredentialId: null, data: data as StoredEvent["data"], requestId: null, createdAt: at,
    });
    await insertEvents(db, [
      event("activity.created", t(1), { object: record("PENDING") }),
      event("activity.updated", t(2), { object: record("IN_PROGRESS"), previous: { status: "PENDING" } }),
      // A change the report does not read: no row.
      event("activity.updated", t(2).replace("10:", "11:"), { object: { ...record("IN_PROGRESS"), title: "renamed" }, previous: { title: kept } }),
    ]);

    const expected = [
      { activityId: kept, inSprint: true, points: 3, status: "PENDING", at: t(1) },
      { activityId: kept, inSprint: true, points: 3, status: "IN_PROGRESS", at: t(2) },
      { activityId: older, inSprint: true, points: 3, status: "PENDING", at: t(3) },
      { activityId: older, inSprint: true, points: 3, status: "DONE", at: t(4) },
    ];
    await migrateToLatest(services.db);
    expect(await listSprintChanges(db, sprintId)).toEqual(expected);
    const times = await listActivityTimes(db, [kept, older]);
    expect(Object.fromEntries(times)).toEqual({ [kept]: { createdAt: t(1), firstIn: t(2) }, [older]: { createdAt: t(3), firstIn: undefined } });

    await migrateTo(services.db, "0011-activity-search-batches");
    await migrateToLatest(services.db);
    expect(await listSprintChanges(db, sprintId)).toEqual(expected);
  });
});
