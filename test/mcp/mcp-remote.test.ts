// Editors that only speak stdio often connect through `mcp-remote`: the real package, relaying to
// /api/mcp with a Bearer header, must see the tools and get answers.
import { createRequire } from "node:module";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";
import { DEFAULT_TOOLS } from "../support/cases.js";

const PROXY = createRequire(import.meta.url).resolve("mcp-remote/dist/proxy.js");

describe("through mcp-remote", () => {
  let server: ServerHandle;
  let team: TestTeam;
  let client: Client;

  beforeAll(async () => {
    server = await sharedServer("sqlite");
    team = await makeTeam(server);
    client = new Client({ name: "editor", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [PROXY, `${server.url}/api/mcp`, "--header", `Authorization:Bearer ${team.captain.key}`, "--transport", "http-only"],
        env: { ...(process.env as Record<string, string>), MCP_REMOTE_CONFIG_DIR: `${server.databaseUrl.replace("sqlite:", "")}.mcp-remote` },
        stderr: "pipe",
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it("lists the tools and calls one", async () => {
    expect((await client.listTools()).tools.length).toBe(DEFAULT_TOOLS.length);
    const me = (await client.callTool({ name: "whoami", arguments: {} })) as unknown as { structuredContent: { user: { id: string } } };
    expect(me.structuredContent.user.id).toBe(team.captain.id);
  });
});
