// The repositories take and return the domain's values as camelCase records, on both engines: labels,
// event lists and redirect URIs as arrays, event data, client metadata and kept answers as objects,
// scopes as a list.
// The text a column keeps them in (JSON, a comma list) is the same as before, and never leaves
// src/storage: each test reads the column itself to show it.
import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCredential } from "../../src/auth/credentials.js";
import { loadConfig } from "../../src/config.js";
import { createTeam, createUser } from "../../src/domain/operator/admin.js";
import { NO_GRAPH, presentActivity } from "../../src/presenters/activities.js";
import type { RegisteredClient } from "../../src/schemas/oauth-clients.js";
import { createServices, type Services } from "../../src/services.js";
import { readFields, readScopes, writeColumns, writeScopes } from "../../src/storage/columns.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { findActivity, insertActivity, listActivityRows, updateActivityRow } from "../../src/storage/repos/activities.js";
import { findCredential, findCredentialByHash, insertCredential } from "../../src/storage/repos/credentials.js";
import { findEvent, insertEvents, listEventRows } from "../../src/storage/repos/events.js";
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey } from "../../src/storage/repos/idempotency-keys.js";
import { findClient, insertClient } from "../../src/storage/repos/oauth-clients.js";
import { insertRelation, listRelationsOf } from "../../src/storage/repos/relations.js";
import { insertSprint } from "../../src/storage/repos/sprints.js";
import { findWithCallerRole } from "../../src/storage/repos/team-objects.js";
import { insertEndpoint, listEnabledEndpoints, listEndpoints, updateEndpoint } from "../../src/storage/repos/webhooks.js";
import type { StoredActivity, StoredRelation } from "../../src/storage/records.js";
import { testEngines } from "../support/databases.js";
import { prepareDatabase } from "../support/start-server.js";

describe("a scope list in its column", () => {
  it("is joined with commas on write and split on read", () => {
    expect(writeScopes({ id: "k", scopes: ["read", "write"] })).toEqual({ id: "k", scopes: "read,write" });
    expect(readScopes({ id: "k", scopes: "read,write" })).toEqual({ id: "k", scopes: ["read", "write"] });
  });

  it("reads an empty column as no scopes, and leaves out what is not a scope", () => {
    expect(readScopes({ scopes: "" }).scopes).toEqual([]);
    expect(readScopes({ scopes: "read,admin" }).scopes).toEqual(["read"]);
  });
});

describe("a record's fields and its row's columns", () => {
  it("are the columns in camelCase, each way, values untouched", () => {
    const labels = ["a"];
    const row = { id: "d", team_id: "t", previous_secret_expires_at: null, subtasks_points_done: 2, labels };
    const record = readFields(row);
    expect(record).toEqual({ id: "d", teamId: "t", previousSecretExpiresAt: null, subtasksPointsDone: 2, labels });
    expect(record.labels).toBe(labels);
    expect(writeColumns<typeof row>(record)).toEqual(row);
  });

  it("are read by each row's own columns when rows of different columns alternate", () => {
    const rows = [
      { id: "a", team_id: "t" },
      { id: "b", team_id: "t", end_date: null },
      { id: "c", sprint_id: "s" },
      { team_id: "u", id: "d" },
      { id: "e" },
      { id: "f", team_id: "t", end_date: "2026-12-01" },
      { id: "g", team_id: "t" },
    ];
    expect(rows.map((row) => readFields(row))).toStrictEqual([
      { id: "a", teamId: "t" },
      { id: "b", teamId: "t", endDate: null },
      { id: "c", sprintId: "s" },
      { teamId: "u", id: "d" },
      { id: "e" },
      { id: "f", teamId: "t", endDate: "2026-12-01" },
      { id: "g", teamId: "t" },
    ]);
  });

  it("write only the fields a change sets", () => {
    expect(writeColumns<{ updated_at?: string; end_date?: string | null }>({ endDate: null })).toEqual({ end_date: null });
  });
});

