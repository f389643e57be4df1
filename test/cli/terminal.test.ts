// What a person sees running `sprintroom serve` in a terminal: the server under a real
// pseudo-terminal (util-linux's `script`), coloured one-line logs, and the first start's key printed
// there, with the absolute path of the database it created. LOG_FORMAT overrides the choice either way.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { expectStatus, request } from "../support/client.js";
import { NO_LIMITS } from "../support/start-server.js";
import { BIN, childEnv } from "../support/spawn-server.js";

const ANSI = /\x1b\[[0-9;]*m/g; // eslint-disable-line no-control-regex
const temp = mkdtempSync(join(tmpdir(), "sprintroom-terminal-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Run {
  /** Everything printed so far; `plain` without colours, `\r\n` made `\n`. */
  output(): { raw: string; plain: string };
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

const running = new Set<Run>();
afterEach(async () => {
  for (const run of running) await run.stop();
});

/** The test runner's environment less anything that changes what sprintroom or the colours do. */
const cleanEnv = (overrides: Record<string, string>) => childEnv({ TERM: "xterm-256color", ...NO_LIMITS, ...overrides });

function start(options: { terminal: boolean; cwd: string; env: Record<string, string> }): Run {
  const argv = [process.execPath, BIN, "serve", "--port", "0"];
  const quoted = argv.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
  // `script` gives the server a terminal for stdout; its own process group, so one signal stops both.
  const child: ChildProcess = options.terminal
    ? spawn("script", ["-qfec", `exec ${quoted}`, "/dev/null"], { cwd: options.cwd, env: cleanEnv(options.env), detached: true, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(argv[0] as string, argv.slice(1), { cwd: options.cwd, env: cleanEnv(options.env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let raw = "";
  child.stdout?.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  const exited = once(child, "exit");
  const output = () => ({ raw, plain: raw.replace(ANSI, "").replaceAll("\r\n", "\n") });
  const run: Run = {
    output,
    async waitFor(pattern) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const match = pattern.exec(output().plain);
        if (match) return match;
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`never printed ${pattern}:\n${output().plain}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      running.delete(run);
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid as number), "SIGTERM");
      await exited;
    },
  };
  running.add(run);
  return run;
}

describe("sprintroom serve on a terminal", () => {
  it("prints coloured one-line logs and the first start's key, with the absolute path of the new database", async () => {
    // Started from a folder of its own with the default DATABASE_URL, as `npm start` elsewhere would.
    const folder = mkdtempSync(join(temp, "fresh-"));
    const run = start({ terminal: true, cwd: folder, env: {} });
    const [, url] = await run.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const [, key] = await run.waitFor(/^ {2}(sr_sk_[0-9A-Za-z]{40})$/m);
    const plain = run.output().plain;
    expect(plain).toContain(`\nDatabase: ${join(folder, "data", "sprintroom.db")}\n`);
    expect(plain).toMatch(/^ {2}curl -H "Authorization: Bearer sr_sk_\w+" http:\/\/127\.0\.0\.1:\d+\/api\/v1\/teams\/[0-9a-f-]{36}\/activities$/m);
    expect(existsSync(join(folder, "data", "first-start.txt"))).toBe(false);

    expectStatus(await request(url as string, "GET", "/api/v1/me", { key }), 200);
    const [line] = await run.waitFor(/^.*GET \/api\/v1\/me 200 [\d.]+ ms .*$/m);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/v1\/me 200 [\d.]+ ms {2}req_\w+ user [0-9a-f-]{36} 127\.0\.0\.1$/);
    // Coloured: the level, and the status by its class.
    expect(run.output().raw).toMatch(/\x1b\[32mINFO\x1b\[39m/); // eslint-disable-line no-control-regex
    expect(run.output().raw).toMatch(/\x1b\[32m200\x1b\[/); // eslint-disable-line no-control-regex
    expect(plain).not.toContain('{"level"');
    await run.stop();
  });

  it("writes JSON lines on a terminal with LOG_FORMAT=json, and pretty lines to a pipe with LOG_FORMAT=pretty", async () => {
    const env = { DATABASE_URL: `sqlite:${join(temp, "formats.db")}`, SPRINTROOM_DEMO: "0" };
    const json = start({ terminal: true, cwd: temp, env: { ...env, LOG_FORMAT: "json" } });
    await json.waitFor(/^\{"level":30,.*"msg":"Server listening at http:\/\/127\.0\.0\.1:\d+"\}$/m);
    await json.stop();

    const pretty = start({ terminal: false, cwd: temp, env: { ...env, LOG_FORMAT: "pretty" } });
    await pretty.waitFor(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(pretty.output().plain).not.toContain('{"level"');
    await pretty.stop();
  });
});
