// Log lines are written asynchronously (they never block a request), so the test that matters is
// that none is lost: every request answered before SIGTERM has its line on stdout once the process
// has exited, as have the shutdown lines after it, on both engines and in the pretty format too. And a stdout that nobody reads
// (a supervisor gone) costs log lines, never the server's answers or its exit.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { NO_LIMITS, prepareDatabase } from "../support/start-server.js";
import { BIN, spawnServer } from "../support/spawn-server.js";

describe.each(testEngines())("log lines at shutdown (%s)", (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("keeps the line of every answered request and the shutdown lines", async () => {
    const database = await prepareDatabase(engine);
    const server = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS });
    cleanups.push(() => server.kill(), database.drop);
    const ids: string[] = [];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => request(server.url, "GET", "/api/v1/me")));
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        ids.push(answer.headers.get("x-request-id") as string);
      }
    }
    expect(await server.stop()).toBe(0);
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string });
    const logged = new Set(lines.filter((line) => line.msg === "request").map((line) => line.requestId));
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["shutting down", "shutdown complete"]));
  });
});

describe("pretty log lines at shutdown", () => {
  it("keeps the line of every answered request and the shutdown lines with LOG_FORMAT=pretty", async () => {
    const database = await prepareDatabase("sqlite");
    const server = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", LOG_FORMAT: "pretty", NO_COLOR: "1", ...NO_LIMITS });
    try {
      const ids: string[] = [];
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(Array.from({ length: 25 }, () => request(server.url, "GET", "/api/v1/me")));
        ids.push(...answers.map((answer) => answer.headers.get("x-request-id") as string));
      }
      expect(await server.stop()).toBe(0);
      const logged = new Set(server.stdout().match(/(?<= GET \/api\/v1\/me 401 [\d.]+ ms {2})req_\w+/g));
      expect(ids.filter((id) => !logged.has(id))).toEqual([]);
      expect(server.stdout()).toMatch(/INFO: shutting down .*\n.*INFO: shutdown complete\n$/);
    } finally {
      await server.kill();
      await database.drop();
    }
  });
});

describe("a stdout nobody reads", () => {
  it("neither stops the server answering nor keeps it from exiting on SIGTERM", async () => {
    const database = await prepareDatabase("sqlite");
    const child = spawn(process.execPath, [BIN, "serve", "--port", "0"], {
      env: { ...process.env, DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", LOG_LEVEL: "info", ...NO_LIMITS },
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      // Read just enough to learn the port, then never read stdout again: it fills up.
      const url = await new Promise<string>((resolve) => {
        let out = "";
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) {
            child.stdout?.off("data", onData);
            child.stdout?.pause();
            resolve(match[1]);
          }
        };
        child.stdout?.on("data", onData);
      });
      // About 3,000 log lines: far more than a pipe holds.
      for (let round = 0; round < 60; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => request(url, "GET", "/api/v1/me")));
        expect(answers.map((a) => a.status)).toEqual(Array(50).fill(401));
      }
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const [code] = (await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(["still running"]), 12_000))])) as [unknown];
      expect(code).toBe(0);
    } finally {
      child.kill("SIGKILL");
      await database.drop();
    }
  });
});
