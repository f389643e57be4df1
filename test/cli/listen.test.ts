// `sprintroom listen` as a developer runs it: the real bin holds a team's stream with an API key and
// POSTs each event to a local receiver, signed as a webhook delivery, which `standardwebhooks`
// verifies with the secret the command printed; the --events filter; reconnecting with
// Last-Event-ID after the connection is cut and after the server restarts, every event forwarded
// once; and the usage errors.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createSprintroom } from "../../src/main.js";
import { createServices } from "../../src/services.js";
import { runCliInProcess } from "../support/cli-in-process.js";
import { expectStatus, forgetConnections, walkPages } from "../support/client.js";
import { makeSprint, makeTeam } from "../support/factories.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";
import { BIN, childEnv, runCli } from "../support/spawn-server.js";
import { NO_LIMITS, prepareDatabase, startServer, type TestServer } from "../support/start-server.js";

/** A server on a database of its own that can be stopped and started again on the same port and database. */
async function restartableServer(databaseUrl: string, port = 0, env: Record<string, string> = {}): Promise<TestServer> {
  const services = createServices(loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", SPRINTROOM_DEMO: "0", ...NO_LIMITS, ...env }));
  const running = await createSprintroom(services);
  const url = await running.listen({ port, host: "127.0.0.1" });
  return { engine: "sqlite", url, databaseUrl, services, close: async () => (await running.close(), await services.close()) };
}

/**
 * A TCP relay to `port`, whose connections the test cuts as a network would, or freezes: a frozen
 * connection stays open and carries nothing more, as one a sleeping laptop or a forgetful NAT leaves.
 */
async function relay(port: number): Promise<{ url: string; relayed: () => number; cut: () => void; freeze: () => void; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const frozen = new Set<Socket>();
  let relayed = 0;
  const server = createServer((client) => {
    const upstream = connect(port, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
    }
    upstream.on("data", (chunk: Buffer) => {
      if (!frozen.has(upstream)) relayed += chunk.length;
    });
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    relayed: () => relayed,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    freeze: () => {
      for (const socket of sockets) {
        socket.unpipe();
        frozen.add(socket);
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function until(what: string, predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A MAX team with a sprint on `server`, and `sprintroom listen` (in process, until `stop`) holding its
 * stream through `network` and forwarding to `receiver`, once the stream is open; `newEvents` lists
 * the team's events made since, oldest first.
 */
async function listenThrough(server: TestServer, network: { url: string; relayed: () => number }, receiver: Receiver, stop: AbortSignal, args: string[] = []) {
  const team = await makeTeam(server, { plan: "MAX" });
  const sprint = await makeSprint(team);
  const eventIds = async () => (await walkPages(team.captain.api, `/api/v1/teams/${team.id}/events`, 100)).ids;
  const known = new Set(await eventIds());
  const running = runCliInProcess(["listen", "--forward-to", `${receiver.url}/hook`, "--team", team.id, "--url", network.url, ...args, "--json"], {
    env: { SPRINTROOM_API_KEY: team.member.key },
    stop,
  });
  // The stream is open once the server's first bytes (its retry hint) came through.
  await until("the stream to open", () => network.relayed() > 0);
  const newEvents = async () => (await eventIds()).filter((id) => !known.has(id)).reverse();
  return { team, sprint, running, newEvents };
}

describe("sprintroom listen", () => {
  let server: TestServer;
  let receiver: Receiver;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    server = await startServer("sqlite");
    receiver = await startReceiver();
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await receiver.close();
    await server.close();
  });

  it("forwards each event, signed as a webhook delivery that standardwebhooks verifies with the printed secret", async () => {
    const team = await makeTeam(server, { plan: "MAX" });
    const child = spawn(process.execPath, [BIN, "listen", "--forward-to", `${receiver.url}/hook`, "--events", "activity.*", "--json"], {
      env: childEnv({ SPRINTROOM_API_KEY: team.member.key, SPRINTROOM_URL: server.url }),
    });
    children.push(child);
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (!/"secret": "whsec_[^"]+"/.test(stdout)) {
      if (Date.now() > deadline) throw new Error(`no secret printed: ${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const secret = (/"secret": "(whsec_[^"]+)"/.exec(stdout) as RegExpExecArray)[1] as string;
    expect(stdout).toContain(`"teamId": "${team.id}"`);
    // The stream opens just after the line is printed: give it a moment, then write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sprint = await makeSprint(team, { name: "Not forwarded" });
    const activity = await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: "Forwarded", sprintId: sprint.id });
    expectStatus(activity, 201);
    const [delivery] = await receiver.waitFor((received) => received.length >= 1, 10_000);
    const headers = delivery?.headers as Record<string, string>;
    const verified = new Webhook(secret).verify(delivery?.body as string, headers) as { id: string; type: string; data: { object: { id: string } } };
    expect(verified.type).toBe("activity.created");
    expect(verified.data.object.id).toBe(activity.body.id);
    expect(headers["webhook-id"]).toBe(verified.id);
    expect(headers["content-type"]).toBe("application/json");
    // The body is the event exactly as the API presents it, as a webhook delivery's is.
    const event = await team.captain.api.get(`/api/v1/events/${verified.id}`);
    expect(JSON.parse(delivery?.body as string)).toEqual(event.body);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(delivery?.body as string, headers)).toThrow();
    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
    expect(stdout).toContain(`"object": "forwarded"`);
    expect(receiver.received).toHaveLength(1);
  });

  it("reconnects with Last-Event-ID after a cut and after the server restarts, forwarding every event once", async () => {
    const database = await prepareDatabase("sqlite");
    let server = await restartableServer(database.databaseUrl);
    const port = Number(new URL(server.url).port);
    const network = await relay(port);
    const receiver = await startReceiver();
    const stop = new AbortController();
    try {
      const { team, sprint, running, newEvents } = await listenThrough(server, network, receiver, stop.signal);
      let written = 0;
      const write = async (count: number) => {
        for (let i = 0; i < count; i++) {
          expectStatus(await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: `Event ${written++}`, sprintId: sprint.id }), 201);
        }
      };
      await write(5);
      // The connection is cut while writes go on: what commits meanwhile comes with the resumed stream.
      network.cut();
      await write(10);
      await receiver.waitFor((received) => received.length >= 15, 15_000);
      // The server stops (ending its streams) and starts again on its port; writes land before listen is back.
      await server.close();
      server = await restartableServer(database.databaseUrl, port);
      forgetConnections();
      await write(5);
      await receiver.waitFor((received) => received.length >= 20, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const expected = await newEvents();
      expect(expected).toHaveLength(20);
      const forwarded = receiver.received.map((delivery) => delivery.headers["webhook-id"]);
      expect(forwarded).toEqual(expected);
      stop.abort();
      const run = await running;
      expect(run.code).toBe(0);
      // Once after the cut, once after the restart, each from the last event it had forwarded.
      const resumedAfter = [...run.stderr.matchAll(/reconnecting in \d+ ms after (\S+)/g)].map((match) => match[1]);
      expect(resumedAfter).toHaveLength(2);
      for (const id of resumedAfter) expect(forwarded).toContain(id);
      expect(run.stdout.match(/"object": "forwarded"/g)).toHaveLength(20);
    } finally {
      stop.abort();
      await receiver.close();
      await network.close();
      await server.close();
      await database.drop();
    }
  });

  it("opens the stream again when it goes silent, heartbeat included, and forwards what was written meanwhile once", async () => {
    const database = await prepareDatabase("sqlite");
    const server = await restartableServer(database.databaseUrl, 0, { SPRINTROOM_STREAM_HEARTBEAT: "100ms" });
    const network = await relay(Number(new URL(server.url).port));
    const receiver = await startReceiver();
    const stop = new AbortController();
    try {
      const { team, sprint, running, newEvents } = await listenThrough(server, network, receiver, stop.signal, ["--idle-timeout", "1s"]);
      const write = async (title: string) =>
        expectStatus(await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title, sprintId: sprint.id }), 201);
      await write("Before the silence");
      await receiver.waitFor((received) => received.length >= 1, 10_000);
      // Heartbeats every 100 ms keep a 1 s idle timeout from firing while the connection lives: held 1.5 s, still one connection.
      const before = network.relayed();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(network.relayed()).toBeGreaterThan(before);
      network.freeze();
      await write("During the silence 1");
      await write("During the silence 2");
      await receiver.waitFor((received) => received.length >= 3, 10_000);
      const expected = await newEvents();
      expect(expected).toHaveLength(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received.map((delivery) => delivery.headers["webhook-id"])).toEqual(expected);
      stop.abort();
      const run = await running;
      expect(run.code).toBe(0);
      const notes = run.stderr.split("\n").filter((line) => line.startsWith("sprintroom listen:"));
      expect(notes).toEqual([`sprintroom listen: nothing from the stream for 1000 ms, not even its heartbeat; reconnecting in 2000 ms after ${expected[0]}`]);
    } finally {
      stop.abort();
      await receiver.close();
      await network.close();
      await server.close();
      await database.drop();
    }
  });

  it("says what is missing", async () => {
    const noUrl = await runCli(["listen"], { env: { SPRINTROOM_API_KEY: "sr_sk_x" } });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toContain("--forward-to must be an http(s) URL");
    const noKey = await runCli(["listen", "--forward-to", "http://127.0.0.1:9/hook"]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain("set SPRINTROOM_API_KEY or pass --api-key");
    for (const idle of ["soon", "50ms", "0s"]) {
      const badIdle = await runCliInProcess(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--idle-timeout", idle], { env: { SPRINTROOM_API_KEY: "sr_sk_x" } });
      expect(badIdle.code, idle).toBe(1);
      expect(badIdle.stderr, idle).toContain("--idle-timeout must be a duration of at least 100ms");
    }
    const team = await makeTeam(server, { plan: "MAX" });
    const stranger = await runCli(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--team", team.outsiderTeamId, "--url", server.url], {
      env: { SPRINTROOM_API_KEY: team.member.key },
    });
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain("403 not_team_member");
  });
});
