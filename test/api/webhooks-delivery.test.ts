// Webhook delivery that no receiver can stall, against real receivers on both engines: a team's
// deliveries are not held up by another team's receivers that never answer (each such endpoint
// holds at most 4 attempts, then rests); a delivery being attempted cannot be sent again at the
// same time (409); a deleted endpoint gets nothing more and its deliveries go in the background,
// with attempts in flight recorded first; an endpoint with too long a backlog is disabled; and a
// slow DNS lookup for a webhook URL delays no other team's requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";
import { startReceiver, startTarpit, type Tarpit } from "../support/webhook-receiver.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

describe.each(testEngines())("webhook delivery (%s)", (engine) => {
  let server: TestServer;
  let x: TestTeam;
  let y: TestTeam;
  const closing: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    server = await startServer(engine);
    x = await makeTeam(server);
    y = await makeTeam(server);
  });
  afterAll(async () => {
    for (const c of closing) await c.close();
    await server?.close();
  });

  const endpoint = async (team: TestTeam, url: string, events = ["sprint.created"]): Promise<Json> => {
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url, events });
    expectStatus(res, 201);
    return res.body;
  };
  const deliveries = async (team: TestTeam, webhookId: string): Promise<Json[]> =>
    (await team.captain.api.get(`/api/v1/webhooks/${webhookId}/deliveries?limit=100`)).body.data;

  it("delivers a team's events at once while another team's receivers never answer; those hold 4 attempts each, then rest", async () => {
    const tarpits: Tarpit[] = [];
    const stalled: Json[] = [];
    for (let i = 0; i < 4; i++) {
      const tarpit = await startTarpit();
      closing.push(tarpit);
      tarpits.push(tarpit);
      stalled.push(await endpoint(x, tarpit.url));
    }
    for (let i = 0; i < 12; i++) await makeSprint(x, { name: `Stalled ${i}` });
    await until("every tarpit holding attempts", async () => (tarpits.every((t) => t.open > 0) ? true : undefined), 5_000);

    const healthy = await startReceiver();
    closing.push(healthy);
    await endpoint(y, healthy.url);
    const made: string[] = [];
    for (let i = 0; i < 10; i++) made.push((await makeSprint(y, { name: `Healthy ${i}` })).id);
    const lastWrite = Date.now();
    await healthy.waitFor((r) => made.every((id) => r.some((d) => JSON.parse(d.body).data.object.id === id)), 8_000);
    // Generous for a loaded machine, and still well under the 10 s a stalled attempt takes to end.
    expect(Date.now() - lastWrite).toBeLessThan(5_000);
    // 12 deliveries due to each stalled endpoint, 4 attempted at once.
    expect(tarpits.map((t) => t.accepted)).toEqual([4, 4, 4, 4]);

    // The attempts end at the 10 s deadline; the endpoint then rests (30 s): nothing more is claimed.
    const [first] = stalled as [Json];
    await until(
      "a stalled attempt recorded",
      async () => ((await deliveries(x, first.id)).some((d) => d.attempts.some((a: Json) => a.error === "no answer within 10 s")) ? true : undefined),
      20_000,
    );
    await sleep(2_000);
    expect(tarpits.map((t) => t.accepted)).toEqual([4, 4, 4, 4]);
    const recorded = await deliveries(x, first.id);
    expect(recorded.filter((d) => d.attemptCount === 1)).toHaveLength(4);
    expect(recorded.filter((d) => d.status === "pending")).toHaveLength(12);
  }, 60_000);

  it("answers 409 delivery_in_flight to a retry while the delivery is being attempted, and never sends it twice at once", async () => {
    const slow = await startReceiver();
    closing.push(slow);
    slow.delayMs = 1_500;
    const hook = await endpoint(y, slow.url);
    await makeSprint(y);
    await slow.waitFor((r) => r.length >= 1);
    const [delivery] = (await deliveries(y, hook.id)) as [Json];
    const path = `/api/v1/webhooks/${hook.id}/deliveries/${delivery.id}/retry`;
    expectError(await y.captain.api.post(path, {}), 409, "invalid_request_error", "delivery_in_flight");
    await until("the attempt recorded", async () => ((await deliveries(y, hook.id))[0]?.status === "succeeded" ? true : undefined), 10_000);
    const retried = await y.captain.api.post(path, {});
    expectStatus(retried, 200);
    expect(retried.body).toMatchObject({ id: delivery.id, status: "pending", attemptCount: 1 });
    await slow.waitFor((r) => r.length >= 2);
    await until("the second attempt recorded", async () => ((await deliveries(y, hook.id))[0]?.attemptCount === 2 ? true : undefined), 10_000);
    expect(slow.received).toHaveLength(2);
    expect(slow.overlaps).toBe(0);
  });

  it("deletes an endpoint with attempts in flight: gone at once, those attempts recorded, nothing more sent, its deliveries removed", async () => {
    const slow = await startReceiver();
    closing.push(slow);
    slow.delayMs = 1_000;
    const hook = await endpoint(y, slow.url);
    for (let i = 0; i < 30; i++) await makeSprint(y);
    await slow.waitFor((r) => r.length >= 1);
    expectStatus(await y.captain.api.request("DELETE", `/api/v1/webhooks/${hook.id}`), 204);
    // What reached the receiver by then; on a loaded machine more than one round of 4 may have.
    const beforeDelete = slow.received.length;
    expectError(await y.captain.api.get(`/api/v1/webhooks/${hook.id}`), 404, "not_found_error", "resource_not_found");
    expectError(await y.captain.api.get(`/api/v1/webhooks/${hook.id}/deliveries`), 404, "not_found_error", "resource_not_found");
    expect((await y.captain.api.get(`/api/v1/teams/${y.id}/webhooks?limit=100`)).body.data.map((w: Json) => w.id)).not.toContain(hook.id);

    const db = server.services.db.kysely;
    await until(
      "the endpoint and its deliveries removed",
      async () => ((await db.selectFrom("webhook_endpoints").select("id").where("id", "=", hook.id).executeTakeFirst()) === undefined ? true : undefined),
      15_000,
    );
    expect(await db.selectFrom("webhook_deliveries").select("id").where("endpoint_id", "=", hook.id).execute()).toEqual([]);
    // The attempts in flight when it was deleted (at most 4, the endpoint's share) were the last.
    const sent = slow.received.length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(beforeDelete + 4);
    await makeSprint(y);
    await sleep(500);
    expect(slow.received).toHaveLength(sent);
  });
});

