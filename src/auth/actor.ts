// Who is calling: what authentication establishes (from a Bearer credential, or a browser session on
// the pages) and what every operation runs as.
import type { ActorCredentialType, Plan, Scope } from "../schemas/common.js";

export interface Actor {
  userId: string;
  name: string;
  email: string;
  /** The best plan among the user's teams (FREE with none): sets the user's rate limit. */
  plan: Plan;
  credential: {
    id: string;
    /** A Bearer credential, a browser session on the pages (src/web/), or the operator at the CLI (SYSTEM_ACTOR in domain/runtime/context.ts). */
    type: ActorCredentialType;
    name: string | null;
    scopes: Scope[];
    expiresAt: string | null;
  };
}
