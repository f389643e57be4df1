// The MCP server: one tool per catalog operation, each a thin call of the same runOperation the REST
// routes use, so scopes, roles, validation and errors are the REST API's, to the letter.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Actor } from "../auth/actor.js";
import type { Group } from "../domain/operation.js";
import { OPERATIONS } from "../domain/catalog.js";
import { AppError, errorBody, internalError } from "../errors.js";
import { runIdempotent } from "../domain/idempotency.js";
import { runOperation } from "../domain/run.js";
import type { Services } from "../services.js";
import { annotationsOf, idempotencyKeyOf, inputSchemaOf, outputSchemaOf, splitArguments } from "./tools.js";

/**
 * Offered when a client names no toolsets: the day-to-day work, without the tools that delete. The
 * rest is there for the asking (`?toolsets=activities,events`, `?toolsets=all`: every tool of the
 * toolsets named, deleting ones included), which keeps the default tools/list small.
 */
export const DEFAULT_TOOLSETS: readonly Group[] = ["teams", "sprints", "activities", "documents", "resources", "ai"];

/** What an agent is told on connecting: where to start, and how the tools behave. */
const INSTRUCTIONS = [
  "Sprintroom holds a team's work: sprints, activities (tasks) in them, comments, documents and links.",
  "Start with whoami (who you are, your teams and roles), then list_teams or get_team; most tools take a teamId.",
  "list_sprints and list_activities show the work (q searches text; filters: sprintId, status, priority, label, assignedTo='me', dueBefore, updatedSince; lists where REST takes A,B); get_activity and list_comments one task in full; search_documents finds text.",
  "Writes return the record; an error is the REST error body (type, code, message, param) with isError set.",
  "ask_team answers questions from the team's records; plan_sprint_from_text turns notes into a plan (commit: true to create it). Each uses one AI unit.",
  "More tools on request with ?toolsets=: membership, events, webhooks, account, or all (deleting tools are in their toolsets).",
].join("\n");

export interface ToolFilter {
  /** Only tools of these toolsets; undefined offers DEFAULT_TOOLSETS. */
  toolsets?: readonly Group[];
  /** Only tools that change nothing. */
  readonly?: boolean;
}

// Tool definitions depend only on the catalog: computed once per process.
const TOOLS: Array<{ tool: Tool; toolset: Group }> = OPERATIONS.map((op) => ({
  toolset: op.group,
  tool: {
    name: op.toolName,
    description: op.summary,
    inputSchema: inputSchemaOf(op) as Tool["inputSchema"],
    outputSchema: outputSchemaOf(op) as Tool["outputSchema"],
    annotations: annotationsOf(op),
  },
}));

export function toolsFor(filter: ToolFilter): Tool[] {
  const offered = filter.toolsets === undefined ? TOOLS.filter(({ tool }) => !tool.annotations?.destructiveHint) : TOOLS;
  const toolsets = filter.toolsets ?? DEFAULT_TOOLSETS;
  return offered.filter(({ tool, toolset }) => toolsets.includes(toolset) && (!filter.readonly || tool.annotations?.readOnlyHint)).map(({ tool }) => tool);
}

export function createMcpServer(services: Services, actor: Actor, requestId: string, filter: ToolFilter): Server {
  const server = new Server({ name: "sprintroom", version: "1.0.0" }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  const offered = toolsFor(filter);
  const offeredNames = new Set(offered.map((t) => t.name));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: offered }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const op = OPERATIONS.find((o) => o.toolName === request.params.name);
    if (!op || !offeredNames.has(op.toolName)) {
      const error = new AppError("tool_not_found", `No tool '${request.params.name}' here.`);
      return { isError: true, content: [{ type: "text", text: JSON.stringify(errorBody(error, requestId)) }] };
    }
    try {
      const { key, rest } = idempotencyKeyOf(op, request.params.arguments ?? {});
      const raw = { ...splitArguments(op, rest), requestId };
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
