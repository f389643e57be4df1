// Signing in to the account pages (and so to OAuth consent): email and password against the
// argon2id hash, attempts limited per client address and per account, and a browser session whose
// secret lives only in the cookie (the database keeps its SHA-256).
import { z } from "zod";
import { generateOpaqueSecret, hashSecret, isOpaqueSecret } from "../../auth/credentials.js";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/passwords.js";
import { AppError } from "../../errors.js";
import type { RateLimiter } from "../../limits/rate-limiter.js";
import type { Db } from "../../storage/database.js";
import { pruneExpired } from "../../storage/repos/oauth-prune.js";
import { findPasswordHash } from "../../storage/repos/user-passwords.js";
import { findUserByEmail } from "../../storage/repos/users.js";
import { deleteSession, findSessionByHash, insertSession } from "../../storage/repos/web-sessions.js";
import type { Actor } from "../../auth/actor.js";

export interface SignInDeps {
  db: Db;
  now: () => Date;
  rateLimiter: RateLimiter;
}

/** A session lasts this long from sign-in, however active: the pages hand out secrets. */
export const SESSION_TTL_MS = 12 * 3_600_000;

const ATTEMPT_PERIOD_MS = 15 * 60_000;
/** Sign-in attempts per 15 minutes: from one address (a NAT may hide a team), and for one account. */
export const SIGN_IN_LIMITS = { address: 30, account: 10 } as const;

const Credentials = z.object({ email: z.string().trim().max(320), password: z.string().max(1024) });

export interface SignedIn {
  /** The cookie's value; shown to the browser once, never stored. */
  secret: string;
  userId: string;
  expiresAt: string;
}

async function throttle(deps: SignInDeps, key: string, limit: number, what: string): Promise<void> {
  const decision = await deps.rateLimiter.consume(`signin:${key}`, limit, ATTEMPT_PERIOD_MS);
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfter / 60);
  throw new AppError(
    "too_many_sign_in_attempts",
    `Too many sign-in attempts ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    decision.retryAfter,
  );
}

/**
 * Checks the email and password and opens a session. Every attempt counts against the address's and
 * the account's budget (429 too_many_sign_in_attempts), whether or not the account exists, so the
 * answer never tells which emails have one; a wrong email or password is 401 sign_in_failed alike.
 */
export async function signIn(deps: SignInDeps, input: { email: unknown; password: unknown; address: string }): Promise<SignedIn> {
  const parsed = Credentials.safeParse({ email: input.email ?? "", password: input.password ?? "" });
  const email = parsed.success ? parsed.data.email.toLowerCase() : "";
  await throttle(deps, `ip:${input.address}`, SIGN_IN_LIMITS.address, "from your network");
  await throttle(deps, `account:${email}`, SIGN_IN_LIMITS.account, "for this account");
  const user = email === "" ? undefined : await findUserByEmail(deps.db.reader, email);
  const passwordHash = user ? await findPasswordHash(deps.db.reader, user.id) : undefined;
  const password = parsed.success ? parsed.data.password : "";
  const ok = passwordHash === undefined ? await verifyAgainstDecoy(password) : await verifyPassword(passwordHash, password);
  if (!user || !ok) throw new AppError("sign_in_failed", "That email and password do not match an account.");

  const now = deps.now();
  const secret = generateOpaqueSecret("session");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await pruneExpired(deps.db.kysely, now);
  await insertSession(deps.db.kysely, { idHash: hashSecret(secret), userId: user.id, createdAt: now.toISOString(), expiresAt });
  return { secret, userId: user.id, expiresAt };
}

/**
 * How a session is named where every credential is named by a UUID (an event's actor.credential.id,
 * a UUID column on PostgreSQL): a version-8 UUID (RFC 9562's custom layout) of the first 122 bits
 * of the session's hash, stable for the session's life and telling nothing of its secret.
 */
export function sessionCredentialId(idHash: string): string {
  const hex = idHash.slice(0, 32);
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The actor a session acts as (scopes read and write: the user themself), or undefined. */
export async function findSessionActor(deps: Pick<SignInDeps, "db" | "now">, secret: string | undefined): Promise<Actor | undefined> {
  if (secret === undefined || !isOpaqueSecret("session", secret)) return undefined;
  const found = await findSessionByHash(deps.db.reader, hashSecret(secret));
  if (!found || Date.parse(found.session.expiresAt) <= deps.now().getTime()) return undefined;
  return {
    userId: found.user.id,
    name: found.user.name,
    email: found.user.email,
    plan: found.bestPlan,
    credential: { id: sessionCredentialId(found.session.idHash), type: "session", name: null, scopes: ["read", "write"], expiresAt: found.session.expiresAt },
  };
}

export async function signOut(deps: Pick<SignInDeps, "db">, secret: string | undefined): Promise<void> {
  if (secret !== undefined && isOpaqueSecret("session", secret)) await deleteSession(deps.db.kysely, hashSecret(secret));
}
