// Claiming due deliveries, on both engines: endpoints in id order after the last one served, each
// given at most its free slots (4 less what it has in flight), all together at most the limit, each
// endpoint's oldest first, never an endpoint that is resting or disabled or a delivery not yet due
// or already claimed; and what sending needs comes with each claimed delivery. On PostgreSQL this
// is one statement, on SQLite a few; both must claim the same deliveries.
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createTeam } from "../../src/domain/operator/admin.js";
import { presentSprint } from "../../src/presenters/sprints.js";
import { createServices, type Services } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { insertEvents } from "../../src/storage/repos/events.js";
import { claimDueDeliveries, insertDeliveries, insertEndpoint, type ClaimedRound } from "../../src/storage/repos/webhooks.js";
import type { WebhookStatus } from "../../src/schemas/webhooks.js";
import { testEngines } from "../support/databases.js";
import { prepareDatabase } from "../support/start-server.js";

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const NOW = at(30);
const LEASE = at(59);

describe.each(testEngines())("claiming due deliveries on %s", (engine) => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let services: Services;
  /** Endpoints in id order: a, b, c are enabled; resting rests until after NOW; disabled is disabled. */
  const endpoints = { a: "", b: "", c: "", resting: "", disabled: "" };
  /** Each endpoint's due deliveries, oldest first. */
  const due: Record<keyof typeof endpoints, string[]> = { a: [], b: [], c: [], resting: [], disabled: [] };
  let notYetDue = "";

  beforeAll(async () => {
    database = await prepareDatabase(engine);
    services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    await migrateToLatest(services.db);
    const db = services.db.kysely;
    const team = (await createTeam(services, { name: "Claims" })).id;
    const event = uuidv7();
    const sprint = presentSprint({
      id: uuidv7(), teamId: team, name: "S", description: null, goal: null, startDate: null, endDate: null, status: "ACTIVE", createdAt: at(0), updatedAt: at(0),
    });
    await insertEvents(db, [
      {
        id: event, teamId: team, type: "sprint.created", objectId: sprint.id, activityId: null, relatedActivityId: null, actorUserId: null,
        actorCredentialType: null, actorCredentialId: null, data: { object: sprint }, requestId: null, createdAt: at(0),
      },
    ]);
    const make = async (name: keyof typeof endpoints, status: WebhookStatus, restUntil: string | null, count: number) => {
      const id = uuidv7();
      endpoints[name] = id;
      await insertEndpoint(db, {
        id, teamId: team, url: `https://hooks.example.com/${name}`, events: ["*"], description: null, status, secret: `sealed-${name}`,
        failingSince: null, restUntil, disabledReason: null, previousSecret: null, previousSecretExpiresAt: null, createdAt: at(0), updatedAt: at(0),
      });
      // Inserted newest first, so that the oldest is not simply the first inserted.
      const rows = Array.from({ length: count }, (_, i) => ({
        id: uuidv7(), endpointId: id, eventId: event, status: "pending" as const, attempts: 0, nextAttemptAt: at(count - i), claimedUntil: null, createdAt: at(0), updatedAt: at(0),
      }));
      await insertDeliveries(db, rows);
      due[name] = rows.map((row) => row.id).reverse();
    };
    await make("a", "enabled", null, 6);
    await make("b", "enabled", null, 2);
    await make("c", "enabled", null, 3);
    await make("resting", "enabled", at(40), 2);
    await make("disabled", "disabled", null, 2);
    notYetDue = uuidv7();
    await insertDeliveries(db, [
      { id: notYetDue, endpointId: endpoints.c, eventId: event, status: "pending", attempts: 0, nextAttemptAt: at(45), claimedUntil: null, createdAt: at(0), updatedAt: at(0) },
    ]);
  });

  afterAll(async () => {
    await services?.close();
    await database?.drop();
  });

  const claim = (p: { afterId?: string; inFlight?: Record<string, number>; endpoints: number; limit: number; now?: string }) =>
    claimDueDeliveries(services.db, {
      now: p.now ?? NOW, leaseUntil: LEASE, afterId: p.afterId, inFlight: new Map(Object.entries(p.inFlight ?? {})), perEndpoint: 4, endpoints: p.endpoints, limit: p.limit,
    });
  const ids = (round: ClaimedRound) => round.deliveries.map((delivery) => delivery.id);

  it("serves endpoints in id order, each up to its free slots, oldest first, with the endpoint's URL and secret", async () => {
    const round = await claim({ inFlight: { [endpoints.a]: 3 }, endpoints: 2, limit: 128 });
    expect(ids(round)).toEqual([due.a[0], ...due.b]);
    expect(round.deliveries.map((d) => [d.endpointId, d.url, d.secret, d.claimedUntil, d.attempts])).toEqual([
      [endpoints.a, "https://hooks.example.com/a", "sealed-a", LEASE, 0],
      [endpoints.b, "https://hooks.example.com/b", "sealed-b", LEASE, 0],
      [endpoints.b, "https://hooks.example.com/b", "sealed-b", LEASE, 0],
    ]);
    expect(round).toMatchObject({ endpointsSeen: 2, lastServed: endpoints.b });
  });

  it("goes on after the last endpoint served, stops at the limit, and says which endpoint it stopped at", async () => {
    const round = await claim({ afterId: endpoints.b, endpoints: 2, limit: 2 });
    expect(ids(round)).toEqual(due.c.slice(0, 2));
    // Resting and disabled endpoints are not due: c is the only one after b.
    expect(round).toMatchObject({ endpointsSeen: 1, lastServed: endpoints.c });
  });

  it("skips an endpoint with all its slots in flight and never claims a delivery twice while its lease lasts", async () => {
    const round = await claim({ inFlight: { [endpoints.a]: 4 }, endpoints: 64, limit: 128 });
    expect(ids(round)).toEqual([due.c[2]]);
    expect(round).toMatchObject({ endpointsSeen: 1, lastServed: endpoints.c });
    const next = await claim({ endpoints: 64, limit: 128 });
    expect(ids(next)).toEqual(due.a.slice(1, 5));
    const last = await claim({ endpoints: 64, limit: 128 });
    expect(ids(last)).toEqual([due.a[5]]);
    const none = await claim({ endpoints: 64, limit: 128 });
    expect(none).toEqual({ deliveries: [], endpointsSeen: 0, lastServed: undefined });
  });

  it("claims again once a lease has ended, and a delivery once it is due, and a resting endpoint's once it has rested", async () => {
    const round = await claim({ now: at(60), endpoints: 64, limit: 128 });
    const claimed = new Set(ids(round));
    expect(claimed).toEqual(new Set([...due.a.slice(0, 4), ...due.b, ...due.c, notYetDue, ...due.resting]));
    expect(claimed.has(due.disabled[0] as string)).toBe(false);
    // a's fifth and sixth wait for a free slot; c's not-yet-due delivery comes after its three older ones.
    expect(round.deliveries.filter((d) => d.endpointId === endpoints.c).map((d) => d.id)).toEqual([...due.c, notYetDue].slice(0, 4));
  });
});
