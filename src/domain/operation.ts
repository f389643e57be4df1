// An operation is one use case, described once: everything an adapter needs hangs on it. REST routes
// (src/http/routes.ts adds only method, path and status), MCP tools and the OpenAPI document are
// derived from these fields; no adapter keeps a table of its own keyed by an operation's name.
import type { z } from "zod";
import type { ErrorCode } from "../errors.js";
import type { Scope } from "../schemas/common.js";
import type { EventType } from "../schemas/events.js";
import type { OperationContext } from "./context.js";

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** Groups the operations: MCP toolsets (`?toolsets=activities,ai`) and OpenAPI tags. */
export const GROUPS = {
  teams: "The caller, their teams, members and usage.",
  membership: "Making and renaming teams, and adding, changing and removing their members.",
  sprints: "Sprints of a team.",
  activities: "Activities (tasks) in sprints, and their comments.",
  documents: "Documents, with full-text search.",
  resources: "Resources: links to files, designs, videos.",
  ai: "Ask the team, and plan a sprint from text. Each call uses one AI quota unit.",
  events: "What changed, who changed it, and when: a team's events and an activity's history.",
  webhooks: "Endpoints that receive the team's events, signed, as they happen.",
  account: "The caller's own API keys and the apps they connected by OAuth.",
} as const;
export type Group = keyof typeof GROUPS;

export interface Operation<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> {
  /** camelCase use-case name, e.g. createSprint (the OpenAPI operationId). */
  name: string;
  /** snake_case MCP tool name, e.g. create_sprint. */
  toolName: string;
  group: Group;
  summary: string;
  scope: Scope;
  /**
   * What it writes, which decides where it runs: `never` on the read connection; `always` in one
   * write transaction the runner opens; `on_commit` on the write connection outside a transaction,
   * opening its own only when it commits (a sprint plan: the model call must not hold the lock).
   * `never` is also MCP's readOnlyHint.
   */
  writes: "never" | "always" | "on_commit";
  /** MCP hints beyond read-only: it deletes (destructive); repeating it changes nothing more (idempotent). */
  hints?: { destructive?: true; idempotent?: true };
  /** Its answer is one record with a version: an ETag, If-None-Match on reads, If-Match on updates. */
  versioned?: true;
  /**
   * The error codes its own rules raise. Those any request can meet (credentials, scope, rate
   * limit, a server failure) and those its input's shape implies (validation, cursors) are added by
   * errorCodesOf.
   */
  errors: readonly ErrorCode[];
  /** The kinds of event its changes are recorded as (src/domain/events.ts); none for a read. */
  emits: readonly EventType[];
  /** A request body example, in the caller's words (OpenAPI). */
  example?: Record<string, unknown>;
  params?: P;
  query?: Q;
  body?: B;
  output: O;
  /**
   * Checks that need the network (a webhook URL's DNS lookup), run before the write's transaction
   * opens, on the read connection, so that no transaction (and no other team's write) waits on
   * them. It may refuse the input with an AppError; `run` checks again what must hold in the write.
   */
  prepare?(ctx: OperationContext, input: Out<P> & Out<Q> & Out<B>): Promise<void>;
  run(ctx: OperationContext, input: Out<P> & Out<Q> & Out<B>): Promise<z.output<O>>;
}

export function defineOperation<
  P extends AnyObject | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  O extends z.ZodType,
>(op: Operation<P, Q, B, O>): Operation<P, Q, B, O> {
  return op;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous catalog of operations
export type AnyOperation = Operation<any, any, any, any>;

/** Every request can meet these, whatever the operation. */
const ANY_REQUEST: readonly ErrorCode[] = [
  "missing_credential",
  "invalid_credential",
  "credential_revoked",
  "credential_expired",
  "insufficient_scope",
  "rate_limited",
  "internal_error",
];

/**
 * Every error code a call of the operation can answer with, whichever adapter calls it: its own,
 * those any request can meet, and those its input implies. (An adapter adds its transport's own:
 * REST's JSON body and Idempotency-Key header, for instance.)
 */
export function errorCodesOf(op: AnyOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ANY_REQUEST, ...op.errors]);
  if (op.params || op.query || op.body) for (const code of ["parameter_invalid", "parameter_missing", "unknown_parameter"] as const) codes.add(code);
  if (op.query && "starting_after" in ((op.query as AnyObject).shape ?? {})) codes.add("invalid_cursor");
  return [...codes];
}
