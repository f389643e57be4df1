// Bearer credential → Actor, or the 401 the reference asks for (missing, malformed, unknown, revoked, expired).
import type { Actor } from "../domain/context.js";
import { unauthenticated } from "../errors.js";
import type { Scope } from "../schemas/common.js";
import type { Executor } from "../storage/database.js";
import { findCredentialByHash } from "../storage/repos/credentials.js";
import { hashSecret, SECRET_PATTERN } from "./credentials.js";
import type { LastUseRecorder } from "./last-used.js";

export async function authenticate(db: Executor, authorization: string | undefined, now: Date, lastUse?: LastUseRecorder): Promise<Actor> {
  if (authorization === undefined || authorization.trim() === "") {
    throw unauthenticated("missing_credential", "No credential: send 'Authorization: Bearer <API key or access token>'.");
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const secret = match?.[1];
  if (secret === undefined || !SECRET_PATTERN.test(secret)) {
    throw unauthenticated("invalid_credential", "The Authorization header is not 'Bearer sr_sk_…' or 'Bearer sr_at_…'.");
  }
  const found = await findCredentialByHash(db, hashSecret(secret));
  if (!found) throw unauthenticated("invalid_credential", "This credential is not valid.");
  const { credential, user, bestPlan } = found;
  if (credential.revoked_at !== null) throw unauthenticated("credential_revoked", "This credential has been revoked.");
  const expiresAt = credential.expires_at;
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) {
    throw unauthenticated("credential_expired", "This credential has expired.");
  }
  lastUse?.seen(credential, now);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    plan: bestPlan,
    credential: {
      id: credential.id,
      type: credential.type as Actor["credential"]["type"],
      name: credential.name,
      scopes: credential.scopes.split(",").filter(Boolean) as Scope[],
      expiresAt,
    },
  };
}
