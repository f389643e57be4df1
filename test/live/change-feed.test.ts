// One contract for every change feed (src/live/): an announcement wakes the team's subscribers,
// on this instance and, for the shared feeds, on another one on the same PostgreSQL or Redis; it
// wakes no other team's; an unsubscribed or closed feed wakes nobody. Real PostgreSQL and Redis.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type ChangeFeed, createMemoryChangeFeed, decodeAnnouncement, encodeAnnouncement, MESSAGE_TEAMS } from "../../src/live/change-feed.js";
import { createPostgresChangeFeed } from "../../src/live/postgres-change-feed.js";
import { createRedisChangeFeed } from "../../src/live/redis-change-feed.js";
import { createDatabase, type Db } from "../../src/storage/database.js";
import { prepareDatabase } from "../support/start-server.js";

const postgresUrl = inject("postgresUrl");
const redisUrl = inject("redisUrl");
const failOnError = (error: Error) => {
  throw error;
};

/** Two instances' feeds of one kind (the memory feed has one instance: its pair is itself). */
type Pair = { a: ChangeFeed; b: ChangeFeed; shared: boolean; close(): Promise<void> };

async function postgresPair(): Promise<Pair> {
  const database = await prepareDatabase("postgres");
  const dbs: Db[] = [createDatabase(database.databaseUrl), createDatabase(database.databaseUrl)];
  const [a, b] = dbs.map((db) => createPostgresChangeFeed({ url: database.databaseUrl, db, onError: failOnError })) as [ChangeFeed, ChangeFeed];
  return { a, b, shared: true, close: async () => (await a.close(), await b.close(), await Promise.all(dbs.map((db) => db.close())), await database.drop()) };
}

function redisPair(): Pair {
  const prefix = `sprintroom-test:${randomUUID()}:`;
  const [a, b] = [0, 1].map(() => createRedisChangeFeed({ url: redisUrl as string, prefix, onError: failOnError })) as [ChangeFeed, ChangeFeed];
  return { a, b, shared: true, close: async () => (await a.close(), await b.close()) };
}

const kinds: Array<[string, () => Promise<Pair> | Pair]> = [
  ["memory", () => {
    const feed = createMemoryChangeFeed();
    return { a: feed, b: feed, shared: false, close: () => feed.close() };
  }],
  ...(postgresUrl ? [["postgres", postgresPair] as [string, () => Promise<Pair>]] : []),
  ...(redisUrl ? [["redis", redisPair] as [string, () => Pair]] : []),
];

const until = async (check: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("not woken in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe.each(kinds)("the %s change feed", (_kind, make) => {
  const pairs: Pair[] = [];
  afterAll(async () => {
    for (const pair of pairs) await pair.close();
  });

  it("wakes the team's subscribers here and on the other instance, and no other team's", async () => {
    const pair = await make();
    pairs.push(pair);
    const [team, other] = [randomUUID(), randomUUID()];
    const woken = { here: 0, there: 0, other: 0 };
    pair.a.subscribe(team, () => woken.here++);
    const stop = pair.b.subscribe(team, () => woken.there++);
    pair.b.subscribe(other, () => woken.other++);
    // The listening connections of the shared feeds take a moment to be ready.
    if (pair.shared) await new Promise((resolve) => setTimeout(resolve, 300));
    pair.a.announce([team, team]);
    await until(() => woken.here >= 1 && woken.there >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken).toEqual({ here: 1, there: 1, other: 0 });
    stop();
    pair.a.announce([team]);
    await until(() => woken.here >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken).toEqual({ here: 2, there: 1, other: 0 });
    pair.a.announce([]);
    await pair.a.close();
    pair.a.announce([team]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken.here).toBe(2);
  });

  it("wakes each subscriber once for the announcements of one turn, and again for a later turn's", async () => {
    const pair = await make();
    pairs.push(pair);
    const [team, other] = [randomUUID(), randomUUID()];
    const woken = { here: 0, there: 0, other: 0 };
    pair.a.subscribe(team, () => woken.here++);
    pair.b.subscribe(team, () => woken.there++);
    pair.b.subscribe(other, () => woken.other++);
    if (pair.shared) await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 5; i++) pair.a.announce([team]);
    pair.a.announce([other, team]);
    await until(() => woken.here >= 1 && woken.there >= 1 && woken.other >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken).toEqual({ here: 1, there: 1, other: 1 });
    pair.a.announce([team]);
    await until(() => woken.here >= 2 && woken.there >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(woken).toEqual({ here: 2, there: 2, other: 1 });
  });
});

describe("announcements between instances", () => {
  it("carry the sender and the teams, split to stay under NOTIFY's payload limit, and a sender ignores its own", () => {
    const teams = Array.from({ length: MESSAGE_TEAMS + 1 }, () => randomUUID());
    const messages = encodeAnnouncement("me", teams);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8_000);
    expect(messages.flatMap((message) => decodeAnnouncement("you", message))).toEqual(teams);
    expect(messages.flatMap((message) => decodeAnnouncement("me", message))).toEqual([]);
  });
});
