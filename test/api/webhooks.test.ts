// Webhook endpoints and their deliveries, against a real receiver: management rules (roles, scopes,
// validation, the limit, the secret shown once), deliveries signed so that the standardwebhooks
// package verifies them, retries on the schedule with every attempt listed, sending again by hand,
// rotation, disabling after failing too long, and the refusal of private targets. Both engines.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { startServer, type TestServer } from "../support/start-server.js";
import { startReceiver, type Received, type Receiver } from "../support/webhook-receiver.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FAST_RETRIES = { SPRINTROOM_WEBHOOK_RETRY_SCHEDULE: "200ms,200ms,200ms,200ms,200ms,200ms" };

describe.each(testEngines())("webhooks (%s)", (engine) => {
  let server: TestServer;
  let team: TestTeam;
  let api: Client;
  let receiver: Receiver;

  beforeAll(async () => {
    server = await startServer(engine, FAST_RETRIES);
    team = await makeTeam(server);
    api = team.captain.api;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const create = (body: Json, as: Client = api) => as.post(`/api/v1/teams/${team.id}/webhooks`, body);
  const deliveries = async (webhookId: string): Promise<Json[]> => (await api.get(`/api/v1/webhooks/${webhookId}/deliveries`)).body.data;
  const verified = (secret: string, delivery: { headers: Json; body: string }) => new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);

  it("makes an endpoint, shows its secret once, and lets CAPTAIN and STAFF manage it", async () => {
    const res = await create({ url: receiver.url, events: ["activity.*", "comment.created"], description: "Chat" });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      object: "webhook_endpoint",
      id: expect.any(String),
      teamId: team.id,
      url: receiver.url,
      events: ["activity.*", "comment.created"],
      description: "Chat",
      status: "enabled",
      disabledReason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { secret: _secret, ...shown } = res.body;
    expect((await api.get(`/api/v1/webhooks/${res.body.id}`)).body).toEqual(shown);
    expect((await team.staff.api.get(`/api/v1/teams/${team.id}/webhooks`)).body.data.map((w: Json) => w.id)).toContain(res.body.id);
    const updated = await team.staff.api.patch(`/api/v1/webhooks/${res.body.id}`, { events: ["*"], description: null });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({ events: ["*"], description: null });
    expect(updated.body.secret).toBeUndefined();
    expectStatus(await api.request("DELETE", `/api/v1/webhooks/${res.body.id}`), 204);
    expectError(await api.get(`/api/v1/webhooks/${res.body.id}`), 404, "not_found_error", "resource_not_found");
  });

  it("refuses bad input, low roles and scopes, and a 17th endpoint, each exactly", async () => {
    expectError(await create({ url: "ftp://example.com", events: ["*"] }), 400, "invalid_request_error", "parameter_invalid", "url");
    expectError(await create({ url: receiver.url, events: [] }), 400, "invalid_request_error", "parameter_invalid", "events");
    expectError(await create({ url: receiver.url, events: ["activity.renamed"] }), 400, "invalid_request_error", "parameter_invalid", "events.0");
    expectError(await create({ url: receiver.url }), 400, "invalid_request_error", "parameter_missing", "events");
    expectError(await create({ url: receiver.url, events: ["*"], secret: "mine" }), 400, "invalid_request_error", "unknown_parameter", "secret");
    expectError(await create({ url: receiver.url, events: ["*"] }, team.member.api), 403, "permission_error", "insufficient_role");
    expectError(await create({ url: receiver.url, events: ["*"] }, team.readOnly), 403, "permission_error", "insufficient_scope");
    expectError(await create({ url: receiver.url, events: ["*"] }, team.outsider.api), 403, "permission_error", "not_team_member");
    expectError(await team.member.api.get(`/api/v1/teams/${team.id}/webhooks`), 403, "permission_error", "insufficient_role");

    const other = await makeTeam(server);
    const made: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await other.captain.api.post(`/api/v1/teams/${other.id}/webhooks`, { url: `${receiver.url}/${i}`, events: ["sprint.created"] });
      expectStatus(res, 201);
      made.push(res.body.id);
    }
    expectError(await other.captain.api.post(`/api/v1/teams/${other.id}/webhooks`, { url: receiver.url, events: ["*"] }), 409, "invalid_request_error", "webhook_limit_reached");
    expect((await other.captain.api.get(`/api/v1/teams/${other.id}/webhooks?limit=100`)).body.data).toHaveLength(16);
  });

  it("delivers each matching event, signed, as the events API shows it; others not at all", async () => {
    const { body: endpoint } = await create({ url: receiver.url, events: ["activity.created", "comment.*"] });
    const sprint = await makeSprint(team, { name: "Not delivered" });
    const activity = await makeActivity(team, sprint.id, { title: "Delivered" });
    await api.post(`/api/v1/activities/${activity.id}/comments`, { content: "So is this" });
    const got = await receiver.waitFor((r) => r.filter((d) => d.headers["webhook-id"] !== undefined && JSON.parse(d.body).data.object.id !== sprint.id).length >= 2);
    const mine = got.filter((d) => [activity.id].includes(JSON.parse(d.body).data.object.id) || JSON.parse(d.body).data.object.activityId === activity.id);
    expect(mine.map((d) => JSON.parse(d.body).type).sort()).toEqual(["activity.created", "comment.created"]);
    for (const delivery of mine) {
      expect(verified(endpoint.secret, delivery)).toEqual(JSON.parse(delivery.body));
      const event = (await api.get(`/api/v1/events/${delivery.headers["webhook-id"]}`)).body;
      expect(JSON.parse(delivery.body)).toEqual(event);
      expect(delivery.headers["content-type"]).toBe("application/json");
      expect(Number(delivery.headers["webhook-timestamp"])).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    expect(got.some((d) => JSON.parse(d.body).type === "sprint.created")).toBe(false);
    expect(() => verified("whsec_" + Buffer.alloc(32).toString("base64"), mine[0] as { headers: Json; body: string })).toThrow();
    await api.request("DELETE", `/api/v1/webhooks/${endpoint.id}`);
  });

  it("retries a failing receiver on the schedule, lists every attempt, and sends again by hand", async () => {
    const failing = await startReceiver();
    failing.answer = (received) => (received.length < 3 ? 500 : 200);
    const { body: endpoint } = await create({ url: failing.url, events: ["sprint.created"] });
    const sprint = await makeSprint(team, { name: "Retried" });
    await failing.waitFor((r) => r.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failing.received.map((d) => d.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(failing.received.map((d) => d.headers["webhook-id"])).size).toBe(1);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ object: "webhook_delivery", endpointId: endpoint.id, eventType: "sprint.created", status: "succeeded", attemptCount: 4, nextAttemptAt: null });
    expect(delivery?.attempts.map((a: Json) => a.statusCode)).toEqual([500, 500, 500, 200]);
    expect(delivery?.attempts.map((a: Json) => a.error)).toEqual(["the receiver answered 500", "the receiver answered 500", "the receiver answered 500", null]);
    const event = (await api.get(`/api/v1/events/${delivery?.eventId}`)).body;
    expect(event.data.object.id).toBe(sprint.id);

    const retried = await api.post(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery?.id}/retry`, {});
    expectStatus(retried, 200);
    expect(retried.body).toMatchObject({ id: delivery?.id, status: "pending" });
    await failing.waitFor((r) => r.length >= 5);
    expect(failing.received[4]?.headers["webhook-id"]).toBe(event.id);
    expectError(await api.post(`/api/v1/webhooks/${endpoint.id}/deliveries/${endpoint.id}/retry`, {}), 404, "not_found_error", "resource_not_found");
    await failing.close();
  });

  it("gives up after the last retry, and a rotated secret signs what follows", async () => {
    const down = await startReceiver();
    down.answer = () => 503;
    const { body: endpoint } = await create({ url: down.url, events: ["sprint.created"] });
    await makeSprint(team);
    await down.waitFor((r) => r.length >= 7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(down.received).toHaveLength(7);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: "failed", attemptCount: 7, nextAttemptAt: null });

    const rotate = (body: Json) => api.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`, body);
    const signatures = (delivery: Received) => String(delivery.headers["webhook-signature"]).split(" ");
    expectError(await rotate({ expireCurrentInSeconds: 86_401 }), 400, "invalid_request_error", "parameter_invalid", "expireCurrentInSeconds");
    expectError(await rotate({ expireCurrentInSeconds: -1 }), 400, "invalid_request_error", "parameter_invalid", "expireCurrentInSeconds");
    expectError(await rotate({ expireCurrentInSeconds: 1.5 }), 400, "invalid_request_error", "parameter_invalid", "expireCurrentInSeconds");

    // During the overlap (24 h unless given) both secrets sign: a receiver with either verifies.
    const rotated = await rotate({});
    expectStatus(rotated, 200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    down.answer = () => 200;
    await makeSprint(team);
    const [during] = (await down.waitFor((r) => r.length >= 8)).slice(7) as [Received];
    expect(signatures(during)).toHaveLength(2);
    expect(verified(rotated.body.secret, during)).toBeDefined();
    expect(verified(endpoint.secret, during)).toBeDefined();

    // A short overlap: after it, only the newest secret signs.
    const short = await rotate({ expireCurrentInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await makeSprint(team);
    const [after] = (await down.waitFor((r) => r.length >= 9)).slice(8) as [Received];
    expect(signatures(after)).toHaveLength(1);
    expect(verified(short.body.secret, after)).toBeDefined();
    expect(() => verified(rotated.body.secret, after)).toThrow();
    expect(() => verified(endpoint.secret, after)).toThrow();

    // 0: the current secret stops signing at once.
    const now = await rotate({ expireCurrentInSeconds: 0 });
    await makeSprint(team);
    const [next] = (await down.waitFor((r) => r.length >= 10)).slice(9) as [Received];
    expect(signatures(next)).toHaveLength(1);
    expect(verified(now.body.secret, next)).toBeDefined();
    expect(() => verified(short.body.secret, next)).toThrow();
    await down.close();
  });

  it("sends nothing to a disabled endpoint: what was pending waits for it, what happens meanwhile is not queued", async () => {
    const paused = await startReceiver();
    paused.answer = () => 500;
    const { body: endpoint } = await create({ url: paused.url, events: ["sprint.created"] });
    const before = await makeSprint(team, { name: "Pending" });
    await paused.waitFor((r) => r.length >= 1);
    expectStatus(await api.patch(`/api/v1/webhooks/${endpoint.id}`, { status: "disabled" }), 200);
    const tried = paused.received.length;
    paused.answer = () => 200;
    await makeSprint(team, { name: "While disabled" });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(paused.received).toHaveLength(tried);
    expect(await deliveries(endpoint.id)).toHaveLength(1);

    expectStatus(await api.patch(`/api/v1/webhooks/${endpoint.id}`, { status: "enabled" }), 200);
    const [resumed] = (await paused.waitFor((r) => r.some((d) => d.status === 200))).filter((d) => d.status === 200);
    expect(JSON.parse(resumed?.body ?? "{}").data.object.id).toBe(before.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(paused.received.filter((d) => d.status === 200)).toHaveLength(1);
    await paused.close();
  });
});

describe.each(testEngines())("webhook endpoints that keep failing (%s)", (engine) => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it("are disabled once every delivery has failed for the configured time", async () => {
    server = await startServer(engine, { SPRINTROOM_WEBHOOK_RETRY_SCHEDULE: "300ms,300ms,300ms,300ms,300ms,300ms", SPRINTROOM_WEBHOOK_DISABLE_AFTER: "1s" });
    const team = await makeTeam(server);
    const down = await startReceiver();
    down.answer = () => 500;
    const { body: endpoint } = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: down.url, events: ["*"] });
    await makeSprint(team);
    const deadline = Date.now() + 15_000;
    let status = "enabled";
    while (status === "enabled" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await team.captain.api.get(`/api/v1/webhooks/${endpoint.id}`)).body.status;
    }
    expect(status).toBe("disabled");
    const attempts = down.received.length;
    await makeSprint(team);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(down.received.length).toBe(attempts);
    await down.close();
  });
});

