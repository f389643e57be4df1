// What an operation may use: who is calling, where to read and write, and the time.
import type { AiProvider } from "../ai/provider.js";
import type { Config } from "../config.js";
import type { Engine, Executor } from "../storage/database.js";
import type { Plan } from "../limits/plans.js";
import type { Scope } from "../schemas/common.js";

export interface Actor {
  userId: string;
  name: string;
  email: string;
  /** The best plan among the user's teams (FREE with none): sets the user's rate limit. */
  plan: Plan;
  credential: {
    id: string;
    type: "api_key" | "oauth_token";
    name: string | null;
    scopes: Scope[];
    expiresAt: string | null;
  };
}

export interface OperationContext {
  actor: Actor;
  db: Executor;
  engine: Engine;
  config: Pick<Config, "rateLimits" | "aiQuotas">;
  /** The configured AI provider, and the local one it falls back to. */
  ai: { provider: AiProvider; local: AiProvider };
  now: () => Date;
  newId: () => string;
  /** The caller's If-Match: an update checks it against the record it is about to change. */
  ifMatch?: string;
  /**
   * Set for a request with an Idempotency-Key: an operation that writes in a transaction of its own
   * (not the one runOperation opens) calls it there with its answer, so the answer is kept exactly
   * when the write lands.
   */
  keepAnswer?: KeepAnswer;
}

export type KeepAnswer = (db: Executor, answer: unknown) => Promise<void>;
