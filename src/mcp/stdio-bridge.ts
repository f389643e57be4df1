// `sprintroom mcp`: for editors that only speak stdio. Relays every JSON-RPC message between stdin/
// stdout and a Sprintroom server's /api/mcp (SPRINTROOM_URL, SPRINTROOM_API_KEY). It holds no tool
// logic: the server answers everything, so tools, rules and errors are the server's. The v2 SDK's
// HTTP transport sets the headers a 2026-07-28 request needs (MCP-Protocol-Version, Mcp-Method,
// Mcp-Name) from each message itself, so an editor of either protocol era is relayed as it speaks.
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";

export interface BridgeOptions {
  url: string;
  apiKey: string;
  /** Passed on as the query string, e.g. `toolsets=activities&readonly=true`. */
  query?: string;
}

export async function runStdioBridge(options: BridgeOptions): Promise<void> {
  const endpoint = new URL("/api/mcp", options.url);
  if (options.query) endpoint.search = options.query;
  const remote = new StreamableHTTPClientTransport(endpoint, {
    requestInit: { headers: { authorization: `Bearer ${options.apiKey}` } },
  });
  const local = new StdioServerTransport();

  local.onmessage = (message) => {
    remote.send(message).catch((error: Error) => {
      // A request that could not be delivered still gets an answer, so the editor does not hang.
      if ("id" in message && message.id !== undefined && "method" in message) {
        void local.send({ jsonrpc: "2.0", id: message.id, error: { code: -32603, message: `Sprintroom server unreachable: ${error.message}` } });
      }
    });
  };
  remote.onmessage = (message) => void local.send(message);
  remote.onerror = (error) => process.stderr.write(`sprintroom mcp: ${error.message}\n`);
  local.onclose = () => void remote.close();

  await remote.start();
  await local.start();
  await new Promise<void>((resolve) => {
    local.onclose = () => {
      void remote.close();
      resolve();
    };
    process.stdin.once("end", resolve);
  });
}