describe("webhook targets on a server that refuses private addresses", () => {
  let server: TestServer;
  let team: TestTeam;
  beforeAll(async () => {
    server = await startServer("sqlite", { SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: "false" });
    team = await makeTeam(server);
  });
  afterAll(async () => server?.close());

  it.each([
    ["loopback", "http://127.0.0.1:8080/hook"],
    ["loopback, as another number", "http://127.1.2.3/hook"],
    ["a name that resolves to loopback", "http://localhost:8080/hook"],
    ["IPv6 loopback", "http://[::1]:8080/hook"],
    ["IPv4 mapped in IPv6", "http://[::ffff:127.0.0.1]/hook"],
    ["IPv4-compatible IPv6", "http://[::127.0.0.1]/hook"],
    ["IPv4-translated IPv6", "http://[::ffff:0:127.0.0.1]/hook"],
    ["private IPv4, mapped and written in hex", "http://[::ffff:a00:1]/hook"],
    ["cloud metadata, IPv4-compatible", "http://[::169.254.169.254]/latest/meta-data"],
    ["private", "https://10.1.2.3/hook"],
    ["private, 192.168", "https://192.168.0.10/hook"],
    ["link-local and cloud metadata", "http://169.254.169.254/latest/meta-data"],
    ["the unspecified address", "http://0.0.0.0:3000/hook"],
    ["IPv6 unique local", "http://[fd00::1]/hook"],
  ])("refuses %s with 400 url_not_allowed", async (_name, url) => {
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url, events: ["*"] });
    expectError(res, 400, "invalid_request_error", "url_not_allowed", "url");
    const endpoint = (await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: "https://93.184.215.14/hook", events: ["*"] })).body;
    expectError(await team.captain.api.patch(`/api/v1/webhooks/${endpoint.id}`, { url }), 400, "invalid_request_error", "url_not_allowed", "url");
    await team.captain.api.request("DELETE", `/api/v1/webhooks/${endpoint.id}`);
  });

  it("says how a local receiver is allowed", async () => {
    const res = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: "http://127.0.0.1:8080/hook", events: ["*"] });
    expect(res.body.error.message).toBe(
      "The webhook URL is not allowed: 127.0.0.1 is not a public address (to send to a receiver on this machine or a private network, start the server with SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true).",
    );
  });
});

