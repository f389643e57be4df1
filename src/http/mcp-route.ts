// /api/mcp: the Model Context Protocol over Streamable HTTP, stateless, through the v2 SDK's
// createMcpHandler: every POST carries its own Bearer credential and gets a fresh server, so any
// instance can answer any request. It speaks 2026-07-28 (each request carries its version) and
// 2025-era clients (initialize, then one POST per message) alike. The identify and rate-limit hooks
// have run by now, exactly as for a REST call.
import { createMcpHandler, type McpHttpHandler } from "@modelcontextprotocol/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GROUPS, type Group } from "../domain/runtime/operation.js";
import { invalidParam, quote } from "../errors.js";
import { resourceErrorData } from "../mcp/resources.js";
import { createMcpServer, DEFAULT_TOOLSETS, type ToolFilter } from "../mcp/server.js";
import { resolveSubscriptions, watchSubscriptions } from "../mcp/subscriptions.js";
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

/** Open `subscriptions/listen` streams one user may hold at once (on one instance). */
export const MAX_LISTENS_PER_USER = 10;

const LISTEN = "subscriptions/listen";

/** What the route does with a listen: the streams open now, per user, and their handlers (closed at shutdown). */
interface ListenState {
  perUser: Map<string, number>;
  open: Set<McpHttpHandler>;
}

export function registerMcpRoute(app: FastifyInstance, services: Services): void {
  const listens: ListenState = { perUser: new Map(), open: new Set() };
  // A listen stream lasts until its client leaves: at shutdown each ends with its final result.
  app.addHook("preClose", async () => {
    await Promise.all([...listens.open].map((handler) => handler.close()));
  });
  void app.register(async (scope) => {
    // MCP clients expect a JSON-RPC parse error (-32700) for a malformed message, not our REST envelope.
    useJsonParser(scope, (_error, done) => done(null, MALFORMED));
    scope.route({ method: "POST", url: MCP_PATH, handler: (request, reply) => handle(services, listens, request, reply) });
  });
  // No protocol version has a use for GET or DELETE on a stateless server (docs/mcp.md): 2025-era
  // clients are told there is no server-initiated stream and no session to end, and 2026-07-28 has
  // neither. Answered before any credential check or rate limit, as nothing is served.
  app.route({
    method: ["GET", "DELETE"],
    url: MCP_PATH,
    config: { public: true },
    handler: async (request, reply) =>
      reply
        .code(405)
        .header("allow", "POST")
        .send({ jsonrpc: "2.0", error: { code: -32000, message: `Method not allowed: ${request.method} ${MCP_PATH} serves nothing on this stateless server; POST each message.` }, id: null }),
  });
}

/** The listen's requested resource URIs, when the body is a `subscriptions/listen` request that names some. */
function listenedUris(body: unknown): { id: string | number; uris: string[] } | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const { method, id, params } = body as { method?: unknown; id?: unknown; params?: { notifications?: { resourceSubscriptions?: unknown } } };
  if (method !== LISTEN || (typeof id !== "string" && typeof id !== "number")) return undefined;
  const uris = params?.notifications?.resourceSubscriptions;
  return Array.isArray(uris) && uris.length > 0 && uris.every((u) => typeof u === "string") ? { id, uris: uris as string[] } : undefined;
}

const inBandError = (id: string | number, code: number, message: string, data?: unknown) =>
  Response.json({ jsonrpc: "2.0", id, error: { code, message, ...(data === undefined ? {} : { data }) } }, { status: 200 });

/** The web-standard request the SDK's handler takes: our parsed body goes beside it. */
function webRequestOf(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ["host", "connection", "content-length", "transfer-encoding"].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(new URL(request.url, `http://${request.headers.host ?? "localhost"}`), { method: request.method, headers, signal });
}

async function handle(services: Services, listens: ListenState, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const actor = requireActor(request);
  const filter = filterOf(request.query);
  if (request.body === MALFORMED) {
    return reply.code(400).send({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error: the body is not valid JSON." }, id: null });
  }
  const handler = createMcpHandler(({ era }) => createMcpServer(services, actor, request.id, filter, era), {
    onerror: (error) => services.logger.debug({ err: error, requestId: request.id }, "MCP request refused"),
  });
  const aborted = new AbortController();
  reply.raw.on("close", () => aborted.abort());

  const listen = listenedUris(request.body);
  let stopWatching: (() => void) | undefined;
  if (listen) {
    const held = listens.perUser.get(actor.userId) ?? 0;
    if (held >= MAX_LISTENS_PER_USER) {
      return reply.send(inBandError(listen.id, -32603, `Subscription limit reached: ${MAX_LISTENS_PER_USER} open subscription streams per user; close one first.`));
    }
    const resolved = await resolveSubscriptions(services, actor, request.id, listen.uris);
    if ("refused" in resolved) {
      const message = resolved.error
        ? `Cannot subscribe to ${resolved.refused}: ${resolved.error.message}`
        : `No resource ${resolved.refused}: Sprintroom serves sprintroom://activities/{activityId} and sprintroom://teams/{teamId}/events.`;
      return reply.send(inBandError(listen.id, -32602, message, resolved.error ? resourceErrorData(resolved.refused, resolved.error, request.id) : { uri: resolved.refused }));
    }
    stopWatching = await watchSubscriptions({
      services,
      actor,
      authorization: request.headers.authorization,
      requestId: request.id,
      watched: resolved.watched,
      publish: (uri, events) =>
        handler.bus.publish({ kind: "resource_updated", uri, params: { _meta: { [EVENTS_META_KEY]: events.map(({ id, type }) => ({ id, type })) } } }),
      end: (reason) => {
        services.logger.info({ requestId: request.id, reason }, "MCP subscription ended by the server");
        void handler.close();
      },
    });
  }

  const response = await handler.fetch(webRequestOf(request, aborted.signal), { parsedBody: request.body });
  if (stopWatching) {
    const stop = stopWatching;
    if (response.headers.get("content-type")?.startsWith("text/event-stream") && !aborted.signal.aborted) {
      listens.perUser.set(actor.userId, (listens.perUser.get(actor.userId) ?? 0) + 1);
      listens.open.add(handler);
      reply.raw.on("close", () => {
        stop();
        listens.open.delete(handler);
        const left = (listens.perUser.get(actor.userId) ?? 1) - 1;
        if (left > 0) listens.perUser.set(actor.userId, left);
        else listens.perUser.delete(actor.userId);
      });
    } else stop();
  }
  return reply.send(response);
}

/** Where a `notifications/resources/updated` names the events that changed the resource (id and type, newest first). */
export const EVENTS_META_KEY = "sprintroom/events";
