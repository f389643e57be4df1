// Webhook delivery survives crashes and shares out between instances. SIGKILL during concurrent
// writes to a team with a webhook endpoint: after a restart, every write the API acknowledged has
// its event delivered (at least once). Two servers on one PostgreSQL database, a slow receiver:
// every event is delivered exactly once, never claimed by both at the same time; and retries by hand
// through both, while the delivery is being attempted, never start a second concurrent send.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { NO_LIMITS } from "../support/start-server.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const WRITERS = 12;
// A 2 s deadline for an attempt (the receivers here answer at once or within 800 ms): a claim's lease
// is the deadline + 10 s, which the crash test waits out.
const ENV = { SPRINTROOM_DEMO: "0", SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "true", SPRINTROOM_WEBHOOK_TIMEOUT_MS: "2000", ...NO_LIMITS };

describe.each(testEngines())("webhook delivery (%s)", (engine) => {
  let seeded: SeededDatabase | undefined;
  let receiver: Receiver | undefined;
  const servers: ChildServer[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    await receiver?.close();
    receiver = undefined;
    await seeded?.drop();
    seeded = undefined;
  });

  const start = async () => {
    const server = await spawnServer({ ...ENV, DATABASE_URL: (seeded as SeededDatabase).databaseUrl });
    servers.push(server);
    return server;
  };
  const api = (server: ChildServer, method: string, path: string, body?: unknown) =>
    request(server.url, method, `/api/v1${path}`, { key: (seeded as SeededDatabase).key, body });
  const deliveredIds = () => new Set((receiver as Receiver).received.map((d) => JSON.parse(d.body).data.object.id as string));

  it("delivers the event of every acknowledged write after a crash and a restart", async () => {
    seeded = await seedDatabase(engine);
    receiver = await startReceiver();
    let server = await start();
    expect((await api(server, "POST", `/teams/${seeded.teamId}/webhooks`, { url: receiver.url, events: ["activity.created"] })).status).toBe(201);
    const sprint = (await api(server, "POST", `/teams/${seeded.teamId}/sprints`, { name: "Crash" })).body;

    const acknowledged: string[] = [];
    let stop = false;
    const killAfter = 60 + Math.floor(Math.random() * 60);
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const res = await api(server, "POST", `/teams/${seeded?.teamId}/activities`, { title: `w${w} #${i}`, sprintId: sprint.id }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(res.body.id);
        if (acknowledged.length >= killAfter && !stop) {
          stop = true;
          await server.kill();
        }
        if (res === undefined) return;
      }
    });
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

    server = await start();
    // A delivery the killed server had claimed is due again once its lease (12 s) runs out.
    await receiver.waitFor(() => acknowledged.every((id) => deliveredIds().has(id)), 45_000);
    const missing = acknowledged.filter((id) => !deliveredIds().has(id));
    expect(missing).toEqual([]);
  }, 90_000);

  // Two instances on one PostgreSQL database, shared by the two tests below (each with its own
  // receiver and endpoint, which it removes at its end): two servers to start, not four.
  describe.runIf(engine === "postgres")("two instances", () => {
    let both: SeededDatabase | undefined;
    let instances: ChildServer[] = [];
    const endpoints: string[] = [];
    const shared = () => both as SeededDatabase;
    const pair = () => instances as [ChildServer, ChildServer];
    const call = (server: ChildServer, method: string, path: string, body?: unknown) => request(server.url, method, `/api/v1${path}`, { key: shared().key, body });

    beforeAll(async () => {
      both = await seedDatabase(engine);
      const startOn = (database: SeededDatabase) => spawnServer({ ...ENV, DATABASE_URL: database.databaseUrl });
      instances = [await startOn(both), await startOn(both)];
    }, 60_000);
    afterEach(async () => {
      for (const id of endpoints.splice(0)) expect((await call(pair()[0], "DELETE", `/webhooks/${id}`)).status).toBe(204);
    });
    afterAll(async () => {
      for (const server of instances) await server.kill();
      await both?.drop();
    });

    it("shares deliveries between two instances, each event sent once", async () => {
      const [a, b] = pair();
      receiver = await startReceiver();
      // A slow receiver keeps deliveries claimed long enough for both instances to be at work at once.
      const slow = receiver;
      slow.delayMs = 150;
      const created = await call(a, "POST", `/teams/${shared().teamId}/webhooks`, { url: slow.url, events: ["sprint.created"] });
      expect(created.status).toBe(201);
      // The next test starts with no endpoint of this one.
      endpoints.push(created.body.id);
      const made: string[] = [];
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await call(i % 2 === 0 ? a : b, "POST", `/teams/${shared().teamId}/sprints`, { name: `Shared ${i}` });
          made.push(res.body.id);
        }),
      );
      await slow.waitFor(() => made.every((id) => deliveredIds().has(id)), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const counts = new Map<string, number>();
      for (const delivery of slow.received) counts.set(delivery.headers["webhook-id"] as string, (counts.get(delivery.headers["webhook-id"] as string) ?? 0) + 1);
      expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
      expect(counts.size).toBe(40);
      const deliveries: Json[] = (await call(a, "GET", `/webhooks/${(await call(a, "GET", `/teams/${shared().teamId}/webhooks`)).body.data[0].id}/deliveries?limit=100`)).body.data;
      expect(deliveries.map((d) => [d.status, d.attemptCount])).toEqual(Array(40).fill(["succeeded", 1]));
    }, 60_000);

    it("answers 409 to retries through either instance while an attempt is in flight, and never sends twice at once", async () => {
      const [a, b] = pair();
      receiver = await startReceiver();
      const slow = receiver;
      slow.delayMs = 800;
      const hook = (await call(a, "POST", `/teams/${shared().teamId}/webhooks`, { url: slow.url, events: ["sprint.created"] })).body;
      endpoints.push(hook.id);
      await call(a, "POST", `/teams/${shared().teamId}/sprints`, { name: "Retried" });
      await slow.waitFor((r) => r.length >= 1);
      const [delivery] = (await call(a, "GET", `/webhooks/${hook.id}/deliveries`)).body.data as Json[];
      const path = `/webhooks/${hook.id}/deliveries/${delivery.id}/retry`;
      const statuses: number[] = [];
      const codes = new Set<string>();
      let inFlight: string | undefined;
      const until = Date.now() + 6_000;
      await Promise.all(
        [a, b].map(async (server) => {
          while (Date.now() < until) {
            const res = await call(server, "POST", path, {});
            statuses.push(res.status);
            if (res.status === 409) {
              codes.add(res.body.error.code);
              inFlight ??= res.body.error.message;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(slow.overlaps).toBe(0);
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(statuses).toContain(409);
      expect(statuses).toContain(200);
      expect([...codes]).toEqual(["delivery_in_flight"]);
      // The wait it names is the deadline the servers were started with.
      expect(inFlight).toBe(`Delivery '${delivery.id}' is being attempted now; retry it once that attempt is recorded (within 2 s).`);
      const [after] = (await call(a, "GET", `/webhooks/${hook.id}/deliveries`)).body.data as Json[];
      expect(after.attemptCount).toBe(slow.received.length);
    }, 60_000);
  });
});