describe("webhook URLs with credentials", () => {
  let server: TestServer;
  let team: TestTeam;
  beforeAll(async () => {
    server = await startServer("sqlite");
    team = await makeTeam(server);
  });
  afterAll(async () => server?.close());

  it.each(["https://user:secret@93.184.215.14/hook", "https://user@93.184.215.14/hook", "https://:secret@93.184.215.14/hook"])(
    "refuses %s with 400 url_not_allowed, even where private targets are allowed, and stores nothing",
    async (url) => {
      const res = await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url, events: ["*"] });
      expectError(res, 400, "invalid_request_error", "url_not_allowed", "url");
      expect(res.body.error.message).toBe(
        "The webhook URL is not allowed: it contains a user name or password; put credentials in the URL's path or query, or verify the signature instead.",
      );
      expect((await team.captain.api.get(`/api/v1/teams/${team.id}/webhooks`)).body.data).toEqual([]);
      const endpoint = (await team.captain.api.post(`/api/v1/teams/${team.id}/webhooks`, { url: "https://93.184.215.14/hook", events: ["*"] })).body;
      expectError(await team.captain.api.patch(`/api/v1/webhooks/${endpoint.id}`, { url }), 400, "invalid_request_error", "url_not_allowed", "url");
      expect((await team.captain.api.get(`/api/v1/webhooks/${endpoint.id}`)).body.url).toBe("https://93.184.215.14/hook");
      await team.captain.api.request("DELETE", `/api/v1/webhooks/${endpoint.id}`);
    },
  );
});
