// `sprintroom listen` as a developer runs it: the real bin holds a team's stream with an API key and
// POSTs each event to a local receiver, signed as a webhook delivery, which `standardwebhooks`
// verifies with the secret the command printed; the --events filter; a resumed connection; and
// the usage errors.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStatus } from "../support/client.js";
import { makeSprint, makeTeam } from "../support/factories.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";
import { BIN, childEnv, runCli } from "../support/spawn-server.js";
import { startServer, type TestServer } from "../support/start-server.js";

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

  it("says what is missing", async () => {
    const noUrl = await runCli(["listen"], { env: { SPRINTROOM_API_KEY: "sr_sk_x" } });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toContain("--forward-to must be an http(s) URL");
    const noKey = await runCli(["listen", "--forward-to", "http://127.0.0.1:9/hook"]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain("set SPRINTROOM_API_KEY or pass --api-key");
    const team = await makeTeam(server, { plan: "MAX" });
    const stranger = await runCli(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--team", team.outsiderTeamId, "--url", server.url], {
      env: { SPRINTROOM_API_KEY: team.member.key },
    });
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain("403 not_team_member");
  });
});
