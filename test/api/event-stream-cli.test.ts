// A `sprintroom` command's writes reach the servers' open streams at once, not at their next
// periodic read of the log (left at 60 s here): on SQLite the server notices another connection's
// commit to its file (PRAGMA data_version), on PostgreSQL the command sends NOTIFY, and with
// REDIS_URL it publishes on Redis, as a server does. The command runs in the test's process with a
// database connection of its own, which is all that SQLite's data_version tells apart.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Engine } from "../../src/storage/database.js";
import { testEngines } from "../support/databases.js";
import { runCliInProcess } from "../support/cli-in-process.js";
import { makeTeam, type TestTeam } from "../support/factories.js";
import { openStream } from "../support/sse.js";
import { startServer, type TestServer } from "../support/start-server.js";

const redisUrl = inject("redisUrl");
type Feed = [Engine, "memory" | "postgres" | "redis", Record<string, string>];
const FEEDS: Feed[] = [
  ...testEngines().map((engine): Feed => [engine, engine === "sqlite" ? "memory" : "postgres", {}]),
  ...(redisUrl ? [["sqlite", "redis", { REDIS_URL: redisUrl }] satisfies Feed] : []),
];

describe.each(FEEDS)("a sprintroom command's writes on the stream (%s, %s feed)", (engine, _feed, env) => {
  let server: TestServer;
  let team: TestTeam;
  beforeAll(async () => {
    server = await startServer(engine, { SPRINTROOM_STREAM_RECHECK: "60s", ...env });
    team = await makeTeam(server);
  });
  afterAll(async () => server?.close());

  it("reach an open stream within 2 s", async () => {
    const stream = await openStream(server.url, `/api/v1/teams/${team.id}/events/stream?type=member.*`, team.captain.key);
    expect(stream.status).toBe(200);
    try {
      const run = await runCliInProcess(["member", "add", "--team", team.id, "--user", team.outsider.id, "--role", "MEMBER", "--json"], {
        env: { DATABASE_URL: server.databaseUrl, LOG_LEVEL: "silent", ...env },
      });
      // Timed from the command's answer (its write committed and announced), not from its start: the
      // promise is the stream's delay, and a command's own start-up took 2.3 s once under a loaded run.
      const started = Date.now();
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      const [message] = await stream.waitFor((m) => m.length >= 1, 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(JSON.parse(message?.data as string)).toMatchObject({ type: "member.added", data: { object: { object: "member", id: team.outsider.id, teamId: team.id, role: "MEMBER" } } });
    } finally {
      stream.close();
    }
  });
});
