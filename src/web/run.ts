// Pages run the same operations as REST and MCP, as the signed-in user, and read their records.
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import type { AnyOperation } from "../domain/runtime/operation.js";
import { runOperation, type RawInput } from "../domain/runtime/run.js";
import type { WebDeps } from "./session.js";

export function runAs<O extends AnyOperation>(deps: WebDeps, op: O, actor: Actor, raw: RawInput = {}): Promise<z.output<O["output"]>> {
  return runOperation(deps.services, op, actor, raw) as Promise<z.output<O["output"]>>;
}
