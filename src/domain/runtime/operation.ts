// An operation is one use case, described once: everything an adapter needs hangs on it. The REST
// route table, MCP tools, the OpenAPI document and the generated tables in docs/ are derived from
// these fields; no adapter keeps a table of its own keyed by an operation's name.
import type { z } from "zod";
import type { ErrorCode } from "../../errors.js";
import type { Role, Scope } from "../../schemas/common.js";
import type { EventType } from "../../schemas/events.js";
import type { OperationContext } from "./context.js";
import type { Action } from "./permissions.js";

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * Groups the operations: MCP toolsets (`?toolsets=activities,ai`) and OpenAPI tags. `byDefault`: an
 * MCP client that names no toolsets gets these (the day-to-day work).
 */
export const GROUPS = {
  teams: { summary: "The caller, their teams, members and usage.", byDefault: true },
  membership: { summary: "Making and renaming teams, and adding, changing and removing their members.", byDefault: false },
  sprints: { summary: "Sprints of a team.", byDefault: true },
  activities: { summary: "Activities (tasks) in sprints, their comments, and relating two of them (blocks, relates_to, duplicates).", byDefault: true },
  relations: { summary: "An activity's relations, listed and deleted (an activity's record shows its blockers and what it blocks).", byDefault: false },
  documents: { summary: "Documents, with full-text search.", byDefault: true },
  resources: { summary: "Resources: links to files, designs, videos.", byDefault: true },
  ai: { summary: "Ask the team, and plan a sprint from text. Each call uses one AI quota unit.", byDefault: true },
  reports: { summary: "A sprint's report (burndown, scope added and removed, its work now) and a team's insights (velocity, cycle and lead time, throughput, work in progress).", byDefault: false },
  events: { summary: "What changed, who changed it, and when: a team's events and an activity's history.", byDefault: false },
  webhooks: { summary: "Endpoints that receive the team's events, signed, as they happen.", byDefault: false },
  bulk: { summary: "Many writes in one call, all or nothing: batch (any write operations, in order) and update_activities (one patch, many activities).", byDefault: false },
  account: { summary: "The caller's own API keys and the apps they connected by OAuth.", byDefault: false },
} as const satisfies Record<string, { summary: string; byDefault: boolean }>;
export type Group = keyof typeof GROUPS;

/** Where an operation is offered: REST (it has an `http` binding), MCP tools, the board pages, the CLI. */
export type Surface = "rest" | "mcp" | "pages" | "cli";

/** An operation's REST route under /api/v1. */
export interface HttpBinding<Result = unknown> {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Under /api/v1, `:name` for a path parameter. */
  path: string;
  /** Success status: 201 for a create, 204 for a delete (no body), else 200. */
  status: 200 | 201 | 204;
  /** 201 instead of `status` when the answer says it created something (plan-sprint's commit). */
  createdWhen?: (result: Result) => boolean;
  /**
   * The route answers with a stream (text/event-stream), not the operation's answer: the operation
   * opens it (every check, and where it starts) and the adapter holds it (src/http/event-stream.ts).
   * Such an operation is no catalog entry: the route table's generic suites expect an answer.
   */
  stream?: true;
}

/** What the runner loads before `run`: at least the caller's role in the team the call acts in. */
export interface Loaded {
  role: Role;
}

type Input<P, Q, B> = Out<P> & Out<Q> & Out<B>;

export interface Operation<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
  L extends Loaded | undefined = Loaded | undefined,
