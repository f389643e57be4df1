// Two instances on one PostgreSQL: an event committed on one reaches a stream held by the other
// within a second, through Redis pub/sub when REDIS_URL is set, else through LISTEN/NOTIFY. The
// streams' periodic read of the log (SPRINTROOM_STREAM_RECHECK) is left at 60 s, so only the feed
// can bring it that soon.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { feedKind } from "../../src/live/change-feed.js";
import { createSprintroom } from "../../src/main.js";
import { createServices } from "../../src/services.js";
import { expectStatus } from "../support/client.js";
import { makeSprint, makeTeam } from "../support/factories.js";
import { eventsOf, openStream, type SseStream } from "../support/sse.js";
import { NO_LIMITS, prepareDatabase, type TestServer } from "../support/start-server.js";

const postgresUrl = inject("postgresUrl");
const redisUrl = inject("redisUrl");

async function twoInstances(env: Record<string, string>): Promise<{ a: TestServer; b: TestServer; drop: () => Promise<void> }> {
  const database = await prepareDatabase("postgres");
  const start = async (): Promise<TestServer> => {
    const config = loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent", SPRINTROOM_DEMO: "0", ...NO_LIMITS, SPRINTROOM_STREAM_RECHECK: "60s", ...env });
    const services = createServices(config);
    const running = await createSprintroom(services);
    const url = await running.listen({ port: 0, host: "127.0.0.1" });
    return { engine: "postgres", url, databaseUrl: database.databaseUrl, services, close: async () => (await running.close(), await services.close()) };
  };
  const a = await start();
  const b = await start();
  return { a, b, drop: database.drop };
}

const cases = [
  ...(redisUrl ? [["Redis pub/sub", "redis", { REDIS_URL: redisUrl, SPRINTROOM_REDIS_PREFIX: `sprintroom-test:${randomUUID()}:` }] as const] : []),
  ["PostgreSQL LISTEN/NOTIFY", "postgres", {}] as const,
];

describe.runIf(postgresUrl).each(cases)("two instances on one PostgreSQL, %s", (_name, kind, env) => {
  const cleanups: Array<() => Promise<void>> = [];
  const streams: SseStream[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("an event committed on one reaches a stream held by the other within 1 s", async () => {
    const { a, b, drop } = await twoInstances(env);
    cleanups.push(drop, () => a.close(), () => b.close());
    expect(feedKind(a.services.config, "postgres")).toBe(kind);
    const team = await makeTeam(a);
    const sprint = await makeSprint(team);
    const stream = await openStream(b.url, `/api/v1/teams/${team.id}/events/stream`, team.member.key);
    streams.push(stream);
    expect(stream.status).toBe(200);
    // Let the listener of the stream's instance settle before timing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 3; i++) {
      const created = await team.captain.api.post(`/api/v1/teams/${team.id}/activities`, { title: `Across ${i}`, sprintId: sprint.id });
      expectStatus(created, 201);
      // Timed from the answer, which comes only once the write is committed: the promise is about the
      // event's way from one instance to the other, not the POST's own time on a loaded machine.
      const started = Date.now();
      await stream.waitFor((m) => eventsOf(m).some((e) => (e as { data?: { object?: { id?: string } } }).data?.object?.id === created.body.id), 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    expect(eventsOf(stream.messages).map((e) => e.type)).toEqual(["activity.created", "activity.created", "activity.created"]);
  });
});
