// The MCP server: one tool per operation offered on MCP, each a thin call of the same runOperation the REST
// routes use, so scopes, roles, validation and errors are the REST API's, to the letter.
import { ProtocolError, ProtocolErrorCode, Server, type CallToolResult, type ReadResourceResult, type Tool } from "@modelcontextprotocol/server";
import type { Actor } from "../auth/actor.js";
import { GROUPS, takesIdempotencyKey, type AnyOperation, type Group } from "../domain/runtime/operation.js";
import { operationsOn } from "../domain/catalog.js";
import { AppError, errorBody, internalError } from "../errors.js";
import { runIdempotent } from "../domain/runtime/idempotency.js";
import { runOperation } from "../domain/runtime/run.js";
import { chargeMore } from "../http/plugins/rate-limit.js";
import type { Services } from "../services.js";
import { parseResourceUri, readResource, RESOURCE_TEMPLATES, resourceErrorData, teamEventsUri } from "./resources.js";
import { annotationsOf, idempotencyKeyOf, inputSchemaOf, outputSchemaOf, splitArguments } from "./tools.js";

/** Offered when a client names no toolsets: the groups marked `byDefault` (the day-to-day work). */
export const DEFAULT_TOOLSETS: readonly Group[] = (Object.keys(GROUPS) as Group[]).filter((group) => GROUPS[group].byDefault);

export interface ToolFilter {
  /** Only tools of these toolsets (and the orientation tools, always); undefined offers DEFAULT_TOOLSETS. */
  toolsets?: readonly Group[];
  /** Also the tools that delete (`?toolsets=…,deletes`, or `all`); never without asking. */
  deletes?: boolean;
  /** Only tools that change nothing. */
  readonly?: boolean;
}

interface OfferedTool {
  tool: Tool;
  op: AnyOperation;
}

// Tool definitions depend only on the operations: computed once per process.
const TOOLS: OfferedTool[] = operationsOn("mcp").map((op) => ({
  op,
  tool: {
    name: op.toolName,
    description: op.summary,
    inputSchema: inputSchemaOf(op) as Tool["inputSchema"],
    outputSchema: outputSchemaOf(op) as Tool["outputSchema"],
    annotations: annotationsOf(op),
  },
}));

function selectionOf(filter: ToolFilter): OfferedTool[] {
  const toolsets = filter.toolsets ?? DEFAULT_TOOLSETS;
  return TOOLS.filter(
    ({ tool, op }) =>
      (op.orientation === true || toolsets.includes(op.group)) &&
      (filter.deletes === true || !tool.annotations?.destructiveHint) &&
      (!filter.readonly || tool.annotations?.readOnlyHint),
  );
}

export function toolsFor(filter: ToolFilter): Tool[] {
  return selectionOf(filter).map(({ tool }) => tool);
}

const names = (offered: OfferedTool[]) => offered.map(({ op }) => op.toolName).join(", ");

/**
 * What an agent is told on connecting, built from the tools it is offered: where to start, its
 * toolsets and their tools, how tools answer, and what more it could ask for.
 */
export function instructionsFor(filter: ToolFilter): string {
  const offered = selectionOf(filter);
  const orientation = offered.filter(({ op }) => op.orientation);
  const groups = (Object.keys(GROUPS) as Group[]).filter((group) => offered.some(({ op }) => op.group === group && !op.orientation));
  const unselected = (Object.keys(GROUPS) as Group[]).filter((group) => !(filter.toolsets ?? DEFAULT_TOOLSETS).includes(group));
  const lines = [
    "Sprintroom holds a team's work: sprints, activities (tasks) in them, comments, documents and links.",
    `Start with ${names(orientation)} (in every toolset): who you are, your teams and your role in each; most tools take a teamId.`,
    ...groups.map((group) => `${group}: ${GROUPS[group].summary} Tools: ${names(offered.filter(({ op }) => op.group === group && !op.orientation))}.`),
    "A tool answers with the record (a list: data, has_more, next_cursor); an error is the REST error body (type, code, message, param) with isError set.",
  ];
  const keyed = offered.filter(({ op }) => takesIdempotencyKey(op));
  if (keyed.length > 0) lines.push("Tools that write or use an AI unit take an optional idempotencyKey: a retry with the same key and arguments returns the first answer.");
  const more = [
    ...(unselected.length > 0 ? [`toolsets ${unselected.join(", ")}`] : []),
    ...(filter.deletes ? [] : ["deletes (the tools that delete, as in ?toolsets=activities,deletes)"]),
  ];
  if (more.length > 0) lines.push(`More on request with ?toolsets=: ${more.join("; ")}; or all.`);
  return lines.join("\n");
}

