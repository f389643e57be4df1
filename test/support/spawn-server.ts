// The `sprintroom` command in child processes, started the way a user starts it (`node
// bin/sprintroom.js …`): one command run to its end (runCli), or a server (startServe, spawnServer)
// for tests that need several processes, signals or the printed banner; and free or taken ports.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo, type Server } from "node:net";
import { fileURLToPath } from "node:url";

export const BIN = fileURLToPath(new URL("../../bin/sprintroom.js", import.meta.url));

/**
 * The runner's environment without anything that changes what sprintroom does or how it prints,
 * then `overrides` (undefined: left unset), so that only what a test names sets it.
 */
export function childEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(SPRINTROOM_|DATABASE_URL$|REDIS_URL$|PORT$|HOST$|LOG_|NO_COLOR$|FORCE_COLOR$)/.test(name)) continue;
    env[name] = value;
  }
  for (const [name, value] of Object.entries(overrides)) if (value !== undefined) env[name] = value;
  return env;
}

export interface CliRun {
  /** The exit code (null if a signal or the timeout ended it). */
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `sprintroom <args>` to its end, with `env` over childEnv(); `input` is written to its stdin, which is closed either way. */
export function runCli(args: string[], options: { env?: Record<string, string | undefined>; cwd?: string; input?: string } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd, env: childEnv(options.env), timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
    child.stdin?.end(options.input ?? "");
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `sprintroom serve` in a child process, listening or not (yet). */
export interface ServeProcess {
  process: ChildProcess;
  /** Everything the process printed on stdout so far. */
  stdout(): string;
  /** Everything printed so far, stdout then stderr, for failure messages. */
  output(): string;
  /** Waits (up to 30 s) until stdout matches `pattern`; fails at once, with the output, if the process exits. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** The base URL from the "Server listening at" log line. */
  listening(): Promise<string>;
  /** SIGTERM, then the exit code (null if it had to be killed after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
  /** SIGKILL, as a crash would: no shutdown at all. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<Exit>;
}

/** A server that listens, at `url`. */
export interface ChildServer extends ServeProcess {
  url: string;
}

/** `sprintroom serve <args>` with `env` over childEnv() and LOG_LEVEL info, not waited for. */
export function startServe(env: Record<string, string | undefined>, args: string[] = [], options: { cwd?: string } = {}): ServeProcess {
  const child = spawn(process.execPath, [BIN, "serve", ...args], { env: childEnv({ LOG_LEVEL: "info", ...env }), cwd: options.cwd, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServeProcess = {
    process: child,
    stdout: () => out,
    output: () => `stdout:\n${out}\nstderr:\n${err}`,
    async waitFor(pattern) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const match = pattern.exec(out);
        if (match) return match;
        if (ended()) throw new Error(`sprintroom serve exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}\n${server.output()}`);
        if (Date.now() > deadline) throw new Error(`sprintroom serve never printed ${pattern} in 30 s\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async listening() {
      return (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
    },
    async stop(timeoutMs = 10_000) {
      if (!ended()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      return child.exitCode;
    },
    async kill() {
      if (!ended()) child.kill("SIGKILL");
      await exited;
    },
    exited,
  };
  return server;
}

/** A server on a port of its own on 127.0.0.1, once it listens: `env` over childEnv(); `cwd`, the folder it starts in (its .env). */
export async function spawnServer(env: Record<string, string | undefined>, args: string[] = [], options: { cwd?: string } = {}): Promise<ChildServer> {
  const server = startServe(env, ["--port", "0", "--host", "127.0.0.1", ...args], options);
  return Object.assign(server, { url: await server.listening() });
}

/** A port that something listens on, on 127.0.0.1, until it is closed. */
export async function occupyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (now) on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const taken = await occupyPort();
  await taken.close();
  return taken.port;
}
