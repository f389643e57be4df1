// The MCP server: one tool per catalog operation, each a thin call of the same runOperation the REST
// routes use, so scopes, roles, validation and errors are the REST API's, to the letter.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Actor } from "../domain/context.js";
import { GROUPS, OPERATIONS } from "../domain/catalog.js";
import { AppError, errorBody, internalError } from "../domain/errors.js";
import { runIdempotent } from "../domain/idempotency.js";
import { runOperation } from "../domain/run.js";
import type { Services } from "../services.js";
import { annotationsOf, idempotencyKeyOf, inputSchemaOf, outputSchemaOf, splitArguments } from "./tools.js";

export interface ToolFilter {
  /** Only tools of these toolsets; undefined offers all. */
  toolsets?: string[];
  /** Only tools that change nothing. */
  readonly?: boolean;
}

// Tool definitions depend only on the catalog: computed once per process. A record several tools
// return (get_, create_ and update_activity all return an activity) is spelled out in the first
// tool's output schema only; the others name its kind and id and point to that tool, which keeps
// tools/list small (see docs/mcp.md).
const TOOLS: Array<{ tool: Tool; toolset: string }> = (() => {
  const firstWith = new Map<string, string>();
  return OPERATIONS.map((op) => {
    const full = outputSchemaOf(op);
    const key = JSON.stringify(full);
    const owner = firstWith.get(key);
    if (owner === undefined) firstWith.set(key, op.toolName);
    const properties = full.properties as Record<string, unknown>;
    const outputSchema =
      owner === undefined
        ? full
        : { type: "object", description: `The record ${owner} returns.`, properties: { object: properties.object, id: {} } };
    return {
      toolset: GROUPS[op.toolName] ?? "other",
      tool: {
        name: op.toolName,
        description: op.summary,
        inputSchema: inputSchemaOf(op) as Tool["inputSchema"],
        outputSchema: outputSchema as Tool["outputSchema"],
        annotations: annotationsOf(op),
      },
    };
  });
})();

export function toolsFor(filter: ToolFilter): Tool[] {
  return TOOLS.filter(
    ({ tool, toolset }) => (!filter.toolsets || filter.toolsets.includes(toolset)) && (!filter.readonly || tool.annotations?.readOnlyHint),
  ).map(({ tool }) => tool);
}

export function createMcpServer(services: Services, actor: Actor, requestId: string, filter: ToolFilter): Server {
  const server = new Server({ name: "sprintroom", version: "1.0.0" }, { capabilities: { tools: { listChanged: false } } });
  const offered = toolsFor(filter);
  const offeredNames = new Set(offered.map((t) => t.name));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: offered }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const op = OPERATIONS.find((o) => o.toolName === request.params.name);
    if (!op || !offeredNames.has(op.toolName)) {
      const error = new AppError(404, "not_found_error", "tool_not_found", `No tool '${request.params.name}' here.`);
      return { isError: true, content: [{ type: "text", text: JSON.stringify(errorBody(error, requestId)) }] };
    }
    try {
      const { key, rest } = idempotencyKeyOf(op, request.params.arguments ?? {});
      const raw = splitArguments(op, rest);
      const record = (key === undefined ? await runOperation(services, op, actor, raw) : (await runIdempotent(services, op, actor, raw, key)).result) as Record<
        string,
        unknown
      >;
      return { structuredContent: record, content: [{ type: "text", text: JSON.stringify(record) }] };
    } catch (error) {
      let appError = error instanceof AppError ? error : undefined;
      if (!appError) {
        services.logger.error({ err: error, requestId, tool: op.toolName }, "unhandled error in MCP tool");
        appError = internalError();
      }
      return { isError: true, content: [{ type: "text", text: JSON.stringify(errorBody(appError, requestId)) }] };
    }
  });
  return server;
}
