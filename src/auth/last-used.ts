// "Last used" for every credential without a write on the request's path. Authentication already
// reads the credential's row, last_used_at included; only when that, and this process's own last
// write, are a minute old or more is a use queued, and queued uses are written a second later in
// one go on the writer, after the requests that caused them were answered. So a credential costs at
// most one write a minute per process, and a request one Map lookup.
import type { Db } from "../storage/database.js";
import { recordLastUse } from "../storage/repos/credentials.js";
import type { StoredCredential } from "../storage/records.js";

const RESOLUTION_MS = 60_000;
const FLUSH_DELAY_MS = 1_000;

export interface LastUseRecorder {
  /** Called for every authenticated request with the credential's row as read. */
  seen(credential: Pick<StoredCredential, "id" | "grantId" | "lastUsedAt">, now: Date): void;
  /** Writes what is queued (at shutdown, and on its timer). */
  flush(): Promise<void>;
}

export function createLastUseRecorder(db: Db, onError: (error: unknown) => void): LastUseRecorder {
  const written = new Map<string, number>();
  let pending = new Map<string, { grantId: string | null; at: string }>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    for (const [id, use] of batch) {
      try {
        await recordLastUse(db.kysely, { id, grantId: use.grantId, at: use.at });
      } catch (error) {
        onError(error);
      }
    }
    const stale = Date.now() - RESOLUTION_MS;
    for (const [id, at] of written) if (at < stale) written.delete(id);
  }

  return {
    seen(credential, now) {
      const t = now.getTime();
      const mine = written.get(credential.id);
      if (mine !== undefined && t - mine < RESOLUTION_MS) return;
      if (credential.lastUsedAt !== null && t - Date.parse(credential.lastUsedAt) < RESOLUTION_MS) return;
      written.set(credential.id, t);
      pending.set(credential.id, { grantId: credential.grantId, at: now.toISOString() });
      timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS).unref();
    },
    async flush() {
      if (timer !== undefined) clearTimeout(timer);
      await flush();
    },
  };
}
