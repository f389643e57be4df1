// An operation is one use case, described once: REST routes, MCP tools and docs are derived from it.
import type { z } from "zod";
import type { Scope } from "../schemas/common.js";
import type { OperationContext } from "./context.js";

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface Operation<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> {
  /** camelCase use-case name, e.g. createSprint. */
  name: string;
  /** snake_case MCP tool name, e.g. create_sprint. */
  toolName: string;
  summary: string;
  scope: Scope;
  params?: P;
  query?: Q;
  body?: B;
  output: O;
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