describe.each(testEngines())("repositories on %s", (engine) => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let services: Services;
  const ids = { team: "", user: "", sprint: uuidv7() };
  const now = new Date().toISOString();

  /** One column of one row, as the database holds it. */
  async function column(table: string, name: string, key: string, id: string): Promise<unknown> {
    const { rows } = await sql<{ value: unknown }>`SELECT ${sql.ref(name)} AS value FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id}`.execute(
      services.db.kysely,
    );
    return rows[0]?.value;
  }

  beforeAll(async () => {
    database = await prepareDatabase(engine);
    services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    await migrateToLatest(services.db);
    ids.user = (await createUser(services, { email: `v-${uuidv7()}@example.test`, name: "Vera" })).id;
    ids.team = (await createTeam(services, { name: "Values" })).id;
    await insertSprint(services.db.kysely, {
      id: ids.sprint, teamId: ids.team, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "ACTIVE", createdAt: now, updatedAt: now,
    });
  });

  afterAll(async () => {
    await services?.close();
    await database?.drop();
  });

  const activity = (labels: string[]): StoredActivity => ({
    id: uuidv7(), teamId: ids.team, sprintId: ids.sprint, title: "A", description: null, status: "TODO", priority: "HIGH", points: null,
    dueDate: null, assignedTo: null, reviewStatus: null, labels, createdBy: ids.user, completedAt: null, createdAt: now, updatedAt: now,
    parentId: null, subtasksTotal: 0, subtasksDone: 0, subtasksPoints: 0, subtasksPointsDone: 0, unresolvedBlockers: 0,
  });

  it("take and return an activity's labels as a list", async () => {
    const db = services.db.kysely;
    const row = activity(["Ops", "Front end"]);
    await db.transaction().execute((trx) => insertActivity(trx, row));
    expect(await column("activities", "labels", "id", row.id)).toBe('["Ops","Front end"]');
    expect((await findActivity(db, row.id))?.labels).toEqual(["Ops", "Front end"]);
    expect((await findWithCallerRole(db, "activities", row.id, ids.user))?.row.labels).toEqual(["Ops", "Front end"]);

    await db.transaction().execute((trx) => updateActivityRow(trx, row, { labels: ["Back end"] }));
    expect(await column("activities", "labels", "id", row.id)).toBe('["Back end"]');
    const listed = await listActivityRows(db, ids.team, { labels: ["back END"] }, { limit: 10 });
    expect(listed.map((a) => [a.id, a.labels])).toEqual([[row.id, ["Back end"]]]);
  });

  it("take and return an activity's and a relation's columns as their fields", async () => {
    const db = services.db.kysely;
    const parent = activity([]);
    const child = { ...activity(["x"]), dueDate: "2026-12-01", assignedTo: ids.user, parentId: parent.id };
    await db.transaction().execute(async (trx) => {
      await insertActivity(trx, parent);
      await insertActivity(trx, child);
    });
    expect(await column("activities", "parent_id", "id", child.id)).toBe(parent.id);
    expect(await column("activities", "assigned_to", "id", child.id)).toBe(ids.user);
    expect(await findActivity(db, child.id)).toEqual(child);

    await db.transaction().execute((trx) => updateActivityRow(trx, child, { reviewStatus: "APPROVED", dueDate: null }));
    expect(await column("activities", "review_status", "id", child.id)).toBe("APPROVED");
    expect((await findWithCallerRole(db, "activities", child.id, ids.user))?.row).toEqual({ ...child, reviewStatus: "APPROVED", dueDate: null });

    const relation: StoredRelation = { id: uuidv7(), teamId: ids.team, type: "blocks", activityId: parent.id, relatedActivityId: child.id, createdBy: ids.user, createdAt: now };
    await insertRelation(db, relation);
    expect(await column("relations", "related_activity_id", "id", relation.id)).toBe(child.id);
    expect(await listRelationsOf(db, child.id)).toEqual([relation]);
    expect((await findWithCallerRole(db, "relations", relation.id, ids.user))?.row).toEqual(relation);
  });

  it("take and return an event's data as an object", async () => {
    const db = services.db.kysely;
    const row = activity([]);
    const data = { object: presentActivity(row, NO_GRAPH), previous: { title: "Before", labels: ["x"] } };
    const [id, created] = [uuidv7(), uuidv7()];
    const createdData = { object: presentActivity(row, NO_GRAPH) };
    // Two events in one statement, as a batch's slice of changes goes in.
    await insertEvents(db, [
      {
        id, teamId: ids.team, type: "activity.updated", objectId: row.id, activityId: row.id, relatedActivityId: null, actorUserId: ids.user,
        actorCredentialType: "api_key", actorCredentialId: uuidv7(), data, requestId: null, createdAt: now,
      },
      {
        id: created, teamId: ids.team, type: "activity.created", objectId: row.id, activityId: row.id, relatedActivityId: null, actorUserId: ids.user,
        actorCredentialType: "api_key", actorCredentialId: uuidv7(), data: createdData, requestId: null, createdAt: now,
      },
    ]);
    expect(JSON.parse(String(await column("events", "data", "id", id)))).toEqual(data);
    expect((await findEvent(db, id))?.data).toEqual(data);
    expect((await findEvent(db, created))?.data).toEqual(createdData);
    const [listed] = await listEventRows(db, ids.team, { types: ["activity.updated"], objectId: row.id }, { limit: 10 });
    expect(listed?.data).toEqual(data);
  });

  it("take and return the events a webhook endpoint listens to as a list", async () => {
    const db = services.db.kysely;
    const id = uuidv7();
    await insertEndpoint(db, {
      id, teamId: ids.team, url: "https://hooks.example.com/v", events: ["activity.*", "comment.created"], description: null,
      status: "enabled", secret: "sealed", failingSince: null, restUntil: null, disabledReason: null,
      previousSecret: null, previousSecretExpiresAt: null, createdAt: now, updatedAt: now,
    });
    expect(await column("webhook_endpoints", "events", "id", id)).toBe('["activity.*","comment.created"]');
    expect((await listEndpoints(db, ids.team, { limit: 10 })).find((e) => e.id === id)?.events).toEqual(["activity.*", "comment.created"]);
    expect((await findWithCallerRole(db, "webhook_endpoints", id, ids.user))?.row.events).toEqual(["activity.*", "comment.created"]);

    await updateEndpoint(db, id, { events: ["*"], updatedAt: now });
    expect(await column("webhook_endpoints", "events", "id", id)).toBe('["*"]');
    expect(await listEnabledEndpoints(db, ids.team)).toContainEqual({ id, events: ["*"] });
  });

  it("take and return an OAuth client's redirect URIs and metadata as values", async () => {
    const db = services.db.kysely;
    const client: RegisteredClient = {
      client_id: uuidv7(), client_id_issued_at: 1_790_000_000, client_name: "Editor", redirect_uris: ["http://127.0.0.1/cb", "https://e.example/cb"],
      grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "none",
    };
    await insertClient(db, { id: client.client_id, name: "Editor", redirectUris: client.redirect_uris, metadata: client, createdAt: now });
    expect(await column("oauth_clients", "redirect_uris", "id", client.client_id)).toBe('["http://127.0.0.1/cb","https://e.example/cb"]');
    const found = await findClient(db, client.client_id);
    expect(found?.redirectUris).toEqual(client.redirect_uris);
    expect(found?.metadata).toEqual(client);
  });

  it("take and return a credential's scopes as a list", async () => {
    const db = services.db.kysely;
    const { row } = newCredential({ id: uuidv7(), userId: ids.user, type: "api_key", name: "k", scopes: ["read", "write"], now: new Date(), expiresAt: null });
    await insertCredential(db, row);
    expect(await column("credentials", "scopes", "id", row.id)).toBe("read,write");
    expect((await findCredential(db, row.id))?.scopes).toEqual(["read", "write"]);
    expect((await findCredentialByHash(db, row.secretHash))?.credential.scopes).toEqual(["read", "write"]);
  });

  it("keep an idempotent request's answer and give it back as it was", async () => {
    const db = services.db.kysely;
    const key = `k-${uuidv7()}`;
    const answer = { object: "activity", id: uuidv7(), labels: ["a"], points: null };
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect(await claimIdempotencyKey(db, { userId: ids.user, key, requestHash: "h", createdAt: now }, { expiredBefore: past, staleBefore: past })).toBe(true);
    expect((await findIdempotencyKey(db, ids.user, key))?.outcome).toBeNull();
    expect(await completeIdempotencyKey(db, ids.user, key, now, answer)).toBe(true);
    const kept = await findIdempotencyKey(db, ids.user, key);
    expect(kept?.state).toBe("done");
    expect(kept?.outcome).toEqual(answer);
  });
});