/** The protocol family a request speaks: `legacy` (initialize, 2024-11-05 to 2025-11-25) or `modern` (2026-07-28). */
export type ProtocolEra = "legacy" | "modern";

/**
 * One server per request. Both eras get the same tools and resources; only a 2026-07-28 request is
 * offered resource subscriptions, which it opens with `subscriptions/listen` (a 2025-era client
 * would need `resources/subscribe` and a GET stream, neither of which a stateless server has).
 */
export function createMcpServer(services: Services, actor: Actor, requestId: string, filter: ToolFilter, era: ProtocolEra): Server {
  const server = new Server(
    { name: "sprintroom", version: "1.0.0" },
    { capabilities: { tools: { listChanged: false }, resources: { subscribe: era === "modern", listChanged: false } }, instructions: instructionsFor(filter) },
  );
  const offered = toolsFor(filter);
  const offeredNames = new Set(offered.map((t) => t.name));

  server.setRequestHandler("tools/list", async () => ({ tools: offered }));

  server.setRequestHandler("tools/call", async (request): Promise<CallToolResult> => {
    const op = TOOLS.find(({ tool }) => tool.name === request.params.name)?.op;
    if (!op || !offeredNames.has(op.toolName)) {
      const error = new AppError("tool_not_found", `No tool '${request.params.name}' here.`);
      return { isError: true, content: [{ type: "text", text: JSON.stringify(errorBody(error, requestId)) }] };
    }
    try {
      const { key, rest } = idempotencyKeyOf(op, request.params.arguments ?? {});
      const raw = { ...splitArguments(op, rest), requestId };
      // A batch counts one request per operation: the tools/call request was admitted as one.
      if (op.rateCost) await chargeMore(services, actor, op.rateCost(raw) - 1);
      const record = (key === undefined ? await runOperation(services, op, actor, raw) : (await runIdempotent(services, op, actor, raw, key)).result) as Record<
        string,
        unknown
      >;
      return { structuredContent: record, content: [{ type: "text", text: JSON.stringify(record) }] };
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: JSON.stringify(errorBody(appErrorOf(services, error, requestId, op.toolName), requestId)) }] };
    }
  });

  server.setRequestHandler("resources/templates/list", async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));

  // The event feed of each of the caller's teams (the first page of list_teams); an activity is
  // named by the template.
  server.setRequestHandler("resources/list", async () => {
    const teams = (await runOperation(services, LIST_TEAMS, actor, { params: {}, query: { limit: 100 }, body: {}, requestId })) as { data: Array<{ id: string; name: string }> };
    return {
      resources: teams.data.map((team) => ({ uri: teamEventsUri(team.id), name: `${team.name}: events`, mimeType: "application/json" })),
    };
  });

  server.setRequestHandler("resources/read", async (request): Promise<ReadResourceResult> => {
    const { uri } = request.params;
    const resource = parseResourceUri(uri);
    if (!resource) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No resource ${uri}: Sprintroom serves sprintroom://activities/{activityId} and sprintroom://teams/{teamId}/events.`, { uri });
    try {
      const record = await readResource(services, actor, requestId, resource);
      return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify(record) }] };
    } catch (error) {
      const appError = appErrorOf(services, error, requestId, "resources/read");
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, appError.message, resourceErrorData(uri, appError, requestId));
    }
  });
  return server;
}

const LIST_TEAMS = TOOLS.find(({ op }) => op.toolName === "list_teams")?.op as AnyOperation;

/** An operation's refusal as it is, anything else logged and answered as the REST API's 500 body. */
function appErrorOf(services: Services, error: unknown, requestId: string, what: string): AppError {
  if (error instanceof AppError) return error;
  services.logger.error({ err: error, requestId, tool: what }, "unhandled error in MCP tool");
  return internalError();
}
