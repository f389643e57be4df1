// /api/mcp: the Model Context Protocol over Streamable HTTP, stateless: every POST carries its own
// Bearer credential and gets a fresh server, so any instance can answer any request. The identify
// and rate-limit hooks have run by now, exactly as for a REST call.
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GROUPS, type Group } from "../domain/runtime/operation.js";
import { invalidParam, quote } from "../errors.js";
import { createMcpServer, DEFAULT_TOOLSETS, type ToolFilter } from "../mcp/server.js";
import type { Services } from "../services.js";
import { useJsonParser } from "./json-body.js";
import { requireActor } from "./plugins/identify.js";

export const MCP_PATH = "/api/mcp";

/**
 * `?toolsets=a,b` (plus `deletes` for the tools that delete, or `all` for everything) and
 * `?readonly=true`; a toolset that does not exist is a 400 naming those that do.
 */
function filterOf(query: unknown): ToolFilter {
  const q = (query ?? {}) as Record<string, unknown>;
  const names = typeof q.toolsets === "string" && q.toolsets.trim() !== "" ? q.toolsets.split(",").map((s) => s.trim()) : [];
  const known = Object.keys(GROUPS) as Group[];
  const unknown = names.filter((name) => name !== "all" && name !== "deletes" && !(known as string[]).includes(name));
  if (unknown.length > 0) {
    throw invalidParam(
      "toolsets",
      `No toolset ${unknown.map((n) => quote(n)).join(", ")}: the toolsets are ${known.join(", ")}, plus deletes for the tools that delete (or all). Without ?toolsets: ${DEFAULT_TOOLSETS.join(", ")}.`,
    );
  }
  const all = names.includes("all");
  const groups = names.filter((name): name is Group => (known as string[]).includes(name));
  return {
    toolsets: all ? known : groups.length > 0 ? groups : undefined,
    deletes: all || names.includes("deletes"),
    readonly: q.readonly === "true" || q.readonly === "1",
  };
}

/** A body that is not JSON reaches the route as this marker, to be answered as JSON-RPC would. */
const MALFORMED = Symbol("malformed JSON");

export function registerMcpRoute(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // MCP clients expect a JSON-RPC parse error (-32700) for a malformed message, not our REST envelope.
    useJsonParser(scope, (_error, done) => done(null, MALFORMED));
    scope.route({ method: ["GET", "POST", "DELETE"], url: MCP_PATH, handler: (request, reply) => handle(services, request, reply) });
  });
}

async function handle(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const actor = requireActor(request);
  const filter = filterOf(request.query);
  if (request.body === MALFORMED) {
    await reply.code(400).send({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error: the body is not valid JSON." }, id: null });
    return;
  }
  const server = createMcpServer(services, actor, request.id, filter);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  // The transport writes to the raw response: carry over the headers our hooks set. Fastify runs no
  // onSend hook for a hijacked reply, so the no-store header is set here.
  reply.header("cache-control", "no-store");
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  reply.hijack();
  reply.raw.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
}
