// The change feed across instances through PostgreSQL LISTEN/NOTIFY (on PostgreSQL without
// REDIS_URL): the database the instances already share carries the announcements. Each instance
// listens on one connection of its own and wakes its own subscribers directly; NOTIFY goes out on
// the pool after the write has committed. While the listening connection is lost, streams catch up
// at their next periodic read of the log (the recheck interval).
import { randomUUID } from "node:crypto";
import type { Db } from "../storage/database.js";
import { listen, notify } from "../storage/notify.js";
import { type ChangeFeed, decodeAnnouncement, encodeAnnouncement, LocalSubscribers, perTurn } from "./change-feed.js";

export const CHANNEL = "sprintroom_events";

export function createPostgresChangeFeed(options: { url: string; db: Db; onError: (error: Error) => void }): ChangeFeed {
  const instanceId = randomUUID();
  const local = new LocalSubscribers();
  const listener = listen(options.url, CHANNEL, (payload) => local.wake(decodeAnnouncement(instanceId, payload)), options.onError);
  let closed = false;
  // The announcements of one turn go out together: one wake here and one NOTIFY (a statement each) for them all.
  const sendAtTurnEnd = perTurn((teams) => {
    if (closed) return;
    local.wake(teams);
    for (const message of encodeAnnouncement(instanceId, teams)) {
      notify(options.db.kysely, CHANNEL, message).catch((error: unknown) => options.onError(error instanceof Error ? error : new Error(String(error))));
    }
  });
  return {
    announce(teamIds) {
      if (!closed) sendAtTurnEnd(teamIds);
    },
    subscribe: (teamId, wake) => local.subscribe(teamId, wake),
    async close() {
      closed = true;
      local.clear();
      await listener.close();
    },
  };
}
