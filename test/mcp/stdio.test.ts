// `sprintroom mcp` over stdio, with the SDK's client, relaying to a real server.
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { toolError } from "../support/mcp-client.js";
import { BIN } from "../support/spawn-server.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";
import { DEFAULT_TOOLS } from "../support/cases.js";

describe("sprintroom mcp (stdio relay)", () => {
  let server: ServerHandle;
  let team: TestTeam;
  const clients: Client[] = [];

  async function stdioClient(key: string, args: string[] = []): Promise<Client> {
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, "mcp", ...args],
        env: { ...(process.env as Record<string, string>), SPRINTROOM_URL: server.url, SPRINTROOM_API_KEY: key },
        stderr: "pipe",
      }),
    );
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    server = await sharedServer("sqlite");
    team = await makeTeam(server);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it("offers the server's tools and relays calls and errors", async () => {
    const client = await stdioClient(team.captain.key);
    expect((await client.listTools()).tools).toHaveLength(DEFAULT_TOOLS.length);
    const me = await client.callTool({ name: "whoami", arguments: {} });
    expect((me as { structuredContent: unknown }).structuredContent).toEqual((await team.captain.api.get("/api/v1/me")).body);
    const denied = await client.callTool({ name: "list_sprints", arguments: { teamId: team.outsiderTeamId } });
    expect(toolError(denied).error.code).toBe("not_team_member");
  });

  it("passes the toolsets and read-only choices on", async () => {
    const client = await stdioClient(team.captain.key, ["--toolsets", "sprints", "--readonly"]);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(["get_sprint", "get_team", "list_sprints", "list_teams", "whoami"]);
  });

  it("relays a 2026-07-28 client (the v2 SDK's, pinned), subscriptions included", async () => {
    const client = new ClientV2({ name: "stdio-test-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
    await client.connect(
      new StdioV2({
        command: process.execPath,
        args: [BIN, "mcp"],
        env: { ...(process.env as Record<string, string>), SPRINTROOM_URL: server.url, SPRINTROOM_API_KEY: team.captain.key },
        stderr: "pipe",
      }),
    );
    try {
      expect(client.getProtocolEra()).toBe("modern");
      expect((await client.listTools()).tools).toHaveLength(DEFAULT_TOOLS.length);
      const denied = await client.callTool({ name: "list_sprints", arguments: { teamId: team.outsiderTeamId } });
      expect(toolError(denied).error.code).toBe("not_team_member");
      const activity = await makeActivity(team, (await makeSprint(team)).id);
      const uri = `sprintroom://activities/${activity.id}`;
      const updated = new Promise<string>((resolve) => client.setNotificationHandler("notifications/resources/updated", (n) => resolve(n.params.uri)));
      const subscription = await client.listen({ resourceSubscriptions: [uri] });
      await team.captain.api.patch(`/api/v1/activities/${activity.id}`, { title: "Changed over REST" });
      expect(await updated).toBe(uri);
      await subscription.close();
    } finally {
      await client.close();
    }
  });
});
