// The MCP SDK's own client over real HTTP, with a Bearer credential.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export async function mcpClient(baseUrl: string, key: string, query = ""): Promise<Client> {
  const client = new Client({ name: "sprintroom-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

/** The REST error body an isError result carries. */
export function toolError(result: unknown): { error: { type: string; code: string; param?: string; message: string } } {
  const r = result as { isError?: boolean; content?: unknown };
  if (!r.isError) throw new Error(`expected an error result, got ${JSON.stringify(result)}`);
  const [first] = r.content as Array<{ type: string; text: string }>;
  return JSON.parse(first?.text ?? "{}");
}
