// Deletes what sign-in and OAuth leave behind once it can no longer be used, a bounded batch of
// each kind per call, so a call never holds the writer for long. Run when a client registers and
// when someone signs in (src/domain/flows/sign-in.ts), which is often enough to keep the tables small
// without a worker of its own.
import type { Executor } from "../database.js";

const BATCH = 500;
const DAY_MS = 86_400_000;

/** How long a registration may go without leading to a grant before it is deleted. */
export const UNUSED_CLIENT_TTL_MS = DAY_MS;

export async function pruneExpired(db: Executor, now: Date): Promise<void> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  await db
    .deleteFrom("web_sessions")
    .where("id_hash", "in", (eb) => eb.selectFrom("web_sessions").select("id_hash").where("expires_at", "<", at).limit(BATCH))
    .execute();
  await db
    .deleteFrom("oauth_authorization_requests")
    .where("id", "in", (eb) => eb.selectFrom("oauth_authorization_requests").select("id").where("expires_at", "<", at).limit(BATCH))
    .execute();
  // Codes are kept a day past their expiry, so that a late second use is still recognised as one.
  await db
    .deleteFrom("oauth_codes")
    .where("code_hash", "in", (eb) => eb.selectFrom("oauth_codes").select("code_hash").where("expires_at", "<", dayAgo).limit(BATCH))
    .execute();
  await db
    .deleteFrom("oauth_refresh_tokens")
    .where("token_hash", "in", (eb) => eb.selectFrom("oauth_refresh_tokens").select("token_hash").where("expires_at", "<", at).limit(BATCH))
    .execute();
  // Access tokens of a grant, a day after they expired (the grant keeps its own last use).
  await db
    .deleteFrom("credentials")
    .where("id", "in", (eb) =>
      eb.selectFrom("credentials").select("id").where("grant_id", "is not", null).where("expires_at", "<", dayAgo).limit(BATCH),
    )
    .execute();
  // Grants revoked a month ago, or with no refresh token left (it expired or was revoked).
  await db
    .deleteFrom("oauth_grants")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("oauth_grants")
        .select("oauth_grants.id")
        .where((w) =>
          w.or([
            w("oauth_grants.revoked_at", "<", monthAgo),
            w.and([
              w("oauth_grants.created_at", "<", dayAgo),
              w.not(w.exists(w.selectFrom("oauth_refresh_tokens").select("grant_id").whereRef("oauth_refresh_tokens.grant_id", "=", "oauth_grants.id"))),
            ]),
          ]),
        )
        .limit(BATCH),
    )
    .execute();
  const unusedSince = new Date(now.getTime() - UNUSED_CLIENT_TTL_MS).toISOString();
  await db
    .deleteFrom("oauth_clients")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("oauth_clients")
        .select("oauth_clients.id")
        .where("oauth_clients.created_at", "<", unusedSince)
        .where((w) => w.not(w.exists(w.selectFrom("oauth_grants").select("client_id").whereRef("oauth_grants.client_id", "=", "oauth_clients.id"))))
        .limit(BATCH),
    )
    .execute();
}