describe.each(testEngines())("webhook backlogs (%s)", (engine) => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it("disables an endpoint with more deliveries pending than SPRINTROOM_WEBHOOK_MAX_PENDING, saying why; new events are not queued", async () => {
    server = await startServer(engine, { SPRINTROOM_WEBHOOK_MAX_PENDING: "5", SPRINTROOM_WEBHOOK_RETRY_SCHEDULE: "1h", SPRINTROOM_WEBHOOK_BACKLOG_CHECK: "500ms" });
    const team = await makeTeam(server);
    const down = await startReceiver();
    down.answer = () => 500;
    const { body: hook } = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: down.url, events: ["sprint.created"] });
    for (let i = 0; i < 8; i++) await makeSprint(team);
    const disabled = await until(
      "the endpoint disabled",
      async () => {
        const body = (await team.captain.api.get(`/api/v1/webhooks/${hook.id}`)).body;
        return body.status === "disabled" ? body : undefined;
      },
      25_000,
    );
    expect(disabled).toMatchObject({ status: "disabled", disabledReason: "backlog" });
    await makeSprint(team);
    const listed = (await team.captain.api.get(`/api/v1/webhooks/${hook.id}/deliveries?limit=100`)).body.data;
    expect(listed).toHaveLength(8);
    const enabled = await team.captain.api.patch(`/api/v1/webhooks/${hook.id}`, { status: "enabled" });
    expect(enabled.body).toMatchObject({ status: "enabled", disabledReason: null });
    await down.close();
  }, 40_000);
});

describe.each(testEngines())("webhook URLs checked outside the write (%s)", (engine) => {
  let server: TestServer;
  let slowTeam: TestTeam;
  let other: TestTeam;
  const LOOKUP_MS = 3_000;
  beforeAll(async () => {
    server = await startServer(
      engine,
      { SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "false" },
      {
        async lookupHost(hostname) {
          await sleep(LOOKUP_MS);
          return [hostname.startsWith("private.") ? "10.1.2.3" : "93.184.215.14"];
        },
      },
    );
    slowTeam = await makeTeam(server);
    other = await makeTeam(server);
  });
  afterAll(async () => server?.close());

  it("a slow DNS lookup delays no other team's writes or reads", async () => {
    const started = Date.now();
    const creating = Promise.all(
      Array.from({ length: 10 }, (_, i) => slowTeam.captain.api.post(`/api/v1/teams/${slowTeam.id}/webhooks`, { url: `https://hooks${i}.example.com/in`, events: ["*"] })),
    );
    await sleep(300);
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      expectStatus(await other.captain.api.post(`/api/v1/teams/${other.id}/sprints`, { name: `Meanwhile ${i}` }), 201);
      expectStatus(await other.captain.api.get("/api/v1/me"), 200);
      // Generous for a loaded machine, and well under the lookup's 3 s.
      expect(Date.now() - before).toBeLessThan(1_500);
    }
    const created = await creating;
    expect(created.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOOKUP_MS);
  });

  it("refuses a name that resolves to a private address, after the lookup, and says how a local receiver is allowed", async () => {
    const res = await slowTeam.captain.api.post(`/api/v1/teams/${slowTeam.id}/webhooks`, { url: "https://private.example.com/in", events: ["*"] });
    expectError(res, 400, "invalid_request_error", "url_not_allowed", "url");
    expect(res.body.error.message).toBe(
      "The webhook URL is not allowed: private.example.com resolves to 10.1.2.3, which is not a public address (to send to a receiver on this machine or a private network, start the server with SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true).",
    );
  });
});