> {
  /** camelCase use-case name, e.g. createSprint (the OpenAPI operationId). */
  name: string;
  /** snake_case MCP tool name, e.g. create_sprint. */
  toolName: string;
  group: Group;
  /** How an agent finds its way (who it is, its teams): an MCP tool in every toolset selection. */
  orientation?: true;
  summary: string;
  /** Where it is offered; `rest` exactly when it has an `http` binding. */
  surfaces: readonly Surface[];
  http?: HttpBinding<z.output<O>>;
  /** The scope every call needs (checked first, before the input is read). */
  scope: Scope;
  /**
   * A mode of the call that needs a wider scope, checked once the input is valid: plan-sprint
   * previews with `read` and commits with `write`. `mode` names it in the docs and OpenAPI.
   */
  scopeWhen?: { scope: Scope; mode: string; applies: (input: Input<P, Q, B>) => boolean };
  /**
   * Finds what the call acts on and the caller's role there: a team named in the path (membership:
   * 403 not_team_member) or a team's record (404 for a missing id or another team's record, alike).
   * The runner calls it after scope and input, then checks `role`, then If-Match, then calls `run`
   * with what it loaded. Without it the call acts for the caller alone (their teams, their keys).
   */
  load?: (ctx: OperationContext, input: Input<P, Q, B>) => Promise<L>;
  /** The action of the role table (permissions.ts) the caller's role must allow; any member when absent. */
  role?: Action;
  /** A rule about roles that depends on the data, checked in `run` (the docs show it beside `role`). */
  roleRule?: string;
  /**
   * For an update of a versioned record: the record as a read answers it now, whose ETag If-Match
   * must name (else 412 precondition_failed, nothing written). `load` locks the row first.
   */
  current?: (loaded: NoInfer<L>) => object;
  /** A read that spends something (an AI unit): it takes an Idempotency-Key like a write, so a retry does not spend twice. */
  spends?: "ai_unit";
  /**
   * What it writes, which decides where it runs: `never` on the read connection; `always` in one
   * write transaction the runner opens; `on_commit` on the write connection outside a transaction,
   * opening its own only when it commits (a sprint plan: the model call must not hold the lock).
   * `never` is also MCP's readOnlyHint.
   */
  writes: "never" | "always" | "on_commit";
  /** It runs a batch of operations itself (batch, update_activities): never an operation of another batch. */
  runsBatch?: true;
  /**
   * How many requests of the caller's rate limit a call counts as, from its raw input: one per
   * operation of a batch. One when absent.
   */
  rateCost?: (raw: { body?: unknown }) => number;
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
  /** The kinds of event its changes are recorded as (src/domain/operations/events.ts); none for a read. */
  emits: readonly EventType[];
  /** A request body example, in the caller's words (OpenAPI). */
  example?: Record<string, unknown>;
  /** An example of its answer, written out (src/schemas/examples.ts): the OpenAPI document shows it. */
  responseExample: NoInfer<z.output<O>>;
  params?: P;
  query?: Q;
  body?: B;
  output: O;
  /**
   * Checks that need the network (a webhook URL's DNS lookup), run before the write's transaction
   * opens, on the read connection, so that no transaction (and no other team's write) waits on
   * them. It may refuse the input with an AppError; `run` checks again what must hold in the write.
   */
  prepare?(ctx: OperationContext, input: Input<P, Q, B>): Promise<void>;
  run(ctx: OperationContext, input: Input<P, Q, B>, loaded: NoInfer<L>): Promise<z.output<O>>;
}

export function defineOperation<
  P extends AnyObject | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  O extends z.ZodType,
  L extends Loaded | undefined = undefined,
>(op: Operation<P, Q, B, O, L>): Operation<P, Q, B, O, L> {
  return op;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous catalog of operations
export type AnyOperation = Operation<any, any, any, any, any>;

/**
 * The one idempotency policy, REST's and MCP's alike: every call that writes, or spends an AI unit,
 * takes a key (the `Idempotency-Key` header on POST, PATCH and DELETE; MCP's `idempotencyKey`
 * argument); a read is safe to repeat and takes none.
 */
export function takesIdempotencyKey(op: AnyOperation): boolean {
  return op.writes !== "never" || op.spends !== undefined;
}

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
 * those any request can meet, those its descriptor implies (role, If-Match, an idempotency key) and
 * those its input implies. (An adapter adds its transport's own: REST's JSON body, for instance.)
 */
export function errorCodesOf(op: AnyOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ANY_REQUEST, ...op.errors]);
  if (op.role) codes.add("insufficient_role");
  if (op.current) codes.add("precondition_failed");
  if (takesIdempotencyKey(op)) for (const code of ["idempotency_key_reused", "idempotency_in_progress"] as const) codes.add(code);
  if (op.params || op.query || op.body) for (const code of ["parameter_invalid", "parameter_missing", "unknown_parameter"] as const) codes.add(code);
  if (op.query && "starting_after" in ((op.query as AnyObject).shape ?? {})) codes.add("invalid_cursor");
  return [...codes];
}
