// Bearer credential → Actor, or a 401 that says why not (missing, malformed, unknown, revoked, expired).
import type { Actor } from "./actor.js";
import { type AppError, unauthenticated } from "../errors.js";
import { CREDENTIAL_TYPES, type CredentialType } from "../schemas/common.js";
import type { Executor } from "../storage/database.js";
import { findCredentialByHash } from "../storage/repos/credentials.js";
import { CREDENTIAL_PREFIX, hashSecret, SECRET_LENGTH, SECRET_PATTERN } from "./credentials.js";
import type { LastUseRecorder } from "./last-used.js";

const KIND: Record<CredentialType, { name: string; short: string }> = {
  api_key: { name: "API key", short: "key" },
  oauth_token: { name: "access token", short: "token" },
};

/** What the secret claims to be, by its prefix. */
function kindOf(secret: string): CredentialType | undefined {
  return CREDENTIAL_TYPES.find((type) => secret.startsWith(CREDENTIAL_PREFIX[type]));
}

/**
 * Why a Bearer value is no credential of ours, in the words of what it looks like: a key cut short
 * or pasted with extra characters still reads as "this API key is not valid", saying what is wrong
 * with it (never the secret itself).
 */
function notACredential(secret: string): AppError {
  const type = kindOf(secret);
  if (type === undefined) {
    return unauthenticated("invalid_credential", "This is not a Sprintroom credential: an API key starts with 'sr_sk_' and an access token with 'sr_at_'.");
  }
  const prefix = CREDENTIAL_PREFIX[type];
  const rest = secret.slice(prefix.length);
  const { name, short } = KIND[type];
  const problem = rest.length !== SECRET_LENGTH ? `it has ${rest.length} characters after '${prefix}'` : `it has characters other than letters and digits after '${prefix}'`;
  return unauthenticated("invalid_credential", `This ${name} is not valid: ${problem}, where a ${short} has ${SECRET_LENGTH} letters and digits (was it copied whole?).`);
}

export async function authenticate(db: Executor, authorization: string | undefined, now: Date, lastUse?: LastUseRecorder): Promise<Actor> {
  if (authorization === undefined || authorization.trim() === "") {
    throw unauthenticated("missing_credential", "No credential: send 'Authorization: Bearer <API key or access token>'.");
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const secret = match?.[1];
  if (secret === undefined) {
    throw unauthenticated("invalid_credential", "The Authorization header must be 'Bearer ' and one API key (sr_sk_…) or access token (sr_at_…).");
  }
  const claimed = kindOf(secret);
  if (claimed === undefined || !SECRET_PATTERN.test(secret)) throw notACredential(secret);
  const found = await findCredentialByHash(db, hashSecret(secret));
  if (!found) throw unauthenticated("invalid_credential", `This ${KIND[claimed].name} is not valid: this server never issued it.`);
  const { credential, user, bestPlan } = found;
  const kind = KIND[credential.type].name;
  if (credential.revokedAt !== null) throw unauthenticated("credential_revoked", `This ${kind} has been revoked.`);
  const expiresAt = credential.expiresAt;
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) {
    throw unauthenticated("credential_expired", `This ${kind} expired at ${expiresAt}.`);
  }
  lastUse?.seen(credential, now);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    plan: bestPlan,
    credential: {
      id: credential.id,
      type: credential.type,
      name: credential.name,
      scopes: credential.scopes,
      expiresAt,
    },
  };
}
