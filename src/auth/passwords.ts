// Passwords for signing in to the account pages and OAuth consent: argon2id (@node-rs/argon2, on
// libuv's thread pool, so a hash never holds the event loop) at its defaults, OWASP's minimum for
// argon2id: 19 MiB, 2 passes, 1 lane. The PHC string keeps the parameters and salt with the hash,
// so raising them later only affects new hashes.
import { hash, verify } from "@node-rs/argon2";
import { randomBase62 } from "./credentials.js";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}

// Checked against when the email names no one, so an unknown account takes as long to refuse as a
// wrong password and the timing tells nothing about who has an account.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hash(randomBase62(24));
  await verifyPassword(await decoy, password);
  return false;
}

/** A password for the demo user: 20 base62 characters, about 119 bits. */
export function generatePassword(): string {
  return randomBase62(20);
}
