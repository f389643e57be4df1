// The change feed across instances through Redis pub/sub (REDIS_URL set): each instance publishes
// the teams of its commits on one channel and wakes its own subscribers directly; the others wake
// theirs when the message arrives. While Redis is unreachable announcements to other instances are
// lost, and their streams catch up at their next periodic read of the log (the recheck interval).
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { type ChangeFeed, decodeAnnouncement, encodeAnnouncement, LocalSubscribers, perTurn } from "./change-feed.js";

export interface RedisChangeFeedOptions {
  url: string;
  /** SPRINTROOM_REDIS_PREFIX: the channel is `<prefix>events`. */
  prefix: string;
  onError: (error: Error) => void;
}

export function createRedisChangeFeed(options: RedisChangeFeedOptions): ChangeFeed {
  const instanceId = randomUUID();
  const channel = `${options.prefix}events`;
  const local = new LocalSubscribers();
  const connection = { maxRetriesPerRequest: 1, connectTimeout: 1_000, retryStrategy: (times: number) => Math.min(times * 200, 2_000) };
  const publisher = new Redis(options.url, { ...connection, enableOfflineQueue: false });
  const subscriber = new Redis(options.url, connection);
  let lastLogged = 0;
  const report = (error: Error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    options.onError(error);
  };
  publisher.on("error", report);
  subscriber.on("error", report);
  // ioredis subscribes again by itself after a reconnection.
  subscriber.subscribe(channel).catch(report);
  subscriber.on("message", (_channel: string, message: string) => local.wake(decodeAnnouncement(instanceId, message)));
  let closed = false;
  // The announcements of one turn go out together: one wake here and one publish for them all.
  const sendAtTurnEnd = perTurn((teams) => {
    if (closed) return;
    local.wake(teams);
    for (const message of encodeAnnouncement(instanceId, teams)) publisher.publish(channel, message).catch(report);
  });
  return {
    announce(teamIds) {
      if (!closed) sendAtTurnEnd(teamIds);
    },
    subscribe: (teamId, wake) => local.subscribe(teamId, wake),
    async close() {
      closed = true;
      local.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
